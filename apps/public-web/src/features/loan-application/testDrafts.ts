import { EXAMPLE_CONTACTS, EXAMPLE_CREDIT_APPLICATION, EXAMPLE_CREDIT_PROFILE, GUARANTOR_FIXED_VALUES } from '@lendbridge/domain';
import type { LoanAppType, LoanApplicationStatus } from '@lendbridge/domain';
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
    appType?: LoanAppType;
  } = {},
): LoanApplicationData => ({
  application: {
    ...(overrides.application ?? {}),
    serial: SERIAL,
    status: overrides.status ?? 'prepare',
    app_type: overrides.appType ?? 'credit',
  },
  profile: overrides.profile ?? {},
  attachments: overrides.attachments ?? {},
  step: overrides.step ?? 1,
});

export const completeDraft = (step: number): LoanApplicationData =>
  draft({ application: COMPLETE_APPLICATION, profile: COMPLETE_PROFILE, attachments: COMPLETE_ATTACHMENTS, step });

/** A complete student application: the school step filled in, two contacts, the card uploaded. */
export const STUDENT_APPLICATION = {
  purpose: 'tuition',
  description: '支付下學期學雜費與教材費。',
  amount_ten_thousand: 5,
  period: 12,
  value_date_type: 'before_date',
  value_date: '2030/04/01',
  receipt_processing: 'donate',
  jcic_return: 'upload',
  no_tort: true,
  usage_auth: true,
  third_party_auth: true,
};

export const STUDENT_PROFILE = {
  school_name: '國立臺灣大學',
  school_dept_name: '資訊工程學系',
  education_level: 'bachelor',
  school_grade: 'year_2',
  gpa_point: '3.8',
  gpa_point_method: 'grade',
  school_email: 'daming@ntu.edu.tw',
  student_card: [uploadId(4)],
  contacts: EXAMPLE_CONTACTS.slice(0, 2),
  contact_line: 'daming',
  available_time: 'anytime',
};

export const studentDraft = (step: number, profile: Record<string, unknown> = STUDENT_PROFILE): LoanApplicationData =>
  draft({ application: STUDENT_APPLICATION, profile, step, appType: 'student' });

/** A guarantor draft as created: the values its purpose forces are stored from the start. */
export const guarantorDraft = (step: number, profile: Record<string, unknown> = {}): LoanApplicationData =>
  draft({ application: { ...GUARANTOR_FIXED_VALUES }, profile, step, appType: 'guarantor' });

/** The alumni record an ntu draft is made under. */
export const ALUMNI_RECORD = { student_id: 'B09902001', academic: '電機資訊學院', department: '資訊工程學系' };
