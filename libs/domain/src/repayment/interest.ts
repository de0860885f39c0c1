import { Decimal } from 'decimal.js';
import { LENDER_FEE_MAX_PERCENT } from '../constants/loan.js';
import { roundMoney } from '../money/money.js';
import { aprPercentOf, assertWholeAmount, percentBelow } from './inputs.js';

/** APR is a yearly percent; instalments are monthly. */
export const MONTHS_PER_YEAR = 12;
/** Interest for a number of days counts a year as 365 days. */
export const DAYS_PER_YEAR = 365;
const PERCENT = 100;

/**
 * The one interest rounding rule: the interest of each period (a month of a schedule, or the days
 * up to a settlement or of a late payment) is computed on the balance and rounded half up to whole
 * NT$ on its own; nothing is carried into the next period.
 */
export const INTEREST_ROUNDING: (interest: Decimal.Value) => number = roundMoney;

/**
 * A month's interest on a balance: balance × APR / 12, rounded with INTEREST_ROUNDING. The inputs
 * are taken as checked; multiplying before the one division keeps an exact half exact.
 */
export const monthlyInterest = (balance: number, aprPercent: Decimal.Value): number =>
  INTEREST_ROUNDING(new Decimal(balance).times(aprPercent).dividedBy(PERCENT * MONTHS_PER_YEAR));

/**
 * Interest on a balance for a number of days: balance × APR × days / 365, rounded with
 * INTEREST_ROUNDING. Used for interest up to an early settlement date and for late interest.
 */
export const interestForDays = (balance: number, aprPercent: number | string, days: number): number => {
  assertWholeAmount('balance', balance);
  const apr = aprPercentOf(aprPercent);
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`days must be a whole number of days (0 or more), got ${String(days)}`);
  }
  return INTEREST_ROUNDING(new Decimal(balance).times(apr).times(days).dividedBy(PERCENT * DAYS_PER_YEAR));
};

/**
 * The lender fee the platform keeps from a repayment a lender receives: amount × feePercent / 100,
 * rounded half up to whole NT$. The fee percent is below LENDER_FEE_MAX_PERCENT, as a listing sets it.
 */
export const lenderFeeOf = (amount: number, feePercent: number | string): number => {
  assertWholeAmount('amount', amount);
  const percent = percentBelow('feePercent', feePercent, LENDER_FEE_MAX_PERCENT);
  return roundMoney(new Decimal(amount).times(percent).dividedBy(PERCENT));
};
