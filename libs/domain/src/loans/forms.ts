import { z } from 'zod';
import {
  ALUMNI_ACADEMIC_MAX_LENGTH,
  ALUMNI_DEPARTMENT_MAX_LENGTH,
  BANK_CODE_LENGTH,
  CREDIT_CARD_ACCOUNT_MAX_LENGTH,
  CREDIT_CARD_ACCOUNT_MIN_LENGTH,
  CREDIT_CARD_AMOUNT_MAX_LENGTH,
  CREDIT_CARD_NUMBER_MAX_LENGTH,
  CREDIT_CARD_NUMBER_MIN_LENGTH,
  STUDENT_ID_MAX_LENGTH,
} from '../constants/limits.js';
import {
  ID_CARD_ISSUE_MIN_ROC_YEAR,
  LATE_REPAYMENT_AMOUNT_MAX_LENGTH,
} from '../constants/loan.js';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import { OPTIONS, optionValues } from '../options/index.js';
import {
  optionField,
  optionalOptionField,
  strictFormObject,
  uploadIdField,
} from '../schemas/fields.js';
import {
  applyRules,
  digitsRule,
  optionalDigits,
  requiredDigits,
  requiredRule,
  requiredString,
  requiredText,
  typeError,
} from '../schemas/field-rules.js';
import { identityNumberField } from '../schemas/identity.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { checkRequiredTogether, whenFieldsValid } from '../schemas/refinements.js';
import { compareYmd, parseYmd, toTaipeiYmd } from '../dates/business-date.js';
import { isRealDate } from '../validators/date.js';
import { isMaskedIdentityNumber, isValidResidentId } from '../validators/resident-id.js';
import { optionalDate, requiredWholeNumber, tickField } from './fields.js';
import { fromRocYear } from './vocabulary.js';

const L = FIELD_LABELS;

/** Spaces and dashes (full-width too) people type between a card number's groups. */
const CARD_NUMBER_SEPARATORS = /[\s\-－‐‑–—]/g;

/** A card number of 15–16 digits, typed plain or in groups (4111-1111-1111-1111); parsed to its digits. */
const cardNumberField = () =>
  z
    .string({ error: typeError(L.card_number) })
    .overwrite((value) => value.replace(CARD_NUMBER_SEPARATORS, ''))
    .superRefine(
      applyRules([
        requiredRule(L.card_number),
        digitsRule(L.card_number, CREDIT_CARD_NUMBER_MIN_LENGTH, CREDIT_CARD_NUMBER_MAX_LENGTH),
      ]),
    );

/**
 * A credit-card record: issuing bank code (3 digits; the list is the bank codes at runtime),
 * the card's payment account (optional, 10–20 digits), card number (15–16 digits, groups allowed), the bill
 * amount (digits, at most 10 characters, at least 1) and the bill image.
 */
export const creditCardRecordSchema = strictFormObject({
  bank: requiredDigits(L.credit_card_bank, BANK_CODE_LENGTH),
  account: optionalDigits(
    L.credit_card_account,
    CREDIT_CARD_ACCOUNT_MIN_LENGTH,
    CREDIT_CARD_ACCOUNT_MAX_LENGTH,
  ),
  card_number: cardNumberField(),
  amount: requiredWholeNumber(L.bill_amount, {
    min: 1,
    maxLength: CREDIT_CARD_AMOUNT_MAX_LENGTH,
  }),
  bill_image: uploadIdField(L.bill_image),
});
export type CreditCardRecordInput = z.infer<typeof creditCardRecordSchema>;

/** Digits of a card number kept after it is checked: the last four. */
export const CARD_NUMBER_VISIBLE_DIGITS = 4;

/** A card number as stored and shown: only the last four digits. */
export const maskCardNumber = (cardNumber: string): string =>
  `${'*'.repeat(Math.max(cardNumber.length - CARD_NUMBER_VISIBLE_DIGITS, 0))}${cardNumber.slice(-CARD_NUMBER_VISIBLE_DIGITS)}`;

/** Guarantor link: the guarantor's identity number and relationship to the borrower. */
export const guarantorSchema = strictFormObject({
  resident_id: identityNumberField(),
  relationship: optionField('contact_relationship', L.relationship),
});
export type GuarantorInput = z.infer<typeof guarantorSchema>;

const selectionField = (label: string, values: readonly string[]) =>
  requiredString(label, [[(value) => values.includes(value), MESSAGES.invalidOption]]);

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * The member's own national ID card number, in full or masked as the profile shows it
 * (E22****785); the card check does not cover resident certificates.
 */
const nationalIdField = () =>
  z
    .string({ error: typeError(L.resident_id) })
    .trim()
    .toUpperCase()
    .superRefine(
      applyRules([
        requiredRule(L.resident_id),
        [(value) => isValidResidentId(value) || isMaskedIdentityNumber(value), MESSAGES.identityNumber],
      ]),
    );

export interface IdCardIssueDate {
  readonly issue_year: string;
  readonly issue_month: string;
  readonly issue_day: string;
}

/** The Gregorian 'YYYY/MM/DD' of an ROC issue date. */
const issueDateText = ({ issue_year, issue_month, issue_day }: IdCardIssueDate): string =>
  `${String(fromRocYear(Number(issue_year))).padStart(4, '0')}/${issue_month}/${issue_day}`;

/** The issue date as the ID-card check service takes it: ROC yyymmdd, e.g. 1050315. */
export const idCardApplyDate = (date: IdCardIssueDate): string =>
  `${date.issue_year.padStart(3, '0')}${date.issue_month}${date.issue_day}`;

/**
 * Student ID-card check: a valid national ID and five selections — issue year (ROC), month,
 * day, issue site and apply reason (初發/補發/換發). The date must be real, from the current card
 * design on, and not after today in Taiwan (the clock is read at each parse unless given).
 */
export const makeStudentIdVerificationSchema = (today?: Date) =>
  strictFormObject({
    resident_id: nationalIdField(),
    issue_year: requiredDigits(L.id_issue_year, 2, 3),
    issue_month: selectionField(L.id_issue_month, MONTHS),
    issue_day: selectionField(L.id_issue_day, DAYS),
    issue_site: optionField('id_card_issue_site', L.id_issue_site),
    apply_reason: optionField('id_card_apply_reason', L.id_apply_reason),
  }).superRefine(
    (value, ctx) => {
      const text = issueDateText(value);
      const issued = parseYmd(text);
      const valid =
        isRealDate(text) &&
        issued !== null &&
        Number(value.issue_year) >= ID_CARD_ISSUE_MIN_ROC_YEAR &&
        compareYmd(issued, toTaipeiYmd(today ?? new Date())) <= 0;
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.idCardIssueDate, path: ['issue_day'] });
      }
    },
    { when: whenFieldsValid('issue_year', 'issue_month', 'issue_day') },
  );

export const studentIdVerificationSchema = makeStudentIdVerificationSchema();
export type StudentIdVerificationInput = z.infer<typeof studentIdVerificationSchema>;

/** Alumni check: student id, academic (college) and department required. */
export const alumniVerifySchema = strictFormObject({
  student_id: requiredText(L.student_id, STUDENT_ID_MAX_LENGTH),
  academic: requiredText(L.academic, ALUMNI_ACADEMIC_MAX_LENGTH),
  department: requiredText(L.department, ALUMNI_DEPARTMENT_MAX_LENGTH),
});
export type AlumniVerifyInput = z.infer<typeof alumniVerifySchema>;

/** The agree-policy warning dialog. */
export const AGREE_POLICY_WARNING = {
  title: MESSAGES.agreePolicyTitle,
  text: MESSAGES.agreePolicyText,
} as const;

const policyTick = () => z.literal(true, { error: MESSAGES.agreePolicyTitle });

const policyError = (issue: { readonly code?: string }): string =>
  issue.code === 'unrecognized_keys' ? MESSAGES.unknownField : MESSAGES.agreePolicyTitle;

/** Agree policy: both policies ticked, else 哎呀！請同意條款 (the dialog adds 請詳閱並同意條款更動內容). */
export const agreePolicySchema = z.strictObject(
  {
    agree_policy: z.strictObject(
      { privacy_policy: policyTick(), transaction_policy: policyTick() },
      { error: policyError },
    ),
  },
  { error: policyError },
);
export type AgreePolicyInput = z.infer<typeof agreePolicySchema>;

type TickShape<K extends string> = { [P in K]: ReturnType<typeof tickField> };

const tickShape = <K extends string>(keys: readonly K[]): TickShape<K> =>
  Object.fromEntries(keys.map((key) => [key, tickField()])) as TickShape<K>;

/** Loan application agreement: two agreement checkboxes and the blacklist policy, each 請勾選. */
export const LOAN_AGREEMENT_ITEMS = optionValues('loan_application_agreement');
export const loanAgreementSchema = strictFormObject(tickShape(LOAN_AGREEMENT_ITEMS));
export type LoanAgreementInput = z.infer<typeof loanAgreementSchema>;

/** The confirm modal: five treaty checkboxes, each 請勾選. */
export const LOAN_TREATIES = optionValues('loan_treaty');
export const confirmTreatySchema = strictFormObject(tickShape(LOAN_TREATIES));
export type ConfirmTreatyInput = z.infer<typeof confirmTreatySchema>;

/** Labels of the agreement and treaty checkboxes. */
export const LOAN_AGREEMENT_LABELS = OPTIONS.loan_application_agreement;
export const LOAN_TREATY_LABELS = OPTIONS.loan_treaty;

/** extend-due: the extend type required; the date to extend to once a type is given. */
export const extendDueSchema = strictFormObject({
  extend_type: optionalOptionField('extend_type'),
  extend_to: optionalDate(),
}).superRefine(
  (value, ctx) => {
    if (value.extend_type === undefined) {
      ctx.addIssue({ code: 'custom', message: requiredField(L.extend_type), path: ['extend_type'] });
      return;
    }
    checkRequiredTogether(ctx, value, { extend_type: L.extend_type, extend_to: L.extend_to });
  },
  { when: whenFieldsValid('extend_type', 'extend_to') },
);
export type ExtendDueInput = z.infer<typeof extendDueSchema>;

/** late-repayment: the amount in whole NT$ (digits, at least 0). */
export const lateRepaymentSchema = strictFormObject({
  amount: requiredWholeNumber(L.repayment_amount, {
    min: 0,
    maxLength: LATE_REPAYMENT_AMOUNT_MAX_LENGTH,
  }),
});
export type LateRepaymentInput = z.infer<typeof lateRepaymentSchema>;
