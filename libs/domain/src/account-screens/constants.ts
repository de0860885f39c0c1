/** The public account page and its two statement lists. */
export const ACCOUNT_SUBJECT_DETAIL_PATH = '/account/lnb-transaction/subject-detail';
export const ACCOUNT_WITHDRAW_DETAIL_PATH = '/account/lnb-transaction/withdraw-detail';
/** Where a member binds a bank account (with ?next= back to the account page). */
export const ACCOUNT_BANK_BINDING_PATH = '/member/bank';
export const ROBO_GENERAL_PATH = '/robo/robo-invest/general';
export const ROBO_STABLE_PATH = '/robo/robo-invest/stable';

/** The query parameter the account lists carry so the member menu keeps the account entry active. */
export const LOCAL_NAV_PARAM = 'local_nav_active';
export const ACCOUNT_LOCAL_NAV = 'lnb-transaction';

/** Query parameters of the statement lists besides page. */
export const STATEMENT_SUBJECT_PARAM = 'subject';
export const STATEMENT_START_PARAM = 'start_date';
export const STATEMENT_END_PARAM = 'end_date';

/** Monthly statements offered for download: this month and the months before it. */
export const ACCOUNT_STATEMENT_MONTHS = 6;
/** The statement download's name when the answer names none: lnb_{timestamp}.xls. */
export const STATEMENT_FILE_PREFIX = 'lnb_';
export const STATEMENT_FILE_EXTENSION = '.xls';

/** The fee preview is asked for this long after the amount stops changing. */
export const WITHDRAW_FEE_PREVIEW_DEBOUNCE_MS = 500;

/** Console deposit form: a member serial or a virtual account, and a note. */
export const DEPOSIT_MEMBER_SERIAL_MAX_LENGTH = 20;
export const DEPOSIT_VIRTUAL_ACCOUNT_MIN_DIGITS = 10;
export const DEPOSIT_VIRTUAL_ACCOUNT_MAX_DIGITS = 20;
export const DEPOSIT_NOTE_MAX_LENGTH = 200;
/**
 * Manual deposits (recorded by an admin in the console): one may be at most MANUAL_DEPOSIT_MAX;
 * one above MANUAL_DEPOSIT_APPROVAL_THRESHOLD is credited only once a second admin approves it.
 */
export const MANUAL_DEPOSIT_MAX = 10_000_000;
export const MANUAL_DEPOSIT_APPROVAL_THRESHOLD = 500_000;
/** Console refusal of a manual deposit awaiting approval: the reason, kept in the audit trail. */
export const DEPOSIT_REJECT_REASON_MAX_LENGTH = 200;
/** Console withdrawal refusal: the reason the member is told. */
export const WITHDRAWAL_REJECT_REASON_MAX_LENGTH = 200;

/** Where a deposit came from: a bank notification or an admin's manual entry in the console. */
export const DEPOSIT_SOURCES = ['bank', 'console'] as const;
export type DepositSource = (typeof DEPOSIT_SOURCES)[number];
/** credited; unmatched (no member); pending (a manual deposit awaiting a second admin); rejected (never credited). */
export const DEPOSIT_STATUSES = ['credited', 'unmatched', 'pending', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The states of a withdrawal request, as the withdraw list and the console show them. */
export const ACCOUNT_WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type AccountWithdrawalStatus = (typeof ACCOUNT_WITHDRAWAL_STATUSES)[number];

/** The subject categories the account's second overview sums; transferOut is not a filter. */
export const ACCOUNT_SUM_KEYS = ['transferIn', 'transferOut', 'paidPrinciple', 'paidRepayment', 'receiveIncome'] as const;
export type AccountSumKey = (typeof ACCOUNT_SUM_KEYS)[number];
export const STATEMENT_FILTER_CATEGORIES = ['transferIn', 'paidPrinciple', 'paidRepayment', 'receiveIncome'] as const;
export type StatementFilterCategory = (typeof STATEMENT_FILTER_CATEGORIES)[number];
