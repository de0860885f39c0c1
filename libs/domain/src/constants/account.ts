export const ACCOUNT_PAGE_SIZE = 15;
export const ACCOUNT_RECENT_WINDOW_DAYS = 90;
export const DEFAULT_VIRTUAL_BANK_CODE = '006';

/** Withdrawal to a non-designated bank. */
export const WITHDRAWAL_FEE = 15;
/** Extra fee from the sixth withdrawal in a calendar month. */
export const WITHDRAWAL_EXTRA_FEE = 100;
export const WITHDRAWAL_EXTRA_FEE_FROM_COUNT = 6;
export const WITHDRAWAL_FREE_BANK_COUNT = 3;

/** Monthly settlement sends balances above this amount to the bound bank. */
export const MONTHLY_SETTLEMENT_THRESHOLD = 1000;
/** The robo stable link shows from this available amount on. */
export const ROBO_STABLE_LINK_MIN_AVAILABLE = 50_000;
export const INTERNAL_TRANSFER_MIN_AMOUNT = 1;

export const ACCOUNT_REMINDERS_MIN = 2;
export const ACCOUNT_REMINDERS_MAX = 5;
/** Pie segments below this percentage are grouped together. */
export const PIE_GROUP_BELOW_PERCENT = 3;
/** Progress thresholds closer than this percentage are hidden. */
export const PROGRESS_THRESHOLD_MIN_GAP_PERCENT = 10;
