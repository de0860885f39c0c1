import type { z } from 'zod';
import { SAFE_QUESTION_MAX_LENGTH } from '../constants/limits.js';
import {
  optionalOptionField,
  partialAddressSchema,
  passwordPromptField,
  strictFormObject,
} from './fields.js';
import { optionalText } from './field-rules.js';
import { FIELD_LABELS } from './labels.js';
import { phonePair, phoneShape } from './phone.js';
import { checkRequiredTogether, whenFieldsValid } from './refinements.js';

const ADDRESS_LABELS = {
  zip_code: FIELD_LABELS.zip_code,
  city: FIELD_LABELS.city,
  district: FIELD_LABELS.district,
  address: FIELD_LABELS.address,
};

const SAFE_QUESTION_LABELS = {
  safe_question_type: FIELD_LABELS.safe_question_type,
  safe_question_answer: FIELD_LABELS.safe_question_answer,
};

/**
 * Profile update. Each group is optional but required as a whole once any part is filled:
 * the address block, the phone code and number, the safe question (type and answer, plus the
 * custom text when the type is "other"). The current password confirms the change.
 */
export const updateProfileSchema = strictFormObject({
  address: partialAddressSchema.optional(),
  ...phoneShape,
  safe_question_type: optionalOptionField('safe_question_type'),
  safe_question_other: optionalText(FIELD_LABELS.safe_question_other, SAFE_QUESTION_MAX_LENGTH),
  safe_question_answer: optionalText(FIELD_LABELS.safe_question_answer, SAFE_QUESTION_MAX_LENGTH),
  password: passwordPromptField(),
})
  .superRefine(
    (value, ctx) => {
      if (value.address !== undefined) {
        checkRequiredTogether(ctx, value.address, ADDRESS_LABELS, ['address']);
      }
    },
    { when: whenFieldsValid('address') },
  )
  .superRefine(phonePair.check, phonePair.params)
  .superRefine(
    (value, ctx) => {
      const withOther =
        value.safe_question_type === 'other' || value.safe_question_other !== undefined;
      const labels = withOther
        ? { ...SAFE_QUESTION_LABELS, safe_question_other: FIELD_LABELS.safe_question_other }
        : SAFE_QUESTION_LABELS;
      checkRequiredTogether(ctx, value, labels);
    },
    {
      when: whenFieldsValid('safe_question_type', 'safe_question_other', 'safe_question_answer'),
    },
  );
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
