import { EXAMPLE_ADDRESS } from '@lendbridge/domain';
import type { LoanApplicationStatus } from '@lendbridge/domain';
import type { LoanApplicationData } from '../loan-application/loanApplication.api';

export const CORPORATE_SERIAL = 'LA20260077';

export const COMPLETE_CORPORATE_APPLICATION = {
  purpose: 'working_capital',
  description: '支應旺季備貨資金。',
  amount_ten_thousand: 500,
  period: 24,
};

export const COMPLETE_PERSON = { registered_address: EXAMPLE_ADDRESS, current_address: EXAMPLE_ADDRESS };

export const COMPLETE_COMPANY = {
  company_name: '信橋貿易股份有限公司',
  tax_id: '04595257',
  contact_name: '王大明',
  contact_mobile: '0912345678',
  registered_address: EXAMPLE_ADDRESS,
  current_address: { zip_code: '407', city: '臺中市', district: '西屯區', address: '市政路 1 號' },
};

interface CorporateDraftOverrides {
  application?: Record<string, unknown>;
  profile?: Record<string, unknown>;
  corporate_profile?: Record<string, unknown>;
  status?: LoanApplicationStatus;
  step?: number;
}

/** A corporate draft as GET /api/loan-applications/:serial answers it. */
export const corporateDraft = (overrides: CorporateDraftOverrides = {}): LoanApplicationData => {
  const data = {
    application: {
      ...(overrides.application ?? {}),
      serial: CORPORATE_SERIAL,
      status: overrides.status ?? 'prepare',
      app_type: 'corporate' as const,
    },
    profile: overrides.profile ?? {},
    corporate_profile: overrides.corporate_profile ?? {},
    collaterals: [],
    attachments: {},
    step: overrides.step ?? 1,
  };
  return data;
};

export const completeCorporateDraft = (step = 1): LoanApplicationData =>
  corporateDraft({
    application: COMPLETE_CORPORATE_APPLICATION,
    profile: COMPLETE_PERSON,
    corporate_profile: COMPLETE_COMPANY,
    step,
  });
