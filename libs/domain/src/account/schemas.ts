import { z } from 'zod';
import { BANK_CODE_LENGTH } from '../constants/limits.js';
import { MESSAGES } from '../messages/messages.js';
import { maxItems, minValue, requiredField } from '../messages/message-functions.js';
import { isAbsent, requiredDigits, requiredText } from '../schemas/field-rules.js';
import { passwordPromptField, strictFormObject } from '../schemas/fields.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { WITHDRAWAL_REJECT_REASON_MAX_LENGTH } from '../account-screens/constants.js';
import { ACCOUNT_TEXTS, CONSOLE_WITHDRAWAL_TEXTS } from '../account-screens/texts.js';
import {
  BANK_NOTIFICATION_ACCOUNT_MAX_LENGTH,
  BANK_NOTIFICATION_ID_MAX_LENGTH,
  WITHDRAWAL_PAYOUT_BATCH_MAX,
} from './constants.js';
import { isLedgerSubjectName } from './ledger.js';
import type { LedgerSubjectName } from './ledger.js';
import { parseListDate } from '../dates/business-date.js';
import { ACCOUNT_API_TEXTS } from './texts.js';
import { optionalTotpCodeField } from '../two-factor/index.js';

const WHOLE = /^\d+$/;

/** A whole NT$ amount of at least 1, as a number or digits; absent or empty means "not given". */
const optionalWholeAmount = z
  .union([z.string(), z.number(), z.null()], { error: MESSAGES.integer })
  .optional()
  .superRefine((value, ctx) => {
    if (isAbsent(value)) return;
    const text = typeof value === 'number' ? String(value) : String(value).trim();
    if (!WHOLE.test(text) || !Number.isSafeInteger(Number(text))) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.integer, input: value });
    } else if (Number(text) < 1) {
      ctx.addIssue({ code: 'custom', message: minValue(ACCOUNT_TEXTS.withdrawAmount, 1), input: value });
    }
  })
  .transform((value) => (isAbsent(value) ? undefined : Number(typeof value === 'number' ? value : String(value).trim())));

/**
 * POST /api/account/withdraw: the login password and the amount (whole NT$, at least 1; the whole
 * withdrawable amount when left out). The fee is taken from the amount.
 */
export const withdrawRequestSchema = strictFormObject({
  amount: optionalWholeAmount,
  password: passwordPromptField(),
  /** The authenticator app's code, asked when the member turned two-factor sign-in on. */
  totp_code: optionalTotpCodeField(),
});
export type WithdrawRequestInput = z.output<typeof withdrawRequestSchema>;

/** POST /api/account/virtual-bank: the bank (a code of the bank list) the virtual account moves to. */
export const virtualBankSchema = strictFormObject({
  bank_code: requiredDigits(FIELD_LABELS.bank_code, BANK_CODE_LENGTH),
});
export type VirtualBankInput = z.output<typeof virtualBankSchema>;

/**
 * POST /api/bank/notifications, after its signature is checked: one incoming transfer. Fields
 * the bank adds beyond these are ignored.
 */
export const bankNotificationSchema = z.object({
  notification_id: z
    .string({ error: MESSAGES.invalidFormat })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(BANK_NOTIFICATION_ID_MAX_LENGTH, { error: MESSAGES.invalidFormat }),
  virtual_account: z
    .string({ error: MESSAGES.invalidFormat })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(BANK_NOTIFICATION_ACCOUNT_MAX_LENGTH, { error: MESSAGES.invalidFormat }),
  amount: z
    .number({ error: MESSAGES.integer })
    .int({ error: MESSAGES.integer })
    .positive({ error: MESSAGES.integer })
    .max(Number.MAX_SAFE_INTEGER, { error: MESSAGES.integer }),
  transferred_at: z.iso.datetime({ offset: true, error: MESSAGES.invalidFormat }),
});
export type BankNotificationInput = z.output<typeof bankNotificationSchema>;

/** POST /api/console/withdrawals/payout: the pending withdrawals paid out together. */
export const withdrawalPayoutSchema = strictFormObject({
  ids: z
    .array(z.number({ error: MESSAGES.invalidFormat }).int({ error: MESSAGES.invalidFormat }).positive({ error: MESSAGES.invalidFormat }), {
      error: requiredField(ACCOUNT_API_TEXTS.withdrawalIds),
    })
    .min(1, { error: requiredField(ACCOUNT_API_TEXTS.withdrawalIds) })
    .max(WITHDRAWAL_PAYOUT_BATCH_MAX, { error: maxItems(ACCOUNT_API_TEXTS.withdrawalIds, WITHDRAWAL_PAYOUT_BATCH_MAX) }),
  /** Why the money goes out (the bank transfer's reference), kept in the audit trail like every manual money action's reason. */
  reason: requiredText(CONSOLE_WITHDRAWAL_TEXTS.payout_reason, WITHDRAWAL_REJECT_REASON_MAX_LENGTH),
});
export type WithdrawalPayoutInput = z.output<typeof withdrawalPayoutSchema>;

export const pageParam = z
  .string({ error: MESSAGES.invalidPage })
  .optional()
  .refine((value) => value === undefined || value === '' || (/^\d{1,9}$/.test(value) && Number(value) >= 1), {
    error: MESSAGES.invalidPage,
  })
  .transform((value) => (value === undefined || value === '' ? 1 : Number(value)));

export const dateParam = z
  .string({ error: ACCOUNT_API_TEXTS.dateInvalid })
  .optional()
  .refine((value) => value === undefined || value.trim() === '' || parseListDate(value) !== null, {
    error: ACCOUNT_API_TEXTS.dateInvalid,
  })
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : (parseListDate(value) ?? undefined)));

const subjectsParam = z
  .union([z.string(), z.array(z.string())], { error: MESSAGES.invalidOption })
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .transform((values) => values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => value !== ''))
  .refine((values) => values.every(isLedgerSubjectName), { error: MESSAGES.invalidOption })
  .transform((values) => values as LedgerSubjectName[]);

export const checkDateOrder = (
  value: { start_date?: string | undefined; end_date?: string | undefined },
  ctx: z.core.$RefinementCtx<unknown>,
): void => {
  if (value.start_date !== undefined && value.end_date !== undefined && value.start_date > value.end_date) {
    ctx.addIssue({ code: 'custom', message: ACCOUNT_TEXTS.dateOrder, path: ['start_date'], input: value });
  }
};

/**
 * GET /api/account/withdraws: page (1 on), start_date and end_date ('YYYY-MM-DD' or 'YYYY/MM/DD',
 * the last 90 days when left out). Other parameters are ignored.
 */
export const withdrawListQuerySchema = z
  .object({ page: pageParam, start_date: dateParam, end_date: dateParam })
  .superRefine(checkDateOrder);
export type WithdrawListQuery = z.output<typeof withdrawListQuerySchema>;

/**
 * GET /api/account/transactions: the withdraw list's parameters plus subjects (subjects[]=a&subjects[]=b,
 * subjects=a,b or one subjects=a), each a subject's english_name.
 */
export const transactionListQuerySchema = z
  .object({
    page: pageParam,
    start_date: dateParam,
    end_date: dateParam,
    subjects: subjectsParam,
    'subjects[]': subjectsParam,
  })
  .superRefine(checkDateOrder)
  .transform(({ 'subjects[]': bracketed, subjects, ...rest }) => ({
    ...rest,
    subjects: [...new Set([...subjects, ...bracketed])],
  }));
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

/** GET /api/account/withdraw-fee: the amount of the withdrawal the fee is previewed for. */
export const withdrawFeeQuerySchema = z.object({ amount: optionalWholeAmount });
export type WithdrawFeeQuery = z.output<typeof withdrawFeeQuerySchema>;
