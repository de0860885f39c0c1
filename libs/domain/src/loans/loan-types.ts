import { z } from 'zod';
import {
  COMPANY_NAME_MAX_LENGTH,
  CORPORATE_CONTACT_NAME_MAX_LENGTH,
} from '../constants/limits.js';
import {
  GENERAL_CONTACT_COUNT,
  GUARANTOR_AMOUNT_TEN_THOUSAND,
  GUARANTOR_PERIOD_MONTHS,
  STUDENT_CONTACT_COUNT,
  STUDENT_RESUBMIT_ROUNDING,
} from '../constants/loan.js';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import {
  addressField,
  literalField,
  optionField,
  optionalOptionField,
  partialAddressSchema,
  strictFormObject,
} from '../schemas/fields.js';
import { optionalString, optionalText } from '../schemas/field-rules.js';
import type { MemberType } from '../options/index.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { whenFieldsValid } from '../schemas/refinements.js';
import { isValidMobile } from '../validators/mobile.js';
import { isValidTaxId } from '../validators/tax-id.js';
import {
  loanApplicationBlockSchema,
  loanApplicationDraftShape,
  type LoanApplicationBlock,
} from './application.js';
import {
  asRecord,
  checkCompanyStep,
  checkContactStep,
  checkDeclarations,
  checkDocNoteStep,
  checkFinancialStep,
  checkPurposeStep,
  checkRelatedDataStep,
  checkSchoolStep,
  nestedSlots,
  requireFields,
  requireTicked,
  slotOf,
  type IssueSink,
  type LoanSlots,
} from './checks.js';
import {
  pawnCollateralSchema,
  realtyCollateralSchema,
  type PawnCollateral,
  type RealtyCollateral,
} from './collateral.js';
import { clearable, clearableShape, dropNulls, optionalBoolean } from './fields.js';
import { LOAN_AGREEMENT_ITEMS, loanAgreementSchema, type LoanAgreementInput } from './forms.js';
import {
  makeLoanProfileBlockSchema,
  makeLoanProfileDraftShape,
  type LoanProfileBlock,
} from './profile.js';
import { loanAttachmentsBlockSchema, type LoanAttachments } from './steps.js';
import {
  GUARANTOR_PURPOSE,
  LOAN_APP_TYPES,
  LOAN_APP_TYPE_LABELS,
  type LoanAppType,
} from './vocabulary.js';

const L = FIELD_LABELS;

export type LoanStepId =
  | 'purpose'
  | 'related_data'
  | 'school'
  | 'financial'
  | 'company'
  | 'contact'
  | 'collateral'
  | 'doc_note'
  | 'preview';

export interface LoanStep {
  readonly id: LoanStepId;
  readonly title: string;
}

/** Step titles of the application wizard. */
export const LOAN_STEP_TITLES: Readonly<Record<LoanStepId, string>> = {
  purpose: '借款需求',
  related_data: '借款條件',
  school: '學校資料',
  financial: '財務資料',
  company: '工作資料',
  contact: '聯絡資料',
  collateral: '擔保品資料',
  doc_note: '證明文件',
  preview: '完成申請',
};

/** The corporate form names its two steps 企業貸款申請 and 完成申請. */
export const CORPORATE_STEP_TITLES: Readonly<Partial<Record<LoanStepId, string>>> = {
  purpose: '企業貸款申請',
  preview: '完成申請',
};

/**
 * What the guarantor purpose forces: the guarantor purpose, 1 (ten-thousand NT$), 12 months,
 * the fixed description and no agreement to transfer.
 */
export const GUARANTOR_FIXED_VALUES = {
  purpose: GUARANTOR_PURPOSE,
  amount_ten_thousand: GUARANTOR_AMOUNT_TEN_THOUSAND,
  period: GUARANTOR_PERIOD_MONTHS,
  description: MESSAGES.guarantorDescription,
  agree_transfer: false,
} as const;
export type GuarantorFixedField = keyof typeof GUARANTOR_FIXED_VALUES;
const GUARANTOR_FIXED_FIELDS = Object.keys(GUARANTOR_FIXED_VALUES) as GuarantorFixedField[];

/** The application block with the guarantor values forced over whatever was sent. */
export const applyGuarantorPurpose = <T extends Readonly<Record<string, unknown>>>(
  application: T,
): Omit<T, GuarantorFixedField> & typeof GUARANTOR_FIXED_VALUES => ({
  ...application,
  ...GUARANTOR_FIXED_VALUES,
});

/** A student resubmission amount (whole NT$) rounded up to the next NT$ 10,000. */
export const roundUpStudentAmount = (amount: number): number =>
  Math.ceil(amount / STUDENT_RESUBMIT_ROUNDING) * STUDENT_RESUBMIT_ROUNDING;

type CollateralKind = 'pawn' | 'realty';

interface TypeConfig {
  readonly steps: readonly LoanStepId[];
  readonly contactCount: number;
  readonly collateral: CollateralKind | null;
  /** The general flow offers fast apply (application.fast_apply). */
  readonly fastApply: boolean;
}

const GENERAL_FLOW: TypeConfig = {
  steps: ['purpose', 'related_data', 'financial', 'company', 'contact', 'doc_note'],
  contactCount: GENERAL_CONTACT_COUNT,
  collateral: null,
  fastApply: true,
};

const collateralFlow = (collateral: CollateralKind): TypeConfig => ({
  steps: ['purpose', 'related_data', 'collateral', 'contact', 'doc_note'],
  contactCount: GENERAL_CONTACT_COUNT,
  collateral,
  fastApply: false,
});

const TYPE_CONFIG: Readonly<Record<LoanAppType, TypeConfig>> = {
  credit: GENERAL_FLOW,
  student: {
    steps: ['purpose', 'related_data', 'school', 'contact', 'doc_note'],
    contactCount: STUDENT_CONTACT_COUNT,
    collateral: null,
    fastApply: false,
  },
  sme: GENERAL_FLOW,
  farmer: GENERAL_FLOW,
  pawn_project: collateralFlow('pawn'),
  realty: collateralFlow('realty'),
  corporate: { steps: ['purpose', 'preview'], contactCount: 0, collateral: null, fastApply: false },
  guarantor: { ...GENERAL_FLOW, steps: ['financial', 'company', 'contact', 'doc_note'], fastApply: false },
  other: GENERAL_FLOW,
  ntu: GENERAL_FLOW,
};

/** The responsible person of a corporate application: registered and current address. */
const corporatePersonShape = {
  registered_address: addressField(L.registered_address).optional(),
  current_address: addressField(L.current_address).optional(),
};

const corporateProfileScalarShape = {
  company_name: optionalText(L.company_name, COMPANY_NAME_MAX_LENGTH),
  tax_id: optionalString([[isValidTaxId, MESSAGES.taxId]]),
  contact_name: optionalText(L.contact_name, CORPORATE_CONTACT_NAME_MAX_LENGTH),
  contact_mobile: optionalString([[isValidMobile, MESSAGES.mobile]]),
};

/** The company of a corporate application: name, tax id, contact person, both addresses. */
const corporateProfileShape = { ...corporateProfileScalarShape, ...corporatePersonShape };

export const corporatePersonBlockSchema = strictFormObject(corporatePersonShape);
export type CorporatePersonBlock = z.infer<typeof corporatePersonBlockSchema>;
export const corporateProfileBlockSchema = strictFormObject(corporateProfileShape);
export type CorporateProfileBlock = z.infer<typeof corporateProfileBlockSchema>;

const ADDRESS_LABELS = {
  registered_address: L.registered_address,
  current_address: L.current_address,
};

/** Corporate purpose step: the loan terms, the company and the responsible person. */
const checkCorporatePurpose = (ctx: IssueSink, slots: LoanSlots, root: unknown): void => {
  checkPurposeStep(ctx, slots);
  requireFields(ctx, slots.application, {
    amount_ten_thousand: L.amount_ten_thousand,
    period: L.loan_period,
  });
  requireFields(ctx, slots.profile, ADDRESS_LABELS);
  const company = slotOf(asRecord(root)?.corporate_profile, ['corporate_profile']) ?? {
    value: {},
    path: ['corporate_profile'],
  };
  requireFields(ctx, company, {
    company_name: L.company_name,
    tax_id: L.tax_id,
    contact_name: L.contact_name,
    ...ADDRESS_LABELS,
  });
};

/** Corporate preview: the application agreement ticked (two agreements and the blacklist). */
const checkCorporatePreview = (ctx: IssueSink, root: unknown): void => {
  const agreement = slotOf(asRecord(root)?.agreement, ['agreement']) ?? {
    value: {},
    path: ['agreement'],
  };
  requireTicked(ctx, agreement, LOAN_AGREEMENT_ITEMS);
};

export interface LoanSubmitOptions {
  /** Fast-apply mode of the credit flow: some documents are needed at once. */
  readonly fastApply?: boolean;
}

/** Whether the type offers fast apply: the general flow (credit, sme, farmer, other, ntu). */
export const allowsFastApply = (appType: LoanAppType): boolean => TYPE_CONFIG[appType].fastApply;

const checkCollaterals = (ctx: IssueSink, root: unknown): void => {
  const collaterals = asRecord(root)?.collaterals;
  if (!Array.isArray(collaterals) || collaterals.length === 0) {
    ctx.addIssue({ code: 'custom', message: requiredField(L.collaterals), path: ['collaterals'] });
  }
};

/** Only a guarantor application may carry the guarantor purpose. */
export const isPurposeAllowed = (appType: LoanAppType, purpose: string): boolean =>
  appType === 'guarantor' || purpose !== GUARANTOR_PURPOSE;

const checkPurposeAllowed = (ctx: IssueSink, appType: LoanAppType, purpose: unknown): void => {
  if (typeof purpose === 'string' && !isPurposeAllowed(appType, purpose)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.invalidOption, path: ['application', 'purpose'] });
  }
};

interface StepContext {
  readonly root: unknown;
  readonly contactCount: number;
  readonly fastApply: boolean;
}

type StepRunner = (ctx: IssueSink, slots: LoanSlots, context: StepContext) => void;

/** What each step checks in the full application. */
const STEP_RUNNERS: Readonly<Record<LoanStepId, StepRunner>> = {
  purpose: (ctx, slots) => checkPurposeStep(ctx, slots),
  related_data: (ctx, slots) => checkRelatedDataStep(ctx, slots),
  school: (ctx, slots) => checkSchoolStep(ctx, slots),
  financial: (ctx, slots) => checkFinancialStep(ctx, slots),
  company: (ctx, slots) => checkCompanyStep(ctx, slots),
  contact: (ctx, slots, { contactCount }) => checkContactStep(ctx, slots, contactCount),
  collateral: (ctx, _slots, { root }) => checkCollaterals(ctx, root),
  doc_note: (ctx, slots, { fastApply }) => checkDocNoteStep(ctx, slots, fastApply),
  preview: () => undefined,
};

/** The corporate form's two steps check their own blocks. */
const CORPORATE_STEP_RUNNERS: Readonly<Partial<Record<LoanStepId, StepRunner>>> = {
  purpose: (ctx, slots, { root }) => checkCorporatePurpose(ctx, slots, root),
  preview: (ctx, _slots, { root }) => checkCorporatePreview(ctx, root),
};

const runSteps = (
  ctx: IssueSink,
  appType: LoanAppType,
  root: unknown,
  options: LoanSubmitOptions,
): void => {
  const { steps, contactCount } = TYPE_CONFIG[appType];
  const slots = nestedSlots(root);
  if (slots === undefined) return;
  const context: StepContext = { root, contactCount, fastApply: options.fastApply === true };
  const runners = appType === 'corporate' ? CORPORATE_STEP_RUNNERS : STEP_RUNNERS;
  for (const step of steps) runners[step]?.(ctx, slots, context);
  if (appType !== 'corporate') checkDeclarations(ctx, slots);
  checkPurposeAllowed(ctx, appType, slots.application.value.purpose);
};

/** Everything an application holds when it is submitted. */
export interface LoanSubmission {
  readonly application: LoanApplicationBlock;
  readonly profile: LoanProfileBlock | CorporatePersonBlock;
  readonly attachments?: LoanAttachments | undefined;
  readonly collaterals?: readonly (PawnCollateral | RealtyCollateral)[] | undefined;
  readonly corporate_profile?: CorporateProfileBlock | undefined;
  readonly agreement?: Readonly<Partial<Record<keyof LoanAgreementInput, boolean>>> | undefined;
}

const agreementBlockSchema = strictFormObject(
  Object.fromEntries(LOAN_AGREEMENT_ITEMS.map((item) => [item, optionalBoolean()])) as Record<
    keyof LoanAgreementInput,
    ReturnType<typeof optionalBoolean>
  >,
);

const submissionObject = (appType: LoanAppType): z.ZodType<LoanSubmission> => {
  const { contactCount, collateral } = TYPE_CONFIG[appType];
  const common = {
    application: loanApplicationBlockSchema,
    attachments: loanAttachmentsBlockSchema.optional(),
  };
  if (appType === 'corporate') {
    return strictFormObject({
      ...common,
      profile: corporatePersonBlockSchema,
      corporate_profile: corporateProfileBlockSchema.optional(),
      agreement: agreementBlockSchema.optional(),
    });
  }
  const withProfile = { ...common, profile: makeLoanProfileBlockSchema(contactCount) };
  if (collateral === 'pawn') {
    return strictFormObject({ ...withProfile, collaterals: z.array(pawnCollateralSchema).optional() });
  }
  if (collateral === 'realty') {
    return strictFormObject({
      ...withProfile,
      collaterals: z.array(realtyCollateralSchema).optional(),
    });
  }
  return strictFormObject(withProfile);
};

/** Stored drafts: cleared fields (null) left out, forced values applied. */
const prepareSubmission = (appType: LoanAppType) => (input: unknown): unknown => {
  const cleaned = dropNulls(input);
  const root = asRecord(cleaned);
  const application = asRecord(root?.application);
  if (appType !== 'guarantor' || root === undefined || application === undefined) return cleaned;
  return { ...root, application: applyGuarantorPurpose(application) };
};

/**
 * The full check before submit: { application, profile, attachments?, collaterals? } (corporate:
 * corporate_profile and agreement too) against every step of the type, then the declarations.
 */
export const makeLoanSubmitSchema = (
  appType: LoanAppType,
  options: LoanSubmitOptions = {},
): z.ZodType<LoanSubmission> =>
  z.preprocess(
    prepareSubmission(appType),
    submissionObject(appType).superRefine((value, ctx) => runSteps(ctx, appType, value, options), {
      when: whenFieldsValid(),
    }),
  );

/** A record with one entry per application type. */
const byAppType = <V>(entry: (appType: LoanAppType) => V): Record<LoanAppType, V> => {
  const record: Partial<Record<LoanAppType, V>> = {};
  for (const appType of LOAN_APP_TYPES) record[appType] = entry(appType);
  return record as Record<LoanAppType, V>;
};

export interface LoanTypeRule {
  readonly appType: LoanAppType;
  readonly label: string;
  /** Wizard steps in order, with their titles. */
  readonly steps: readonly LoanStep[];
  /** Contact persons the type asks for (0: the corporate form has none). */
  readonly contactCount: number;
  /** The kind of collateral the type lists, if any. */
  readonly collateral: CollateralKind | null;
  /** Application values the type forces over what is sent. */
  readonly fixed: Readonly<Partial<LoanApplicationBlock>>;
  readonly submitSchema: z.ZodType<LoanSubmission>;
  /** Whether the type offers fast apply (application.fast_apply). */
  readonly fastApply: boolean;
}

const stepsOf = (appType: LoanAppType): LoanStep[] =>
  TYPE_CONFIG[appType].steps.map((id) => ({
    id,
    title: (appType === 'corporate' ? CORPORATE_STEP_TITLES[id] : undefined) ?? LOAN_STEP_TITLES[id],
  }));

/** Per application type: its steps, the full submit check and the values it forces. */
export const LOAN_TYPE_RULES: Readonly<Record<LoanAppType, LoanTypeRule>> = byAppType(
  (appType) => ({
    appType,
    label: LOAN_APP_TYPE_LABELS[appType],
    steps: stepsOf(appType),
    contactCount: TYPE_CONFIG[appType].contactCount,
    collateral: TYPE_CONFIG[appType].collateral,
    fixed: appType === 'guarantor' ? GUARANTOR_FIXED_VALUES : {},
    submitSchema: makeLoanSubmitSchema(appType),
    fastApply: allowsFastApply(appType),
  }),
);

/** The fast-apply submit checks, built on first use, one per type that offers fast apply. */
const FAST_APPLY_SUBMIT_SCHEMAS = new Map<LoanAppType, z.ZodType<LoanSubmission>>();

/**
 * The submit check of a type in the mode the draft asks for: the fast-apply rules when the type
 * offers fast apply and `fastApply` is set, otherwise LOAN_TYPE_RULES[type].submitSchema. Each
 * variant is built once and reused.
 */
export const loanSubmitSchemaOf = (
  appType: LoanAppType,
  { fastApply = false }: LoanSubmitOptions = {},
): z.ZodType<LoanSubmission> => {
  if (!fastApply || !allowsFastApply(appType)) return LOAN_TYPE_RULES[appType].submitSchema;
  const cached = FAST_APPLY_SUBMIT_SCHEMAS.get(appType);
  if (cached !== undefined) return cached;
  const schema = makeLoanSubmitSchema(appType, { fastApply: true });
  FAST_APPLY_SUBMIT_SCHEMAS.set(appType, schema);
  return schema;
};

const corporatePersonDraftShape = {
  registered_address: clearable(partialAddressSchema),
  current_address: clearable(partialAddressSchema),
};

const corporateProfileDraftShape = {
  ...clearableShape(corporateProfileScalarShape),
  ...corporatePersonDraftShape,
};

const applicationDraftSchema = strictFormObject(loanApplicationDraftShape);
export type LoanApplicationDraft = z.infer<typeof applicationDraftSchema>;
const generalProfileDraftSchema = strictFormObject(makeLoanProfileDraftShape(GENERAL_CONTACT_COUNT));
export type LoanProfileDraft = z.infer<typeof generalProfileDraftSchema>;
const corporatePersonDraftSchema = strictFormObject(corporatePersonDraftShape);
export type CorporatePersonDraft = z.infer<typeof corporatePersonDraftSchema>;
const corporateProfileDraftSchema = strictFormObject(corporateProfileDraftShape);
export type CorporateProfileDraft = z.infer<typeof corporateProfileDraftSchema>;

/** An autosave: the changed fields of each block; null means cleared. */
export interface LoanApplicationPatch {
  readonly app_type: LoanAppType;
  readonly application?: LoanApplicationDraft | undefined;
  readonly profile?: LoanProfileDraft | CorporatePersonDraft | undefined;
  readonly corporate_profile?: CorporateProfileDraft | undefined;
}

/** A shape without the given fields: a strict object built on it refuses them as unknown. */
const omitFields = <S extends object, K extends keyof S>(shape: S, keys: readonly K[]): Omit<S, K> =>
  Object.fromEntries(
    Object.entries(shape).filter(([key]) => !(keys as readonly PropertyKey[]).includes(key)),
  ) as Omit<S, K>;

const FAST_APPLY_FIELD = 'fast_apply';

/** The application draft of a type without fast apply: fast_apply is refused (不允許的欄位). */
const applicationDraftWithoutFastApplySchema = strictFormObject(
  omitFields(loanApplicationDraftShape, [FAST_APPLY_FIELD]),
);

const withoutGuarantorFixed = () =>
  omitFields(loanApplicationDraftShape, [...GUARANTOR_FIXED_FIELDS, FAST_APPLY_FIELD]);

const patchObject = (appType: LoanAppType): z.ZodType<LoanApplicationPatch> => {
  const appTypeField = literalField(appType, L.loan_app_type);
  if (appType === 'corporate') {
    return strictFormObject({
      app_type: appTypeField,
      application: applicationDraftWithoutFastApplySchema.optional(),
      profile: corporatePersonDraftSchema.optional(),
      corporate_profile: corporateProfileDraftSchema.optional(),
    });
  }
  const { contactCount } = TYPE_CONFIG[appType];
  const profile =
    contactCount === GENERAL_CONTACT_COUNT
      ? generalProfileDraftSchema
      : strictFormObject(makeLoanProfileDraftShape(contactCount));
  if (appType === 'guarantor') {
    return strictFormObject({
      app_type: appTypeField,
      application: strictFormObject(withoutGuarantorFixed()).optional(),
      profile: profile.optional(),
    });
  }
  const application = allowsFastApply(appType) ? applicationDraftSchema : applicationDraftWithoutFastApplySchema;
  return strictFormObject({
    app_type: appTypeField,
    application: application.optional(),
    profile: profile.optional(),
  });
};

const makePatchSchema = (appType: LoanAppType): z.ZodType<LoanApplicationPatch> =>
  patchObject(appType).superRefine(
    (value, ctx) => checkPurposeAllowed(ctx, appType, value.application?.purpose),
    { when: whenFieldsValid('application') },
  );

const PATCH_SCHEMAS = byAppType(makePatchSchema);

/**
 * The autosave / update payload of a type: { app_type, application?, profile? } (corporate:
 * corporate_profile? too). Every field is optional, a field that is sent must pass its own
 * rule, '' or null clears it, unknown fields are refused; a guarantor application cannot send
 * the values its purpose forces, and only the general flow sends fast_apply. Submit checks the
 * whole with loanSubmitSchemaOf(type, { fastApply: isFastApply(application) }).
 */
export const loanApplicationPatchSchema = (appType: LoanAppType): z.ZodType<LoanApplicationPatch> =>
  PATCH_SCHEMAS[appType];

/** Create a draft: the type, credit when none is given. */
export const createLoanApplicationSchema = strictFormObject({
  app_type: optionalOptionField('loan_app_type'),
});
export type CreateLoanApplicationInput = z.infer<typeof createLoanApplicationSchema>;

/** Submit: the type (it must match the draft's); a corporate form sends its agreement. */
export const submitLoanApplicationSchema = strictFormObject({
  app_type: optionField('loan_app_type', L.loan_app_type),
  agreement: loanAgreementSchema.optional(),
});
export type SubmitLoanApplicationInput = z.infer<typeof submitLoanApplicationSchema>;

/**
 * The application types a member may open: a corporate member applies as a company (the corporate
 * form), a person member for every other type.
 */
export const loanAppTypesFor = (memberType: MemberType): readonly LoanAppType[] =>
  memberType === 'corporate' ? ['corporate'] : LOAN_APP_TYPES.filter((type) => type !== 'corporate');
