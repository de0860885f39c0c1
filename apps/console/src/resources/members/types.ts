import type { RaRecord } from 'react-admin';

export type IdentityStatus = 'none' | 'pending' | 'verified' | 'rejected';
/** The current bank account's review state; 'none' when the member has not bound one. */
export type BankStatus = 'none' | 'pending' | 'verified' | 'rejected';

export interface Address {
  zip_code?: string | null;
  city?: string | null;
  district?: string | null;
  address?: string | null;
}

/** A row of GET /api/console/members. */
export interface MemberRow extends RaRecord {
  id: number;
  member_serial: string | null;
  email: string;
  mobile: string | null;
  name: string | null;
  member_type: string | null;
  intent: string | null;
  roles: string[];
  identity_status: IdentityStatus;
  bank_status: BankStatus;
  questionnaire_done: boolean;
  created_at: string;
}

export interface MemberProfile {
  firstname?: string | null;
  lastname?: string | null;
  birthday?: string | null;
  gender?: string | null;
  education_level?: string | null;
  safe_question_type?: string | null;
  safe_question_other?: string | null;
  company_name?: string | null;
  tax_id?: string | null;
  contact_name?: string | null;
  resident_id?: string | null;
  marriage_status?: string | null;
  children_count?: string | null;
  house_type?: string | null;
  registered_address?: Address | null;
  current_address?: Address | null;
  phone_code?: string | null;
  phone_number?: string | null;
  contact_line?: string | null;
  contact_skype?: string | null;
  identity_review_note?: string | null;
}

export interface MemberBank {
  bank_code: string;
  bank_name: string | null;
  account_masked: string;
  proof_type: string;
  /** The documents: sent to their reviewers (admins) only. */
  proof_image_id?: string | null;
  id_card_front_image_id?: string | null;
  id_card_back_image_id?: string | null;
  status: Exclude<BankStatus, 'none'>;
  review_note: string | null;
}

export interface MemberQuestionnaire {
  annual_household_income?: string | null;
  total_investment_amount?: string | null;
  risk_appetite?: string | null;
  answered_at?: string | null;
}

/** GET /api/console/members/:id: the row with the profile, bank account and questionnaire. */
export interface MemberDetail extends MemberRow {
  profile: MemberProfile | null;
  bank: MemberBank | null;
  questionnaire: MemberQuestionnaire | null;
}
