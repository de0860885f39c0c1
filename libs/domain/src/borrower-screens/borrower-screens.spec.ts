import { describe, expect, it } from 'vitest';
import { REPAYMENT_TABLE_PAGE_SIZE } from '../constants/ui.js';
import {
  FAST_LOAN_SERVICE_TIME_TEXT,
  calendarMonthOf,
  fastLoanRequestSchema,
  firstUnpaidPage,
  isFastLoanServiceTime,
  overviewMonthOf,
  remainingTermOf,
  remainingTermText,
  repaidPercent,
  repaymentPageCount,
  wholeMonthsBetween,
} from './index.js';

/** An instant given as Taipei wall-clock time (UTC+8). */
const taipei = (local: string): Date => new Date(`${local}+08:00`);

describe('wholeMonthsBetween', () => {
  it('counts a month once its day of the month is reached', () => {
    expect(wholeMonthsBetween('2026-01-15', '2026-02-14')).toBe(0);
    expect(wholeMonthsBetween('2026-01-15', '2026-02-15')).toBe(1);
    expect(wholeMonthsBetween('2026-01-15', '2027-03-20')).toBe(14);
  });

  it('counts a month that ends before the starting day is reached', () => {
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(wholeMonthsBetween('2026-01-31', '2026-02-27')).toBe(0);
    expect(wholeMonthsBetween('2028-01-30', '2028-02-29')).toBe(1);
  });

  it('answers 0 for the same or an earlier date', () => {
    expect(wholeMonthsBetween('2026-05-10', '2026-05-10')).toBe(0);
    expect(wholeMonthsBetween('2026-05-10', '2025-05-10')).toBe(0);
  });
});

describe('remainingTermOf', () => {
  it('counts the calendar months from the next row to come to the last open row, both counted, and the whole years', () => {
    expect(remainingTermOf('2027-01-10', '2027-06-10')).toEqual({ diff_month: 6, diff_year: 0 });
    expect(remainingTermOf('2026-03-20', '2027-05-20')).toEqual({ diff_month: 15, diff_year: 1 });
    expect(remainingTermOf('2026-04-28', '2028-03-05')).toEqual({ diff_month: 24, diff_year: 2 });
    expect(remainingTermOf('2026-12-10', '2026-12-10')).toEqual({ diff_month: 1, diff_year: 0 });
  });

  it('answers nothing left when no row is still to come', () => {
    expect(remainingTermOf(null, '2026-02-15')).toEqual({ diff_month: 0, diff_year: 0 });
    expect(remainingTermOf(null, null)).toEqual({ diff_month: 0, diff_year: 0 });
  });

  it('is written as years and months', () => {
    expect(remainingTermText(1, 14)).toBe('1 年 2 個月');
    expect(remainingTermText(2, 24)).toBe('2 年');
    expect(remainingTermText(0, 5)).toBe('5 個月');
    expect(remainingTermText(0, 0)).toBe('不足 1 個月');
  });
});

describe('the overview month', () => {
  it('names the business date’s month and spans all its days', () => {
    expect(overviewMonthOf('2026-03-05')).toBe('2026/03');
    expect(calendarMonthOf('2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(calendarMonthOf('2026-12-31')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => overviewMonthOf('2026/03/05')).toThrow(RangeError);
  });
});

describe('firstUnpaidPage', () => {
  const rows = (codes: string[]) => codes.map((status_code) => ({ status_code }));
  const paid = (count: number) => Array.from({ length: count }, () => 'paid');

  it('opens on the page of the first row still owed something', () => {
    expect(REPAYMENT_TABLE_PAGE_SIZE).toBe(12);
    expect(firstUnpaidPage(rows([...paid(11), 'unpaid', 'unpaid']))).toBe(1);
    expect(firstUnpaidPage(rows([...paid(12), 'unpaid']))).toBe(2);
    expect(firstUnpaidPage(rows([...paid(25), 'late', 'unpaid']))).toBe(3);
    expect(firstUnpaidPage(rows(['paid', 'late_paid', 'partial', 'unpaid']), 2)).toBe(2);
  });

  it('opens on the first page when every row is settled or there are none', () => {
    expect(firstUnpaidPage(rows([...paid(20), 'cleared', 'late_paid']))).toBe(1);
    expect(firstUnpaidPage([])).toBe(1);
  });

  it('counts pages of twelve rows, at least one', () => {
    expect(repaymentPageCount(0)).toBe(1);
    expect(repaymentPageCount(12)).toBe(1);
    expect(repaymentPageCount(36)).toBe(3);
    expect(repaymentPageCount(37)).toBe(4);
  });
});

describe('repaidPercent', () => {
  it('rounds down so that only a fully repaid schedule shows 100', () => {
    expect(repaidPercent(0, 106_618)).toBe(0);
    expect(repaidPercent(8_885, 106_618)).toBe(8);
    expect(repaidPercent(106_617, 106_618)).toBe(99);
    expect(repaidPercent(106_618, 106_618)).toBe(100);
    expect(repaidPercent(0, 0)).toBe(0);
  });
});

describe('isFastLoanServiceTime', () => {
  it('is open on weekdays from 09:00 up to 18:00 Taipei time', () => {
    expect(isFastLoanServiceTime(taipei('2026-03-04T09:00:00'))).toBe(true);
    expect(isFastLoanServiceTime(taipei('2026-03-06T17:59:59'))).toBe(true);
    expect(isFastLoanServiceTime(taipei('2026-03-02T12:00:00'))).toBe(true);
  });

  it('is closed before 09:00, from 18:00 and at weekends', () => {
    expect(isFastLoanServiceTime(taipei('2026-03-04T08:59:59'))).toBe(false);
    expect(isFastLoanServiceTime(taipei('2026-03-04T18:00:00'))).toBe(false);
    expect(isFastLoanServiceTime(taipei('2026-03-07T10:00:00'))).toBe(false);
    expect(isFastLoanServiceTime(taipei('2026-03-08T10:00:00'))).toBe(false);
  });

  it('reads the Taipei day, not the UTC one', () => {
    // Monday 02:00 in UTC is Monday 10:00 in Taipei; Friday 20:00 UTC is Saturday 04:00 in Taipei.
    expect(isFastLoanServiceTime(new Date('2026-03-02T02:00:00Z'))).toBe(true);
    expect(isFastLoanServiceTime(new Date('2026-03-06T05:00:00Z'))).toBe(true);
    expect(isFastLoanServiceTime(new Date('2026-03-06T20:00:00Z'))).toBe(false);
  });

  it('is said as the constants say it', () => {
    expect(FAST_LOAN_SERVICE_TIME_TEXT).toBe('週一至週五 09:00–18:00');
  });
});

describe('fastLoanRequestSchema', () => {
  it('needs the loan serial and the hash, and nothing else', () => {
    expect(fastLoanRequestSchema.safeParse({ loan_serial: 'LA2026000001', hash: 'a'.repeat(64) }).success).toBe(true);
    const missing = fastLoanRequestSchema.safeParse({ loan_serial: 'LA2026000001' });
    expect(missing.success).toBe(false);
    expect(fastLoanRequestSchema.safeParse({ loan_serial: 'LA2026000001', hash: 'a'.repeat(64), extra: 1 }).success).toBe(false);
    expect(fastLoanRequestSchema.safeParse({ loan_serial: 'LA2026000001', hash: 'a'.repeat(65) }).success).toBe(false);
  });
});
