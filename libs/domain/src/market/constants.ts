/** Marketplace page sizes: the credit market shows 12 cases a page, every other market 20 (spec 2). */
export const MARKET_CREDIT_PAGE_SIZE = 12;
export const MARKET_PAGE_SIZE = 20;

/** Multi-value filters (purposes, cities, company types) are comma-separated and take at most this many values. */
export const MARKET_FILTER_LIST_SEPARATOR = ',';
export const MARKET_FILTER_LIST_MAX = 30;

/** Borrower age filter bounds, in full years. */
export const MARKET_FILTER_AGE_MIN = 18;
export const MARKET_FILTER_AGE_MAX = 100;

/** The children-count option 3+ counts as 3 in the children filter. */
export const MARKET_CHILDREN_COUNT_MAX = 3;

/** A member serial typed into the borrower filter (the column's length). */
export const MARKET_MEMBER_SERIAL_MAX_LENGTH = 16;

/** A question on a loan: its title; the borrower's reply. */
export const QUESTION_TITLE_MAX_LENGTH = 200;
export const QUESTION_REPLY_MAX_LENGTH = 1000;
/** Questions a member may leave unanswered on one loan. */
export const QUESTION_PENDING_MAX_PER_LOAN = 3;

/** Messages one member may send to borrowers within a day (rolling 24 hours). */
export const MARKET_MESSAGES_PER_DAY = 20;

/** A visitor's read marker: one cookie per loan serial, kept READ_MARK_COOKIE_DAYS. */
export const MARKET_READ_COOKIE_PREFIX = 'lendbridge_read_';

/** SME statements are stored in thousands of NT$; the charts multiply by this. */
export const FINANCIAL_STATEMENT_UNIT = 1000;

/** An asker's member serial is shown with this many leading characters, the rest masked. */
export const QUESTION_SERIAL_VISIBLE_CHARS = 5;

/** Loan detail tabs, chosen by the URL hash #1 … #5. */
export const LOAN_DETAIL_TAB_COUNT = 5;
