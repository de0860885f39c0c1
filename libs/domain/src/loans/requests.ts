import type { z } from 'zod';
import { requiredField } from '../messages/message-functions.js';
import { strictFormObject } from '../schemas/fields.js';
import { requiredText } from '../schemas/field-rules.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { creditCardRecordSchema, guarantorSchema } from './forms.js';

/** The version of the privacy and transaction policies members accept now. */
export const CURRENT_POLICY_VERSION = '2025-11-01';

/** The size of a loan application serial. */
export const LOAN_SERIAL_MAX_LENGTH = 20;

/**
 * The text fields of the credit-card record form; the bill image comes as the multipart file
 * `bill_image` beside them.
 */
export const creditCardRecordFieldsSchema = creditCardRecordSchema.omit({ bill_image: true });
export type CreditCardRecordFieldsInput = z.infer<typeof creditCardRecordFieldsSchema>;

/** The multipart field of the credit-card bill image. */
export const CREDIT_CARD_BILL_IMAGE_FIELD = 'bill_image';

/** The message when the bill image is missing. */
export const CREDIT_CARD_BILL_IMAGE_REQUIRED = requiredField(FIELD_LABELS.bill_image);

/** The guarantor link form: the case's serial, then the guarantor's identity number and relationship. */
export const guarantorConfirmSchema = strictFormObject({
  serial: requiredText(FIELD_LABELS.loan_serial, LOAN_SERIAL_MAX_LENGTH),
  ...guarantorSchema.shape,
});
export type GuarantorConfirmInput = z.infer<typeof guarantorConfirmSchema>;

/** A borrower names the guarantor of a guarantor-type draft by identity number. */
export const nameGuarantorSchema = guarantorSchema.pick({ resident_id: true });
export type NameGuarantorInput = z.infer<typeof nameGuarantorSchema>;
