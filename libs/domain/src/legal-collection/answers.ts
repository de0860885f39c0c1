import type { LegalCollectionFeeState, LegalCollectionProgressStatus, LegalCollectionStatus } from './constants.js';
import type { LegalCollectionCourtFees, LegalCollectionRemains } from './rules.js';

/** A case of GET /api/lender/legal-collections/cases: one of the lender's late investments. */
export interface LegalCollectionCase extends LegalCollectionRemains, LegalCollectionCourtFees {
  /** The investment serial, what POST start takes in serials. */
  serial: string;
  loan_serial: string;
  app_type: string;
  amount: number;
  apr: string;
  period: number;
  /** Days the loan's oldest unpaid row is late. */
  late_days: number;
}

export interface LegalCollectionClaim extends LegalCollectionRemains {
  claim_total: number;
}

/** A request as the list shows it and the report's overview (GET …/legal-collections and …/{id}). */
export interface LegalCollectionOverview extends LegalCollectionClaim {
  id: number;
  status: LegalCollectionStatus;
  status_label: string;
  /** Percent of the progress bar; null once cancelled. */
  progress: number | null;
  /** Pending requests can be cancelled. */
  cancellable: boolean;
  court_fee: number;
  fee_state: LegalCollectionFeeState;
  fee_state_label: string;
  case_count: number;
  created_at: string;
  updated_at: string;
}

/** A row of GET …/{id}/activities, oldest first. */
export interface LegalCollectionActivity {
  date: string;
  status: LegalCollectionStatus;
  status_label: string;
  note: string;
}

/** A case of a request as filed (GET …/{id}/investments?page=n). */
export interface LegalCollectionInvestment extends LegalCollectionClaim {
  serial: string;
  loan_serial: string;
  amount: number;
  court_fee: number;
}

export interface LegalCollectionPagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

export interface LegalCollectionInvestmentPage {
  data: LegalCollectionInvestment[];
  meta: { pagination: LegalCollectionPagination };
}

/** GET /api/lender/legal-collections/balance: the cash balance and where to deposit more. */
export interface LegalCollectionBalance {
  balance: number;
  transfer_info: {
    bank_code: string;
    bank_name: string | null;
    account_number: string;
  };
}

/** A row of GET /api/console/legal-collections. */
export interface ConsoleLegalCollectionRow extends LegalCollectionOverview {
  user_id: number;
  member_serial: string;
  member_name: string | null;
  next_status: LegalCollectionProgressStatus | null;
  next_status_label: string | null;
}

/** GET /api/console/legal-collections/{id}: the row with its activities and cases. */
export interface ConsoleLegalCollectionDetail extends ConsoleLegalCollectionRow {
  activities: LegalCollectionActivity[];
  investments: LegalCollectionInvestment[];
}
