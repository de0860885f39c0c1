import { EXAMPLE_ADDRESS, EXAMPLE_CONTACTS, EXAMPLE_CREDIT_APPLICATION, EXAMPLE_CREDIT_PROFILE } from '@lendbridge/domain';
import type { Member } from './members.js';
import { uploadImage } from './members.js';
import { creditAttachments } from './loans.js';

/** The alumni record the ntu fixture is made under (one of the seeded records). */
export const NTU_FIXTURE_ALUMNUS = { student_id: 'B05701118', academic: '管理學院', department: '財務金融學系' };

export type TestedLoanType = 'student' | 'sme' | 'farmer' | 'realty' | 'corporate' | 'other' | 'ntu';

/** One type's complete application: the update body, what is added beside it, and one required field. */
export interface LoanTypeFixture {
  /** The body of PUT /api/loan-applications/{serial} without app_type. */
  body(member: Member): Promise<Record<string, Record<string, unknown>>>;
  attachments?(member: Member): Promise<Record<string, string[]>>;
  collaterals?: Record<string, unknown>[];
  /** Extra fields of the submit body (the corporate agreement). */
  submit?: Record<string, unknown>;
  /** A required field left out of the body, as [block, field], and its dotted path in the errors. */
  missing: { block: string; field: string; path: string };
}

const generalFlow: LoanTypeFixture = {
  body: async () => ({ application: { ...EXAMPLE_CREDIT_APPLICATION }, profile: { ...EXAMPLE_CREDIT_PROFILE } }),
  attachments: creditAttachments,
  missing: { block: 'application', field: 'description', path: 'application.description' },
};

export const LOAN_TYPE_FIXTURES: Record<TestedLoanType, LoanTypeFixture> = {
  student: {
    body: async (member) => ({
      application: { ...EXAMPLE_CREDIT_APPLICATION, purpose: 'tuition' },
      profile: {
        school_name: '國立政治大學',
        school_dept_name: '資訊科學系',
        education_level: 'bachelor',
        school_grade: 'year_2',
        school_email: '111703002@nccu.edu.tw',
        student_card: [await uploadImage(member, 'image')],
        contacts: EXAMPLE_CONTACTS.slice(0, 2),
        contact_skype: 'stu.skype',
        available_time: 'evening',
      },
    }),
    missing: { block: 'profile', field: 'school_email', path: 'profile.school_email' },
  },
  sme: generalFlow,
  farmer: { ...generalFlow, missing: { block: 'profile', field: 'company_name', path: 'profile.company_name' } },
  realty: {
    body: async () => ({
      application: { ...EXAMPLE_CREDIT_APPLICATION },
      profile: { contacts: EXAMPLE_CONTACTS, contact_line: 'realty.line', available_time: 'morning' },
    }),
    collaterals: [
      {
        type: 'house',
        details: {
          realty_address: { city: '臺中市', district: '西屯區', address: '市政路 1 號' },
          house_age: 5,
          house_type: 'elevator_building',
          expect_value_10k: 1500,
        },
      },
    ],
    missing: { block: 'profile', field: 'available_time', path: 'profile.available_time' },
  },
  corporate: {
    body: async () => ({
      application: { purpose: 'working_capital', description: '支應旺季備貨資金。', amount_ten_thousand: 500, period: 24 },
      profile: { registered_address: EXAMPLE_ADDRESS, current_address: EXAMPLE_ADDRESS },
      corporate_profile: {
        company_name: '信橋貿易股份有限公司',
        tax_id: '04595257',
        contact_name: '王大明',
        registered_address: EXAMPLE_ADDRESS,
        current_address: EXAMPLE_ADDRESS,
      },
    }),
    submit: { agreement: { agree_application_terms: true, agree_personal_data: true, agree_blacklist_policy: true } },
    missing: { block: 'corporate_profile', field: 'tax_id', path: 'corporate_profile.tax_id' },
  },
  other: { ...generalFlow, missing: { block: 'application', field: 'period', path: 'application.period' } },
  ntu: {
    ...generalFlow,
    body: async (member) => ({ ...(await generalFlow.body(member)), alumni: { ...NTU_FIXTURE_ALUMNUS } }),
    missing: { block: 'profile', field: 'company_title', path: 'profile.company_title' },
  },
};

/** The body with one field of one block left out. */
export function withoutField(
  body: Record<string, Record<string, unknown>>,
  block: string,
  field: string,
): Record<string, Record<string, unknown>> {
  const { [field]: _left, ...rest } = body[block] ?? {};
  return { ...body, [block]: rest };
}
