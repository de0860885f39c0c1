import type { BatchRunStatus, RepaymentStatus } from './constants.js';

/**
 * One row of a repayment table: GET /api/borrower/loans/{serial}/repayments (the borrower's
 * schedule) and GET /api/v1/investments/{serial}/repayments (the investment's own). Whole NT$.
 */
export interface RepaymentTableRow {
  readonly period: number;
  /** 'YYYY/MM/DD'. */
  readonly due_date: string;
  /** The state's label: 未付, 部分繳款, 逾期, 已繳, 逾期已繳, 已清償. */
  readonly status: string;
  readonly status_code: RepaymentStatus;
  /** principal + interest. */
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  /** Borrower rows: a fee the borrower owes with the row (an unpaid clearing fee); investment rows: the lender fee. */
  readonly fee_amount: number;
  /** Investment rows: what a promo code's fee discount saves on the row's lender fee (0 without one; borrower rows 0). */
  readonly fee_discount: number;
  /** Late penalty (違約金) charged on the row so far. */
  readonly penalty: number;
  readonly robo_invest_monthly_lender_fee: number;
  /**
   * Borrower rows: what the borrower paid of principal, interest, fee and penalty; investment rows:
   * what the lender received of principal, interest and penalty (before the lender fee).
   */
  readonly paid_amount: number;
  /** When the row was paid in full (ISO timestamp), else null. */
  readonly paid_at: string | null;
  /** The principal still owed after this row. */
  readonly balance: number;
}

/** The repayments response (spec 3): the rows, and whether the APR was lowered to the 16 % cap (never, here). */
export interface RepaymentsAnswer {
  readonly repayments: RepaymentTableRow[];
  readonly has_diff16: boolean;
  readonly is_migrated_diff16: boolean;
}

/** What one run of the daily batch did on its business date. */
export interface BatchRunSummary {
  readonly business_date: string;
  /** Borrower rows paid in full. */
  readonly collected_rows: number;
  /** Everything taken from borrowers' cash (principal, interest, fee and penalty). */
  readonly collected_amount: number;
  /** Borrower rows paid in part (the cash fell short, and was at least the partial-payment floor). */
  readonly partial_rows: number;
  /** Borrower rows that became late on this date. */
  readonly late_rows: number;
  /** Penalty charged on this date. */
  readonly penalty_amount: number;
  /** Loans whose lenders the protection fund paid. */
  readonly protection_payouts: number;
  /** Loans due a protection payout that the fund could not cover (tried again the next day). */
  readonly protection_skipped: number;
  /** Loans paid off on this date. */
  readonly finished_loans: number;
  /** Members whose balance was settled to their bank, and the money sent. */
  readonly settlements: number;
  readonly settlement_amount: number;
  /** Shop pay-later instalments collected from buyers' cash on this date, and the money collected (absent in runs made before the shop). */
  readonly shop_instalments?: number;
  readonly shop_instalment_amount?: number;
}

/** A row of GET /api/console/batch-runs: the run and its summary's figures (0 before it is done). */
export interface ConsoleBatchRunRow extends Omit<BatchRunSummary, 'business_date'> {
  /** The business date (react-admin's record id). */
  readonly id: string;
  readonly business_date: string;
  readonly status: BatchRunStatus;
  readonly status_label: string;
  readonly started_at: string;
  readonly finished_at: string | null;
  /** The admin who ran it, or null for the scheduled job. */
  readonly started_by: number | null;
  readonly started_by_email: string | null;
}

/** GET and PUT /api/console/clock. */
export interface BusinessClockAnswer {
  /** The business date in Asia/Taipei, 'YYYY-MM-DD'. */
  readonly today: string;
  readonly offset_days: number;
}

/** A reminder of the account overview: a row due within the look-ahead, or overdue. */
export interface AccountReminder {
  /** The due date, 'YYYY-MM-DD'. */
  readonly date: string;
  readonly title: string;
  /** What the row still owes. */
  readonly amount: number;
}
