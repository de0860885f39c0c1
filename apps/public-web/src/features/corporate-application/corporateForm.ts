import { LOAN_AGREEMENT_ITEMS, LOAN_TYPE_RULES, loanApplicationPatchSchema } from '@lendbridge/domain';
import type { LoanAgreementInput, LoanApplicationPatch, LoanStep } from '@lendbridge/domain';
import type { FieldErrors } from '../../app/api';
import { EMPTY_ADDRESS } from '../member/AddressFields';
import type { AddressValues } from '../member/AddressFields';
import type { LoanApplicationData } from '../loan-application/loanApplication.api';

export const CORPORATE_APP_TYPE = 'corporate';

/** The corporate form's two steps: 企業貸款申請 (the form) and 完成申請 (preview and agreement). */
export const CORPORATE_STEPS: readonly LoanStep[] = LOAN_TYPE_RULES[CORPORATE_APP_TYPE].steps;
export const FORM_STEP = 0;
export const PREVIEW_STEP = CORPORATE_STEPS.length - 1;

/** The loan terms of step 1, in the order they are shown. */
export const APPLICATION_FIELDS = [
  'purpose',
  'amount_ten_thousand',
  'period',
  'description',
  'marketing_code',
  'alliance_code',
] as const;

/** The company's scalar fields, before its two addresses. */
export const COMPANY_TEXT_FIELDS = ['company_name', 'tax_id', 'contact_name', 'contact_mobile'] as const;

export const ADDRESS_FIELDS = ['registered_address', 'current_address'] as const;

export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AgreementItem = keyof LoanAgreementInput;

export type AddressBlockValues = Record<AddressField, AddressValues>;

export interface CorporateValues {
  application: Record<ApplicationField, string>;
  corporate_profile: Record<CompanyTextField, string> & AddressBlockValues;
  /** The responsible person: registered and current address. */
  profile: AddressBlockValues;
  /** Sent with submit only; kept in a cookie meanwhile. */
  agreement: Record<AgreementItem, boolean>;
}

/** The blocks an autosave sends (the agreement is not part of the draft). */
export const SAVED_BLOCKS = ['application', 'profile', 'corporate_profile'] as const;
export type SavedBlock = (typeof SAVED_BLOCKS)[number];

const fill = <K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const ADDRESS_PARTS = Object.keys(EMPTY_ADDRESS) as (keyof AddressValues)[];

const address = (value: unknown): AddressValues => {
  const source = record(value);
  return fill(ADDRESS_PARTS, (part) => text(source[part]));
};

const addresses = (value: unknown): AddressBlockValues => {
  const source = record(value);
  return fill(ADDRESS_FIELDS, (key) => address(source[key]));
};

export const agreementValues = (ticked: readonly string[] = []): Record<AgreementItem, boolean> =>
  fill(LOAN_AGREEMENT_ITEMS, (item) => ticked.includes(item));

/** The form values of a stored corporate draft, with the agreements ticked as given. */
export const corporateValuesFromDraft = (
  draft: LoanApplicationData,
  ticked: readonly string[] = [],
): CorporateValues => {
  const application = record(draft.application);
  const company = record('corporate_profile' in draft ? draft.corporate_profile : undefined);
  return {
    application: fill(APPLICATION_FIELDS, (key) => text(application[key])),
    corporate_profile: { ...fill(COMPANY_TEXT_FIELDS, (key) => text(company[key])), ...addresses(company) },
    profile: addresses(draft.profile),
    agreement: agreementValues(ticked),
  };
};

export const tickedItems = (agreement: Readonly<Record<AgreementItem, boolean>>): AgreementItem[] =>
  LOAN_AGREEMENT_ITEMS.filter((item) => agreement[item]);

const isBlankAddress = (value: AddressValues): boolean => Object.values(value).every((part) => part.trim() === '');

const isAddress = (value: unknown): value is AddressValues =>
  typeof value === 'object' && value !== null && ADDRESS_PARTS.every((part) => part in value);

/** A block as the submit check reads it: blank fields and blank addresses left out. */
const submittedBlock = (block: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(block).filter(([, value]) =>
      isAddress(value) ? !isBlankAddress(value) : typeof value !== 'string' || value.trim() !== '',
    ),
  );

/** What LOAN_TYPE_RULES.corporate.submitSchema checks: the three blocks and the agreement. */
export const submissionInput = (values: CorporateValues): Record<string, unknown> => ({
  application: submittedBlock(values.application),
  profile: submittedBlock(values.profile),
  corporate_profile: submittedBlock(values.corporate_profile),
  agreement: { ...values.agreement },
});

/** The step that shows a field (agreements are ticked on the preview). */
export const stepOfField = (name: string): number => (name.startsWith('agreement.') ? PREVIEW_STEP : FORM_STEP);

/** Changed fields per block, as an autosave sends them ('' or null clears a field). */
export type CorporateChanges = Record<SavedBlock, Record<string, unknown>>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A field's value as an autosave sends it: a blank address clears the whole address. */
const patchValue = (value: unknown): unknown => (isAddress(value) && isBlankAddress(value) ? null : value);

/** The fields of the saved blocks that differ from what was last saved. */
export const corporateChanges = (values: CorporateValues, saved: CorporateValues): CorporateChanges =>
  fill(SAVED_BLOCKS, (block) => {
    const current = values[block] as unknown as Record<string, unknown>;
    const before = saved[block] as unknown as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(current)
        .filter(([key, value]) => !same(value, before[key]))
        .map(([key, value]) => [key, patchValue(value)]),
    );
  });

export const hasChanges = (changes: CorporateChanges): boolean =>
  SAVED_BLOCKS.some((block) => Object.keys(changes[block]).length > 0);

export interface CorporatePatch {
  /** What is sent: app_type and the changed fields that pass their own rules, as parsed. */
  patch: LoanApplicationPatch | null;
  /** The sent fields by block (to mark them saved). */
  sent: Record<SavedBlock, string[]>;
  /** Changed fields held back until they pass their rule, by field name, with their messages. */
  invalid: FieldErrors;
}

const isSavedBlock = (value: string | undefined): value is SavedBlock =>
  (SAVED_BLOCKS as readonly (string | undefined)[]).includes(value);

/**
 * The autosave of the changed fields, checked with loanApplicationPatchSchema('corporate'); a
 * changed field failing its own rule is held back (and reported) until it is fixed.
 */
export const corporatePatch = (changes: CorporateChanges): CorporatePatch => {
  const blocks = fill(SAVED_BLOCKS, (block) => ({ ...changes[block] }));
  const invalid: FieldErrors = {};
  const schema = loanApplicationPatchSchema(CORPORATE_APP_TYPE);
  const sentFields = () => fill(SAVED_BLOCKS, (block) => Object.keys(blocks[block]));
  for (;;) {
    const sent = sentFields();
    const sending = Object.fromEntries(SAVED_BLOCKS.filter((block) => sent[block].length > 0).map((block) => [block, blocks[block]]));
    if (Object.keys(sending).length === 0) return { patch: null, sent, invalid };
    const parsed = schema.safeParse({ app_type: CORPORATE_APP_TYPE, ...sending });
    if (parsed.success) return { patch: parsed.data, sent, invalid };
    let removed = false;
    for (const issue of parsed.error.issues) {
      const [block, key] = issue.path.map(String);
      if (!isSavedBlock(block) || key === undefined || !(key in blocks[block])) continue;
      invalid[issue.path.map(String).join('.')] ??= issue.message;
      delete blocks[block][key];
      removed = true;
    }
    if (!removed) return { patch: null, sent: fill(SAVED_BLOCKS, () => []), invalid };
  }
};

export const cloneValues = (values: CorporateValues): CorporateValues => JSON.parse(JSON.stringify(values)) as CorporateValues;

/** A copy of the saved values with the sent fields taken from what was sent. */
export const markSent = (saved: CorporateValues, values: CorporateValues, sent: Record<SavedBlock, string[]>): CorporateValues => {
  const next = cloneValues(saved);
  for (const block of SAVED_BLOCKS) {
    const target = next[block] as unknown as Record<string, unknown>;
    const source = values[block] as unknown as Record<string, unknown>;
    for (const key of sent[block]) target[key] = JSON.parse(JSON.stringify(source[key])) as unknown;
  }
  return next;
};
