import { cartAmountMax } from '../cart/rules.js';
import type { ListingCancelInfo } from '../checkout/answers.js';
import { shiftInstantDays } from '../dates/business-date.js';
import { investedProgress } from '../money/money.js';
import { CART_AMOUNT_UNIT } from '../cart/constants.js';
import { DEPOSIT_ORDERS_LOAN_SHARE_MAX_PERCENT, INVESTMENT_LINK_PREFIX, LOAN_CANCEL_FEE, ORDER_DEPOSIT_DEADLINE_DAYS } from './constants.js';

const PERCENT = 100;

/** The transfer deadline of a deposit order placed at `now`. */
export const orderDepositDeadline = (now: Date): Date => shiftInstantDays(now, ORDER_DEPOSIT_DEADLINE_DAYS);

/** The most deposit orders together may hold of a loan of this amount: its share, down to whole order units. */
export const depositOrdersLoanShareMax = (loanAmount: number): number =>
  Math.floor((loanAmount * DEPOSIT_ORDERS_LOAN_SHARE_MAX_PERCENT) / PERCENT / CART_AMOUNT_UNIT) * CART_AMOUNT_UNIT;

/** What an order line can be placed for now: the amount asked, lowered to the investable amount in whole units (0: nothing). */
export const orderableAmount = (asked: number, investable: number): number => Math.min(asked, cartAmountMax(investable));

/** The fee terms of a loan that decide an investment's lender fee. */
export interface LenderFeeTerms {
  /** Percent of each repayment, exact decimal text. */
  readonly lender_fee: string;
  readonly discount_lender_fee: string | null;
  readonly min_discount_order_amount: number | null;
}

/**
 * The lender fee an investment keeps for the loan's life: the discounted fee when the order's
 * total reaches the loan's min_discount_order_amount (spec 5), else the loan's lender fee.
 */
export const orderLenderFee = (terms: LenderFeeTerms, orderTotal: number): string =>
  terms.discount_lender_fee !== null && terms.min_discount_order_amount !== null && orderTotal >= terms.min_discount_order_amount
    ? terms.discount_lender_fee
    : terms.lender_fee;

/** What cancel info is computed from: the loan's amounts and the borrower's available cash. */
export interface LoanCancelFigures {
  readonly amount: number;
  /** Money lenders have committed to the loan: paid and locked, or reserved by an order waiting for its payment. */
  readonly invested_amount: number;
  readonly balance: number;
}

/**
 * Cancel info of a loan not yet disbursed: the fixed cancel fee once lenders have committed
 * money (nothing otherwise); no borrower fee, lender fee or interest, since no money reached the
 * borrower. The total is what the borrower's balance must cover.
 */
export const loanCancelInfo = (figures: LoanCancelFigures): ListingCancelInfo => {
  const cancelFee = figures.invested_amount > 0 ? LOAN_CANCEL_FEE : 0;
  const borrowerFee = 0;
  const lenderFee = 0;
  const interest = 0;
  return {
    balance: figures.balance,
    progress: investedProgress(figures.invested_amount, figures.amount),
    processing_amount: figures.invested_amount,
    cancel_fee: cancelFee,
    borrower_fee: borrowerFee,
    lender_fee: lenderFee,
    interest,
    total_cancel_amount: cancelFee + borrowerFee + lenderFee + interest,
  };
};

/** Where an investment opens: /investment/{serial}. */
export const investmentLink = (serial: string): string => `${INVESTMENT_LINK_PREFIX}${serial}`;
