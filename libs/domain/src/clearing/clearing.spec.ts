import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages.js';
import { equalInstallmentSchedule } from '../repayment/index.js';
import { dueDatesOf } from '../servicing/dates.js';
import {
  clearFiguresOf,
  clearingFeeOf,
  groupBy,
  isPawnshopClearable,
  maskLenderSerial,
  monthBefore,
  pawnshopClearAmountOf,
  pawnshopClearDetailOf,
} from './amounts.js';
import type { ClearScheduleRow } from './amounts.js';
import { nextPageUrl } from './answers.js';
import { CLEARING_FEE_BASE, CLEAR_SERIALS_MAX, PAWNSHOP_STORAGE_FEE } from './constants.js';
import { clearInvestmentsQuerySchema, clearPageQuerySchema, clearPaySchema, clearSerialsSchema } from './schemas.js';
import { CLEARING_TEXTS, clearCashShort, clearDoneMessage, clearFeeText } from './texts.js';

/** 10,000 at 12 % over 12 months, disbursed on 2025-01-10: instalment 888, rows due on the 10th from February. */
const schedule = (): ClearScheduleRow[] => {
  const dates = dueDatesOf('2025-01-10', 12);
  return equalInstallmentSchedule(10_000, 12, 12).map((row, index) => ({
    id: index + 1,
    period: row.period,
    due_date: dates[index] ?? '',
    status: 'unpaid',
    principal: row.principal,
    interest: row.interest,
    penalty: 0,
    paid_principal: 0,
    paid_interest: 0,
    paid_penalty: 0,
  }));
};

describe('clearFiguresOf', () => {
  it('before the first due date: the whole principal and interest from a month before it, by days', () => {
    const rows = schedule();
    expect(rows.slice(0, 2).map((row) => [row.due_date, row.principal, row.interest])).toEqual([
      ['2025-02-10', 788, 100],
      ['2025-03-10', 796, 92],
    ]);
    const figures = clearFiguresOf(rows, '12.00', '1.00', '2025-01-25');
    // 10,000 × 12 % × 15 / 365 = 49.32 → 49
    expect(figures).toMatchObject({
      principal: 10_000,
      interest: 49,
      penalty: 0,
      clear_amount: 10_049,
      accrued_interest: 49,
      accrual_from: '2025-01-10',
      accrual_days: 15,
      lender_fee: 100,
    });
    expect(figures.rows).toHaveLength(12);
    expect(figures.rows[0]).toEqual({ id: 1, principal: 788, interest: 49, penalty: 0, closed_interest: 49, lender_fee: 8 });
    expect(figures.rows[1]).toEqual({ id: 2, principal: 796, interest: 0, penalty: 0, closed_interest: 0, lender_fee: 8 });
    expect(figures.rows.reduce((sum, row) => sum + row.lender_fee, 0)).toBe(100);
    expect(figures.rows.reduce((sum, row) => sum + row.principal, 0)).toBe(10_000);
  });

  it('pays a late row in full with its penalty, and the balance not yet due with interest from the last due date', () => {
    const rows = schedule().map((row) => {
      if (row.period === 1) return { ...row, status: 'paid', paid_principal: 788, paid_interest: 100 };
      if (row.period === 2) return { ...row, status: 'late', penalty: 5 };
      return row;
    });
    const figures = clearFiguresOf(rows, '12.00', '0', '2025-03-25');
    // the balance after period 2 is 8,416; 8,416 × 12 % × 15 / 365 = 41.50 → 42 (half up)
    expect(figures).toMatchObject({
      principal: 796 + 8_416,
      interest: 92 + 42,
      penalty: 5,
      clear_amount: 9_212 + 134 + 5,
      accrued_interest: 42,
      accrual_from: '2025-03-10',
      accrual_days: 15,
      lender_fee: 0,
    });
    expect(figures.rows.map((row) => row.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(figures.rows[0]).toMatchObject({ id: 2, principal: 796, interest: 92, penalty: 5, closed_interest: 92 });
    expect(figures.rows[1]).toMatchObject({ id: 3, principal: 804, interest: 42, penalty: 0, closed_interest: 42 });
  });

  it('on a due date the row due that day is paid whole and nothing more accrues', () => {
    const rows = schedule().map((row) => (row.period === 1 ? { ...row, status: 'paid', paid_principal: 788, paid_interest: 100 } : row));
    const figures = clearFiguresOf(rows, '12.00', '0', '2025-03-10');
    expect(figures).toMatchObject({ principal: 9_212, interest: 92, accrued_interest: 0, accrual_days: 0, clear_amount: 9_304 });
  });

  it('counts what a partly paid row already received', () => {
    const rows = schedule().map((row) => (row.period === 1 ? { ...row, status: 'late', paid_principal: 0, paid_interest: 60 } : row));
    const figures = clearFiguresOf(rows, '12.00', '0', '2025-02-10');
    expect(figures.rows[0]).toMatchObject({ id: 1, principal: 788, interest: 40, closed_interest: 100 });
    expect(figures.interest).toBe(40);
  });

  it('never charges more interest than the next row is scheduled to', () => {
    const rows: ClearScheduleRow[] = [
      { id: 1, period: 1, due_date: '2025-02-10', status: 'unpaid', principal: 5_000, interest: 3, penalty: 0, paid_principal: 0, paid_interest: 0, paid_penalty: 0 },
      { id: 2, period: 2, due_date: '2025-03-10', status: 'unpaid', principal: 5_000, interest: 2, penalty: 0, paid_principal: 0, paid_interest: 0, paid_penalty: 0 },
    ];
    expect(clearFiguresOf(rows, '12.00', '0', '2025-02-08')).toMatchObject({ interest: 3, accrued_interest: 3, clear_amount: 10_003 });
  });

  it('owes nothing for a schedule already paid', () => {
    const rows = schedule().map((row) => ({ ...row, status: 'paid', paid_principal: row.principal, paid_interest: row.interest }));
    expect(clearFiguresOf(rows, '12.00', '1.00', '2025-06-01')).toMatchObject({ clear_amount: 0, lender_fee: 0, rows: [] });
  });
});

describe('dates and fees', () => {
  it('monthBefore keeps the day, or the shorter month’s last', () => {
    expect(monthBefore('2025-03-10')).toBe('2025-02-10');
    expect(monthBefore('2025-01-28')).toBe('2024-12-28');
    expect(monthBefore('2025-03-31')).toBe('2025-02-28');
  });

  it('charges the base fee once per distinct clear_fee_serial', () => {
    expect(CLEARING_FEE_BASE).toBe(300);
    expect(clearingFeeOf([])).toBe(0);
    expect(clearingFeeOf(['A251122000001', 'A251122000001'])).toBe(300);
    expect(clearingFeeOf(['A251122000001', 'A251122000002', 'A251122000001'])).toBe(600);
  });

  it('groups by contract in first-seen order and masks lenders', () => {
    expect(groupBy([{ k: 'b', n: 1 }, { k: 'a', n: 2 }, { k: 'b', n: 3 }], (item) => item.k)).toEqual([
      { key: 'b', items: [{ k: 'b', n: 1 }, { k: 'b', n: 3 }] },
      { key: 'a', items: [{ k: 'a', n: 2 }] },
    ]);
    expect(maskLenderSerial('M00100123')).toBe('M0010****');
  });

  it('adds the pawnshop clear detail up with the storage fee and one clearing fee', () => {
    const detail = pawnshopClearDetailOf('A251122000009', [
      { principal: 6_000, interest: 30, penalty: 0 },
      { principal: 4_000, interest: 20, penalty: 2 },
    ]);
    expect(detail).toEqual({ principal: 10_000, interest: 50, penalty: 2, storage_fee: PAWNSHOP_STORAGE_FEE, lnb_fee: 300 });
    expect(pawnshopClearAmountOf(detail)).toBe(10_352);
    const set = pawnshopClearDetailOf('A251122000009', [{ principal: 10_000, interest: 50, penalty: 0 }], 500);
    expect(set).toEqual({ principal: 10_000, interest: 50, penalty: 0, storage_fee: 500, lnb_fee: 300 });
    expect(pawnshopClearAmountOf(set)).toBe(10_850);
  });

  it('offers the pawnshop clearing on pawn loans in repayment only', () => {
    expect(isPawnshopClearable({ app_type: 'pawn_project', status_code: 'repaying' })).toBe(true);
    expect(isPawnshopClearable({ app_type: 'pawn_project', status_code: 'overdue' })).toBe(true);
    expect(isPawnshopClearable({ app_type: 'pawn_project', status_code: 'cleared' })).toBe(false);
    expect(isPawnshopClearable({ app_type: 'credit', status_code: 'repaying' })).toBe(false);
  });

  it('links the next page while there is one', () => {
    expect(nextPageUrl('/api/lender/clear-requests', 1, true)).toBe('/api/lender/clear-requests?page=2');
    expect(nextPageUrl('/api/lender/clear-requests', 3, false)).toBeNull();
  });
});

describe('texts', () => {
  it('uses the spec’s words for the confirmations and results', () => {
    expect(CLEARING_TEXTS.clearConfirm).toBe('確定立刻清償嗎？ (即將從你的代收代付帳戶扣款)');
    expect(CLEARING_TEXTS.clearSuccess).toBe('清償成功');
    expect(CLEARING_TEXTS.clearFailed).toBe('清償失敗');
    expect(CLEARING_TEXTS.requestConfirm).toContain('無法取消');
    expect(CLEARING_TEXTS.requestConfirm).toContain('手續費');
    expect(CLEARING_TEXTS.requestConfirm).toContain('下期月付金');
  });

  it('says when the fee waits for the next monthly payment, and how short the cash is', () => {
    expect(clearDoneMessage(2, 20_100, 300, 0)).toBe('已清償 2 筆投資，共 NT$ 20,100，清償作業手續費 NT$ 300 已扣款。');
    expect(clearDoneMessage(1, 5_000, 0, 300)).toContain('NT$ 300 將併入下期月付金');
    expect(clearFeeText(['A1', 'A2', 'A1'])).toBe('清償作業手續費 NT$ 300 × 2 件 = NT$ 600');
    expect(clearCashShort(10_300, 9_000)).toBe(`${MESSAGES.insufficientBalance}，清償需 NT$ 10,300，目前可用餘額 NT$ 9,000`);
  });
});

describe('schemas', () => {
  it('needs 1 to the most serials, each once', () => {
    expect(clearSerialsSchema.safeParse({ serials: ['I251122000001'] }).success).toBe(true);
    const empty = clearSerialsSchema.safeParse({ serials: [] });
    expect(empty.success ? '' : empty.error.issues[0]?.message).toBe(CLEARING_TEXTS.serialsRequired);
    const missing = clearSerialsSchema.safeParse({});
    expect(missing.success ? '' : missing.error.issues[0]?.message).toBe(CLEARING_TEXTS.serialsRequired);
    const twice = clearSerialsSchema.safeParse({ serials: ['I1', 'I1'] });
    expect(twice.success ? '' : twice.error.issues[0]?.message).toBe(CLEARING_TEXTS.serialDuplicate);
    const many = clearSerialsSchema.safeParse({ serials: Array.from({ length: CLEAR_SERIALS_MAX + 1 }, (_, index) => `I${index}`) });
    expect(many.success ? '' : many.error.issues[0]?.message).toBe(CLEARING_TEXTS.serialsMax);
    expect(clearSerialsSchema.safeParse({ serials: ['I1'], extra: 1 }).success).toBe(false);
  });

  it('needs a whole positive amount to clear', () => {
    expect(clearPaySchema.safeParse({ amount: 10_049, serials: ['I1'] }).success).toBe(true);
    for (const amount of [0, -1, 10.5, '10049', null]) {
      const parsed = clearPaySchema.safeParse({ amount, serials: ['I1'] });
      expect(parsed.success ? '' : parsed.error.issues[0]?.message).toBe(CLEARING_TEXTS.amountInvalid);
    }
  });

  it('reads the status and page of the lists', () => {
    expect(clearInvestmentsQuerySchema.parse({})).toEqual({});
    expect(clearInvestmentsQuerySchema.parse({ status: 'wait_clear' })).toEqual({ status: 'wait_clear' });
    expect(clearInvestmentsQuerySchema.safeParse({ status: 'finished' }).success).toBe(false);
    expect(clearPageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(clearPageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(clearPageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
