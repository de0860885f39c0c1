import { Decimal } from 'decimal.js';
import { LOAN_PERIODS, type LoanPeriod } from '../constants/loan.js';
import { roundMoney } from '../money/money.js';
import type { PrincipalRepaymentType } from '../loans/vocabulary.js';
import { aprPercentOf, assertPeriods, assertPositiveAmount } from './inputs.js';
import { MONTHS_PER_YEAR, monthlyInterest } from './interest.js';

/** The terms a repayment schedule may run over, in months: the loan periods. */
export const REPAYMENT_PERIODS = LOAN_PERIODS;
export type RepaymentPeriod = LoanPeriod;

/** One month of a repayment schedule, whole NT$. */
export interface RepaymentRow {
  /** 1-based month. */
  readonly period: number;
  /** principal + interest. */
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  /** What is still owed after this row. */
  readonly balance: number;
}

/**
 * The monthly instalment of an equal-instalment loan, rounded half up to whole NT$:
 * A = P·r / (1 − (1 + r)^−n) with r = APR / 12; at 0 % the principal split evenly. The inputs are
 * taken as checked.
 */
export const installmentAmount = (principal: number, aprPercent: Decimal.Value, periods: number): number => {
  const rate = new Decimal(aprPercent).dividedBy(100).dividedBy(MONTHS_PER_YEAR);
  if (rate.isZero()) return roundMoney(new Decimal(principal).dividedBy(periods));
  const factor = new Decimal(1).minus(rate.plus(1).pow(-periods));
  return roundMoney(new Decimal(principal).times(rate).dividedBy(factor));
};

/**
 * The rows of a schedule, the inputs taken as checked. Each month's interest is the balance times
 * APR / 12 rounded with INTEREST_ROUNDING. Equal instalments repay the instalment less the interest,
 * equal principal ⌊P / n⌋; a month never repays more than is owed, and the last month repays the
 * whole remaining balance, so the principal parts add up to exactly P.
 */
export const repaymentRows = (
  type: PrincipalRepaymentType,
  principal: number,
  aprPercent: Decimal.Value,
  periods: number,
): RepaymentRow[] => {
  const planned =
    type === 'equal_installment' ? installmentAmount(principal, aprPercent, periods) : Math.floor(principal / periods);
  const rows: RepaymentRow[] = [];
  let balance = principal;
  for (let period = 1; period <= periods; period += 1) {
    const interest = monthlyInterest(balance, aprPercent);
    const due = type === 'equal_installment' ? planned - interest : planned;
    const repaid = period === periods ? balance : Math.min(balance, due);
    balance -= repaid;
    rows.push({ period, payment: repaid + interest, principal: repaid, interest, balance });
  }
  return rows;
};

/** The checked monthly instalment of principal at aprPercent over periods months. */
export const equalInstallmentAmount = (principal: number, aprPercent: number | string, periods: number): number => {
  assertPositiveAmount('principal', principal);
  const apr = aprPercentOf(aprPercent);
  assertPeriods(periods);
  return installmentAmount(principal, apr, periods);
};

/**
 * The schedule of principal at aprPercent over periods months by type. principal is a positive
 * whole NT$ amount, aprPercent from 0 to the 16 % cap, periods one of REPAYMENT_PERIODS; anything
 * else is a programming error and throws a RangeError.
 */
export const scheduleOf = (
  type: PrincipalRepaymentType,
  principal: number,
  aprPercent: number | string,
  periods: number,
): RepaymentRow[] => {
  assertPositiveAmount('principal', principal);
  const apr = aprPercentOf(aprPercent);
  assertPeriods(periods);
  return repaymentRows(type, principal, apr, periods);
};

/**
 * Equal instalments: every month pays A rounded half up; its interest is the balance × APR / 12
 * rounded half up, the rest repays principal. The last month repays the whole remaining balance, so
 * its payment differs from A by the rounding.
 */
export const equalInstallmentSchedule = (principal: number, aprPercent: number | string, periods: number): RepaymentRow[] =>
  scheduleOf('equal_installment', principal, aprPercent, periods);

/**
 * Equal principal: every month repays ⌊P / n⌋ plus the balance × APR / 12 rounded half up; the last
 * month repays the remainder of the principal.
 */
export const equalPrincipalSchedule = (principal: number, aprPercent: number | string, periods: number): RepaymentRow[] =>
  scheduleOf('equal_principal', principal, aprPercent, periods);
