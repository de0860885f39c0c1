import type { DisplayLevelCode } from '../grades/display-levels.js';
import type { LoanAppType, LoanStatus, PrincipalRepaymentType } from '../loans/vocabulary.js';
import type { LoanFinancials } from './financials.js';
import type { MarketCreditRecord, MarketFarmerDetail } from './listing.js';
import type { MarketSummary } from './payments.js';
import type { MarketSource, MarketTab, MarketTypeGroup } from './tabs.js';

/** A loan as the market lists it: its terms and funding, no borrower data. */
export interface MarketLoanCard {
  serial: string;
  /** Read by the signed-in member (visitors keep read markers in a cookie). */
  is_read: boolean;
  app_type: LoanAppType;
  type_group: MarketTypeGroup | null;
  tab: MarketTab | null;
  source: MarketSource;
  amount: number;
  /** Percent, 2 decimals. */
  apr: string;
  period: number;
  principal_repayment_type: PrincipalRepaymentType;
  grade: string;
  credit_level: DisplayLevelCode | null;
  /** Protection ratio in percent; '0.00' means no protection. */
  pgr: string;
  is_student_loan: boolean;
  exist_collaterals: boolean;
  lender_fee: string;
  discount_lender_fee: string | null;
  min_discount_order_amount: number | null;
  invested_amount: number;
  amount_investable: number;
  /** The same amount under the spec's other name. */
  investable_amount: number;
  /** Percent of the amount invested, 2 decimals. */
  invested_progress: string;
  /** The market status: primary_unfinished while open. */
  status: string | null;
  loan_status: LoanStatus;
  purpose: string | null;
  listed_at: string | null;
  funding_deadline: string | null;
  updated_at: string;
  /** Open, still investable and not the viewer's own loan. */
  can_invest: boolean;
}

export interface MarketPagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

export interface MarketListAnswer {
  data: MarketLoanCard[];
  meta: { pagination: MarketPagination };
}

/** What lenders learn of the borrower: facts only, never names, identity numbers or contacts. */
export interface BorrowerFacts {
  member_type: string | null;
  gender: string | null;
  age: number | null;
  marriage_status: string | null;
  children_count: string | null;
  city: string | null;
  education_level: string | null;
  house_type: string | null;
  company_type: string | null;
  company_title: string | null;
  company_seniority: string | null;
  company_income_ten_thousand: number | null;
  company_salary_pay_way: string | null;
  credit_card_count: number | null;
  house_count: number | null;
  car_count: number | null;
  school_name: string | null;
  school_dept_name: string | null;
  school_grade: string | null;
}

/** A collateral as lenders see it: what it is and its value, the location only to the district. */
export interface MarketCollateral {
  type: string;
  brand: string | null;
  model: string | null;
  description: string | null;
  expect_value_10k: number | null;
  add_ons: string[];
  city: string | null;
  district: string | null;
  house_age: number | null;
  house_type: string | null;
  parking_space: boolean | null;
}

export interface MarketLoanDetail extends MarketLoanCard {
  is_own: boolean;
  description: string | null;
  repayment_plan: string | null;
  borrower: BorrowerFacts;
  collaterals: MarketCollateral[];
  financials: LoanFinancials;
  questions_count: number;
  /** The farmer section: null unless a farmer loan with a farmer profile. */
  farmer: MarketFarmerDetail | null;
  /** The borrower's existing debts from the credit report. */
  credit_records: MarketCreditRecord[];
}

export interface MarketQuestion {
  id: number;
  title: string;
  /** The borrower's reply. */
  description: string | null;
  /** The asker's member serial, masked. */
  user_serial: string;
  /** Seen by everyone (answered); otherwise only by the asker and the borrower. */
  visible: boolean;
  is_mine: boolean;
  created_at: string;
  replied_at: string | null;
}

export interface MarketQuestionsAnswer {
  data: MarketQuestion[];
  meta: { can_ask: boolean; can_reply: boolean };
}

export interface MarketSummaryAnswer {
  data: MarketSummary;
  sendback: string | null;
}
