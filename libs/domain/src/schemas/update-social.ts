import type { z } from 'zod';
import { SOCIAL_CONTACT_MAX_LENGTH } from '../constants/limits.js';
import { MESSAGES } from '../messages/messages.js';
import { strictFormObject } from './fields.js';
import { optionalText } from './field-rules.js';
import { FIELD_LABELS } from './labels.js';
import { whenFieldsValid } from './refinements.js';

/** Contact line or Skype: at least one (請您擇一填寫 on both fields). */
export const updateSocialSchema = strictFormObject({
  contact_line: optionalText(FIELD_LABELS.contact_line, SOCIAL_CONTACT_MAX_LENGTH),
  contact_skype: optionalText(FIELD_LABELS.contact_skype, SOCIAL_CONTACT_MAX_LENGTH),
}).superRefine(
  (value, ctx) => {
    if (value.contact_line === undefined && value.contact_skype === undefined) {
      for (const field of ['contact_line', 'contact_skype']) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.chooseOne, path: [field] });
      }
    }
  },
  { when: whenFieldsValid('contact_line', 'contact_skype') },
);
export type UpdateSocialInput = z.infer<typeof updateSocialSchema>;
