import type { CheckoutPaymentMethod } from '../checkout/constants.js';
import type { CheckoutChangedLoan } from '../checkout/rules.js';
import type { LenderInvestmentRow } from '../checkout/answers.js';
import type { LoanAppType, LoanStatus } from '../loans/vocabulary.js';

/** A loan of a 409 CART_CHANGED answer: what it can be ordered for now, and why. */
export interface OrderChangedLoan extends CheckoutChangedLoan {
  /** The amount the order asked for. */
  readonly requested_amount: number;
  /** amount − invested_amount now; 0 once the loan takes no orders. */
  readonly amount_investable: number;
}

/** 409 of POST /api/v1/orders when loans changed since the member read them: nothing was placed. */
export interface OrderCartChangedAnswer {
  readonly statusCode: 409;
  readonly code: 'CART_CHANGED';
  readonly message: string;
  readonly data: { readonly loans: OrderChangedLoan[] };
}

/** GET /api/v1/investments/{serial}: the list row with its order and loan. */
export interface InvestmentDetail extends LenderInvestmentRow {
  /** The order that paid for it; null for an investment bought on the resale market. */
  readonly order_serial: string | null;
  readonly payment_method: CheckoutPaymentMethod | null;
  /** The resale offer it was bought from, else null. */
  readonly resale_offer_id: number | null;
  /** The deposit deadline of an order waiting for payment, else null. */
  readonly arrive_at: string | null;
  /** Percent of each repayment kept as the lender fee (the discounted fee when the order reached it). */
  readonly lender_fee: string;
  readonly credit_level: string;
  readonly principal_repayment_type: string;
  readonly loan_status: LoanStatus;
  readonly loan_status_label: string;
  readonly paid_at: string | null;
  readonly disbursed_at: string | null;
}

/** A row of GET /api/console/loans. */
export interface ConsoleLoanRow {
  readonly id: number;
  readonly serial: string;
  readonly borrower_id: number;
  readonly member_serial: string | null;
  readonly app_type: LoanAppType;
  readonly status: LoanStatus;
  readonly status_label: string;
  readonly market_status: string | null;
  readonly amount: number;
  readonly invested_amount: number;
  readonly borrower_fee: number;
  readonly apr: string;
  readonly period: number;
  readonly grade: string;
  /** Investments waiting for the disbursement (paid and locked). */
  readonly waiting_count: number;
  readonly waiting_amount: number;
  readonly funding_deadline: string | null;
  readonly funded_at: string | null;
  readonly disbursed_at: string | null;
  readonly cancelled_at: string | null;
  readonly expired_at: string | null;
  readonly created_at: string;
}

/** POST /api/borrower/loans/{serial}/cancel. */
export interface LoanCancelAnswer {
  readonly serial: string;
  readonly status: LoanStatus;
  readonly status_label: string;
  readonly cancel_fee: number;
  /** Locked money returned to lenders. */
  readonly released_amount: number;
  readonly investments_cancelled: number;
}
