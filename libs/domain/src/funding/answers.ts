import type { CheckoutConfirmation } from '../checkout/constants.js';
import type { FundingPaymentMethod } from './constants.js';

/** The borrower's public face on a project. */
export interface FundingProjectUser {
  member_serial: string;
  name: string;
}

/** One use of the money: what for and how much (the rows add up to the loan's amount). */
export interface FundingUsage {
  description: string;
  amount: number;
}

/**
 * A project as the market lists it. expected_amount is the primary loan's amount (what the
 * project raises), target_amount what its lenders have put in so far, precent their share in
 * percent (two decimals, rounded down).
 */
export interface FundingProjectCard {
  serial: string;
  title: string;
  primary_loan_serial: string;
  expected_amount: number;
  target_amount: number;
  precent: number;
  /** The last business day the loan takes orders (YYYY-MM-DD). */
  target_date: string;
  days_left: number;
  number_of_lenders: number;
  credit_level: string;
  apr: string;
  period: number;
  images: string[];
  user: FundingProjectUser;
  likes: number;
  liked: boolean;
  /** The loan still takes orders. */
  open: boolean;
}

/** A name on the project's backer list (anonymous lenders are shown without one). */
export interface FundingBacker {
  name: string | null;
  amount: number;
  invested_at: string;
}

export interface FundingProjectDetail extends FundingProjectCard {
  detail: string;
  usage_distribution: FundingUsage[];
  interest: string;
  personal_credit: string;
  company_credit: string;
  mentor_comment: string;
  video_ids: string[];
  /** What the loan still takes, and its updated_at the contract is accepted at. */
  amount_investable: number;
  loan_updated_at: string;
  /** What accepting the contract also confirms for this loan (no protection, student project, collateral). */
  confirmations: CheckoutConfirmation[];
  backers: FundingBacker[];
}

/** GET attributes: what the project page needs to know of the viewer. */
export interface FundingAttributes {
  logged_in: boolean;
  is_member: boolean;
  is_member_full: boolean;
  member_serial: string | null;
  balance: number | null;
}

/** GET fill: the order about to be placed (spec 3: order.payment_method, project, loan). */
export interface FundingFill {
  order: { payment_method: FundingPaymentMethod; amount: number };
  project: {
    serial: string;
    title: string;
    target_amount: number;
    expected_amount: number;
    precent: number;
    target_date: string;
    days_left: number;
  };
  loan: { serial: string; updated_at: string };
  balance: number;
}

/** POST like/{serial}. */
export interface FundingLikeAnswer {
  serial: string;
  liked: boolean;
  likes: number;
}

/** A funding order as the order-complete page shows it. */
export interface FundingOrderAnswer {
  order: { serial: string; status: string; payment_method: string; total_amount: number; arrive_at: string | null; created_at: string };
  project: { serial: string; title: string };
  anonymous: boolean;
}

/** The console's row of a funding project. */
export interface ConsoleFundingProjectRow {
  id: number;
  serial: string;
  primary_loan_serial: string;
  loan_status: string;
  title: string;
  display_name: string;
  detail: string;
  interest: string;
  personal_credit: string;
  company_credit: string;
  mentor_comment: string;
  usage_distribution: FundingUsage[];
  video_ids: string[];
  image_ids: string[];
  promoted: boolean;
  promotion_order: number;
  popularity_order: number;
  expected_amount: number;
  target_amount: number;
  number_of_lenders: number;
  likes: number;
  created_at: string;
  updated_at: string;
}
