import { GPA_GRADE_MAX, GPA_SCORE_MAX } from '../constants/loan.js';
import { MESSAGES } from '../messages/messages.js';
import {
  contactsRequired,
  fileLengthMin,
  range,
  requiredField,
} from '../messages/message-functions.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { needsExCompany } from './vocabulary.js';

/** Where refinements write their issues (a zod refinement context). */
export interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[]; input?: unknown }): void;
}

/**
 * One block of a form as the rules see it: its values and where it sits. A step form is flat
 * (every block at the root); the full application nests them (application.*, profile.*).
 */
export interface Slot {
  readonly value: Readonly<Record<string, unknown>>;
  readonly path: readonly PropertyKey[];
}

export const asRecord = (value: unknown): Readonly<Record<string, unknown>> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

export const slotOf = (value: unknown, path: readonly PropertyKey[]): Slot | undefined => {
  const record = asRecord(value);
  return record === undefined ? undefined : { value: record, path };
};

export const isFilled = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

export const addIssueAt = (ctx: IssueSink, slot: Slot, key: string, message: string): void => {
  ctx.addIssue({ code: 'custom', message, path: [...slot.path, key] });
};

/** Each listed field that is not given gets "{label}為必填". */
export const requireFields = (
  ctx: IssueSink,
  slot: Slot,
  labels: Readonly<Record<string, string>>,
): void => {
  for (const [key, label] of Object.entries(labels)) {
    if (!isFilled(slot.value[key])) addIssueAt(ctx, slot, key, requiredField(label));
  }
};

/** Each listed file field without a file gets the given message. */
export const requireFiles = (
  ctx: IssueSink,
  slot: Slot,
  keys: readonly string[],
  message: string,
): void => {
  for (const key of keys) {
    if (!isFilled(slot.value[key])) addIssueAt(ctx, slot, key, message);
  }
};

/** Each listed checkbox that is not ticked gets 請勾選. */
export const requireTicked = (ctx: IssueSink, slot: Slot, keys: readonly string[]): void => {
  for (const key of keys) {
    if (slot.value[key] !== true) addIssueAt(ctx, slot, key, MESSAGES.pleaseTick);
  }
};

/** The number a count field parsed to, or undefined when it is not a whole number. */
export const countOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

const L = FIELD_LABELS;

/** The blocks a rule reads: flat in a step form, nested in the full application. */
export interface LoanSlots {
  readonly application: Slot;
  readonly profile: Slot;
  readonly attachments: Slot;
}

/** A step form: every block is the form itself. */
export const flatSlots = (value: unknown): LoanSlots | undefined => {
  const root = slotOf(value, []);
  return root === undefined ? undefined : { application: root, profile: root, attachments: root };
};

/** The full application: { application, profile, attachments }; missing attachments are none. */
export const nestedSlots = (value: unknown): LoanSlots | undefined => {
  const root = asRecord(value);
  const application = slotOf(root?.application, ['application']);
  const profile = slotOf(root?.profile, ['profile']);
  if (application === undefined || profile === undefined) return undefined;
  const attachments = slotOf(root?.attachments, ['attachments']) ?? {
    value: {},
    path: ['attachments'],
  };
  return { application, profile, attachments };
};

/** loan-application-create: purpose and description required. */
export const checkPurposeStep = (ctx: IssueSink, { application }: LoanSlots): void => {
  requireFields(ctx, application, { purpose: L.loan_purpose, description: L.loan_description });
};

/** related-data: amount, period and value date type required; the date once a type is given. */
export const checkRelatedDataStep = (ctx: IssueSink, { application }: LoanSlots): void => {
  requireFields(ctx, application, {
    amount_ten_thousand: L.amount_ten_thousand,
    period: L.loan_period,
    value_date_type: L.value_date_type,
  });
  if (isFilled(application.value.value_date_type)) {
    requireFields(ctx, application, { value_date: L.value_date });
  }
};

/** Exactly `count` contact persons. */
const checkContacts = (ctx: IssueSink, profile: Slot, count: number): void => {
  const contacts = profile.value.contacts;
  if (!Array.isArray(contacts) || contacts.length !== count) {
    addIssueAt(ctx, profile, 'contacts', contactsRequired(count));
  }
};

/** Receipt handling required; a mailing address when the receipt is mailed back. */
export const checkReceipt = (ctx: IssueSink, { application }: LoanSlots): void => {
  requireFields(ctx, application, { receipt_processing: L.receipt_processing });
  if (application.value.receipt_processing === 'return') {
    requireFields(ctx, application, { jcic_return_address: L.jcic_return_address });
  }
};

/** The people to call: contacts, LINE or Skype (請您擇一填寫), and a time to call. */
export const checkContactPersons = (ctx: IssueSink, { profile }: LoanSlots, contactCount: number): void => {
  checkContacts(ctx, profile, contactCount);
  if (!isFilled(profile.value.contact_line) && !isFilled(profile.value.contact_skype)) {
    addIssueAt(ctx, profile, 'contact_line', MESSAGES.chooseOne);
    addIssueAt(ctx, profile, 'contact_skype', MESSAGES.chooseOne);
  }
  requireFields(ctx, profile, { available_time: L.available_time });
};

/** Contact step: receipt handling and the people to call. */
export const checkContactStep = (ctx: IssueSink, slots: LoanSlots, contactCount: number): void => {
  checkReceipt(ctx, slots);
  checkContactPersons(ctx, slots, contactCount);
};

/** Fast apply: the documents checked at once (the credit report only when it is uploaded). */
export const FAST_APPLY_REQUIRED_IMAGES = ['health_card', 'bank_account_statements'] as const;

/** doc-note: how the credit report comes is required; fast apply also needs documents. */
export const checkDocNoteStep = (ctx: IssueSink, slots: LoanSlots, fastApply: boolean): void => {
  const { application, attachments } = slots;
  requireFields(ctx, application, { jcic_return: L.jcic_return });
  if (!fastApply) return;
  requireFiles(ctx, attachments, FAST_APPLY_REQUIRED_IMAGES, MESSAGES.minImages);
  if (application.value.jcic_return === 'upload') {
    requireFiles(ctx, attachments, ['jcic_file'], fileLengthMin(1));
  }
};

/** A title deed is needed for each kind of property the applicant says they own. */
const TITLE_DEEDS = [
  ['house_count', 'house_title_deed'],
  ['car_count', 'vehicle_title_deed'],
] as const;

/** Financial data: card, house and vehicle counts and the household phone required. */
export const checkFinancialDetails = (ctx: IssueSink, { profile }: LoanSlots): void => {
  requireFields(ctx, profile, {
    credit_card_count: L.credit_card_count,
    house_count: L.house_count,
    car_count: L.car_count,
  });
  const phone = asRecord(profile.value.registered_address_phone) ?? {};
  requireFields(
    ctx,
    { value: phone, path: [...profile.path, 'registered_address_phone'] },
    { local_code: L.phone_code, number: L.phone_number },
  );
};

/** A title deed for each kind of property the applicant owns (a count that is not 0). */
export const checkTitleDeeds = (ctx: IssueSink, { profile, attachments }: LoanSlots): void => {
  for (const [count, deed] of TITLE_DEEDS) {
    const owned = countOf(profile.value[count]);
    if (owned !== undefined && owned > 0) {
      requireFiles(ctx, attachments, [deed], fileLengthMin(1));
    }
  }
};

/** Financial step: the financial data, then the title deeds. */
export const checkFinancialStep = (ctx: IssueSink, slots: LoanSlots): void => {
  checkFinancialDetails(ctx, slots);
  checkTitleDeeds(ctx, slots);
};

/** Company step: the proof images required with the employer's details. */
export const COMPANY_REQUIRED_IMAGES = [
  'income_certification',
  'bank_account_statements',
  'business_card',
] as const;

/** The employer: name, title, phone, pay and income; the previous employer when needed. */
export const checkCompanyDetails = (ctx: IssueSink, { profile }: LoanSlots): void => {
  requireFields(ctx, profile, {
    company_name: L.company_name,
    company_title: L.company_title,
    company_phone: L.company_phone,
    company_salary_pay_way: L.company_salary_pay_way,
    company_income: L.company_income,
  });
  const seniority = profile.value.company_seniority;
  if (needsExCompany(typeof seniority === 'string' ? seniority : undefined)) {
    requireFields(ctx, profile, {
      ex_company_name: L.ex_company_name,
      ex_company_seniority: L.ex_company_seniority,
    });
  }
};

/** Company step: the employer, then income proof, statements and business card images. */
export const checkCompanyStep = (ctx: IssueSink, slots: LoanSlots): void => {
  checkCompanyDetails(ctx, slots);
  requireFiles(ctx, slots.attachments, COMPANY_REQUIRED_IMAGES, MESSAGES.minImages);
};

/** Student school step: school details and school e-mail required, a student card image. */
export const checkSchoolStep = (ctx: IssueSink, slots: LoanSlots): void => {
  const { profile } = slots;
  requireFields(ctx, profile, {
    school_name: L.school_name,
    school_dept_name: L.school_dept_name,
    education_level: L.education_level,
    school_grade: L.school_grade,
    school_email: L.school_email,
  });
  requireFiles(ctx, profile, ['student_card'], MESSAGES.minImages);
};

/** The declarations ticked before submit: no tort, usage and third-party authorisation. */
export const SUBMIT_DECLARATIONS = ['no_tort', 'usage_auth', 'third_party_auth'] as const;

export const checkDeclarations = (ctx: IssueSink, { application }: LoanSlots): void => {
  requireTicked(ctx, application, SUBMIT_DECLARATIONS);
};

/** GPA: the point and its method go together; the point is within the method's scale. */
export const checkGpa = (ctx: IssueSink, profile: Slot): void => {
  const { gpa_point: point, gpa_point_method: method } = profile.value;
  if (isFilled(point) && !isFilled(method)) {
    addIssueAt(ctx, profile, 'gpa_point_method', requiredField(L.gpa_point_method));
  }
  if (isFilled(method) && !isFilled(point)) {
    addIssueAt(ctx, profile, 'gpa_point', requiredField(L.gpa_point));
  }
  const max = method === 'grade' ? GPA_GRADE_MAX : method === 'range' ? GPA_SCORE_MAX : undefined;
  if (typeof point === 'string' && max !== undefined && Number(point) > max) {
    addIssueAt(ctx, profile, 'gpa_point', range(L.gpa_point, 0, max));
  }
};

/** Contact persons are different people: a mobile appears once. */
export const checkDistinctContacts = (ctx: IssueSink, profile: Slot): void => {
  const contacts = profile.value.contacts;
  if (!Array.isArray(contacts)) return;
  const seen = new Set<string>();
  contacts.forEach((contact: unknown, index) => {
    const mobile = asRecord(contact)?.mobile;
    if (typeof mobile !== 'string' || mobile === '') return;
    if (seen.has(mobile)) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.duplicateContactMobile,
        path: [...profile.path, 'contacts', index, 'mobile'],
      });
    }
    seen.add(mobile);
  });
};
