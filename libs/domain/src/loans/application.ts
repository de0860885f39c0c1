import type { z } from 'zod';
import {
  DOC_NOTE_MAX_LENGTH,
  LOAN_DESCRIPTION_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  REPAYMENT_PLAN_MAX_LENGTH,
} from '../constants/limits.js';
import {
  APPLICATION_AMOUNT_MAX_TEN_THOUSAND,
  APPLICATION_AMOUNT_MIN_TEN_THOUSAND,
  LOAN_PERIODS,
} from '../constants/loan.js';
import {
  addressField,
  optionalOptionField,
  partialAddressSchema,
  strictFormObject,
} from '../schemas/fields.js';
import { optionalText } from '../schemas/field-rules.js';
import { freeTextSchema } from '../schemas/free-text.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { whenFieldsValid } from '../schemas/refinements.js';
import {
  asRecord,
  checkDeclarations,
  checkDocNoteStep,
  checkPurposeStep,
  checkReceipt,
  checkRelatedDataStep,
  flatSlots,
  type IssueSink,
  type LoanSlots,
} from './checks.js';
import {
  clearable,
  clearableShape,
  optionalBoolean,
  optionalNumberChoice,
  optionalValueDate,
  optionalWholeNumber,
} from './fields.js';

const L = FIELD_LABELS;

/**
 * The application block (spec section 3), each field with its own rule and none required:
 * which fields a type needs, and when, is checked per step.
 */
export const loanApplicationScalarShape = {
  purpose: optionalOptionField('loan_purpose'),
  description: freeTextSchema(L.loan_description, LOAN_DESCRIPTION_MAX_LENGTH, { required: false }),
  amount_ten_thousand: optionalWholeNumber(L.amount_ten_thousand, {
    min: APPLICATION_AMOUNT_MIN_TEN_THOUSAND,
    max: APPLICATION_AMOUNT_MAX_TEN_THOUSAND,
  }),
  period: optionalNumberChoice(LOAN_PERIODS),
  prefer_principal_repayment_option: optionalOptionField('principal_repayment_type'),
  repayment_plan: freeTextSchema(L.repayment_plan, REPAYMENT_PLAN_MAX_LENGTH, { required: false }),
  value_date_type: optionalOptionField('value_date_type'),
  value_date: optionalValueDate(),
  receipt_processing: optionalOptionField('receipt_processing'),
  marketing_code: optionalText(L.marketing_code, PROMO_CODE_MAX_LENGTH),
  alliance_code: optionalText(L.alliance_code, PROMO_CODE_MAX_LENGTH),
  jcic_return: optionalOptionField('jcic_return'),
  doc_note: freeTextSchema(L.doc_note, DOC_NOTE_MAX_LENGTH, { required: false }),
  agree_contact: optionalBoolean(),
  agree_transfer: optionalBoolean(),
  no_tort: optionalBoolean(),
  usage_auth: optionalBoolean(),
  third_party_auth: optionalBoolean(),
  /** Fast apply (general flow only): the documents are uploaded with the form. */
  fast_apply: optionalBoolean(),
};

export const loanApplicationShape = {
  ...loanApplicationScalarShape,
  jcic_return_address: addressField(L.jcic_return_address).optional(),
};

export type LoanApplicationField = keyof typeof loanApplicationShape;

/** The application block with only its field rules (what a stored draft may hold). */
export const loanApplicationBlockSchema = strictFormObject(loanApplicationShape);
export type LoanApplicationBlock = z.infer<typeof loanApplicationBlockSchema>;

/** The application-side checks of the general flow: every step, then the declarations. */
const checkGeneralApplication = (ctx: IssueSink, slots: LoanSlots): void => {
  checkPurposeStep(ctx, slots);
  checkRelatedDataStep(ctx, slots);
  checkReceipt(ctx, slots);
  checkDocNoteStep(ctx, slots, false);
  checkDeclarations(ctx, slots);
};

/**
 * The application block as submitted in the general flow: purpose and description, amount
 * (1–10000 ten-thousands), period, value date, receipt handling (a mailing address when the
 * receipt is mailed back), how the credit report comes, and the three declarations ticked.
 */
export const loanApplicationSchema = loanApplicationBlockSchema.superRefine(
  (value, ctx) => {
    const slots = flatSlots(value);
    if (slots !== undefined) checkGeneralApplication(ctx, slots);
  },
  { when: whenFieldsValid() },
);
export type LoanApplicationInput = z.infer<typeof loanApplicationSchema>;

/** The autosave form of the application block: every field optional, '' or null clears it. */
export const loanApplicationDraftShape = {
  ...clearableShape(loanApplicationScalarShape),
  jcic_return_address: clearable(partialAddressSchema),
};

/** Whether an application block asks for fast apply (fast_apply ticked). */
export const isFastApply = (application: unknown): boolean => asRecord(application)?.fast_apply === true;
