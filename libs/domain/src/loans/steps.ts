import type { z } from 'zod';
import { GENERAL_CONTACT_COUNT, STUDENT_CONTACT_COUNT } from '../constants/loan.js';
import { strictFormObject } from '../schemas/fields.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { whenFieldsValid } from '../schemas/refinements.js';
import { loanApplicationShape } from './application.js';
import {
  checkCompanyStep,
  checkContactStep,
  checkDistinctContacts,
  checkDocNoteStep,
  checkFinancialStep,
  checkGpa,
  checkPurposeStep,
  checkRelatedDataStep,
  checkSchoolStep,
  flatSlots,
  type IssueSink,
  type LoanSlots,
} from './checks.js';
import { optionalUploadList } from './fields.js';
import { makeLoanProfileShape } from './profile.js';

/** The document kinds of an application (spec section 3), each a list of uploaded files. */
export const LOAN_ATTACHMENT_KINDS = [
  'health_card',
  'bank_account_statements',
  'business_card',
  'education_certificate',
  'house_title_deed',
  'house_title',
  'vehicle_title_deed',
  'vehicle_title',
  'income_certification',
  'individual_income_tax',
  'individual_income_tax_image',
  'jcic_file',
  'labor_protection',
  'labor_protection_image',
  'school_tuition',
  'school_transcript',
  'loan_related_information',
  'good_performance',
] as const;
export type LoanAttachmentKind = (typeof LOAN_ATTACHMENT_KINDS)[number];

type AttachmentsShape = { [K in LoanAttachmentKind]: ReturnType<typeof optionalUploadList> };

export const loanAttachmentsShape = Object.fromEntries(
  LOAN_ATTACHMENT_KINDS.map((kind) => [kind, optionalUploadList(FIELD_LABELS[kind])]),
) as AttachmentsShape;

/** The documents of an application by kind: upload ids, at most the upload limit each. */
export const loanAttachmentsBlockSchema = strictFormObject(loanAttachmentsShape);
export type LoanAttachments = Partial<Record<LoanAttachmentKind, string[]>>;

const withoutEmptyKinds = (value: z.infer<typeof loanAttachmentsBlockSchema>): LoanAttachments =>
  Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string[]] => entry[1] !== undefined),
  );

/** POST attachments: { attachments: { kind: [upload id, …] } }; kinds not sent are left alone. */
export const loanAttachmentsSchema = strictFormObject({
  attachments: loanAttachmentsBlockSchema.transform(withoutEmptyKinds),
});
export type LoanAttachmentsInput = z.infer<typeof loanAttachmentsSchema>;

const pickShape = <S extends object, K extends keyof S>(shape: S, keys: readonly K[]): Pick<S, K> =>
  Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<S, K>;

const pickAttachments = <K extends LoanAttachmentKind>(kinds: readonly K[]) =>
  pickShape(loanAttachmentsShape, kinds);

type StepCheck = (ctx: IssueSink, slots: LoanSlots) => void;

/** A step form: its fields, then the step's checks once the object parsed. */
const stepSchema = <S extends z.ZodRawShape>(shape: S, check: StepCheck) =>
  strictFormObject(shape).superRefine(
    (value, ctx) => {
      const slots = flatSlots(value);
      if (slots !== undefined) check(ctx, slots);
    },
    { when: whenFieldsValid() },
  );

const generalProfileShape = makeLoanProfileShape(GENERAL_CONTACT_COUNT);

/** loan-application-create: purpose, description (free text, max 400), promo and referral codes. */
export const purposeStepSchema = stepSchema(
  pickShape(loanApplicationShape, [
    'purpose',
    'description',
    'repayment_plan',
    'marketing_code',
    'alliance_code',
  ]),
  checkPurposeStep,
);
export type PurposeStepInput = z.infer<typeof purposeStepSchema>;

/** related-data: amount (ten-thousands, 1–10000), period, value date type and date. */
export const relatedDataSchema = stepSchema(
  pickShape(loanApplicationShape, [
    'amount_ten_thousand',
    'period',
    'prefer_principal_repayment_option',
    'value_date_type',
    'value_date',
  ]),
  checkRelatedDataStep,
);
export type RelatedDataInput = z.infer<typeof relatedDataSchema>;

export interface ContactStepOptions {
  /** Contact persons asked for: 3 in the general flow, 2 in the student flow. */
  readonly contactCount: number;
}

/** Contact step: receipt handling and its address, contacts, LINE or Skype, a time to call. */
export const makeContactStepSchema = ({ contactCount }: ContactStepOptions) =>
  stepSchema(
    {
      ...pickShape(loanApplicationShape, [
        'receipt_processing',
        'jcic_return_address',
        'agree_contact',
        'agree_transfer',
      ]),
      ...pickShape(makeLoanProfileShape(contactCount), [
        'contacts',
        'contact_line',
        'contact_skype',
        'available_time',
        'assign_sales',
      ]),
    },
    (ctx, slots) => {
      checkContactStep(ctx, slots, contactCount);
      checkDistinctContacts(ctx, slots.profile);
    },
  );

export const contactStepSchema = makeContactStepSchema({ contactCount: GENERAL_CONTACT_COUNT });
export type ContactStepInput = z.infer<typeof contactStepSchema>;

export const studentContactStepSchema = makeContactStepSchema({
  contactCount: STUDENT_CONTACT_COUNT,
});

export interface DocNoteOptions {
  /** Fast-apply mode: health card and bank statements (and an uploaded credit report) now. */
  readonly fastApply: boolean;
}

const DOC_NOTE_KINDS = [
  'jcic_file',
  'health_card',
  'bank_account_statements',
  'labor_protection',
  'labor_protection_image',
  'individual_income_tax',
  'individual_income_tax_image',
  'education_certificate',
  'loan_related_information',
  'good_performance',
] as const;

/** doc-note: how the credit report comes (required), a note, the supporting documents. */
export const makeDocNoteSchema = ({ fastApply }: DocNoteOptions) =>
  stepSchema(
    {
      ...pickShape(loanApplicationShape, ['jcic_return', 'doc_note']),
      ...pickAttachments(DOC_NOTE_KINDS),
    },
    (ctx, slots) => checkDocNoteStep(ctx, slots, fastApply),
  );

export const docNoteSchema = makeDocNoteSchema({ fastApply: false });
export type DocNoteInput = z.infer<typeof docNoteSchema>;

/**
 * loan-application-financial: school name max 30, graduation year 1900–9999, card, house and
 * vehicle counts and the household phone required, title deeds when a count is not 0.
 */
export const financialStepSchema = stepSchema(
  {
    ...pickShape(generalProfileShape, [
      'school_name',
      'school_dept_name',
      'education_level',
      'school_graduation_year',
      'credit_card_count',
      'house_count',
      'car_count',
      'monthly_income',
      'registered_address_phone',
    ]),
    ...pickAttachments(['house_title_deed', 'house_title', 'vehicle_title_deed', 'vehicle_title']),
  },
  checkFinancialStep,
);
export type FinancialStepInput = z.infer<typeof financialStepSchema>;

/**
 * loan-application-company: title max 100, description max 255, phone 6–14 digits; the previous
 * employer under one year of seniority; income proof, statements and business card images.
 */
export const companyStepSchema = stepSchema(
  {
    ...pickShape(generalProfileShape, [
      'company_main_type',
      'company_type',
      'company_name',
      'company_main_title',
      'company_title',
      'company_phone',
      'company_seniority',
      'ex_company_name',
      'ex_company_seniority',
      'company_salary_pay_way',
      'company_income',
      'company_description',
    ]),
    ...pickAttachments(['income_certification', 'bank_account_statements', 'business_card']),
  },
  checkCompanyStep,
);
export type CompanyStepInput = z.infer<typeof companyStepSchema>;

/** Student school step: school details, GPA, a .edu e-mail, student card and school papers. */
export const schoolStepSchema = stepSchema(
  {
    ...pickShape(makeLoanProfileShape(STUDENT_CONTACT_COUNT), [
      'school_name',
      'school_dept_name',
      'education_level',
      'school_grade',
      'gpa_point',
      'gpa_point_method',
      'school_email',
      'student_card',
    ]),
    ...pickAttachments(['school_transcript', 'school_tuition']),
  },
  (ctx, slots) => {
    checkSchoolStep(ctx, slots);
    checkGpa(ctx, slots.profile);
  },
);
export type SchoolStepInput = z.infer<typeof schoolStepSchema>;
