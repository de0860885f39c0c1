import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { isValidIdentityNumber } from '../validators/resident-id.js';
import { applyRules, requiredRule, typeError } from './field-rules.js';
import { FIELD_LABELS } from './labels.js';

/** A national ID or resident certificate, trimmed and upper-cased before the checksum. */
export const identityNumberField = (label: string = FIELD_LABELS.resident_id) =>
  z
    .string({ error: typeError(label) })
    .trim()
    .toUpperCase()
    .superRefine(
      applyRules([requiredRule(label), [isValidIdentityNumber, MESSAGES.identityNumber]]),
    );
