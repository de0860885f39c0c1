import { z } from 'zod';
import { ATTRIBUTES_MAX_KEYS } from '../constants/limits.js';
import { MESSAGES } from '../messages/messages.js';
import { maxItems } from '../messages/message-functions.js';

/** Attribute names are dotted lower-case words: address.city, loan.application_period. */
export const ATTRIBUTE_NAME_PATTERN = /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*$/;

const ATTRIBUTES_LABEL = '屬性';

const contextValue = z.union([z.string(), z.number(), z.boolean(), z.null()], {
  error: MESSAGES.invalidFormat,
});

/**
 * POST /api/attributes: attribute name → optional context, e.g.
 * { "address.city": {}, "address.district": { "city": "臺北市" } }.
 */
export const attributesRequestSchema = z
  .record(
    z.string().regex(ATTRIBUTE_NAME_PATTERN, { error: MESSAGES.invalidAttributeName }),
    z.record(z.string(), contextValue, { error: MESSAGES.invalidFormat }).nullable().optional(),
    {
      error: (issue) =>
        issue.code === 'invalid_key' ? MESSAGES.invalidAttributeName : MESSAGES.invalidFormat,
    },
  )
  .refine((value) => Object.keys(value).length <= ATTRIBUTES_MAX_KEYS, {
    error: maxItems(ATTRIBUTES_LABEL, ATTRIBUTES_MAX_KEYS),
  });
export type AttributesRequest = z.infer<typeof attributesRequestSchema>;
