import type { MarketPagination } from '../market/answers.js';
import type { LoanStatus } from '../loans/vocabulary.js';
import type { InvestmentStatus } from '../orders/constants.js';
import { resaleAccruedInterestOf } from './resale.js';
import type { ResalePriceBounds, ResalePriceGap, ResaleScheduleRow } from './resale.js';
import { RESALE_TEXTS } from './texts.js';

/** A row of the investment's schedule as stored: due date 'YYYY-MM-DD', whole NT$, its repayment status. */
export interface ResaleStoredRow {
  readonly due_date: string;
  readonly principal: number;
  readonly interest: number;
  readonly paid_principal: number;
  readonly paid_interest: number;
  readonly status: string;
}

/** The schedule statuses of a row still owed. */
export const RESALE_OPEN_ROW_STATUSES = ['unpaid', 'partial', 'late'] as const;

/** What a resale is priced on: the rows still owed and the schedule's facts on the business date. */
export interface ResaleScheduleFacts {
  /** The principal still owed on the investment's rows. */
  readonly remain_principal: number;
  readonly remaining_periods: number;
  readonly next_due_date: string | null;
  readonly last_due_date: string | null;
  /** The interest of the current period accrued to the holder up to the business date. */
  readonly accrued_interest: number;
  /** A row is late, or still owed on or before the business date. */
  readonly late: boolean;
  /** The rows still owed, as the yield reads them (what is left of each). */
  readonly rows: readonly ResaleScheduleRow[];
}

const isOpen = (row: ResaleStoredRow): boolean => (RESALE_OPEN_ROW_STATUSES as readonly string[]).includes(row.status);

/**
 * The facts of an investment's schedule on a business date: the rows still owed (what is left of
 * their principal and interest), how many, when the next and the last fall due, the interest the
 * holder accrued in the current period (from the last row due on or before the date) and whether
 * anything is late (a row marked late, or one still owed that fell due on or before the date).
 */
export const resaleScheduleFactsOf = (stored: readonly ResaleStoredRow[], on: string): ResaleScheduleFacts => {
  const ordered = [...stored].sort((a, b) => a.due_date.localeCompare(b.due_date));
  const open = ordered.filter(isOpen);
  const rows = open.map((row) => ({ due_date: row.due_date, principal: row.principal - row.paid_principal, interest: row.interest - row.paid_interest }));
  const late = open.some((row) => row.status === 'late' || row.due_date <= on);
  const previous = ordered.filter((row) => row.due_date <= on).at(-1)?.due_date ?? null;
  const ahead = rows.filter((row) => row.due_date > on);
  return {
    remain_principal: rows.reduce((sum, row) => sum + row.principal, 0),
    remaining_periods: rows.length,
    next_due_date: rows[0]?.due_date ?? null,
    last_due_date: rows.at(-1)?.due_date ?? null,
    accrued_interest: late || ahead.length === 0 ? 0 : resaleAccruedInterestOf(rows, previous, on),
    late,
    rows,
  };
};

/** What decides whether an investment may be offered or bought. */
export interface ResaleableFacts {
  readonly investment_status: InvestmentStatus;
  readonly loan_status: LoanStatus;
  /** A clearing request of the investment waits for an answer or for the borrower's payment. */
  readonly clearing_open: boolean;
  readonly schedule: Pick<ResaleScheduleFacts, 'late' | 'remain_principal' | 'remaining_periods'>;
}

/**
 * Why an investment cannot be resold now, or null: only an active investment of a loan being
 * repaid (還款中), nothing late, no clearing under way and principal still owed on rows ahead.
 */
export const resaleRefusalOf = (facts: ResaleableFacts): string | null => {
  if (facts.investment_status !== 'active' || facts.loan_status !== 'repaying') return RESALE_TEXTS.notResaleable;
  if (facts.clearing_open || facts.schedule.late) return RESALE_TEXTS.notResaleable;
  if (facts.schedule.remaining_periods === 0 || facts.schedule.remain_principal <= 0) return RESALE_TEXTS.notResaleable;
  return null;
};

/** The loan and schedule facts a resale shows, never the borrower's. */
export interface ResaleLoanFacts {
  readonly loan_serial: string;
  readonly credit_level: string;
  readonly apr: string;
  readonly period: number;
  readonly remain_principal: number;
  readonly remaining_periods: number;
  readonly next_due_date: string | null;
  readonly last_due_date: string | null;
}

/** The open offer of an investment, as its seller sees it. */
export interface ResaleOwnOffer {
  readonly id: number;
  readonly price: number;
  readonly gap: ResalePriceGap;
  readonly resale_fee: number;
  readonly created_at: string;
  /** The offer can be bought now (the investment is still resaleable at the principal it was offered on). */
  readonly buyable: boolean;
}

/** GET /api/v1/investments/{serial}/bid: what the seller prices an offer on. */
export interface ResaleSellPreview extends ResaleLoanFacts {
  readonly investment_serial: string;
  readonly business_date: string;
  /** The price band of the remaining principal; null when nothing remains. */
  readonly bounds: ResalePriceBounds | null;
  readonly fee_percent: number;
  readonly accrued_interest: number;
  /** Null when the investment can be offered, else why not. */
  readonly refusal: string | null;
  readonly offer: ResaleOwnOffer | null;
}

/** One open offer of the resale market. */
export interface ResaleMarketRow extends ResaleLoanFacts {
  readonly id: number;
  readonly price: number;
  readonly gap: ResalePriceGap;
  /** What the buyer would pay on top of the price today: the interest accrued in the current period. */
  readonly accrued_interest: number;
  /** The buyer's yield to maturity at price + accrued interest, percent with 2 decimals. */
  readonly yield_to_maturity: string;
  readonly created_at: string;
}

/** GET /api/market-place/bids: a page of open offers. */
export interface ResaleMarketListAnswer {
  readonly data: ResaleMarketRow[];
  readonly meta: { readonly pagination: MarketPagination };
}

/** GET /api/market-place/bids/{id}/order: the buyer's terms on the business date and the hash binding them. */
export interface ResaleOrderPreview {
  readonly offer: ResaleMarketRow;
  readonly business_date: string;
  readonly buyer_pays: number;
  readonly balance: number;
  readonly hash: string;
}

/** POST /api/market-place/bids/{id}/order: the buyer's new investment. */
export interface ResaleOrderAnswer {
  readonly message: string;
  readonly data: {
    readonly investment_serial: string;
    readonly loan_serial: string;
    readonly amount: number;
    readonly price: number;
    readonly accrued_interest: number;
    readonly buyer_pays: number;
  };
}

/** POST /api/v1/investments/{serial}/bid and its withdraw: the message and the preview after it. */
export interface ResaleOfferAnswer {
  readonly message: string;
  readonly data: ResaleSellPreview;
}

/** Where the resale market and an offer's purchase live in the public site. */
export const RESALE_MARKET_PATH = '/market-place/bids';
export const resaleOrderPath = (offerId: number): string => `${RESALE_MARKET_PATH}/${offerId}`;
