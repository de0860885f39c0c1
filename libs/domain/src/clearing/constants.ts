import type { LoanStatus } from '../loans/vocabulary.js';

/**
 * The clearing operation fee (清償作業手續費) per distinct clear_fee_serial cleared in one go, whole
 * NT$. The spec says the fee is "per distinct clear_fee_serial times a base fee" and leaves the
 * base value open; this is the platform's figure.
 */
export const CLEARING_FEE_BASE = 300;

/**
 * The storage fee (storage_fee of the pawnshop clear info) of a pawn loan whose pawnshop set none,
 * whole NT$: 0. A pawnshop's setting names its own (at most 5 % of the amount, paid at clearing).
 */
export const PAWNSHOP_STORAGE_FEE = 0;

/**
 * Where an investment of a borrower's loan in repayment stands in early clearing: nothing asked yet
 * (wait_request), asked by the borrower and waiting for the lender (wait_agree), agreed by the
 * lender and waiting for the borrower's payment (wait_clear).
 */
export const CLEAR_STATUSES = ['wait_request', 'wait_agree', 'wait_clear'] as const;
export type ClearStatus = (typeof CLEAR_STATUSES)[number];

/** A record's status in the lists: one of the three, or finished once it was cleared. */
export const CLEAR_RECORD_STATUSES = [...CLEAR_STATUSES, 'finished'] as const;
export type ClearRecordStatus = (typeof CLEAR_RECORD_STATUSES)[number];

/**
 * What is stored of each request: open while the lender decides (wait_agree) or the borrower pays
 * (wait_clear); disagreed (the investment is back to wait_request) or cleared for good.
 */
export const CLEAR_REQUEST_STATUSES = ['wait_agree', 'wait_clear', 'disagreed', 'cleared'] as const;
export type ClearRequestStatus = (typeof CLEAR_REQUEST_STATUSES)[number];

/** How a clearing came about: the borrower's early repayment of agreed investments, or a pawnshop clearing of a whole loan. */
export const CLEARING_KINDS = ['early', 'pawnshop'] as const;
export type ClearingKind = (typeof CLEARING_KINDS)[number];

/**
 * The loans whose investments can be cleared early: in repayment, on time or late, and not yet paid
 * out by the protection fund (legal collection and a paid protection claim take a case out of the
 * borrower's hands).
 */
export const CLEARABLE_LOAN_STATUSES = ['repaying', 'overdue'] as const satisfies readonly LoanStatus[];

/** Pawn loans are cleared by the pawnshop clearing of the whole loan, not investment by investment. */
export const PAWNSHOP_APP_TYPE = 'pawn_project';

/** The lenders' clear-request lists and the finished lists are paged by next_page_url, this many a page. */
export const CLEAR_LIST_PAGE_SIZE = 15;

/** The most serials one request, agreement or clearing may name. */
export const CLEAR_SERIALS_MAX = 100;

/** An investment or loan serial is at most this long. */
export const CLEAR_SERIAL_MAX_LENGTH = 20;

/** A lender is shown to the borrower by their member serial with this many leading characters, the rest masked. */
export const CLEAR_LENDER_VISIBLE_CHARS = 5;

/** The borrower's early-repayment page and the lender's page to agree or disagree. */
export const BORROWER_EARLY_REPAYMENT_PATH = '/account/borrower/early-repayment';
export const LENDER_EARLY_REPAYMENT_PATH = '/account/lender/early-repayment';
