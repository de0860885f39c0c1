import { Decimal } from 'decimal.js';
import { MONTHLY_SETTLEMENT_THRESHOLD } from '../constants/account.js';
import { roundMoney } from '../money/money.js';
import { lenderFeeOf } from '../repayment/interest.js';
import { PROTECTION_PAYOUT_LATE_DAYS, REPAYMENT_OPEN_STATUSES } from './constants.js';
import type { RepaymentStatus } from './constants.js';
import { daysLate } from './dates.js';

const PERCENT = 100;

/** A row still owed something. */
export const isOpenRepaymentStatus = (status: string): boolean => (REPAYMENT_OPEN_STATUSES as readonly string[]).includes(status);

export interface RowState {
  /** Every charge of the row is paid. */
  readonly paid: boolean;
  /** Some of it is paid. */
  readonly anyPaid: boolean;
  /** The row has been late (it has a late_since). */
  readonly late: boolean;
}

/** A row's status from its payments and lateness: paid or late_paid once paid, else late, partial or unpaid. */
export const repaymentStatusOf = ({ paid, anyPaid, late }: RowState): RepaymentStatus => {
  if (paid) return late ? 'late_paid' : 'paid';
  if (late) return 'late';
  return anyPaid ? 'partial' : 'unpaid';
};

/**
 * The lender fee of a payment: the fee on everything received of the row so far (principal +
 * interest, lenderFeeOf) less the fee already taken. Taken this way a row's fees add up to
 * lenderFeeOf of the whole row once it is paid, however many payments it took.
 */
export const lenderFeeDue = (receivedPrincipalAndInterest: number, feeTaken: number, feePercent: number | string): number =>
  Math.max(0, lenderFeeOf(receivedPrincipalAndInterest, feePercent) - feeTaken);

/** The protection fund pays a pgr loan once its oldest unpaid row is PROTECTION_PAYOUT_LATE_DAYS days late. */
export const isProtectionDue = (oldestUnpaidDueDate: string, date: string): boolean =>
  daysLate(oldestUnpaidDueDate, date) >= PROTECTION_PAYOUT_LATE_DAYS;

/** What the protection fund pays an investment: its unpaid principal × the loan's protection ratio, half up. */
export const protectionPayoutOf = (unpaidPrincipal: number, pgrPercent: Decimal.Value): number =>
  roundMoney(new Decimal(unpaidPrincipal).times(pgrPercent).dividedBy(PERCENT));

/**
 * What the monthly settlement sends to a member's bound bank: the cash less what the member owes
 * on rows due soon, when that exceeds MONTHLY_SETTLEMENT_THRESHOLD; else nothing.
 */
export const settlementAmountOf = (cash: number, owedSoon: number): number => {
  const free = cash - owedSoon;
  return free > MONTHLY_SETTLEMENT_THRESHOLD ? free : 0;
};

/** The ledger reference of a member's settlement of a month ('YYYY-MM'): one a month at most. */
export const settlementReference = (month: string, userId: number): string => `settlement:${month}:${userId}`;
