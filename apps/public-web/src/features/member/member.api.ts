import type {
  AddressInput,
  BOUND_BANK_STATUS_LABELS,
  MemberBankInput,
  MemberBasicInput,
  MemberProfileInput,
  RiskQuestionnaireInput,
  UpdateBankInput,
  UpdateProfileInput,
  UpdateSocialInput,
  VerifyMobileCodeInput,
  VerifyMobileInput,
} from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import type { UserStatus } from '../../app/session';

export interface AttributeOption {
  value: string | number;
  label: string;
  zip_code?: string;
}

export interface MemberBasic {
  firstname: string;
  lastname: string;
  birthday: string;
  gender: string;
  education_level: string;
  safe_question_type: string;
  safe_question_other: string | null;
  company_name: string | null;
  tax_id: string | null;
  contact_name: string | null;
}

export interface MemberProfile extends MemberBasic {
  resident_id: string | null;
  marriage_status: string | null;
  children_count: string | null;
  house_type: string | null;
  registered_address: AddressInput | null;
  current_address: AddressInput | null;
  phone_code: string | null;
  phone_number: string | null;
  contact_line: string | null;
  contact_skype: string | null;
  registered_at: string | null;
  identity_status: string;
}

export interface RiskAnswers {
  annual_household_income: string;
  total_investment_amount: string;
  risk_appetite: string;
}

/** The trading registration is done once the profile carries its registration time. */
export const isProfileRegistered = (profile: MemberProfile | null): boolean =>
  profile !== null && profile.registered_at !== null && profile.registered_at !== undefined;

export const fetchAttributes = (names: readonly string[], signal?: AbortSignal) =>
  api.post<Record<string, AttributeOption[]>>(
    '/api/attributes',
    Object.fromEntries(names.map((name) => [name, {}])),
    { signal },
  );

/** District name → zip code. */
export const fetchDistricts = (city: string, signal?: AbortSignal) =>
  api.get<Record<string, string>>(`/api/address-attributes?city=${encodeURIComponent(city)}`, { signal });

export const getBasic = (signal?: AbortSignal) => api.get<MemberBasic | null>('/api/member/basic', { signal });
export const saveBasic = (input: MemberBasicInput) => api.post<UserStatus>('/api/member/basic', input);

export const getProfile = (signal?: AbortSignal) => api.get<MemberProfile | null>('/api/member/profile', { signal });
export const saveProfile = (input: MemberProfileInput) => api.post<UserStatus>('/api/member/register', input);

export const saveBank = (input: MemberBankInput) => api.post<UserStatus>('/api/member/bank', input);

/** The bound bank account as GET /api/member/bank answers it: the account masked, its review state. */
export interface BoundBankAccount {
  bank_code: string;
  bank_name: string | null;
  account_masked: string;
  status: keyof typeof BOUND_BANK_STATUS_LABELS;
  review_note: string | null;
}

export const getBank = (signal?: AbortSignal) => api.get<BoundBankAccount | null>('/api/member/bank', { signal });

/** Changes the bound account (the code sent to the account's mobile); the new account waits for review. */
export const changeBank = (input: UpdateBankInput) => api.put<BoundBankAccount>('/api/member/bank', input);

export const getRiskAnswers = (signal?: AbortSignal) =>
  api.get<RiskAnswers | null>('/api/member/risk-questionnaire', { signal });
export const saveRiskAnswers = (input: RiskQuestionnaireInput) =>
  api.post<UserStatus>('/api/member/risk-questionnaire', input);

export const updateProfile = (input: UpdateProfileInput) => api.put<MemberProfile>('/api/member/update-profile', input);
export const updateSocial = (input: UpdateSocialInput) =>
  api.put<Pick<MemberProfile, 'contact_line' | 'contact_skype'>>('/api/member/update-social', input);

export const sendMobileCode = (input: VerifyMobileInput) => api.post<unknown>('/api/verify/mobile', input);
export const verifyMobileCode = (input: VerifyMobileCodeInput) => api.post<unknown>('/api/verify/mobile-code', input);

/**
 * The member's reads. The option lists are kept like any read; the member's own records seed the
 * member forms, so they are kept only while shown and each visit starts from the server's values.
 */
export const memberQueries = {
  root: ['member'] as const,
  attributes: (name: string) =>
    queryOptions({ queryKey: [...memberQueries.root, 'attributes', name] as const, queryFn: ({ signal }) => fetchAttributes([name], signal) }),
  districts: (city: string) =>
    queryOptions({ queryKey: [...memberQueries.root, 'districts', city] as const, queryFn: ({ signal }) => fetchDistricts(city, signal) }),
  basic: () => queryOptions({ queryKey: [...memberQueries.root, 'basic'] as const, queryFn: ({ signal }) => getBasic(signal), gcTime: 0 }),
  profile: () => queryOptions({ queryKey: [...memberQueries.root, 'profile'] as const, queryFn: ({ signal }) => getProfile(signal), gcTime: 0 }),
  bank: () => queryOptions({ queryKey: [...memberQueries.root, 'bank'] as const, queryFn: ({ signal }) => getBank(signal), gcTime: 0 }),
  riskAnswers: () =>
    queryOptions({ queryKey: [...memberQueries.root, 'risk-answers'] as const, queryFn: ({ signal }) => getRiskAnswers(signal), gcTime: 0 }),
};
