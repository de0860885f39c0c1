import { describe, expect, it } from 'vitest';
import { ACCOUNT_REMINDERS_MAX } from '../constants/account.js';
import { accountRepaymentFigures } from './reminders.js';
import type { OwedRow } from './reminders.js';
import { batchRunRequestSchema, clockForwardSchema } from './schemas.js';
import { SERVICING_TEXTS } from './texts.js';

const owed = (serial: string, period: number, due: string, overrides: Partial<OwedRow> = {}): OwedRow => ({
  loan_serial: serial,
  period,
  due_date: due,
  cycle_day: Number(due.slice(8, 10)),
  principal: 7_885,
  interest: 1_000,
  fee: 0,
  penalty: 0,
  ...overrides,
});

describe('account overview figures', () => {
  it('reminds of rows due within 31 days, overdue first, and adds what they owe', () => {
    const figures = accountRepaymentFigures(
      [
        owed('L2', 1, '2025-12-20'),
        owed('L1', 3, '2025-11-15', { penalty: 12, principal: 7_964, interest: 921 }),
        owed('L1', 4, '2025-12-15'),
        owed('L1', 5, '2026-01-15'),
      ],
      '2025-12-01',
    );
    expect(figures).toEqual({
      pre_repay_amount: 7_964 + 921 + 8_885 + 8_885,
      pre_fee_amount: 12,
      cycle_day: 15,
      reminders: [
        { date: '2025-11-15', title: '案件 L1 第 3 期逾期未繳', amount: 8_897 },
        { date: '2025-12-15', title: '案件 L1 第 4 期還款', amount: 8_885 },
        { date: '2025-12-20', title: '案件 L2 第 1 期還款', amount: 8_885 },
      ],
    });
  });

  it('shows at most five reminders, and nothing for a member who owes nothing', () => {
    const rows = Array.from({ length: 8 }, (_, index) => owed(`L${index}`, 1, '2025-12-10'));
    expect(accountRepaymentFigures(rows, '2025-12-01').reminders).toHaveLength(ACCOUNT_REMINDERS_MAX);
    expect(accountRepaymentFigures([], '2025-12-01')).toEqual({ pre_repay_amount: 0, pre_fee_amount: 0, cycle_day: 0, reminders: [] });
  });

  it('keeps the cycle day of the next row even when it is further than 31 days', () => {
    expect(accountRepaymentFigures([owed('L1', 1, '2026-03-05')], '2025-12-01')).toEqual({
      pre_repay_amount: 0,
      pre_fee_amount: 0,
      cycle_day: 5,
      reminders: [],
    });
  });
});

describe('console inputs', () => {
  it('takes a real business date', () => {
    expect(batchRunRequestSchema.parse({ business_date: ' 2025-12-05 ' })).toEqual({ business_date: '2025-12-05' });
    expect(batchRunRequestSchema.safeParse({ business_date: '2025-02-30' }).error?.issues[0]?.message).toBe(SERVICING_TEXTS.businessDateInvalid);
    expect(batchRunRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('營業日為必填');
    expect(batchRunRequestSchema.safeParse({ business_date: '2025-12-05', extra: 1 }).success).toBe(false);
  });

  it('moves the clock forward by 1 to 3650 whole days', () => {
    expect(clockForwardSchema.parse({ days_forward: '30' })).toEqual({ days_forward: 30 });
    expect(clockForwardSchema.parse({ days_forward: 1 })).toEqual({ days_forward: 1 });
    expect(clockForwardSchema.safeParse({ days_forward: 0 }).success).toBe(false);
    expect(clockForwardSchema.safeParse({ days_forward: 3651 }).success).toBe(false);
    expect(clockForwardSchema.safeParse({ days_forward: '1.5' }).success).toBe(false);
  });
});
