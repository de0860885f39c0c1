import { z } from 'zod';
import {
  COMPANY_NAME_MAX_LENGTH,
  CORPORATE_CONTACT_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  SAFE_QUESTION_MAX_LENGTH,
  TAX_ID_MAX_LENGTH,
} from '../constants/limits.js';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import { isValidTaxId } from '../validators/tax-id.js';
import { birthdayField } from './birthday.js';
import { literalField, optionField, strictFormObject } from './fields.js';
import { optionalText, requiredText } from './field-rules.js';
import { FIELD_LABELS } from './labels.js';
import { addRequired, whenFieldsValid } from './refinements.js';

const personShape = (today?: Date) => ({
  firstname: requiredText(FIELD_LABELS.firstname, PERSON_NAME_MAX_LENGTH),
  lastname: requiredText(FIELD_LABELS.lastname, PERSON_NAME_MAX_LENGTH),
  birthday: birthdayField(FIELD_LABELS.birthday, today),
  gender: optionField('gender', FIELD_LABELS.gender),
  education_level: optionField('education_level', FIELD_LABELS.education_level),
  safe_question_type: optionField('safe_question_type', FIELD_LABELS.safe_question_type),
  safe_question_other: optionalText(FIELD_LABELS.safe_question_other, SAFE_QUESTION_MAX_LENGTH),
  safe_question_answer: requiredText(FIELD_LABELS.safe_question_answer, SAFE_QUESTION_MAX_LENGTH),
});

/** The custom question text is required only when the question type is "other". */
const safeQuestionOtherRequired = {
  check: (
    value: { safe_question_type: string; safe_question_other?: string | undefined },
    ctx: z.core.$RefinementCtx,
  ): void => {
    if (value.safe_question_type === 'other' && value.safe_question_other === undefined) {
      addRequired(ctx, 'safe_question_other', FIELD_LABELS.safe_question_other);
    }
  },
  params: { when: whenFieldsValid('safe_question_type', 'safe_question_other') },
};

export const makeMemberBasicPersonSchema = (today?: Date) =>
  strictFormObject({
    member_type: literalField('person', FIELD_LABELS.member_type),
    ...personShape(today),
  }).superRefine(safeQuestionOtherRequired.check, safeQuestionOtherRequired.params);

/** Corporate members: the company, and the contact person's own basic data. */
export const makeMemberBasicCorporateSchema = (today?: Date) =>
  strictFormObject({
    member_type: literalField('corporate', FIELD_LABELS.member_type),
    ...personShape(today),
    company_name: requiredText(FIELD_LABELS.company_name, COMPANY_NAME_MAX_LENGTH),
    tax_id: requiredText(FIELD_LABELS.tax_id, TAX_ID_MAX_LENGTH, [[isValidTaxId, MESSAGES.taxId]]),
    contact_name: requiredText(FIELD_LABELS.contact_name, CORPORATE_CONTACT_NAME_MAX_LENGTH),
  }).superRefine(safeQuestionOtherRequired.check, safeQuestionOtherRequired.params);

const memberTypeError = (issue: { input?: unknown }): string => {
  const input = issue.input;
  const memberType =
    typeof input === 'object' && input !== null && 'member_type' in input
      ? (input as { member_type: unknown }).member_type
      : undefined;
  return memberType === undefined || memberType === null || memberType === ''
    ? requiredField(FIELD_LABELS.member_type)
    : MESSAGES.invalidOption;
};

/**
 * Basic registration, a union on member_type. today fixes the day the minimum age is
 * measured on (tests); without it the current date is read at each parse.
 */
export const makeMemberBasicSchema = (today?: Date) =>
  z.discriminatedUnion(
    'member_type',
    [makeMemberBasicPersonSchema(today), makeMemberBasicCorporateSchema(today)],
    { error: memberTypeError },
  );

export const memberBasicPersonSchema = makeMemberBasicPersonSchema();
export const memberBasicCorporateSchema = makeMemberBasicCorporateSchema();
export const memberBasicSchema = makeMemberBasicSchema();

export type MemberBasicPersonInput = z.infer<typeof memberBasicPersonSchema>;
export type MemberBasicCorporateInput = z.infer<typeof memberBasicCorporateSchema>;
export type MemberBasicInput = z.infer<typeof memberBasicSchema>;
