import type { Intent, MemberType, ProofType } from '../options/index.js';
import type { Role } from '../roles/index.js';
import type { Address } from './fields.js';
import type { BOUND_BANK_STATUS_LABELS } from './member-bank.js';
import type { MemberReviewState } from './member-review.js';

/** A row of GET /api/console/members. */
export interface ConsoleMemberRow {
  readonly id: number;
  readonly member_serial: string;
  readonly email: string;
  readonly mobile: string;
  /** Last name and first name, once the member has a profile. */
  readonly name: string | null;
  readonly member_type: MemberType;
  readonly intent: Intent;
  readonly roles: Role[];
  readonly identity_status: MemberReviewState;
  /** The current bank account's review state; 'none' when the member has not bound one. */
  readonly bank_status: MemberReviewState;
  readonly questionnaire_done: boolean;
  /** Staff flagged the member for the vip robo product. */
  readonly robo_vip: boolean;
  readonly created_at: string;
}

/** A member's profile as staff read it: the resident ID in full for reviewers (admins), masked for other staff. */
export interface ConsoleMemberProfile {
  readonly firstname: string;
  readonly lastname: string;
  /** 'YYYY/MM/DD'. */
  readonly birthday: string;
  readonly gender: string;
  readonly education_level: string;
  readonly safe_question_type: string;
  readonly safe_question_other: string | null;
  readonly company_name: string | null;
  readonly tax_id: string | null;
  readonly contact_name: string | null;
  readonly resident_id: string | null;
  readonly marriage_status: string | null;
  readonly children_count: string | null;
  readonly house_type: string | null;
  readonly registered_address: Address | null;
  readonly current_address: Address | null;
  readonly phone_code: string | null;
  readonly phone_number: string | null;
  readonly contact_line: string | null;
  readonly contact_skype: string | null;
  /** When the trading registration was completed, else null. */
  readonly registered_at: string | null;
  readonly identity_status: MemberReviewState;
  readonly identity_review_note: string | null;
}

/** A member's current bank account as staff read it. */
export interface ConsoleMemberBank {
  readonly bank_code: string;
  readonly bank_name: string | null;
  readonly branch_code: string | null;
  readonly account_masked: string;
  readonly proof_type: ProofType;
  /** The documents: sent to their reviewers (admins) only. */
  readonly proof_image_id?: string;
  readonly id_card_front_image_id?: string;
  readonly id_card_back_image_id?: string;
  readonly status: keyof typeof BOUND_BANK_STATUS_LABELS;
  readonly review_note: string | null;
  readonly created_at: string;
  /** The account in full for reviewers (admins), masked for other staff. */
  readonly account: string;
}

/** A member's latest risk questionnaire. */
export interface ConsoleMemberQuestionnaire {
  readonly annual_household_income: string;
  readonly total_investment_amount: string;
  readonly risk_appetite: string;
  readonly answered_at: string;
}

/** GET /api/console/members/{id}: the row with the profile, bank account and questionnaire. */
export interface ConsoleMemberDetail extends ConsoleMemberRow {
  readonly profile: ConsoleMemberProfile | null;
  readonly bank: ConsoleMemberBank | null;
  readonly questionnaire: ConsoleMemberQuestionnaire | null;
}

/** A row of GET /api/console/bank-codes: a bank code (also its id) and whether it is offered. */
export interface ConsoleBankCodeRow {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly is_active: boolean;
  readonly updated_at: string;
}
