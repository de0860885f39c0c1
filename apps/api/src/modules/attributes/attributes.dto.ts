import { z } from 'zod';
import {
  BANK_CODE_LENGTH,
  BANK_NAME_MAX_LENGTH,
  FIELD_LABELS,
  booleanField,
  requiredDigits,
  requiredText,
  strictFormObject,
} from '@lendbridge/domain';

const bankNameField = () => requiredText(FIELD_LABELS.bank_name, BANK_NAME_MAX_LENGTH);

/** Console: a new bank code. */
export const createBankCodeSchema = strictFormObject({
  code: requiredDigits(FIELD_LABELS.bank_code, BANK_CODE_LENGTH),
  name: bankNameField(),
});
export type CreateBankCodeInput = z.infer<typeof createBankCodeSchema>;

/**
 * Console: rename or (de)activate a bank code. react-admin sends the whole record back, so its
 * read-only fields (id, code, updated_at) are allowed and ignored: the path names the code.
 */
export const updateBankCodeSchema = strictFormObject({
  name: bankNameField(),
  is_active: booleanField(),
  id: z.unknown().optional(),
  code: z.unknown().optional(),
  updated_at: z.unknown().optional(),
});
export type UpdateBankCodeInput = z.infer<typeof updateBankCodeSchema>;
