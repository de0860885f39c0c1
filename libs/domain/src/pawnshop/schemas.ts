import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { requiredDecimalText, requiredWholeNumber } from '../loans/fields.js';
import { optionField, strictFormObject, uploadIdField } from '../schemas/fields.js';
import { checkEachOnce, whenFieldsValid } from '../schemas/refinements.js';
import { isMultipleOf } from '../validators/multiple.js';
import {
  PAWN_AMOUNT_MAX,
  PAWN_AMOUNT_MIN,
  PAWN_AMOUNT_STEP,
  PAWN_MAX_PERIOD_MONTHS,
  PAWN_MAX_YEARLY_RATE,
  PAWN_MIN_PERIOD_MONTHS,
  PAWN_RATE_DECIMALS,
  PAWN_TICKET_MAX_FILES,
  PAWN_TICKET_MIN_FILES,
} from './constants.js';
import { pawnTermsRefusalOf } from './rules.js';
import { PAWNSHOP_FIELD_LABELS as L, PAWNSHOP_TEXTS as T } from './texts.js';

/** Whole NT$ from PAWN_AMOUNT_MIN to PAWN_AMOUNT_MAX, in steps of PAWN_AMOUNT_STEP. */
const amountField = () =>
  requiredWholeNumber(L.amount, { min: PAWN_AMOUNT_MIN, max: PAWN_AMOUNT_MAX }).superRefine((value, ctx) => {
    if (!isMultipleOf(value, PAWN_AMOUNT_STEP)) ctx.addIssue({ code: 'custom', message: T.amountUnit, input: value });
  });

/** The term in whole months, from PAWN_MIN_PERIOD_MONTHS (當期不得少於 3 個月) to PAWN_MAX_PERIOD_MONTHS. */
const periodField = () =>
  requiredWholeNumber(L.period).superRefine((value, ctx) => {
    if (value < PAWN_MIN_PERIOD_MONTHS) ctx.addIssue({ code: 'custom', message: T.periodTooShort, input: value });
    else if (value > PAWN_MAX_PERIOD_MONTHS) ctx.addIssue({ code: 'custom', message: T.periodTooLong, input: value });
  });

/** The yearly interest rate in percent: at least 0, at most 2 decimals, at most the cap; as text with 2 decimals. */
const aprField = () =>
  requiredDecimalText(L.apr, PAWN_RATE_DECIMALS, T.aprInvalid, [
    [(value) => new Decimal(value).lessThanOrEqualTo(PAWN_MAX_YEARLY_RATE), T.aprAboveCap],
  ]).transform((value) => new Decimal(value).toFixed(PAWN_RATE_DECIMALS));

/** The pawn ticket's upload ids: PAWN_TICKET_MIN_FILES to PAWN_TICKET_MAX_FILES, none twice. */
const pawnTicketField = () =>
  z
    .array(uploadIdField(L.pawn_ticket), { error: T.pawnTicketRequired })
    .min(PAWN_TICKET_MIN_FILES, { error: T.pawnTicketRequired })
    .max(PAWN_TICKET_MAX_FILES, { error: T.pawnTicketMax })
    .superRefine(checkEachOnce(T.pawnTicketDuplicate));

const repaymentTypeField = () => optionField('principal_repayment_type', L.principal_repayment_type);

/**
 * POST setting: the spec's amount, period and principal_repayment_type, with the yearly interest
 * rate (apr) and the storage fee (storage_fee, whole NT$) the operator charges. Once those are
 * valid, the law's caps (pawnTermsRefusalOf) mark the field that breaks them.
 */
export const pawnSettingSchema = strictFormObject({
  amount: amountField(),
  period: periodField(),
  principal_repayment_type: repaymentTypeField(),
  apr: aprField(),
  storage_fee: requiredWholeNumber(L.storage_fee, { max: PAWN_AMOUNT_MAX }),
}).superRefine(
  (value, ctx) => {
    const refusal = pawnTermsRefusalOf(value);
    if (refusal !== null) ctx.addIssue({ code: 'custom', message: refusal.message, path: [refusal.field], input: value[refusal.field] });
  },
  { when: whenFieldsValid('amount', 'period', 'apr', 'storage_fee') },
);
export type PawnSettingInput = z.input<typeof pawnSettingSchema>;
export type PawnSetting = z.output<typeof pawnSettingSchema>;

/** POST invest: the agreed amount, period and principal_repayment_type, and the pawn ticket (at least one file). */
export const pawnInvestSchema = strictFormObject({
  amount: amountField(),
  period: periodField(),
  pawn_ticket: pawnTicketField(),
  principal_repayment_type: repaymentTypeField(),
});
export type PawnInvestInput = z.input<typeof pawnInvestSchema>;
export type PawnInvest = z.output<typeof pawnInvestSchema>;
