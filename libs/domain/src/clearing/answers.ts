import type { ClearRecordStatus } from './constants.js';
import type { PawnshopClearDetail } from './amounts.js';

/**
 * A clear-investment record: one investment of the borrower's loan in repayment. serial is the
 * investment's; clear_fee_serial the loan's (one clearing fee per loan cleared in one go);
 * clear_amount what clearing it costs at today's business date (finished: what it cost).
 */
export interface ClearInvestmentRecord {
  serial: string;
  loan_serial: string;
  status: ClearRecordStatus;
  status_label: string;
  clear_fee_serial: string;
  clear_amount: number;
  principal: number;
  interest: number;
  penalty: number;
  /** The lender, by masked member serial (never a name). */
  lender: string;
  requested_at: string | null;
  cleared_at: string | null;
}

/** A request as its lender sees it; clear_amount is what the lender receives before the lender fee. */
export interface LenderClearRequest {
  serial: string;
  loan_serial: string;
  status: ClearRecordStatus;
  status_label: string;
  clear_amount: number;
  principal: number;
  interest: number;
  penalty: number;
  requested_at: string | null;
  decided_at: string | null;
  cleared_at: string | null;
}

/** GET /api/borrower/clear-investments. */
export interface ClearInvestmentsAnswer {
  data: ClearInvestmentRecord[];
}

/** A page of a clearing list; next_page_url is null on the last page. */
export interface ClearPage<T> {
  data: T[];
  current_page: number;
  per_page: number;
  next_page_url: string | null;
}

/** The answer of request, agree, disagree and clear: a title and a message to show. */
export interface ClearActionAnswer {
  title: string;
  message: string;
}

/** GET /api/borrower/pawnshop/{loan_serial}/clear-info (data). */
export interface PawnshopClearInfo {
  balance: number;
  clear_amount: number;
  clear_amount_detail: PawnshopClearDetail;
}

/** POST /api/borrower/pawnshop/{loan_serial}/clear: result true with 清償成功's message, or false with why. */
export interface PawnshopClearAnswer {
  result: boolean;
  message: string;
}

/** The URL of the page after `page` of a list at `path`, or null when `page` is the last. */
export const nextPageUrl = (path: string, page: number, hasMore: boolean): string | null => (hasMore ? `${path}?page=${page + 1}` : null);
