import type { AppraisalImage, AppraisalResult } from '../appraisal/answers.js';
import type { LoanAttachmentFile } from '../loans/answers.js';
import type { PawnCollateralType, PrincipalRepaymentType } from '../loans/vocabulary.js';
import type { RepaymentRow } from '../repayment/schedule.js';
import type { PawnCaseStatus } from './constants.js';
import type { PawnCaseAbilities } from './rules.js';

/**
 * The spec's setting of a case: its status and the terms its taker set (amount, period,
 * principal_repayment_type), with the yearly interest rate, the storage fee and the all-in yearly
 * rate they make; the terms are null until they are set.
 */
export interface PawnCaseSetting {
  status: PawnCaseStatus;
  status_label: string;
  amount: number | null;
  period: number | null;
  principal_repayment_type: PrincipalRepaymentType | null;
  /** Yearly interest rate in percent, 2 decimals. */
  apr: string | null;
  /** Whole NT$, paid when the pawn is cleared. */
  storage_fee: number | null;
  /** The all-in yearly rate (pawnAllInYearlyRate) in percent, 2 decimals rounded up. */
  yearly_rate: string | null;
  set_at: string | null;
  confirmed_at: string | null;
}

/** What every view of a case shows: its application's serial, where it stands, the collateral kinds and what the borrower asked. */
export interface PawnCaseFacts {
  /** The application's serial. */
  serial: string;
  status: PawnCaseStatus;
  status_label: string;
  collateral_types: PawnCollateralType[];
  /** The amount asked for, whole NT$. */
  amount: number;
  /** The term asked for, months. */
  period: number;
  setting: PawnCaseSetting;
  created_at: string;
}

/** A row of the operator's case lists: the facts, the loan once invested, the values and what the reader may do. */
export interface PawnCaseRow extends PawnCaseFacts, PawnCaseAbilities {
  id: number;
  /** The loan's serial once invested. */
  loan_serial: string | null;
  /** The borrower's expected value of the collateral, in ten-thousands of NT$. */
  expect_value_10k: number | null;
  /** The appraiser's value of the collateral, in ten-thousands of NT$, once appraised. */
  appraised_value: number | null;
  /** The first image of the collateral, for the list's picture. */
  cover_image: string | null;
  /** The reader took the case. */
  taken_by_me: boolean;
  updated_at: string;
}

/** A collateral of a case as the operator sees it: its form details, its images and its appraisal. */
export interface PawnCaseCollateral {
  id: number;
  type: PawnCollateralType;
  type_label: string;
  details: Record<string, unknown>;
  images: AppraisalImage[];
  /** Null until an appraiser commented. */
  appraisal: AppraisalResult | null;
}

/** The detail of a case: the row, its collaterals, the pawn ticket and, once invested, its dates. */
export interface PawnCaseDetail extends PawnCaseRow {
  description: string | null;
  collaterals: PawnCaseCollateral[];
  pawn_ticket: LoanAttachmentFile[];
  invested_at: string | null;
  /** 'YYYY-MM-DD' once invested: pawnDueDateOf and pawnRedeemDeadlineOf. */
  due_date: string | null;
  redeem_deadline: string | null;
}

/** GET the operator's lists and GET a case (data). */
export interface PawnCaseListAnswer {
  data: PawnCaseRow[];
}
export interface PawnCaseDetailAnswer {
  data: PawnCaseDetail;
}

/** POST order, setting and invest, and the borrower's answer: the message to show and the case as it now is. */
export interface PawnCaseActionAnswer {
  message: string;
  data: PawnCaseDetail;
}

/**
 * A case as its borrower sees it on /account/borrower: what was asked, the pawnshop that took it,
 * the terms set with the schedule they make, and the loan once invested.
 */
export interface BorrowerPawnCase extends PawnCaseFacts {
  loan_serial: string | null;
  /** The display name of the operator who took the case, null while it waits for one. */
  pawnshop_name: string | null;
  /** The schedule the terms make (pawnScheduleOf); null until terms are set. */
  schedule: RepaymentRow[] | null;
  /** The terms wait for this borrower's answer. */
  can_confirm: boolean;
}

/** GET the borrower's cases; POST confirm and decline answer the message and the case as it now is. */
export interface BorrowerPawnCaseListAnswer {
  data: BorrowerPawnCase[];
}
export interface BorrowerPawnCaseActionAnswer {
  message: string;
  data: BorrowerPawnCase;
}

/**
 * A case as lenders see it in the pawn-project market's pending and locked views, before it has a
 * loan: nothing of the borrower, only the collateral kinds, what was asked, the appraised value and
 * the terms once set.
 */
export interface MarketPawnCase extends PawnCaseFacts {
  collateral_labels: string[];
  appraised_value: number | null;
}

/** GET the cases of a pawn-project view: a page of MARKET_PAGE_SIZE, newest first, and how many there are. */
export interface MarketPawnCaseListAnswer {
  data: MarketPawnCase[];
  total: number;
  page: number;
}
