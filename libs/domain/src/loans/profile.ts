import { z } from 'zod';
import {
  COMPANY_CATEGORY_MAX_LENGTH,
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_PHONE_MAX_LENGTH,
  COMPANY_PHONE_MIN_LENGTH,
  COMPANY_TITLE_MAX_LENGTH,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  LOAN_CONTACT_NAME_MAX_LENGTH,
  PHONE_CODE_MAX_LENGTH,
  PHONE_CODE_MIN_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  PHONE_NUMBER_MIN_LENGTH,
  SALES_CODE_MAX_LENGTH,
  SCHOOL_DEPT_NAME_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
  SOCIAL_CONTACT_MAX_LENGTH,
} from '../constants/limits.js';
import {
  ASSET_COUNT_MAX,
  COMPANY_INCOME_MAX_TEN_THOUSAND,
  GENERAL_CONTACT_COUNT,
  GPA_DECIMALS,
  MONTHLY_INCOME_MAX,
  STUDENT_CONTACT_COUNT,
} from '../constants/loan.js';
import { MESSAGES } from '../messages/messages.js';
import { contactsRequired } from '../messages/message-functions.js';
import { mobileField, optionalOptionField, strictFormObject } from '../schemas/fields.js';
import {
  optionalDigits,
  optionalString,
  optionalText,
  requiredText,
} from '../schemas/field-rules.js';
import { freeTextSchema } from '../schemas/free-text.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { checkRequiredTogether, whenFieldsValid } from '../schemas/refinements.js';
import { isValidMobile } from '../validators/mobile.js';
import {
  checkCompanyDetails,
  checkContactPersons,
  checkDistinctContacts,
  checkFinancialDetails,
  checkGpa,
  checkSchoolStep,
  flatSlots,
  slotOf,
  type IssueSink,
  type LoanSlots,
} from './checks.js';
import {
  clearable,
  clearableShape,
  optionalDecimalText,
  optionalSchoolEmail,
  optionalUploadList,
  optionalWholeNumber,
} from './fields.js';

const L = FIELD_LABELS;

/** A contact person: name and mobile. */
export const contactPersonSchema = strictFormObject({
  name: requiredText(L.contact_name, LOAN_CONTACT_NAME_MAX_LENGTH),
  mobile: mobileField(L.contact_mobile),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

/** A contact person while the form is being filled: each part optional. */
export const draftContactPersonSchema = strictFormObject({
  name: optionalText(L.contact_name, LOAN_CONTACT_NAME_MAX_LENGTH),
  mobile: optionalString([[isValidMobile, MESSAGES.mobile]]),
});

const PHONE_LABELS = { local_code: L.phone_code, number: L.phone_number };

/** The household-registration landline: area code 2–4 digits and number 6–8, given together. */
export const registeredAddressPhoneSchema = strictFormObject({
  local_code: optionalDigits(L.phone_code, PHONE_CODE_MIN_LENGTH, PHONE_CODE_MAX_LENGTH),
  number: optionalDigits(L.phone_number, PHONE_NUMBER_MIN_LENGTH, PHONE_NUMBER_MAX_LENGTH),
}).superRefine(
  (value, ctx) => {
    checkRequiredTogether(ctx, value, PHONE_LABELS);
  },
  { when: whenFieldsValid('local_code', 'number') },
);

const count = (label: string) => optionalWholeNumber(label, { max: ASSET_COUNT_MAX });

const contactsField = (contactCount: number) =>
  z
    .array(contactPersonSchema, { error: MESSAGES.invalidFormat })
    .max(contactCount, { error: contactsRequired(contactCount) });

/** The profile block's plain fields (no nested objects), each with its own rule. */
const profileScalarShape = {
  school_name: optionalText(L.school_name, SCHOOL_NAME_MAX_LENGTH),
  school_dept_name: optionalText(L.school_dept_name, SCHOOL_DEPT_NAME_MAX_LENGTH),
  school_graduation_year: optionalWholeNumber(L.school_graduation_year, {
    min: GRADUATION_YEAR_MIN,
    max: GRADUATION_YEAR_MAX,
  }),
  education_level: optionalOptionField('education_level'),
  school_grade: optionalOptionField('school_grade'),
  gpa_point: optionalDecimalText(GPA_DECIMALS),
  gpa_point_method: optionalOptionField('gpa_point_method'),
  school_email: optionalSchoolEmail(),
  credit_card_count: count(L.credit_card_count),
  house_count: count(L.house_count),
  car_count: count(L.car_count),
  monthly_income: optionalWholeNumber(L.monthly_income, { max: MONTHLY_INCOME_MAX }),
  contact_line: optionalText(L.contact_line, SOCIAL_CONTACT_MAX_LENGTH),
  contact_skype: optionalText(L.contact_skype, SOCIAL_CONTACT_MAX_LENGTH),
  available_time: optionalOptionField('available_time'),
  company_main_type: optionalText(L.company_main_type, COMPANY_CATEGORY_MAX_LENGTH),
  company_type: optionalText(L.company_type, COMPANY_CATEGORY_MAX_LENGTH),
  company_name: optionalText(L.company_name, COMPANY_NAME_MAX_LENGTH),
  company_main_title: optionalText(L.company_main_title, COMPANY_CATEGORY_MAX_LENGTH),
  company_title: optionalText(L.company_title, COMPANY_TITLE_MAX_LENGTH),
  company_phone: optionalDigits(L.company_phone, COMPANY_PHONE_MIN_LENGTH, COMPANY_PHONE_MAX_LENGTH),
  company_seniority: optionalOptionField('company_seniority'),
  ex_company_name: optionalText(L.ex_company_name, COMPANY_NAME_MAX_LENGTH),
  ex_company_seniority: optionalOptionField('company_seniority'),
  company_salary_pay_way: optionalOptionField('company_salary_pay_way'),
  company_income: optionalWholeNumber(L.company_income, { max: COMPANY_INCOME_MAX_TEN_THOUSAND }),
  company_description: freeTextSchema(L.company_description, COMPANY_DESCRIPTION_MAX_LENGTH, {
    required: false,
  }),
};

const assignSalesBlockSchema = strictFormObject({
  code: optionalText(L.sales_code, SALES_CODE_MAX_LENGTH),
});

/** The profile block for a flow naming `contactCount` contact persons. */
export const makeLoanProfileShape = (contactCount: number) => ({
  ...profileScalarShape,
  registered_address_phone: registeredAddressPhoneSchema.optional(),
  contacts: contactsField(contactCount).optional(),
  assign_sales: assignSalesBlockSchema.optional(),
  student_card: optionalUploadList(L.student_card),
});

export const loanProfileShape = makeLoanProfileShape(GENERAL_CONTACT_COUNT);
export type LoanProfileField = keyof typeof loanProfileShape;

/** Rules of the block itself, whatever the step: GPA scale, different contact mobiles. */
const checkProfileBlock = (ctx: IssueSink, value: unknown, path: readonly PropertyKey[]): void => {
  const profile = slotOf(value, path);
  if (profile === undefined) return;
  checkGpa(ctx, profile);
  checkDistinctContacts(ctx, profile);
};

/** The profile block with only its own rules (what a stored draft may hold). */
export const makeLoanProfileBlockSchema = (contactCount: number) =>
  strictFormObject(makeLoanProfileShape(contactCount)).superRefine(
    (value, ctx) => checkProfileBlock(ctx, value, []),
    { when: whenFieldsValid('gpa_point', 'gpa_point_method', 'contacts') },
  );

export const loanProfileBlockSchema = makeLoanProfileBlockSchema(GENERAL_CONTACT_COUNT);
export type LoanProfileBlock = z.infer<typeof loanProfileBlockSchema>;

export type LoanProfileFlow = 'general' | 'student';

export interface LoanProfileOptions {
  readonly flow: LoanProfileFlow;
}

const checkGeneralProfile = (ctx: IssueSink, slots: LoanSlots): void => {
  checkFinancialDetails(ctx, slots);
  checkCompanyDetails(ctx, slots);
  checkContactPersons(ctx, slots, GENERAL_CONTACT_COUNT);
};

const checkStudentProfile = (ctx: IssueSink, slots: LoanSlots): void => {
  checkSchoolStep(ctx, slots);
  checkContactPersons(ctx, slots, STUDENT_CONTACT_COUNT);
};

/**
 * The profile block as submitted. General flow: financial data (card, house and vehicle counts,
 * household phone), the employer (previous employer too under one year or when seniority is
 * left out), three contacts, LINE or Skype, a time to call. Student flow: school details and a
 * .edu e-mail, a student card image, two contacts, LINE or Skype, a time to call.
 */
export const makeLoanProfileSchema = ({ flow }: LoanProfileOptions) => {
  const contactCount = flow === 'student' ? STUDENT_CONTACT_COUNT : GENERAL_CONTACT_COUNT;
  return makeLoanProfileBlockSchema(contactCount).superRefine(
    (value, ctx) => {
      const slots = flatSlots(value);
      if (slots === undefined) return;
      if (flow === 'student') checkStudentProfile(ctx, slots);
      else checkGeneralProfile(ctx, slots);
    },
    { when: whenFieldsValid() },
  );
};

export const loanProfileSchema = makeLoanProfileSchema({ flow: 'general' });
export type LoanProfileInput = z.infer<typeof loanProfileSchema>;

export const studentLoanProfileSchema = makeLoanProfileSchema({ flow: 'student' });

/** The autosave form of the profile block: every field optional, '' or null clears it. */
export const makeLoanProfileDraftShape = (contactCount: number) => ({
  ...clearableShape(profileScalarShape),
  registered_address_phone: clearable(
    strictFormObject({
      local_code: registeredAddressPhoneSchema.shape.local_code,
      number: registeredAddressPhoneSchema.shape.number,
    }),
  ),
  contacts: clearable(
    z
      .array(draftContactPersonSchema, { error: MESSAGES.invalidFormat })
      .max(contactCount, { error: contactsRequired(contactCount) }),
  ),
  assign_sales: clearable(assignSalesBlockSchema),
  student_card: clearable(optionalUploadList(L.student_card)),
});
