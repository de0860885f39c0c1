import type { z } from 'zod';
import { addressField, booleanField, optionField, strictFormObject } from './fields.js';
import { identityNumberField } from './identity.js';
import { FIELD_LABELS } from './labels.js';
import { phonePair, phoneShape } from './phone.js';
import { addRequired, whenFieldsValid } from './refinements.js';

/**
 * Full (trading) member registration. The current address may be left out when
 * same_as_registered is true; otherwise it is required like the registered one.
 */
export const memberProfileSchema = strictFormObject({
  resident_id: identityNumberField(),
  marriage_status: optionField('marriage_status', FIELD_LABELS.marriage_status),
  children_count: optionField('children_count', FIELD_LABELS.children_count),
  house_type: optionField('house_type', FIELD_LABELS.house_type),
  registered_address: addressField(FIELD_LABELS.registered_address),
  same_as_registered: booleanField().default(false),
  current_address: addressField(FIELD_LABELS.current_address).optional(),
  ...phoneShape,
})
  .superRefine(
    (value, ctx) => {
      if (!value.same_as_registered && value.current_address === undefined) {
        addRequired(ctx, 'current_address', FIELD_LABELS.current_address);
      }
    },
    { when: whenFieldsValid('same_as_registered', 'current_address') },
  )
  .superRefine(phonePair.check, phonePair.params);
export type MemberProfileInput = z.infer<typeof memberProfileSchema>;
