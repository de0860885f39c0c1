import {
  ALUMNI_BLOCK,
  GENERAL_CONTACT_COUNT,
  LOAN_APP_TYPES,
  LOAN_TYPE_RULES,
  MESSAGES,
  alumniDraftBlockSchema,
  alumniPatchSchema,
  alumniSubmissionSchema,
  SUBMIT_DECLARATIONS,
  companyStepSchema,
  docNoteSchema,
  financialStepSchema,
  isFastApply,
  loanApplicationPatchSchema,
  loanApplicationShape,
  loanAttachmentsShape,
  loanProfileShape,
  loanSubmitSchemaOf,
  makeContactStepSchema,
  makeDocNoteSchema,
  needsAlumniRecord,
  purposeStepSchema,
  relatedDataSchema,
  schoolStepSchema,
} from '@lendbridge/domain';
import type { AlumniDraftBlock, LoanAppType, LoanApplicationPatch, LoanStep, LoanStepId } from '@lendbridge/domain';
import type { z } from 'zod';
import type { FieldErrors } from '../../app/api';
import { EMPTY_ADDRESS } from '../member/AddressFields';
import type { AddressValues } from '../member/AddressFields';
import type { LoanApplicationData, StoredCollateral } from './loanApplication.api';

export const APP_TYPE = 'credit';

/** The application types the wizard fills in: every type but corporate, which has a form of its own. */
export type WizardAppType = Exclude<LoanAppType, 'corporate'>;
export const WIZARD_APP_TYPES: readonly WizardAppType[] = LOAN_APP_TYPES.filter(
  (type): type is WizardAppType => type !== 'corporate',
);

export const isWizardAppType = (appType: unknown): appType is WizardAppType =>
  WIZARD_APP_TYPES.some((type) => type === appType);

/** The wizard flow of a draft's type; an unknown type keeps the general flow. */
export const wizardAppType = (appType: unknown): WizardAppType => (isWizardAppType(appType) ? appType : APP_TYPE);

/** The steps of the general (credit) flow, with their titles. */
export const CREDIT_STEPS: readonly LoanStep[] = LOAN_TYPE_RULES[APP_TYPE].steps;

/** The steps of a type's flow, with their titles. */
export const stepsOf = (appType: WizardAppType = APP_TYPE): readonly LoanStep[] => LOAN_TYPE_RULES[appType].steps;

/** The contact persons a type asks for (three in the general flow, two in the student flow). */
export const contactCountOf = (appType: WizardAppType = APP_TYPE): number => LOAN_TYPE_RULES[appType].contactCount;

/** The kind of collateral a type lists (pawn or realty), or null. */
export const collateralKindOf = (appType: WizardAppType) => LOAN_TYPE_RULES[appType].collateral;

/** Whether the type's drafts carry collaterals (added one by one on the collateral step). */
export const hasCollaterals = (appType: WizardAppType): boolean => collateralKindOf(appType) !== null;

/** The application fields a type forces (the guarantor purpose): shown read-only, never sent. */
export const fixedFieldsOf = (appType: WizardAppType): readonly string[] => Object.keys(LOAN_TYPE_RULES[appType].fixed);

/** The error key of the collateral list (the submit check answers it on `collaterals`). */
export const COLLATERALS_KEY = 'collaterals';

/** The data steps' schemas in the order of the flows: the wizard's form fields are their keys. */
const FIELD_STEP_SCHEMAS = [
  purposeStepSchema,
  relatedDataSchema,
  schoolStepSchema,
  financialStepSchema,
  companyStepSchema,
  makeContactStepSchema({ contactCount: GENERAL_CONTACT_COUNT }),
  docNoteSchema,
] as const;

type ShapeKey<S> = S extends { shape: infer Shape } ? Extract<keyof Shape, string> : never;
type StepFieldKey = ShapeKey<(typeof FIELD_STEP_SCHEMAS)[number]>;

const STEP_FIELD_KEYS = [...new Set(FIELD_STEP_SCHEMAS.flatMap((schema) => Object.keys(schema.shape)))] as StepFieldKey[];

/** The check boxes of the application block (fast apply is asked on the last step, beside the declarations). */
export const APPLICATION_FLAG_FIELDS = ['agree_contact', 'agree_transfer', ...SUBMIT_DECLARATIONS, 'fast_apply'] as const;
export type ApplicationFlagField = (typeof APPLICATION_FLAG_FIELDS)[number];

/** The application and profile fields the form holds as groups or lists rather than text. */
const APPLICATION_GROUP_FIELDS = ['jcic_return_address'] as const;
const PROFILE_GROUP_FIELDS = ['registered_address_phone', 'contacts', 'student_card', 'assign_sales'] as const;

export type ApplicationTextField = Exclude<
  Extract<StepFieldKey, keyof typeof loanApplicationShape>,
  ApplicationFlagField | (typeof APPLICATION_GROUP_FIELDS)[number]
>;
export type ProfileTextField = Exclude<Extract<StepFieldKey, keyof typeof loanProfileShape>, (typeof PROFILE_GROUP_FIELDS)[number]>;

const isOneOf = (keys: readonly string[], key: string): boolean => keys.includes(key);

/** The application block's text fields: the steps' keys of the application shape, less check boxes and groups. */
export const APPLICATION_TEXT_FIELDS: readonly ApplicationTextField[] = STEP_FIELD_KEYS.filter(
  (key): key is ApplicationTextField =>
    key in loanApplicationShape && !isOneOf(APPLICATION_FLAG_FIELDS, key) && !isOneOf(APPLICATION_GROUP_FIELDS, key),
);

/** The profile block's text fields: the steps' keys of the profile shape, less groups and lists. */
export const PROFILE_TEXT_FIELDS: readonly ProfileTextField[] = STEP_FIELD_KEYS.filter(
  (key): key is ProfileTextField => key in loanProfileShape && !isOneOf(PROFILE_GROUP_FIELDS, key),
);

/** The documents of the flows with an employer, uploaded on the last step. */
export const CREDIT_DOCUMENT_FIELDS = [
  'income_certification',
  'bank_account_statements',
  'business_card',
  'house_title_deed',
  'vehicle_title_deed',
] as const;

type SchoolDocumentField = Extract<ShapeKey<typeof schoolStepSchema>, keyof typeof loanAttachmentsShape>;

/** The school papers of the student flow, uploaded on the school step: the school step's documents. */
export const SCHOOL_DOCUMENT_FIELDS: readonly SchoolDocumentField[] = Object.keys(schoolStepSchema.shape).filter(
  (key): key is SchoolDocumentField => key in loanAttachmentsShape,
);

/**
 * The documents fast apply adds on the last step of the general flow, beside the bank statements of
 * the company step: the health card, and the credit report when the applicant uploads it.
 */
export const FAST_APPLY_DOCUMENT_FIELDS = ['health_card', 'jcic_file'] as const;

export const ATTACHMENT_FIELDS = [...CREDIT_DOCUMENT_FIELDS, ...SCHOOL_DOCUMENT_FIELDS, ...FAST_APPLY_DOCUMENT_FIELDS] as const;

export type AlumniField = ShapeKey<typeof alumniDraftBlockSchema>;

/** The alumni record an ntu application is made under (its own block, named on the purpose step). */
export const ALUMNI_FIELDS = Object.keys(alumniDraftBlockSchema.shape) as AlumniField[];

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
  /** Student card images: upload ids. */
  student_card: string[];
  /** The sales person the applicant names by their code (the sales person's member serial). */
  assign_sales: { code: string };
};

export type AttachmentValues = Record<AttachmentField, string[]>;

export type AlumniValues = Record<AlumniField, string>;

export interface WizardValues {
  application: ApplicationValues;
  profile: ProfileValues;
  attachments: AttachmentValues;
  /** ntu only: the alumni record; empty for the other types. */
  alumni: AlumniValues;
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

const contacts = (value: unknown, count: number): ContactValues[] => {
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length: count }, (_, index) => {
    const contact = record(list[index]);
    return { name: text(contact.name), mobile: text(contact.mobile) };
  });
};

/** A stored list of files: upload ids, or files carrying their id. */
const uploadIds = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [])
    .map((item) => (typeof item === 'string' ? item : text(record(item).id)))
    .filter((id) => id !== '');

/** The empty form of a type: its number of contact persons. */
export const emptyValues = (appType: WizardAppType = APP_TYPE): WizardValues => ({
  application: {
    ...fill(APPLICATION_TEXT_FIELDS, () => ''),
    ...fill(APPLICATION_FLAG_FIELDS, () => false),
    jcic_return_address: EMPTY_ADDRESS,
  },
  profile: {
    ...fill(PROFILE_TEXT_FIELDS, () => ''),
    registered_address_phone: EMPTY_PHONE,
    contacts: Array.from({ length: contactCountOf(appType) }, () => EMPTY_CONTACT),
    student_card: [],
    assign_sales: { code: '' },
  },
  attachments: fill(ATTACHMENT_FIELDS, () => []),
  alumni: fill(ALUMNI_FIELDS, () => ''),
});

export const EMPTY_VALUES: WizardValues = emptyValues(APP_TYPE);

/** The form values of a stored draft (as many contact persons as its type asks for). */
export const valuesFromDraft = (data: LoanApplicationData): WizardValues => {
  const application = record(data.application);
  const profile = record(data.profile);
  const appType = wizardAppType(application.app_type);
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
      contacts: contacts(profile.contacts, contactCountOf(appType)),
      student_card: uploadIds(profile.student_card),
      assign_sales: { code: text(record(profile.assign_sales).code) },
    },
    attachments: fill(ATTACHMENT_FIELDS, (key) => uploadIds(data.attachments[key])),
    alumni: fill(ALUMNI_FIELDS, (key) => text(record(data[ALUMNI_BLOCK])[key])),
  };
};

const isBlank = (value: Readonly<Record<string, string>>): boolean => Object.values(value).every((part) => part.trim() === '');

/** A field's value as the schemas read it: blank groups are left out. */
const inputValue = (value: unknown): unknown => {
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return value;
  return isBlank(value as Record<string, string>) ? undefined : value;
};

/** A field's value as an autosave sends it: blank text, blank groups and empty lists clear the field. */
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
const PROFILE_KEYS = new Set<string>([...PROFILE_TEXT_FIELDS, 'registered_address_phone', 'contacts', 'student_card', 'assign_sales']);
const ATTACHMENT_KEYS = new Set<string>(ATTACHMENT_FIELDS);
const ALUMNI_KEYS = new Set<string>(ALUMNI_FIELDS);

export const blockOf = (key: string): Block | undefined => {
  if (APPLICATION_KEYS.has(key)) return 'application';
  if (PROFILE_KEYS.has(key)) return 'profile';
  if (ATTACHMENT_KEYS.has(key)) return 'attachments';
  if (ALUMNI_KEYS.has(key)) return 'alumni';
  return undefined;
};

type StepSchema = z.ZodType & { shape: Record<string, unknown> };

const CONTACT_STEP_SCHEMAS: ReadonlyMap<number, StepSchema> = new Map(
  [...new Set(WIZARD_APP_TYPES.map((type) => contactCountOf(type)))].map((contactCount) => [
    contactCount,
    makeContactStepSchema({ contactCount }),
  ]),
);

const FIXED_STEP_SCHEMAS: Readonly<Partial<Record<LoanStepId, StepSchema>>> = {
  purpose: purposeStepSchema,
  related_data: relatedDataSchema,
  school: schoolStepSchema,
  financial: financialStepSchema,
  company: companyStepSchema,
  doc_note: docNoteSchema,
};

const FAST_APPLY_DOC_NOTE_SCHEMA: StepSchema = makeDocNoteSchema({ fastApply: true });

/** Whether the form asks for fast apply: a type of the general flow with the box ticked. */
export const isFastApplyChosen = (values: WizardValues, appType: WizardAppType = APP_TYPE): boolean =>
  LOAN_TYPE_RULES[appType].fastApply && isFastApply(values.application);

/**
 * The schema of a step of a type's flow (the contact step asks for the type's contact count; the
 * last step, in fast apply, for the fast-apply documents).
 */
const stepSchemaOf = (stepId: LoanStepId, appType: WizardAppType, fastApply = false): StepSchema | undefined => {
  if (stepId === 'contact') return CONTACT_STEP_SCHEMAS.get(contactCountOf(appType));
  if (stepId === 'doc_note' && fastApply) return FAST_APPLY_DOC_NOTE_SCHEMA;
  return FIXED_STEP_SCHEMAS[stepId];
};

export interface FieldRef {
  block: Block;
  key: string;
}

const LAST_STEP: LoanStepId = 'doc_note';

/** Data steps whose documents are uploaded (and checked) on the last step. */
const DEFERRED_DOCUMENT_STEPS: readonly LoanStepId[] = ['financial', 'company'];

const stepIds = [...new Set(WIZARD_APP_TYPES.flatMap((type) => stepsOf(type).map((step) => step.id)))];

/**
 * The fields each step shows: its schema's fields. The documents of the financial and company steps
 * are uploaded on the last step; the school step keeps its own.
 */
export const STEP_FIELDS: Readonly<Partial<Record<LoanStepId, readonly FieldRef[]>>> = Object.fromEntries(
  stepIds.map((id) => {
    const keys = Object.keys(stepSchemaOf(id, APP_TYPE)?.shape ?? {}).filter((key) => {
      const block = blockOf(key);
      return block !== undefined && (block !== 'attachments' || !DEFERRED_DOCUMENT_STEPS.includes(id));
    });
    const extra =
      id === LAST_STEP ? ['fast_apply', ...SUBMIT_DECLARATIONS, ...CREDIT_DOCUMENT_FIELDS] : id === 'purpose' ? ALUMNI_FIELDS : [];
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

/** An ntu application names its alumni record in full (the alumni check's rule); other types have none. */
const alumniErrors = (values: WizardValues, appType: WizardAppType): FieldErrors => {
  if (!needsAlumniRecord(appType)) return {};
  const result = alumniSubmissionSchema.safeParse({ [ALUMNI_BLOCK]: values.alumni });
  return result.success ? {} : issuesToErrors(result.error.issues, (path) => path.map(String).join('.'));
};

/**
 * The errors of one step on its step schema. The financial and company steps leave their documents
 * to the last step, which checks them (with the rules of the steps that ask for them), its own
 * documents (the fast-apply ones when fast apply is ticked) and the declarations.
 */
export const stepErrors = (stepId: LoanStepId, values: WizardValues, appType: WizardAppType = APP_TYPE): FieldErrors => {
  const schema = stepSchemaOf(stepId, appType, isFastApplyChosen(values, appType));
  if (schema === undefined) return {};
  const own = schemaErrors(schema, values);
  if (DEFERRED_DOCUMENT_STEPS.includes(stepId)) return onlyBlock(own, 'attachments', false);
  if (stepId === 'purpose') return { ...own, ...alumniErrors(values, appType) };
  if (stepId !== LAST_STEP) return own;
  const errors: FieldErrors = { ...own };
  for (const { id } of stepsOf(appType)) {
    const documentStep = DEFERRED_DOCUMENT_STEPS.includes(id) ? stepSchemaOf(id, appType) : undefined;
    if (documentStep !== undefined) Object.assign(errors, onlyBlock(schemaErrors(documentStep, values), 'attachments', true));
  }
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
export const collateralForm = (collateral: StoredCollateral): Record<string, unknown> => {
  const { id: _id, ...form } = collateral;
  return form;
};

/**
 * The full check before submit, with the rules of every step of the type (and its collaterals); the
 * fast-apply rules when fast apply is ticked.
 */
export const submissionErrors = (
  values: WizardValues,
  appType: WizardAppType = APP_TYPE,
  collaterals: readonly StoredCollateral[] = [],
): FieldErrors => {
  const schema = loanSubmitSchemaOf(appType, { fastApply: isFastApplyChosen(values, appType) });
  const result = schema.safeParse({
    application: blockInput(values, 'application'),
    profile: blockInput(values, 'profile'),
    attachments: blockInput(values, 'attachments'),
    ...(hasCollaterals(appType) ? { collaterals: collaterals.map(collateralForm) } : {}),
  });
  const errors = result.success ? {} : issuesToErrors(result.error.issues, (path) => path.map(String).join('.'));
  return { ...errors, ...alumniErrors(values, appType) };
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
  alumni: Record<string, unknown>;
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
    alumni: changed('alumni'),
  };
};

export const hasChanges = (changes: Changes): boolean =>
  Object.values(changes).some((block) => Object.keys(block).length > 0);

/** An autosave: the patch of the type, and for ntu the changed parts of the alumni block. */
export type WizardPatch = LoanApplicationPatch & { alumni?: AlumniDraftBlock };

export interface DraftPatch {
  /** What is sent: the app type and the changed fields that pass their own rules. */
  patch: WizardPatch;
  /** Changed fields held back, by field name, with their messages. */
  invalid: FieldErrors;
}

/**
 * The autosave of the changed fields; a field failing its own rule waits until it is fixed, and the
 * values the type forces, or fast_apply outside the general flow, are never sent.
 */
export const draftPatch = (changes: Changes, appType: WizardAppType = APP_TYPE): DraftPatch => {
  const application = { ...changes.application };
  const profile = { ...changes.profile };
  for (const key of fixedFieldsOf(appType)) delete application[key];
  if (!LOAN_TYPE_RULES[appType].fastApply) delete application.fast_apply;
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
  const alumni = needsAlumniRecord(appType) ? alumniPatch(changes.alumni, invalid) : {};
  const patch: WizardPatch = {
    app_type: appType,
    ...(Object.keys(application).length > 0 ? { application: application as LoanApplicationPatch['application'] } : {}),
    ...(Object.keys(profile).length > 0 ? { profile: profile as LoanApplicationPatch['profile'] } : {}),
    ...(Object.keys(alumni).length > 0 ? { alumni } : {}),
  };
  return { patch, invalid };
};

/** The changed alumni fields that pass their own rule; the others are put in `invalid`. */
const alumniPatch = (changed: Record<string, unknown>, invalid: FieldErrors): AlumniDraftBlock => {
  const alumni = { ...changed };
  const result = alumniPatchSchema.safeParse({ [ALUMNI_BLOCK]: alumni });
  if (result.success) return alumni as AlumniDraftBlock;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String)[1];
    if (key === undefined) continue;
    const name = issue.path.map(String).join('.');
    if (invalid[name] === undefined) invalid[name] = issue.message;
    delete alumni[key];
  }
  return alumni as AlumniDraftBlock;
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
