import type { ApprovalFigures, LoanAppType, LoanApplicationStatus } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/loan-applications. */
export interface LoanApplicationRow extends RaRecord {
  id: number;
  serial: string;
  app_type: LoanAppType;
  status: LoanApplicationStatus;
  user_id: number;
  applicant_email: string;
  applicant_name: string | null;
  member_serial: string | null;
  amount_ten_thousand: number | null;
  period: number | null;
  sales_id: number | null;
  submitted_at: string | null;
  created_at: string;
}

/** One entry of an application's history. */
export interface LoanApplicationEvent {
  id: number;
  action: string;
  from_status: string | null;
  to_status: string | null;
  data: Record<string, unknown> | null;
  created_at: string;
  actor_email: string | null;
}

/** The loan an approval created. */
export interface LoanSummary {
  serial: string;
  status: string;
  grade: string;
  amount: number;
  period: number;
  apr: string | number;
  add_rate: string | number;
  borrower_fee: number;
  principal_repayment_type: string;
  /** Listing terms: market source, protection ratio (0: none), lender fee and its discount, rates as decimal text. */
  source: string;
  pgr: string;
  lender_fee: string;
  discount_lender_fee: string | null;
  min_discount_order_amount: number | null;
}

export interface UploadedFile {
  id: string;
  url: string;
}

/** A collateral of a pawn or realty application: its type and details, as the form sent them. */
export interface Collateral {
  id: string | null;
  type: string;
  details: Record<string, unknown>;
  parking_space?: boolean;
}

/** A credit-card record: the card number masked, the bill as an upload staff can open. */
export interface CreditCardRecord {
  id: number;
  bank: string;
  bank_name: string | null;
  account: string | null;
  card_number: string;
  amount: number;
  bill_image: UploadedFile;
  created_at: string;
}

/** The guarantor named on a guarantor application (resident ID masked unless admin). */
export interface Guarantor {
  resident_id: string | null;
  confirmed: boolean;
  relationship: string | null;
  confirmed_at: string | null;
  created_at: string;
  guarantor_user_id: number | null;
  guarantor_name: string | null;
  guarantor_member_serial: string | null;
}

/** GET /api/console/loan-applications/:id. */
export interface LoanApplicationDetail extends RaRecord {
  id: number;
  serial: string;
  status: LoanApplicationStatus;
  app_type: LoanAppType;
  user_id: number;
  sales_id: number | null;
  decision_reason: string | null;
  application: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  attachments: Record<string, UploadedFile[]>;
  collaterals: Collateral[];
  credit_card_records: CreditCardRecord[];
  guarantor: Guarantor | null;
  submitted_at: string | null;
  created_at: string;
  events: LoanApplicationEvent[];
  loan: LoanSummary | null;
}

/** GET /api/console/loan-applications/:id/compute: the figures and the echoed sendback. */
export interface ApprovalComputeResult extends ApprovalFigures {
  sendback: string | null;
}
