import type { InvoiceMethod } from '../charities/index.js';
import type { CheckoutPaymentMethod, LenderInvestmentTab } from './constants.js';

/** One loan of POST /api/v1/orders: the amount and the loan's updated_at the member accepted. */
export interface CheckoutOrderLoan {
  serial: string;
  amount: number;
  updated_at: string;
}

/** The body of POST /api/v1/orders. */
export interface CheckoutOrderRequest {
  loans: CheckoutOrderLoan[];
  payment_method: CheckoutPaymentMethod;
  contract_accepted: true;
  no_protection_accepted?: true;
  student_project_accepted?: true;
  collateral_contract_accepted?: true;
  promo_code?: string;
  /** What becomes of the e-invoice of an order with produce; a donation names its charity. */
  invoice_method?: InvoiceMethod;
  charity_id?: number;
}

export interface CheckoutOrder {
  serial: string;
  status: string;
  payment_method: CheckoutPaymentMethod;
  total_amount: number;
  /** The deadline for a deposit order's transfer; null for an order paid from the balance. */
  arrive_at: string | null;
  created_at: string;
}

export interface CheckoutInvestment {
  serial: string;
  loan_serial: string;
  amount: number;
  status: string;
}

/** 201 of POST /api/v1/orders, and the answer of POST /api/v1/orders/{serial}/pay. */
export interface CheckoutOrderAnswer {
  order: CheckoutOrder;
  investments: CheckoutInvestment[];
}

/** A row of GET /api/v1/investments. */
export interface LenderInvestmentRow {
  serial: string;
  loan_serial: string;
  /** The loan's application type, or crowdfunding. */
  type: string;
  amount: number;
  apr: string;
  period: number;
  status: string;
  status_label: string;
  created_at: string;
  /** Where the row opens (a path on this site or an address); null when it opens nothing. */
  link: string | null;
}

export interface LenderInvestmentPagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

export interface LenderInvestmentListAnswer {
  data: LenderInvestmentRow[];
  meta: { pagination: LenderInvestmentPagination };
}

/** The tab and the list query of GET /api/v1/investments. */
export interface LenderInvestmentListRequest {
  tab: LenderInvestmentTab;
  queryString: string;
}

/** GET /api/borrower/loans/{serial}/cancel-info: what cancelling a matching loan costs. */
export interface ListingCancelInfo {
  balance: number;
  /** Percent of the amount raised. */
  progress: number | string;
  processing_amount: number;
  cancel_fee: number;
  borrower_fee: number;
  lender_fee: number;
  interest: number;
  total_cancel_amount: number;
}
