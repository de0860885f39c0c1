/**
 * The repayment life of a disbursed loan: due dates, the daily batch, late rows, penalties, the
 * protection fund's payout and the monthly settlement. The partial-payment floor
 * (PARTIAL_PAYMENT_MIN), the settlement threshold (MONTHLY_SETTLEMENT_THRESHOLD) and the most
 * reminders an account shows (ACCOUNT_REMINDERS_MAX) are kept with the loan and account constants.
 */

/** Due dates fall on the disbursement's day of the month, at most this day, so every month has one. */
export const CYCLE_DAY_MAX = 28;

/** A late row accrues penalty (違約金) once it is more than this many days late. */
export const LATE_PENALTY_GRACE_DAYS = 7;
/** The penalty's yearly rate as a percent of the loan's APR, from the day after the grace period on. */
export const PENALTY_APR_SHARE_PERCENT = 10;
/** The last day late charged at PENALTY_APR_SHARE_PERCENT; later days are charged at PENALTY_LONG_APR_SHARE_PERCENT. */
export const PENALTY_LONG_LATE_DAYS = 180;
export const PENALTY_LONG_APR_SHARE_PERCENT = 20;

/** A pgr loan whose oldest unpaid row is this many days late is paid to its lenders from the protection fund. */
export const PROTECTION_PAYOUT_LATE_DAYS = 180;

/** The account overview's reminders and the monthly settlement count rows due up to this many days ahead. */
export const REPAYMENT_LOOKAHEAD_DAYS = 31;

/** How often the daily batch is caught up to the business clock's today (one API process takes each round from the job queue). */
export const BATCH_JOBS_INTERVAL_MS = 60_000;
/** A batch run still marked running after this long is taken as abandoned (its process stopped) and run again. */
export const BATCH_RUN_STALE_MINUTES = 30;

/** The business clock's demo offset never exceeds this many days (and only grows). */
export const BUSINESS_CLOCK_OFFSET_MAX_DAYS = 3650;

/** The states of a repayment row, of the borrower's schedule and of each investment's. */
export const REPAYMENT_STATUSES = ['unpaid', 'partial', 'late', 'paid', 'late_paid', 'cleared'] as const;
export type RepaymentStatus = (typeof REPAYMENT_STATUSES)[number];

/** Rows still owed something: the batch collects them, the overview reminds of them. */
export const REPAYMENT_OPEN_STATUSES = ['unpaid', 'partial', 'late'] as const satisfies readonly RepaymentStatus[];
export type RepaymentOpenStatus = (typeof REPAYMENT_OPEN_STATUSES)[number];

/** Loans the batch services: disbursed and not yet finished or cleared. */
export const SERVICED_LOAN_STATUSES = ['repaying', 'overdue', 'legal_collection'] as const;

/** A batch run of one business date: running, done (its summary stored), or failed (it runs again). */
export const BATCH_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type BatchRunStatus = (typeof BATCH_RUN_STATUSES)[number];

/** The order in which a payment pays a row's charges. */
export const REPAYMENT_ALLOCATION_ORDER = ['penalty', 'fee', 'interest', 'principal'] as const;
export type RepaymentCharge = (typeof REPAYMENT_ALLOCATION_ORDER)[number];
