import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { ACCOUNT_TEXTS } from '../account-screens/texts.js';
import {
  bankNotificationSchema,
  transactionListQuerySchema,
  virtualBankSchema,
  withdrawListQuerySchema,
  withdrawRequestSchema,
  withdrawalPayoutSchema,
} from './schemas.js';

const errorsOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? {} : zodIssuesToFieldErrors(result.error));

describe('account API schemas', () => {
  it('takes a withdrawal with or without an amount, password required', () => {
    expect(withdrawRequestSchema.parse({ amount: 500, password: 'abc12345' })).toEqual({ amount: 500, password: 'abc12345' });
    expect(withdrawRequestSchema.parse({ amount: '500', password: 'x' })).toEqual({ amount: 500, password: 'x' });
    expect(withdrawRequestSchema.parse({ password: 'x' })).toEqual({ amount: undefined, password: 'x' });
    expect(errorsOf(withdrawRequestSchema.safeParse({ amount: 1.5 }))).toEqual({
      amount: MESSAGES.integer,
      password: MESSAGES.passwordPrompt,
    });
    expect(errorsOf(withdrawRequestSchema.safeParse({ amount: 0, password: 'x' }))).toHaveProperty('amount');
    expect(errorsOf(withdrawRequestSchema.safeParse({ password: 'x', extra: 1 }))).toEqual({ extra: MESSAGES.unknownField });
  });

  it('needs a three-digit bank code for the virtual bank', () => {
    expect(virtualBankSchema.parse({ bank_code: '012' })).toEqual({ bank_code: '012' });
    expect(errorsOf(virtualBankSchema.safeParse({ bank_code: '12' }))).toHaveProperty('bank_code');
  });

  it('reads a bank notification', () => {
    const body = { notification_id: 'N1', virtual_account: '95688001000013', amount: 1000, transferred_at: '2025-11-01T10:00:00+08:00' };
    expect(bankNotificationSchema.parse({ ...body, memo: 'x' })).toEqual(body);
    expect(bankNotificationSchema.safeParse({ ...body, amount: -1 }).success).toBe(false);
    expect(bankNotificationSchema.safeParse({ ...body, amount: '1000' }).success).toBe(false);
    expect(bankNotificationSchema.safeParse({ ...body, transferred_at: 'yesterday' }).success).toBe(false);
  });

  it('pays out 1 to 100 ids, with the reason', () => {
    expect(withdrawalPayoutSchema.parse({ ids: [1, 2], reason: ' 已匯款 ' })).toEqual({ ids: [1, 2], reason: '已匯款' });
    expect(withdrawalPayoutSchema.safeParse({ ids: [], reason: '已匯款' }).success).toBe(false);
    expect(withdrawalPayoutSchema.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1), reason: '已匯款' }).success).toBe(false);
    expect(withdrawalPayoutSchema.safeParse({ ids: [1] }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reason', '撥款說明為必填'],
    ]);
  });

  it('reads the list queries: page, dates in both forms, subjects in every form', () => {
    expect(withdrawListQuerySchema.parse({})).toEqual({ page: 1, start_date: undefined, end_date: undefined });
    expect(withdrawListQuerySchema.parse({ page: '3', start_date: '2025/01/01', end_date: '2025-01-31' })).toEqual({
      page: 3,
      start_date: '2025-01-01',
      end_date: '2025-01-31',
    });
    expect(errorsOf(withdrawListQuerySchema.safeParse({ page: '0' }))).toEqual({ page: MESSAGES.invalidPage });
    expect(errorsOf(withdrawListQuerySchema.safeParse({ start_date: '2025-02-01', end_date: '2025-01-01' }))).toEqual({
      start_date: ACCOUNT_TEXTS.dateOrder,
    });
    expect(transactionListQuerySchema.parse({ 'subjects[]': ['deposit', 'withdraw'] }).subjects).toEqual(['deposit', 'withdraw']);
    expect(transactionListQuerySchema.parse({ subjects: 'deposit,invest' }).subjects).toEqual(['deposit', 'invest']);
    expect(transactionListQuerySchema.parse({}).subjects).toEqual([]);
    expect(errorsOf(transactionListQuerySchema.safeParse({ subjects: ['nope'] }))).toEqual({ subjects: MESSAGES.invalidOption });
  });
});
