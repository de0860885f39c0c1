import type { ApplicationAppraisal } from '../appraisal/answers.js';
import type { MarketSource } from '../market/tabs.js';
import type { ALUMNI_BLOCK } from './alumni.js';
import type { ApprovalFigures } from './approval.js';
import type { LoanAppType, LoanApplicationStatus, LoanStatus, PrincipalRepaymentType } from './vocabulary.js';

/** A row of GET /api/console/loan-applications: the application, its applicant, and the amount and period asked for. */
export interface ConsoleLoanApplicationRow {
  readonly id: number;
  readonly serial: string;
  readonly app_type: LoanAppType;
  readonly status: LoanApplicationStatus;
  readonly user_id: number;
  readonly applicant_email: string;
  readonly applicant_name: string | null;
  readonly member_serial: string;
  readonly amount_ten_thousand: number | null;
  readonly period: number | null;
  readonly sales_id: number | null;
  readonly submitted_at: string | null;
  readonly created_at: string;
}

/** A step of an application's history, with the e-mail of the staff member or applicant who took it. */
export interface ConsoleLoanApplicationEvent {
  readonly id: number;
  readonly action: string;
  readonly from_status: string | null;
  readonly to_status: string | null;
  readonly data: Record<string, unknown> | null;
  readonly created_at: string;
  readonly actor_email: string | null;
}

/** The loan an approved application became, with its listing terms (rates as decimal text). */
export interface ConsoleApplicationLoan {
  readonly serial: string;
  readonly status: LoanStatus;
  readonly grade: string;
  readonly amount: number;
  readonly period: number;
  readonly apr: string;
  readonly add_rate: string;
  readonly borrower_fee: number;
  readonly principal_repayment_type: PrincipalRepaymentType;
  readonly source: MarketSource;
  /** The protection ratio; 0 without protection. */
  readonly pgr: string;
  readonly lender_fee: string;
  readonly discount_lender_fee: string | null;
  readonly min_discount_order_amount: number | null;
}

/** An uploaded document of an application, opened at its url. */
export interface LoanAttachmentFile {
  readonly id: string;
  readonly path: string;
  readonly url: string;
}

/** A collateral of a pawn or realty application: its type and details as the form sent them, with its id. */
export interface LoanApplicationCollateral {
  readonly id: string | null;
  readonly type: string;
  readonly details: Record<string, unknown>;
  readonly parking_space?: boolean;
}

/** A credit-card record of an application: the card number masked, the bill as an upload. */
export interface LoanCreditCardRecord {
  readonly id: number;
  readonly bank: string;
  readonly bank_name: string | null;
  readonly account: string | null;
  readonly card_number: string;
  readonly amount: number;
  readonly bill_image: { readonly id: string; readonly url: string };
  readonly created_at: string;
}

/** The guarantor named on a guarantor application, as staff see it (resident ID masked unless admin). */
export interface ConsoleLoanGuarantor {
  readonly resident_id: string | null;
  readonly confirmed: boolean;
  readonly relationship: string | null;
  readonly confirmed_at: string | null;
  readonly created_at: string;
  readonly guarantor_user_id: number | null;
  readonly guarantor_name: string | null;
  readonly guarantor_member_serial: string | null;
}

/** GET /api/console/loan-applications/{id}: the application's blocks, extras, history and loan. */
export interface ConsoleLoanApplicationDetail {
  readonly id: number;
  readonly serial: string;
  readonly status: LoanApplicationStatus;
  readonly app_type: LoanAppType;
  readonly user_id: number;
  readonly sales_id: number | null;
  readonly decision_reason: string | null;
  /** The application block as filled in, with the serial, status, app_type and tags. */
  readonly application: Record<string, unknown>;
  readonly profile: Record<string, unknown>;
  /** The alumni block, on the application types made under an alumni record. */
  readonly [ALUMNI_BLOCK]?: Record<string, unknown>;
  readonly corporate_profile: Record<string, unknown>;
  readonly collaterals: LoanApplicationCollateral[];
  /** The appraisal of each collateral (pawn and realty applications once submitted). */
  readonly appraisals: ApplicationAppraisal[];
  /** The documents by attachment kind. */
  readonly attachments: Record<string, LoanAttachmentFile[]>;
  readonly step: number;
  readonly submitted_at: string | null;
  readonly created_at: string;
  readonly credit_card_records: LoanCreditCardRecord[];
  readonly guarantor: ConsoleLoanGuarantor | null;
  readonly events: ConsoleLoanApplicationEvent[];
  readonly loan: ConsoleApplicationLoan | null;
}

/** GET /api/console/loan-applications/{id}/compute: the figures of the terms asked about, and the echoed sendback. */
export interface ApprovalComputeAnswer extends ApprovalFigures {
  readonly sendback: string | null;
}
