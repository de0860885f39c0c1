import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { strictFormObject } from '../schemas/fields.js';
import { pageQuerySchema } from '../schemas/list-query.js';
import { checkEachOnce } from '../schemas/refinements.js';
import { CLEAR_SERIALS_MAX, CLEAR_SERIAL_MAX_LENGTH, CLEAR_STATUSES } from './constants.js';
import { CLEARING_TEXTS } from './texts.js';

const serialField = z
  .string({ error: CLEARING_TEXTS.serialInvalid })
  .trim()
  .min(1, { error: CLEARING_TEXTS.serialInvalid })
  .max(CLEAR_SERIAL_MAX_LENGTH, { error: CLEARING_TEXTS.serialInvalid });

/** The selected investment serials: 1 to CLEAR_SERIALS_MAX, each once. */
const serialsField = z
  .array(serialField, { error: CLEARING_TEXTS.serialsRequired })
  .min(1, { error: CLEARING_TEXTS.serialsRequired })
  .max(CLEAR_SERIALS_MAX, { error: CLEARING_TEXTS.serialsMax })
  .superRefine(checkEachOnce(CLEARING_TEXTS.serialDuplicate));

/** POST request clear, agree and disagree: {serials}. */
export const clearSerialsSchema = strictFormObject({ serials: serialsField });
export type ClearSerialsInput = z.output<typeof clearSerialsSchema>;

/** Whole NT$ above zero. */
const amountField = z
  .number({ error: CLEARING_TEXTS.amountInvalid })
  .int({ error: CLEARING_TEXTS.amountInvalid })
  .positive({ error: CLEARING_TEXTS.amountInvalid })
  .max(Number.MAX_SAFE_INTEGER, { error: CLEARING_TEXTS.amountInvalid });

/** POST clear: the amount the page showed (the records' clear amounts added up) and the serials cleared. */
export const clearPaySchema = strictFormObject({ amount: amountField, serials: serialsField });
export type ClearPayInput = z.output<typeof clearPaySchema>;

/** POST pawnshop clear: the clear_amount the dialog showed, when it sends one. */
export const pawnshopClearSchema = strictFormObject({ amount: amountField.optional() });
export type PawnshopClearInput = z.output<typeof pawnshopClearSchema>;

/** GET the borrower's clear-investment records: one status, or every status still open when none is given. */
export const clearInvestmentsQuerySchema = z.object({
  status: z.enum(CLEAR_STATUSES, { error: MESSAGES.invalidOption }).optional(),
});
export type ClearInvestmentsQuery = z.output<typeof clearInvestmentsQuerySchema>;

/** GET a paged clearing list: page (1 unless given). Other query parameters are ignored. */
export const clearPageQuerySchema = pageQuerySchema;
export type ClearPageQuery = z.output<typeof clearPageQuerySchema>;
