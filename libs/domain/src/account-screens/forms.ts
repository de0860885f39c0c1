import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { range, requiredField } from '../messages/message-functions.js';
import { passwordPromptField, strictFormObject } from '../schemas/fields.js';
import { digitsRule, isAbsent, maxLengthRule, optionalString, requiredText } from '../schemas/field-rules.js';
import type { FieldRule } from '../schemas/field-rules.js';
import {
  DEPOSIT_MEMBER_SERIAL_MAX_LENGTH,
  DEPOSIT_NOTE_MAX_LENGTH,
  DEPOSIT_VIRTUAL_ACCOUNT_MAX_DIGITS,
  DEPOSIT_REJECT_REASON_MAX_LENGTH,
  DEPOSIT_VIRTUAL_ACCOUNT_MIN_DIGITS,
  MANUAL_DEPOSIT_MAX,
  WITHDRAWAL_REJECT_REASON_MAX_LENGTH,
} from './constants.js';
import { ACCOUNT_TEXTS, CONSOLE_DEPOSIT_TEXTS, CONSOLE_WITHDRAWAL_TEXTS } from './texts.js';
import { optionalTotpCodeField } from '../two-factor/index.js';

const WHOLE = /^\d+$/;

/**
 * A whole NT$ amount from an input (text or number): required, digits only, a safe integer
 * between min and max.
 */
export const wholeAmountField = (label: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: (issue) => (isAbsent(issue.input) ? requiredField(label) : MESSAGES.integer) })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: requiredField(label), input: value });
      else if (!WHOLE.test(value) || !Number.isSafeInteger(Number(value))) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.integer, input: value });
      } else if (Number(value) < min || Number(value) > max) {
        ctx.addIssue({ code: 'custom', message: range(label, min, max), input: value });
      }
    })
    .transform(Number);

/** The withdraw dialog: an amount of 1 up to the withdrawable amount, and the password. */
export const withdrawDialogSchema = (withdrawable: number) =>
  strictFormObject({
    amount: wholeAmountField(ACCOUNT_TEXTS.withdrawAmount, 1, withdrawable),
    password: passwordPromptField(),
    totp_code: optionalTotpCodeField(),
  });
export type WithdrawDialogInput = z.output<ReturnType<typeof withdrawDialogSchema>>;

const serialRules: readonly FieldRule[] = [maxLengthRule(CONSOLE_DEPOSIT_TEXTS.member_serial, DEPOSIT_MEMBER_SERIAL_MAX_LENGTH)];
const virtualAccountRules: readonly FieldRule[] = [
  digitsRule(CONSOLE_DEPOSIT_TEXTS.virtual_account, DEPOSIT_VIRTUAL_ACCOUNT_MIN_DIGITS, DEPOSIT_VIRTUAL_ACCOUNT_MAX_DIGITS),
];

/**
 * The console's deposit: exactly one of member serial and virtual account, a positive whole
 * amount up to MANUAL_DEPOSIT_MAX, and the reason (note), required like that of every manual
 * money action.
 */
export const depositFormSchema = z
  .object({
    member_serial: optionalString(serialRules).nullable(),
    virtual_account: optionalString(virtualAccountRules).nullable(),
    amount: wholeAmountField(CONSOLE_DEPOSIT_TEXTS.amount, 1, MANUAL_DEPOSIT_MAX),
    note: requiredText(CONSOLE_DEPOSIT_TEXTS.note, DEPOSIT_NOTE_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    const given = [value.member_serial, value.virtual_account].filter((item) => item !== undefined && item !== null);
    if (given.length !== 1) {
      for (const path of ['member_serial', 'virtual_account']) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.chooseOne, path: [path], input: value });
      }
    }
  })
  .transform(({ member_serial, virtual_account, amount, note }) => ({
    ...(member_serial ? { member_serial } : {}),
    ...(virtual_account ? { virtual_account } : {}),
    amount,
    note,
  }));
export type DepositFormInput = z.output<typeof depositFormSchema>;

/** The console's refusal of a manual deposit awaiting approval: the reason, required. */
export const depositRejectFormSchema = z.object({
  reason: requiredText(CONSOLE_DEPOSIT_TEXTS.decision_reason, DEPOSIT_REJECT_REASON_MAX_LENGTH),
});
export type DepositRejectFormInput = z.output<typeof depositRejectFormSchema>;

/** The console's refusal of a withdrawal: the reason, required. */
export const withdrawalRejectFormSchema = z.object({
  reason: requiredText(CONSOLE_WITHDRAWAL_TEXTS.reject_reason, WITHDRAWAL_REJECT_REASON_MAX_LENGTH),
});
export type WithdrawalRejectFormInput = z.output<typeof withdrawalRejectFormSchema>;
