import { daysBetween, shiftIsoDateMonths } from '../dates/business-date.js';
import { largestRemainder } from '../repayment/apportion.js';
import { interestForDays, lenderFeeOf } from '../repayment/index.js';
import { isOpenRepaymentStatus } from '../servicing/rules.js';
import {
  CLEARABLE_LOAN_STATUSES,
  CLEARING_FEE_BASE,
  CLEAR_LENDER_VISIBLE_CHARS,
  PAWNSHOP_APP_TYPE,
  PAWNSHOP_STORAGE_FEE,
} from './constants.js';

/** One row of an investment's schedule as a clearing reads it (due_date 'YYYY-MM-DD', whole NT$). */
export interface ClearScheduleRow {
  readonly id: number;
  readonly period: number;
  readonly due_date: string;
  readonly status: string;
  readonly principal: number;
  readonly interest: number;
  readonly penalty: number;
  readonly paid_principal: number;
  readonly paid_interest: number;
  readonly paid_penalty: number;
}

/** What a clearing pays on one open row, and the row as it is closed. */
export interface ClearRowSettlement {
  readonly id: number;
  readonly principal: number;
  readonly interest: number;
  readonly penalty: number;
  /** The row's interest once closed: everything paid on it (the schedule's interest is lowered to this). */
  readonly closed_interest: number;
  /** The lender fee recorded on the row: its share of the clearing's lender fee. */
  readonly lender_fee: number;
}

/** What clearing one investment at a settlement date costs the borrower and pays the lender. */
export interface ClearFigures {
  /** Every unpaid principal, due or not. */
  readonly principal: number;
  /** Unpaid interest of the rows already due plus the interest accrued on the balance not yet due. */
  readonly interest: number;
  /** Unpaid penalties (違約金) of the rows already due. */
  readonly penalty: number;
  /** principal + interest + penalty: what the borrower pays and the lender receives. */
  readonly clear_amount: number;
  /** The part of interest accrued from accrual_from up to the settlement date. */
  readonly accrued_interest: number;
  /** The last due date on or before the settlement date, or the start of the first period. */
  readonly accrual_from: string;
  readonly accrual_days: number;
  /** The lender fee kept from the principal and interest the lender receives. */
  readonly lender_fee: number;
  readonly rows: readonly ClearRowSettlement[];
}

/** The same day of the previous month, or that month's last day when it is shorter. */
export const monthBefore = (iso: string): string => shiftIsoDateMonths(iso, -1);

/**
 * The interest a balance not yet due accrued from a date up to the settlement date, at a yearly
 * rate; firstPeriod when no row has fallen due yet (the accrual starts at the first period).
 */
export type ClearAccrual = (balance: number, aprPercent: number | string, from: string, to: string, firstPeriod: boolean) => number;

/** The loans' accrual: interestForDays over the days between the dates. */
export const accrualByDays: ClearAccrual = (balance, aprPercent, from, to) => interestForDays(balance, aprPercent, Math.max(0, daysBetween(from, to)));

/**
 * Clearing one investment at settlement date D (the business date). Rows due on or before D pay
 * whatever they still owe (principal, interest, penalty). The balance not yet due (the unpaid
 * principal of the later rows) is paid in full with the interest accrued on it from the last due
 * date on or before D — or, before the first due date, from the start of the first period, one
 * month before it, as the schedule counts every period as a whole month — up to D, by
 * `accrue` (interestForDays over the days for loans; a pawn counts months, pawnAccruedInterest); that interest is never more than the next row's scheduled interest, so clearing
 * early never costs more than paying on schedule. Every open row is closed at what was then paid on
 * it. The lender fee is lenderFeeOf(principal + interest received, lenderFeePercent), spread over
 * the closed rows by what each received (largest remainder).
 */
export const clearFiguresOf = (
  schedule: readonly ClearScheduleRow[],
  aprPercent: number | string,
  lenderFeePercent: number | string,
  settlementDate: string,
  accrue: ClearAccrual = accrualByDays,
): ClearFigures => {
  const ordered = [...schedule].sort((a, b) => a.period - b.period);
  const first = ordered[0];
  const dueRows = ordered.filter((row) => row.due_date <= settlementDate);
  const lastDue = dueRows.at(-1)?.due_date;
  const accrualFrom = lastDue ?? (first === undefined ? settlementDate : monthBefore(first.due_date));
  const accrualDays = Math.max(0, daysBetween(accrualFrom, settlementDate));
  const open = ordered.filter((row) => isOpenRepaymentStatus(row.status));
  const later = open.filter((row) => row.due_date > settlementDate);
  const balance = later.reduce((sum, row) => sum + row.principal - row.paid_principal, 0);
  const next = later[0];
  const accrued =
    next === undefined
      ? 0
      : Math.min(accrue(balance, aprPercent, accrualFrom, settlementDate, lastDue === undefined), next.interest - next.paid_interest);

  const payments = open.map((row) => {
    const due = row.due_date <= settlementDate;
    const interest = due ? row.interest - row.paid_interest : row === next ? accrued : 0;
    return {
      id: row.id,
      principal: row.principal - row.paid_principal,
      interest,
      penalty: due ? row.penalty - row.paid_penalty : 0,
      closed_interest: row.paid_interest + interest,
    };
  });
  const principal = payments.reduce((sum, row) => sum + row.principal, 0);
  const interest = payments.reduce((sum, row) => sum + row.interest, 0);
  const penalty = payments.reduce((sum, row) => sum + row.penalty, 0);
  const lenderFee = principal + interest === 0 ? 0 : lenderFeeOf(principal + interest, lenderFeePercent);
  const feeShares = largestRemainder(
    lenderFee,
    payments.map((row) => row.principal + row.interest),
  );
  return {
    principal,
    interest,
    penalty,
    clear_amount: principal + interest + penalty,
    accrued_interest: accrued,
    accrual_from: accrualFrom,
    accrual_days: accrualDays,
    lender_fee: lenderFee,
    rows: payments.map((row, index) => ({ ...row, lender_fee: feeShares[index] ?? 0 })),
  };
};

/**
 * The clearing operation fee of records cleared together: CLEARING_FEE_BASE for each distinct
 * clear_fee_serial among them.
 */
export const clearingFeeOf = (clearFeeSerials: readonly string[]): number => CLEARING_FEE_BASE * new Set(clearFeeSerials).size;

/**
 * Items grouped by a key, groups in the order their first item comes. The clearing lists group
 * their records by contract: the loan (loan_serial), since an investment serial does not begin
 * with its loan's.
 */
export const groupBy = <T>(items: readonly T[], keyOf: (item: T) => string): { key: string; items: T[] }[] => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].map(([key, grouped]) => ({ key, items: grouped }));
};

/** A lender as the borrower sees them: the member serial with its first characters shown and the rest masked. */
export const maskLenderSerial = (memberSerial: string): string =>
  memberSerial.slice(0, CLEAR_LENDER_VISIBLE_CHARS) + '*'.repeat(Math.max(0, memberSerial.length - CLEAR_LENDER_VISIBLE_CHARS));

/** The pieces of a pawnshop clearing (clear_amount_detail); penalty is the late penalty still owed, if any. */
export interface PawnshopClearDetail {
  readonly principal: number;
  readonly interest: number;
  readonly penalty: number;
  readonly storage_fee: number;
  readonly lnb_fee: number;
}

/**
 * A pawnshop clearing of a whole loan: the clear figures of all its investments added up, the
 * storage fee (the one its pawnshop set, PAWNSHOP_STORAGE_FEE for a loan without one) and the
 * platform's clearing fee (one clear_fee_serial: the loan).
 */
export const pawnshopClearDetailOf = (
  loanSerial: string,
  figures: readonly Pick<ClearFigures, 'principal' | 'interest' | 'penalty'>[],
  storageFee: number = PAWNSHOP_STORAGE_FEE,
): PawnshopClearDetail => ({
  principal: figures.reduce((sum, figure) => sum + figure.principal, 0),
  interest: figures.reduce((sum, figure) => sum + figure.interest, 0),
  penalty: figures.reduce((sum, figure) => sum + figure.penalty, 0),
  storage_fee: storageFee,
  lnb_fee: clearingFeeOf([loanSerial]),
});

/** The total of a pawnshop clearing: every piece of the detail. */
export const pawnshopClearAmountOf = (detail: PawnshopClearDetail): number =>
  detail.principal + detail.interest + detail.penalty + detail.storage_fee + detail.lnb_fee;

/** A loan the borrower can clear through the pawnshop clearing: a pawn loan in repayment. */
export const isPawnshopClearable = (loan: { app_type: string; status_code: string }): boolean =>
  loan.app_type === PAWNSHOP_APP_TYPE && (CLEARABLE_LOAN_STATUSES as readonly string[]).includes(loan.status_code);
