import {
  LEGAL_COLLECTION_FEE_STATE_LABELS,
  LEGAL_COLLECTION_STATUS_LABELS,
  isLegalCollectionCancellable,
  legalCollectionClaimOf,
  legalCollectionProgressOf,
  nextLegalCollectionStatus,
} from '@lendbridge/domain';
import type {
  ConsoleLegalCollectionRow,
  LegalCollectionActivity,
  LegalCollectionFeeState,
  LegalCollectionInvestment,
  LegalCollectionOverview,
  LegalCollectionStatus,
} from '@lendbridge/domain';

export interface RequestDbRow {
  id: number;
  user_id: number;
  member_serial: string;
  member_name: string | null;
  status: LegalCollectionStatus;
  court_fee: number;
  fee_state: LegalCollectionFeeState;
  remain_principal: number;
  remain_interest: number;
  remain_penalty: number;
  case_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A request with its member, for the lender's pages and the console. */
export const REQUEST_SELECT = `
  SELECT r.id, r.user_id, u.member_serial,
         CASE WHEN p.user_id IS NULL THEN NULL ELSE p.lastname || p.firstname END AS member_name,
         r.status, r.court_fee, r.fee_state, r.remain_principal, r.remain_interest, r.remain_penalty,
         r.case_count, r.created_at, r.updated_at
    FROM legal_collection_requests r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN member_profiles p ON p.user_id = r.user_id`;

export interface ActivityDbRow {
  status: LegalCollectionStatus;
  note: string;
  created_at: Date;
}

export interface RequestInvestmentDbRow {
  serial: string;
  loan_serial: string;
  amount: number;
  remain_principal: number;
  remain_interest: number;
  remain_penalty: number;
  max_court_fee: number;
}

/** The cases of a request, in the order they were filed (investment id). */
export const REQUEST_INVESTMENT_SELECT = `
  SELECT i.serial, l.serial AS loan_serial, i.amount, c.remain_principal, c.remain_interest, c.remain_penalty, c.max_court_fee
    FROM legal_collection_investments c
    JOIN investments i ON i.id = c.investment_id
    JOIN loans l ON l.id = i.loan_id`;

export const presentOverview = (row: RequestDbRow): LegalCollectionOverview => ({
  id: row.id,
  status: row.status,
  status_label: LEGAL_COLLECTION_STATUS_LABELS[row.status],
  progress: legalCollectionProgressOf(row.status),
  cancellable: isLegalCollectionCancellable(row.status),
  court_fee: row.court_fee,
  fee_state: row.fee_state,
  fee_state_label: LEGAL_COLLECTION_FEE_STATE_LABELS[row.fee_state],
  case_count: row.case_count,
  remain_principal: row.remain_principal,
  remain_interest: row.remain_interest,
  remain_penalty: row.remain_penalty,
  claim_total: legalCollectionClaimOf(row),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const presentConsoleRow = (row: RequestDbRow): ConsoleLegalCollectionRow => {
  const next = nextLegalCollectionStatus(row.status);
  return {
    ...presentOverview(row),
    user_id: row.user_id,
    member_serial: row.member_serial,
    member_name: row.member_name,
    next_status: next,
    next_status_label: next === null ? null : LEGAL_COLLECTION_STATUS_LABELS[next],
  };
};

export const presentActivity = (row: ActivityDbRow): LegalCollectionActivity => ({
  date: row.created_at.toISOString(),
  status: row.status,
  status_label: LEGAL_COLLECTION_STATUS_LABELS[row.status],
  note: row.note,
});

export const presentInvestment = (row: RequestInvestmentDbRow): LegalCollectionInvestment => ({
  serial: row.serial,
  loan_serial: row.loan_serial,
  amount: row.amount,
  remain_principal: row.remain_principal,
  remain_interest: row.remain_interest,
  remain_penalty: row.remain_penalty,
  claim_total: legalCollectionClaimOf(row),
  court_fee: row.max_court_fee,
});
