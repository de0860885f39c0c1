import { Decimal } from 'decimal.js';
import { wholeMonthsBetween } from '../borrower-screens/overview.js';
import { shiftIsoDate } from '../dates/business-date.js';
import { roundMoney } from '../money/money.js';
import { assertWholeAmount } from '../repayment/inputs.js';
import { MONTHS_PER_YEAR } from '../repayment/interest.js';
import { ROBO_PRODUCT_RULES, ROBO_SALE_DAYS, ROBO_SELL_FEE_BANDS } from './constants.js';
import type { RoboProduct } from './constants.js';

const PERCENT = 100;

/** A fee of percent on a whole-NT$ amount, rounded half up to whole NT$ (the robo and resale fees' one rounding). */
export const percentFeeOf = (name: string, amount: number, percent: number): number => {
  assertWholeAmount(name, amount);
  return roundMoney(new Decimal(amount).times(percent).dividedBy(PERCENT));
};

/**
 * The monthly robo lender fee (robo_invest_monthly_lender_fee) of one repayment of a part the robo
 * account holds: the principal outstanding over that month × the product's yearly fee percent / 12,
 * rounded half up to whole NT$, and never more than the month's interest, so the fee never eats
 * into the principal returned.
 */
export const roboMonthlyLenderFeeOf = (outstandingPrincipal: number, interest: number, product: RoboProduct): number => {
  assertWholeAmount('outstandingPrincipal', outstandingPrincipal);
  assertWholeAmount('interest', interest);
  const yearly = ROBO_PRODUCT_RULES[product].monthly_fee_yearly_percent;
  const fee = roundMoney(new Decimal(outstandingPrincipal).times(yearly).dividedBy(PERCENT * MONTHS_PER_YEAR));
  return Math.min(fee, interest);
};

/** The whole months a robo investment has been held on a business date (0 before its first month ends). */
export const roboHoldingMonths = (investedOn: string, on: string): number => wholeMonthsBetween(investedOn, on);

/** The sell fee rate in percent after so many whole months held: the last band of ROBO_SELL_FEE_BANDS reached. */
export const roboSellFeeRateOf = (holdingMonths: number): number => {
  if (!Number.isSafeInteger(holdingMonths) || holdingMonths < 0) {
    throw new RangeError(`holdingMonths must be a whole number of months (0 or more), got ${String(holdingMonths)}`);
  }
  const reached = ROBO_SELL_FEE_BANDS.filter((band) => holdingMonths >= band.from_months);
  return reached.at(-1)?.rate_percent ?? ROBO_SELL_FEE_BANDS[0].rate_percent;
};

/** What selling an amount costs and brings: the fee (amount × rate, rounded half up) and the proceeds (amount − fee). */
export interface RoboSaleFigures {
  readonly amount: number;
  readonly sell_fee_rate: number;
  readonly sell_fee: number;
  readonly proceeds: number;
}

export const roboSaleFiguresOf = (amount: number, holdingMonths: number): RoboSaleFigures => {
  const rate = roboSellFeeRateOf(holdingMonths);
  const fee = percentFeeOf('amount', amount, rate);
  return { amount, sell_fee_rate: rate, sell_fee: fee, proceeds: amount - fee };
};

/**
 * The last business date a sale set is offered: ROBO_SALE_DAYS after it starts, or null when it
 * sells everything (the whole investment stays offered until it is sold or cancelled).
 */
export const roboSaleExpiryOf = (startedOn: string, sellsAll: boolean): string | null =>
  sellsAll ? null : shiftIsoDate(startedOn, ROBO_SALE_DAYS);

/** A robo-held part's row of its schedule, as the fee due on it is counted. */
export interface RoboFeeRow {
  readonly principal: number;
  readonly interest: number;
  readonly fee_amount: number;
  readonly paid_principal: number;
  readonly paid_interest: number;
  readonly paid_fee: number;
}

/**
 * The robo lender fee due on a row of a robo-held part: the row's fee_amount (its
 * roboMonthlyLenderFeeOf, set with the schedule) once its principal and interest are paid in
 * full, less what was already taken; nothing before.
 */
export const roboLenderFeeDue = (row: RoboFeeRow): number =>
  row.paid_principal >= row.principal && row.paid_interest >= row.interest ? Math.max(0, row.fee_amount - row.paid_fee) : 0;
