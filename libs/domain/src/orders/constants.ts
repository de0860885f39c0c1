import type { LenderInvestmentTab } from '../checkout/constants.js';
import type { LoanStatus } from '../loans/vocabulary.js';

/**
 * An order: paid from the balance at once (paid), or waiting for a transfer into the virtual
 * account (pending_payment) until it is paid, lapses at its deadline (lapsed), or loses every
 * loan it waited for to a cancellation or expiry first (cancelled).
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'lapsed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An investment: one loan of an order. pending_payment (reserved, waiting for the order's
 * payment) → waiting (paid, locked until the loan is disbursed) → active (disbursed, repaid to
 * the lender); pending_payment → lapsed (the order was not paid in time); pending_payment or
 * waiting → cancelled (the borrower withdrew the loan, 下架) or expired (the loan was not funded
 * by its deadline, 流標); active → transferred (its lender sold what remained of it to another
 * lender, 債權轉讓: the buyer's new investment holds the unpaid rows from then on).
 */
export const INVESTMENT_STATUSES = [
  'pending_payment',
  'waiting',
  'active',
  'finished',
  'cleared',
  'transferred',
  'lapsed',
  'cancelled',
  'expired',
] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/** Investments whose money (or reservation) is still committed to a loan that is not disbursed. */
export const INVESTMENT_OPEN_STATUSES = ['pending_payment', 'waiting'] as const satisfies readonly InvestmentStatus[];

/** The statuses each tab of the lender's investment list shows (all: every status). */
export const INVESTMENT_TAB_STATUSES: Readonly<Record<LenderInvestmentTab, readonly InvestmentStatus[]>> = {
  all: INVESTMENT_STATUSES,
  waiting: ['pending_payment', 'waiting'],
  active: ['active'],
  closed: ['finished', 'cleared', 'transferred', 'lapsed', 'cancelled', 'expired'],
};

/**
 * A deposit order holds its loans this many days for the transfer to arrive (spec 8: payment
 * due within three days).
 */
export const ORDER_DEPOSIT_DEADLINE_DAYS = 3;

/** The most loans one order may hold. */
export const ORDER_LOANS_MAX = 50;

/** Promo codes are at most this long. */
export const ORDER_PROMO_CODE_MAX_LENGTH = 30;

/**
 * How often the order jobs run (one API process takes each round from the job queue): lapse unpaid
 * deposit orders past their deadline, pay deposit orders the balance now covers, expire loans past
 * their funding deadline. The crowdfunding and shop jobs run as often.
 */
export const ORDER_JOBS_INTERVAL_MS = 60_000;

/** Lender investment list page size (the account lists' size). */
export const INVESTMENTS_PAGE_SIZE = 15;

/**
 * The fixed fee a borrower pays to withdraw (下架) a loan on which lenders have already committed
 * money; withdrawing a loan nobody invested in is free. Nothing is disbursed before funding, so no
 * borrower fee, lender fee or interest is due.
 */
export const LOAN_CANCEL_FEE = 500;

/** A loan can be withdrawn by its borrower until it is disbursed. */
export const LOAN_CANCELLABLE_STATUSES = ['rate_confirming', 'matching', 'funded'] as const satisfies readonly LoanStatus[];

/** The market status of a loan once fully funded: off the open market (primary_unfinished). */
export const LOAN_MARKET_STATUS_FUNDED = 'primary_finished';

/** Where an investment opens on the public site. */
export const INVESTMENT_LINK_PREFIX = '/investment/';

/**
 * Orders awaiting a deposit reserve loans before any money is there, so they are limited: per
 * member, at most this many open deposit orders and at most this much reserved by them in all;
 * per loan, deposit orders together hold at most this percent of its amount (rounded down to the
 * order step), so the rest stays open to lenders who pay from their balance.
 */
export const DEPOSIT_ORDERS_OPEN_MAX = 3;
export const DEPOSIT_ORDERS_MEMBER_AMOUNT_MAX = 200_000;
export const DEPOSIT_ORDERS_LOAN_SHARE_MAX_PERCENT = 50;

/** The reason an admin gives for a disbursement in the console is at most this long. */
export const LOAN_DISBURSE_REASON_MAX_LENGTH = 200;
