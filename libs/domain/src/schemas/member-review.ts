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

/** The review state of a member's identity or current bank account; 'none' before they sent one. */
export const MEMBER_REVIEW_STATES = ['none', 'pending', 'verified', 'rejected'] as const;
export type MemberReviewState = (typeof MEMBER_REVIEW_STATES)[number];
