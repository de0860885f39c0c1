import { maskIdentityNumber } from '@lendbridge/domain';
import type { ConsoleMemberBank, ConsoleMemberProfile } from '@lendbridge/domain';
import { iso } from '../../common/dates.js';
import type { CurrentMemberBank, MemberBank } from './member-bank.entity.js';
import type { MemberProfile } from './member-profile.entity.js';
import type { RiskQuestionnaire } from './risk-questionnaire.entity.js';

export function maskResidentId(value: string | null): string | null {
  if (!value) return null;
  return maskIdentityNumber(value);
}

export function maskAccount(value: string): string {
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

export function presentBasic(profile: MemberProfile) {
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    birthday: profile.birthday.replaceAll('-', '/'),
    gender: profile.gender,
    education_level: profile.educationLevel,
    safe_question_type: profile.safeQuestionType,
    safe_question_other: profile.safeQuestionOther,
    company_name: profile.companyName,
    tax_id: profile.taxId,
    contact_name: profile.contactName,
  };
}

export function presentProfile(profile: MemberProfile) {
  return {
    ...presentBasic(profile),
    resident_id: maskResidentId(profile.residentId),
    marriage_status: profile.marriageStatus,
    children_count: profile.childrenCount,
    house_type: profile.houseType,
    registered_address: profile.registeredAddress,
    current_address: profile.currentAddress,
    phone_code: profile.phoneCode,
    phone_number: profile.phoneNumber,
    contact_line: profile.contactLine,
    contact_skype: profile.contactSkype,
    registered_at: iso(profile.registeredAt),
    identity_status: profile.identityStatus,
  };
}

export function presentBank(bank: MemberBank, bankName: string | null) {
  return {
    bank_code: bank.bankCode,
    bank_name: bankName,
    branch_code: bank.branchCode,
    account_masked: maskAccount(bank.account),
    proof_type: bank.proofType,
    proof_image_id: bank.proofImageId,
    id_card_front_image_id: bank.idCardFrontImageId,
    id_card_back_image_id: bank.idCardBackImageId,
    status: bank.status,
    review_note: bank.reviewNote,
    created_at: bank.createdAt.toISOString(),
  };
}

export function presentQuestionnaire(answers: RiskQuestionnaire) {
  return {
    annual_household_income: answers.annualHouseholdIncome,
    total_investment_amount: answers.totalInvestmentAmount,
    risk_appetite: answers.riskAppetite,
    answered_at: answers.createdAt.toISOString(),
  };
}

/** The profile as staff read it: the resident ID in full for reviewers (admins), masked for other staff. */
export function presentConsoleProfile(profile: MemberProfile, reviewer: boolean): ConsoleMemberProfile {
  return {
    ...presentProfile(profile),
    resident_id: reviewer ? profile.residentId : maskResidentId(profile.residentId),
    identity_review_note: profile.identityReviewNote,
  };
}

/**
 * The bound account as staff read it: reviewers (admins) the full account with the identity and
 * bank documents they verify, other staff the account masked and no documents.
 */
export function presentConsoleBank(bank: CurrentMemberBank, bankName: string | null, reviewer: boolean): ConsoleMemberBank {
  const view = { ...presentBank(bank, bankName), status: bank.status };
  if (reviewer) return { ...view, account: bank.account };
  const { proof_image_id: _proof, id_card_front_image_id: _front, id_card_back_image_id: _back, ...rest } = view;
  return { ...rest, account: view.account_masked };
}
