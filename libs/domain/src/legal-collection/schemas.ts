import { z } from 'zod';
import { CART_LOAN_SERIAL_MAX_LENGTH } from '../cart/constants.js';
import { MESSAGES } from '../messages/messages.js';
import { passwordPromptField, strictFormObject } from '../schemas/fields.js';
import { checkEachOnce } from '../schemas/refinements.js';
import { LEGAL_COLLECTION_AGREEMENT_COUNT, LEGAL_COLLECTION_CASES_MAX, LEGAL_COLLECTION_NOTE_MAX_LENGTH } from './constants.js';
import { legalCollectionAgreementsAccepted } from './rules.js';
import { LEGAL_COLLECTION_API_TEXTS as T, legalCollectionCaseNotEligible } from './texts.js';

const caseSerialField = z
  .string({ error: T.casesRequired })
  .trim()
  .min(1, { error: T.casesRequired })
  .max(CART_LOAN_SERIAL_MAX_LENGTH, { error: (issue) => legalCollectionCaseNotEligible(String(issue.input)) });

/** The selected cases: one investment serial each, at least one (請先選擇案件), none twice. */
const serialsField = z
  .array(caseSerialField, { error: T.casesRequired })
  .min(1, { error: T.casesRequired })
  .max(LEGAL_COLLECTION_CASES_MAX, { error: T.casesMax })
  .superRefine(checkEachOnce(T.duplicateCase));

/** The seven agreement boxes, every one ticked (請先閱讀並勾選同意事項). */
const agreementsField = z
  .array(z.boolean({ error: T.agreementsRequired }), { error: T.agreementsRequired })
  .refine(legalCollectionAgreementsAccepted, { error: T.agreementsRequired });

/**
 * POST /api/lender/legal-collections/start: the cases, the agreements, the login password, and
 * the prepaid court fee the lender saw (when sent, it must still be the fee of the cases).
 */
export const legalCollectionStartSchema = strictFormObject({
  serials: serialsField,
  agreements: agreementsField,
  password: passwordPromptField(),
  court_fee: z.number({ error: MESSAGES.invalidFormat }).int({ error: MESSAGES.invalidFormat }).min(0, { error: MESSAGES.invalidFormat }).optional(),
});
export type LegalCollectionStartInput = z.output<typeof legalCollectionStartSchema>;

/** A fresh application form: no case, no box ticked, no password. */
export const emptyLegalCollectionAgreements = (): boolean[] => Array.from({ length: LEGAL_COLLECTION_AGREEMENT_COUNT }, () => false);

/** POST /api/console/legal-collections/{id}/advance: what was done, told to the lender. */
export const legalCollectionAdvanceSchema = strictFormObject({
  note: z
    .string({ error: T.noteRequired })
    .trim()
    .min(1, { error: T.noteRequired })
    .max(LEGAL_COLLECTION_NOTE_MAX_LENGTH, { error: T.noteTooLong }),
});
export type LegalCollectionAdvanceInput = z.output<typeof legalCollectionAdvanceSchema>;
