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
}

export interface UploadedFile {
  id: string;
  url: string;
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
  submitted_at: string | null;
  created_at: string;
  events: LoanApplicationEvent[];
  loan: LoanSummary | null;
}

/** GET /api/console/loan-applications/:id/compute: the figures and the echoed sendback. */
export interface ApprovalComputeResult extends ApprovalFigures {
  sendback: string | null;
}
