import { shiftIsoDate } from '../dates/business-date.js';
import { ACCOUNT_REMINDERS_MAX } from '../constants/account.js';
import type { AccountReminder } from './answers.js';
import { REPAYMENT_LOOKAHEAD_DAYS } from './constants.js';
import { repaymentReminderTitle } from './texts.js';

/** What an open borrower row still owes, with its loan: the account overview's input. */
export interface OwedRow {
  readonly loan_serial: string;
  readonly period: number;
  /** 'YYYY-MM-DD'. */
  readonly due_date: string;
  readonly cycle_day: number;
  readonly principal: number;
  readonly interest: number;
  readonly fee: number;
  readonly penalty: number;
}

/** The account overview's repayment figures. */
export interface AccountRepaymentFigures {
  /** Principal + interest still owed on rows due within the look-ahead (overdue ones included). */
  readonly pre_repay_amount: number;
  /** Fees and penalties still owed on those rows. */
  readonly pre_fee_amount: number;
  /** The cycle day of the borrower's next row owed, 0 when nothing is owed. */
  readonly cycle_day: number;
  readonly reminders: AccountReminder[];
}

const byDue = (a: OwedRow, b: OwedRow): number =>
  a.due_date.localeCompare(b.due_date) || a.loan_serial.localeCompare(b.loan_serial) || a.period - b.period;

/** Everything a row still owes. */
export const owedTotal = (row: OwedRow): number => row.principal + row.interest + row.fee + row.penalty;

/**
 * The overview's figures from the borrower's open rows on the business date `today`: the rows due
 * up to REPAYMENT_LOOKAHEAD_DAYS ahead (overdue ones first, then by due date) give the amounts to
 * keep ready and at most ACCOUNT_REMINDERS_MAX reminders.
 */
export const accountRepaymentFigures = (rows: readonly OwedRow[], today: string): AccountRepaymentFigures => {
  const horizon = shiftIsoDate(today, REPAYMENT_LOOKAHEAD_DAYS);
  const sorted = [...rows].sort(byDue);
  const soon = sorted.filter((row) => row.due_date <= horizon);
  return {
    pre_repay_amount: soon.reduce((sum, row) => sum + row.principal + row.interest, 0),
    pre_fee_amount: soon.reduce((sum, row) => sum + row.fee + row.penalty, 0),
    cycle_day: sorted[0]?.cycle_day ?? 0,
    reminders: soon.slice(0, ACCOUNT_REMINDERS_MAX).map((row) => ({
      date: row.due_date,
      title: repaymentReminderTitle(row.loan_serial, row.period, row.due_date < today),
      amount: owedTotal(row),
    })),
  };
};
