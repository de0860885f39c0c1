import type { z } from 'zod';
import { REVIEW_NOTE_MAX_LENGTH } from '../constants/limits.js';
import { optionField, strictFormObject } from './fields.js';
import { optionalText } from './field-rules.js';
import { FIELD_LABELS } from './labels.js';

/** A staff decision on a member's identity or bank account. */
export const memberReviewSchema = strictFormObject({
  decision: optionField('review_decision', FIELD_LABELS.decision),
  note: optionalText(FIELD_LABELS.review_note, REVIEW_NOTE_MAX_LENGTH),
});
export type MemberReviewInput = z.infer<typeof memberReviewSchema>;
