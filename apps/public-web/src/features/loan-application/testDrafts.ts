import type { LoanApplicationStatus } from '@lendbridge/domain';
import type { LoanApplicationData } from './loanApplication.api';

export const SERIAL = 'LA20260001';

export const uploadId = (n: number): string =>
  `${String(n).repeat(8)}-${String(n).repeat(4)}-4${String(n).repeat(3)}-8${String(n).repeat(3)}-${String(n).repeat(12)}`;

const file = (n: number) => ({ id: uploadId(n), path: uploadId(n), url: `/api/uploads/${uploadId(n)}` });

/** A credit application filled in completely (no house or vehicle, so no title deed). */
export const COMPLETE_APPLICATION = {
  purpose: 'debt_consolidation',
  description: '整合兩張信用卡的循環利息，降低每月還款壓力。',
  amount_ten_thousand: 20,
  period: 36,
  value_date_type: 'before_date',
  value_date: '2030/04/01',
  receipt_processing: 'donate',
  jcic_return: 'upload',
  no_tort: true,
  usage_auth: true,
  third_party_auth: true,
};

export const COMPLETE_PROFILE = {
  credit_card_count: 2,
  house_count: 0,
  car_count: 0,
  registered_address_phone: { local_code: '02', number: '23456789' },
  company_name: '信橋科技股份有限公司',
  company_title: '工程師',
  company_phone: '0223456789',
  company_seniority: '2_to_3_years',
  company_salary_pay_way: 'transfer',
  company_income: 80,
  contacts: [
    { name: '王大明', mobile: '0912345678' },
    { name: '林小美', mobile: '0922333444' },
    { name: '陳志強', mobile: '0933444555' },
  ],
  contact_line: 'daming',
  available_time: 'anytime',
};

export const COMPLETE_ATTACHMENTS = {
  income_certification: [file(1)],
  bank_account_statements: [file(2)],
  business_card: [file(3)],
};

export const draft = (
  overrides: Partial<Omit<LoanApplicationData, 'application'>> & {
    application?: Record<string, unknown>;
    status?: LoanApplicationStatus;
  } = {},
): LoanApplicationData => ({
  application: {
    ...(overrides.application ?? {}),
    serial: SERIAL,
    status: overrides.status ?? 'prepare',
    app_type: 'credit',
  },
  profile: overrides.profile ?? {},
  attachments: overrides.attachments ?? {},
  step: overrides.step ?? 1,
});

export const completeDraft = (step: number): LoanApplicationData =>
  draft({ application: COMPLETE_APPLICATION, profile: COMPLETE_PROFILE, attachments: COMPLETE_ATTACHMENTS, step });
