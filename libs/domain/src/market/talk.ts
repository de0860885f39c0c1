import { z } from 'zod';
import { CHAT_CONTENT_MAX_LENGTH, CHAT_SUBJECT_MAX_LENGTH } from '../constants/limits.js';
import { MESSAGES } from '../messages/messages.js';
import { applyRules, isAbsent, maxLengthRule, type FieldRule } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { containsEmail, containsPhone } from '../validators/free-text.js';
import { QUESTION_REPLY_MAX_LENGTH, QUESTION_TITLE_MAX_LENGTH } from './constants.js';
import { MARKET_TEXTS } from './texts.js';

const T = MARKET_TEXTS;

/**
 * A free-text box of the market: required with its own message, at most `max` characters, and
 * no e-mail address or phone number in it (請勿在內文輸入email / 請勿在內文輸入電話).
 */
const marketText = (label: string, requiredMessage: string, max: number) => {
  const rules: FieldRule[] = [
    [(value) => value !== '', requiredMessage],
    maxLengthRule(label, max),
    [(value) => !containsEmail(value), MESSAGES.noEmailInText],
    [(value) => !containsPhone(value), MESSAGES.noPhoneInText],
  ];
  return z
    .string({ error: (issue) => (isAbsent(issue.input) ? requiredMessage : MESSAGES.invalidFormat) })
    .trim()
    .superRefine(applyRules(rules));
};

/** POST /api/market-place/loan/{serial}/message: a message to the loan's borrower. */
export const marketMessageSchema = strictFormObject({
  subject: marketText(T.messageSubject, T.messageSubjectRequired, CHAT_SUBJECT_MAX_LENGTH),
  content: marketText(T.messageContent, T.messageContentRequired, CHAT_CONTENT_MAX_LENGTH),
});
export type MarketMessageInput = z.infer<typeof marketMessageSchema>;

/** POST /api/market-place/loan/{serial}/questions: a lender's question. */
export const marketQuestionSchema = strictFormObject({
  title: marketText(T.questionTitle, T.questionTitleRequired, QUESTION_TITLE_MAX_LENGTH),
});
export type MarketQuestionInput = z.infer<typeof marketQuestionSchema>;

/** POST /api/market-place/loan/{serial}/questions/{id}/reply: the borrower's answer. */
export const marketReplySchema = strictFormObject({
  description: marketText(T.questionReplyLabel, T.questionReplyRequired, QUESTION_REPLY_MAX_LENGTH),
});
export type MarketReplyInput = z.infer<typeof marketReplySchema>;

/** PUT /api/market-place/read: the loan read. */
export const marketReadSchema = strictFormObject({
  serial: z.string({ error: MESSAGES.invalidFormat }).trim().min(1, { error: MESSAGES.invalidFormat }),
});
export type MarketReadInput = z.infer<typeof marketReadSchema>;
