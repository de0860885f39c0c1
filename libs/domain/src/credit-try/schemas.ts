import { z } from 'zod';
import { CREDIT_LINE_INCOME_MAX_TEN_THOUSAND, CREDIT_LINE_LEVELS, DTI_VALUES } from '../constants/questionnaire.js';
import { MESSAGES } from '../messages/messages.js';
import { range, requiredField } from '../messages/message-functions.js';
import { isAbsent } from '../schemas/field-rules.js';
import { optionField, strictFormObject } from '../schemas/fields.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { CREDIT_TRY_OPTION_GROUPS } from './questions.js';

const answer = <K extends keyof typeof CREDIT_TRY_OPTION_GROUPS>(key: K) =>
  optionField(CREDIT_TRY_OPTION_GROUPS[key], FIELD_LABELS[key]);

/** The eight answers: each required and one of its question's options. */
export const creditTryAnswersSchema = strictFormObject({
  annual_income_ten_thousand: answer('annual_income_ten_thousand'),
  installment: answer('installment'),
  credit_card_payment_status: answer('credit_card_payment_status'),
  credit_card_maxed_out: answer('credit_card_maxed_out'),
  dti: answer('dti'),
  normal_repayment: answer('normal_repayment'),
  how_long_job: answer('how_long_job'),
  job_replace: answer('job_replace'),
});
export type CreditTryAnswers = z.infer<typeof creditTryAnswersSchema>;

/** The ratios the dti answers A–E stand for. */
export const DTI_RATIOS = [DTI_VALUES.A, DTI_VALUES.B, DTI_VALUES.C, DTI_VALUES.D, DTI_VALUES.E] as const;
export type DtiRatio = (typeof DTI_RATIOS)[number];

const numberError =
  (label: string) =>
  (issue: { readonly input?: unknown }): string =>
    isAbsent(issue.input) ? requiredField(label) : MESSAGES.number;

/** The credit-line lookup: annual income in ten-thousand NT$, the dti ratio and the lookup level. */
export const creditLineRequestSchema = strictFormObject({
  income: z
    .number({ error: numberError(FIELD_LABELS.income) })
    .int({ error: MESSAGES.integer })
    .min(0, { error: range(FIELD_LABELS.income, 0, CREDIT_LINE_INCOME_MAX_TEN_THOUSAND) })
    .max(CREDIT_LINE_INCOME_MAX_TEN_THOUSAND, {
      error: range(FIELD_LABELS.income, 0, CREDIT_LINE_INCOME_MAX_TEN_THOUSAND),
    }),
  dti: z.literal(DTI_RATIOS, {
    error: (issue) => (isAbsent(issue.input) ? requiredField(FIELD_LABELS.dti) : MESSAGES.invalidOption),
  }),
  credit_level: z.enum(CREDIT_LINE_LEVELS, {
    error: (issue) => (isAbsent(issue.input) ? requiredField(FIELD_LABELS.credit_level) : MESSAGES.invalidOption),
  }),
});
export type CreditLineRequest = z.infer<typeof creditLineRequestSchema>;
