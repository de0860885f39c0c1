import type { z } from 'zod';
import {
  PHONE_CODE_MAX_LENGTH,
  PHONE_CODE_MIN_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  PHONE_NUMBER_MIN_LENGTH,
} from '../constants/limits.js';
import { optionalDigits } from './field-rules.js';
import { FIELD_LABELS } from './labels.js';
import { checkRequiredTogether, whenFieldsValid } from './refinements.js';

/** Optional landline: area code 2–4 digits and number 6–8 digits, given together or not at all. */
export const phoneShape = {
  phone_code: optionalDigits(FIELD_LABELS.phone_code, PHONE_CODE_MIN_LENGTH, PHONE_CODE_MAX_LENGTH),
  phone_number: optionalDigits(
    FIELD_LABELS.phone_number,
    PHONE_NUMBER_MIN_LENGTH,
    PHONE_NUMBER_MAX_LENGTH,
  ),
};

export const phonePair = {
  check: (
    value: { phone_code?: string | undefined; phone_number?: string | undefined },
    ctx: z.core.$RefinementCtx,
  ): void => {
    checkRequiredTogether(ctx, value, {
      phone_code: FIELD_LABELS.phone_code,
      phone_number: FIELD_LABELS.phone_number,
    });
  },
  params: { when: whenFieldsValid('phone_code', 'phone_number') },
};
