import { EXAMPLE_CREDIT_APPLICATION, EXAMPLE_CREDIT_PROFILE } from '@lendbridge/domain';
import type { LoanApplicationStatus } from '@lendbridge/domain';
import type { LoanApplicationData } from './loanApplication.api';

export const SERIAL = 'LA20260001';

export const uploadId = (n: number): string =>
  `${String(n).repeat(8)}-${String(n).repeat(4)}-4${String(n).repeat(3)}-8${String(n).repeat(3)}-${String(n).repeat(12)}`;

const file = (n: number) => ({ id: uploadId(n), path: uploadId(n), url: `/api/uploads/${uploadId(n)}` });

/** The shared example application, with the receipt donated (so no mailing address). */
const { jcic_return_address: _mailingAddress, ...exampleWithoutAddress } = EXAMPLE_CREDIT_APPLICATION;
export const COMPLETE_APPLICATION = { ...exampleWithoutAddress, receipt_processing: 'donate' };

export const COMPLETE_PROFILE = EXAMPLE_CREDIT_PROFILE;

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
