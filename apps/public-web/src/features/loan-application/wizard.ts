import {
  GENERAL_CONTACT_COUNT,
  LOAN_TYPE_RULES,
  MESSAGES,
  SUBMIT_DECLARATIONS,
  companyStepSchema,
  contactStepSchema,
  docNoteSchema,
  financialStepSchema,
  loanApplicationPatchSchema,
  purposeStepSchema,
  relatedDataSchema,
} from '@lendbridge/domain';
import type { LoanApplicationPatch, LoanStep, LoanStepId } from '@lendbridge/domain';
import type { z } from 'zod';
import type { FieldErrors } from '../../app/api';
import { EMPTY_ADDRESS } from '../member/AddressFields';
import type { AddressValues } from '../member/AddressFields';
import type { LoanApplicationData } from './loanApplication.api';

export const APP_TYPE = 'credit';

/** The application types the wizard fills in: the general (credit) flow and the pawn flow. */
export const WIZARD_APP_TYPES = ['credit', 'pawn_project'] as const;
export type WizardAppType = (typeof WIZARD_APP_TYPES)[number];

/** The wizard flow of a draft's type; other types keep the general flow. */
export const wizardAppType = (appType: unknown): WizardAppType =>
  WIZARD_APP_TYPES.find((type) => type === appType) ?? APP_TYPE;

/** The steps of the general (credit) flow, with their titles. */
export const CREDIT_STEPS: readonly LoanStep[] = LOAN_TYPE_RULES[APP_TYPE].steps;

/** The steps of a type's flow, with their titles. */
export const stepsOf = (appType: WizardAppType = APP_TYPE): readonly LoanStep[] => LOAN_TYPE_RULES[appType].steps;

/** Whether the type's drafts carry collaterals (added one by one on the collateral step). */
export const hasCollaterals = (appType: WizardAppType): boolean => LOAN_TYPE_RULES[appType].collateral !== null;

/** The error key of the collateral list (the submit check answers it on `collaterals`). */
export const COLLATERALS_KEY = 'collaterals';

export const APPLICATION_TEXT_FIELDS = [
  'purpose',
  'description',
  'repayment_plan',
  'marketing_code',
  'alliance_code',
  'amount_ten_thousand',
  'period',
  'prefer_principal_repayment_option',
  'value_date_type',
  'value_date',
  'receipt_processing',
  'jcic_return',
  'doc_note',
] as const;

export const APPLICATION_FLAG_FIELDS = ['agree_contact', 'agree_transfer', ...SUBMIT_DECLARATIONS] as const;

export const PROFILE_TEXT_FIELDS = [
  'school_name',
  'school_dept_name',
  'education_level',
  'school_graduation_year',
  'credit_card_count',
  'house_count',
  'car_count',
  'monthly_income',
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
  'contact_line',
  'contact_skype',
  'available_time',
] as const;

/** The documents the credit flow asks for, uploaded on the last step. */
export const ATTACHMENT_FIELDS = [
  'income_certification',
  'bank_account_statements',
  'business_card',
  'house_title_deed',
  'vehicle_title_deed',
] as const;

export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number];
export type ApplicationFlagField = (typeof APPLICATION_FLAG_FIELDS)[number];
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];
export type AttachmentField = (typeof ATTACHMENT_FIELDS)[number];

export interface PhoneValues {
  local_code: string;
  number: string;
}

export interface ContactValues {
  name: string;
  mobile: string;
}

export type ApplicationValues = Record<ApplicationTextField, string> &
  Record<ApplicationFlagField, boolean> & { jcic_return_address: AddressValues };

export type ProfileValues = Record<ProfileTextField, string> & {
  registered_address_phone: PhoneValues;
  contacts: ContactValues[];
};

export type AttachmentValues = Record<AttachmentField, string[]>;

export interface WizardValues {
  application: ApplicationValues;
  profile: ProfileValues;
  attachments: AttachmentValues;
}

export type Block = keyof WizardValues;

const EMPTY_PHONE: PhoneValues = { local_code: '', number: '' };
const EMPTY_CONTACT: ContactValues = { name: '', mobile: '' };

const fill = <K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const address = (value: unknown): AddressValues => {
  const source = record(value);
  return fill(Object.keys(EMPTY_ADDRESS) as (keyof AddressValues)[], (key) => text(source[key]));
};

const contacts = (value: unknown): ContactValues[] => {
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length: GENERAL_CONTACT_COUNT }, (_, index) => {
    const contact = record(list[index]);
    return { name: text(contact.name), mobile: text(contact.mobile) };
  });
};

export const EMPTY_VALUES: WizardValues = {
  application: {
    ...fill(APPLICATION_TEXT_FIELDS, () => ''),
    ...fill(APPLICATION_FLAG_FIELDS, () => false),
    jcic_return_address: EMPTY_ADDRESS,
  },
  profile: {
    ...fill(PROFILE_TEXT_FIELDS, () => ''),
    registered_address_phone: EMPTY_PHONE,
    contacts: Array.from({ length: GENERAL_CONTACT_COUNT }, () => EMPTY_CONTACT),
  },
  attachments: fill(ATTACHMENT_FIELDS, () => []),
};

/** The form values of a stored draft. */
export const valuesFromDraft = (data: LoanApplicationData): WizardValues => {
  const application = record(data.application);
  const profile = record(data.profile);
  return {
    application: {
      ...fill(APPLICATION_TEXT_FIELDS, (key) => text(application[key])),
      ...fill(APPLICATION_FLAG_FIELDS, (key) => application[key] === true),
      jcic_return_address: address(application.jcic_return_address),
    },
    profile: {
      ...fill(PROFILE_TEXT_FIELDS, (key) => text(profile[key])),
      registered_address_phone: {
        local_code: text(record(profile.registered_address_phone).local_code),
        number: text(record(profile.registered_address_phone).number),
      },
      contacts: contacts(profile.contacts),
    },
    attachments: fill(ATTACHMENT_FIELDS, (key) => (data.attachments[key] ?? []).map((file) => file.id)),
  };
};

const isBlank = (value: Readonly<Record<string, string>>): boolean => Object.values(value).every((part) => part.trim() === '');

/** A field's value as the schemas read it: blank groups are left out. */
const inputValue = (value: unknown): unknown => {
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return value;
  return isBlank(value as Record<string, string>) ? undefined : value;
};

/** A field's value as an autosave sends it: blank text and blank groups clear the field. */
const patchValue = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const rows = value as ContactValues[] | string[];
    if (rows.every((row) => typeof row === 'object' && isBlank(row as unknown as Record<string, string>))) return null;
    return value;
  }
  if (typeof value === 'object' && value !== null) return isBlank(value as Record<string, string>) ? null : value;
  return value;
};

const APPLICATION_KEYS = new Set<string>([...APPLICATION_TEXT_FIELDS, ...APPLICATION_FLAG_FIELDS, 'jcic_return_address']);
const PROFILE_KEYS = new Set<string>([...PROFILE_TEXT_FIELDS, 'registered_address_phone', 'contacts']);
const ATTACHMENT_KEYS = new Set<string>(ATTACHMENT_FIELDS);

export const blockOf = (key: string): Block | undefined => {
  if (APPLICATION_KEYS.has(key)) return 'application';
  if (PROFILE_KEYS.has(key)) return 'profile';
  if (ATTACHMENT_KEYS.has(key)) return 'attachments';
  return undefined;
};

type StepSchema = z.ZodType & { shape: Record<string, unknown> };

const STEP_SCHEMAS: Readonly<Partial<Record<LoanStepId, StepSchema>>> = {
  purpose: purposeStepSchema,
  related_data: relatedDataSchema,
  financial: financialStepSchema,
  company: companyStepSchema,
  contact: contactStepSchema,
  doc_note: docNoteSchema,
};

export interface FieldRef {
  block: Block;
  key: string;
}

const LAST_STEP: LoanStepId = 'doc_note';

/** The fields each step shows: its schema's fields; every document is uploaded on the last step. */
export const STEP_FIELDS: Readonly<Partial<Record<LoanStepId, readonly FieldRef[]>>> = Object.fromEntries(
  [...new Set(WIZARD_APP_TYPES.flatMap((type) => stepsOf(type).map((step) => step.id)))].map((id) => {
    const keys = Object.keys(STEP_SCHEMAS[id]?.shape ?? {}).filter((key) => {
      const block = blockOf(key);
      return block !== undefined && block !== 'attachments';
    });
    const extra = id === LAST_STEP ? [...SUBMIT_DECLARATIONS, ...ATTACHMENT_FIELDS] : [];
    return [id, [...keys, ...extra].map((key) => ({ block: blockOf(key) ?? 'application', key }))];
  }),
);

/** The step index that shows a form field (e.g. application.purpose), or the collateral list, if any. */
export const stepOfField = (name: string, appType: WizardAppType = APP_TYPE): number | undefined => {
  const [block, key] = name.split('.');
  const index = stepsOf(appType).findIndex(({ id }) =>
    name === COLLATERALS_KEY
      ? id === 'collateral'
      : (STEP_FIELDS[id] ?? []).some((field) => field.block === block && field.key === key),
  );
  return index < 0 ? undefined : index;
};

const valueAt = (values: WizardValues, { block, key }: FieldRef): unknown =>
  (values[block] as unknown as Record<string, unknown>)[key];

const issuesToErrors = (issues: readonly z.core.$ZodIssue[], nameOf: (path: PropertyKey[]) => string | undefined): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = nameOf(issue.path);
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
};

/** A flat step-form path (purpose, contacts.0.name) as the wizard's field name. */
const flatName = (path: PropertyKey[]): string | undefined => {
  const block = blockOf(String(path[0]));
  return block === undefined ? undefined : [block, ...path.map(String)].join('.');
};

const flatInput = (values: WizardValues, fields: readonly FieldRef[], keys: readonly string[]) =>
  Object.fromEntries(
    fields.filter((field) => keys.includes(field.key)).map((field) => [field.key, inputValue(valueAt(values, field))]),
  );

const schemaErrors = (schema: StepSchema, values: WizardValues): FieldErrors => {
  const keys = Object.keys(schema.shape);
  const fields = keys.flatMap((key) => {
    const block = blockOf(key);
    return block === undefined ? [] : [{ block, key }];
  });
  const result = schema.safeParse(flatInput(values, fields, keys));
  return result.success ? {} : issuesToErrors(result.error.issues, flatName);
};

const onlyBlock = (errors: FieldErrors, block: Block, keep: boolean): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name.startsWith(`${block}.`) === keep));

/**
 * The errors of one step on its step schema. Data steps leave their documents to the last step,
 * which checks them (with the rules of the steps that ask for them) and the declarations.
 */
export const stepErrors = (stepId: LoanStepId, values: WizardValues, appType: WizardAppType = APP_TYPE): FieldErrors => {
  const schema = STEP_SCHEMAS[stepId];
  if (schema === undefined) return {};
  if (stepId !== LAST_STEP) return onlyBlock(schemaErrors(schema, values), 'attachments', false);
  const documentSteps = stepsOf(appType).flatMap(({ id }) => {
    const stepSchema = id === 'financial' || id === 'company' ? STEP_SCHEMAS[id] : undefined;
    return stepSchema === undefined ? [] : [stepSchema];
  });
  const errors: FieldErrors = {
    ...onlyBlock(schemaErrors(schema, values), 'attachments', false),
  };
  for (const stepSchema of documentSteps) Object.assign(errors, onlyBlock(schemaErrors(stepSchema, values), 'attachments', true));
  for (const key of SUBMIT_DECLARATIONS) {
    if (values.application[key] !== true) errors[`application.${key}`] = MESSAGES.pleaseTick;
  }
  return errors;
};

const blockInput = (values: WizardValues, block: Block): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values[block]).flatMap(([key, value]) => {
      const input = inputValue(value);
      if (input === undefined || input === '' || (Array.isArray(input) && input.length === 0)) return [];
      return [[key, input]];
    }),
  );

/** A collateral as the submit check reads it: its form fields, without the stored id. */
export interface CollateralForm {
  type: string;
  details: Record<string, unknown>;
}

/** The full check before submit, with the rules of every step of the type (and its collaterals). */
export const submissionErrors = (
  values: WizardValues,
  appType: WizardAppType = APP_TYPE,
  collaterals: readonly CollateralForm[] = [],
): FieldErrors => {
  const result = LOAN_TYPE_RULES[appType].submitSchema.safeParse({
    application: blockInput(values, 'application'),
    profile: blockInput(values, 'profile'),
    attachments: blockInput(values, 'attachments'),
    ...(hasCollaterals(appType) ? { collaterals: collaterals.map(({ type, details }) => ({ type, details })) } : {}),
  });
  return result.success ? {} : issuesToErrors(result.error.issues, (path) => path.map(String).join('.'));
};

/** The first step (in step order) holding one of the fields. */
export const firstStepOf = (names: readonly string[], appType: WizardAppType = APP_TYPE): number | undefined => {
  const steps = names.map((name) => stepOfField(name, appType)).filter((step): step is number => step !== undefined);
  return steps.length === 0 ? undefined : Math.min(...steps);
};

export interface Changes {
  application: Record<string, unknown>;
  profile: Record<string, unknown>;
  attachments: Record<string, string[]>;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ from what was saved, as an autosave sends them. */
export const changedFields = (values: WizardValues, saved: WizardValues): Changes => {
  const changed = (block: Block) =>
    Object.fromEntries(
      Object.entries(values[block])
        .filter(([key, value]) => !same(value, (saved[block] as unknown as Record<string, unknown>)[key]))
        .map(([key, value]) => [key, block === 'attachments' ? value : patchValue(value)]),
    );
  return {
    application: changed('application'),
    profile: changed('profile'),
    attachments: changed('attachments') as Record<string, string[]>,
  };
};

export const hasChanges = (changes: Changes): boolean =>
  Object.keys(changes.application).length + Object.keys(changes.profile).length + Object.keys(changes.attachments).length > 0;

export interface DraftPatch {
  /** What is sent: the app type and the changed fields that pass their own rules. */
  patch: LoanApplicationPatch;
  /** Changed fields held back, by field name, with their messages. */
  invalid: FieldErrors;
}

/** The autosave of the changed fields; a field failing its own rule waits until it is fixed. */
export const draftPatch = (changes: Changes, appType: WizardAppType = APP_TYPE): DraftPatch => {
  const application = { ...changes.application };
  const profile = { ...changes.profile };
  const invalid: FieldErrors = {};
  const candidate = { app_type: appType, application, profile };
  const result = loanApplicationPatchSchema(appType).safeParse(candidate);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [block, key] = issue.path.map(String);
      const target = block === 'application' ? application : block === 'profile' ? profile : undefined;
      if (target === undefined || key === undefined) continue;
      const name = issue.path.map(String).join('.');
      if (invalid[name] === undefined) invalid[name] = issue.message;
      delete target[key];
    }
  }
  const patch: LoanApplicationPatch = {
    app_type: appType,
    ...(Object.keys(application).length > 0 ? { application: application as LoanApplicationPatch['application'] } : {}),
    ...(Object.keys(profile).length > 0 ? { profile: profile as LoanApplicationPatch['profile'] } : {}),
  };
  return { patch, invalid };
};

export interface WizardPosition {
  step: number;
  /** The step Next returns to after a Back. */
  remembered: number | null;
}

/** Next: the remembered step when one is set, otherwise the following step. */
export const nextPosition = ({ step, remembered }: WizardPosition, count: number): WizardPosition => ({
  step: remembered !== null && remembered > step ? remembered : Math.min(step + 1, count - 1),
  remembered: null,
});

/** Back: the previous step, or the given one; the current step is remembered. */
export const backPosition = ({ step }: WizardPosition, to?: number): WizardPosition => ({
  step: Math.max(to ?? step - 1, 0),
  remembered: step,
});
