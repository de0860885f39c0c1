import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, shiftIsoDate } from '../dates/business-date.js';
import { monthlyReturnsOf } from './monthly.js';
import { XIRR_DAYS_PER_YEAR, netPresentValue, xirrOf, xirrPercentText } from './xirr.js';

describe('xirrOf', () => {
  it('answers 10 % for NT$10,000 that comes back as NT$11,000 a year of 365 days later', () => {
    const rate = xirrOf([
      { date: '2025-01-01', amount: -10_000 },
      { date: '2026-01-01', amount: 11_000 },
    ]);
    expect(rate).toBeCloseTo(0.1, 9);
    expect(xirrPercentText(rate as number)).toBe('10.00');
  });

  it('matches the spreadsheet function’s documented example (37.34 %)', () => {
    const rate = xirrOf([
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ]);
    expect(rate).toBeCloseTo(0.373362535, 8);
  });

  it('takes the flows in date order and answers a loss as a negative rate', () => {
    const rate = xirrOf([
      { date: '2026-07-01', amount: 9_000 },
      { date: '2025-07-01', amount: -10_000 },
    ]);
    expect(rate).toBeCloseTo(-0.1, 9);
  });

  it('answers null without money both ways or without two dates', () => {
    expect(xirrOf([])).toBeNull();
    expect(xirrOf([{ date: '2026-01-01', amount: -1_000 }])).toBeNull();
    expect(xirrOf([{ date: '2026-01-01', amount: -1_000 }, { date: '2026-02-01', amount: 0 }])).toBeNull();
    expect(xirrOf([{ date: '2026-01-01', amount: -1_000 }, { date: '2026-01-01', amount: 1_100 }])).toBeNull();
  });

  it('finds back the rate that priced any schedule of later payments', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 2, noNaN: true }),
        fc.array(fc.record({ days: fc.integer({ min: 1, max: 3_000 }), amount: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 24 }),
        (rate, later) => {
          const start = '2024-03-15';
          const inflows = later.map((flow) => ({ date: shiftIsoDate(start, flow.days), amount: flow.amount }));
          const price = inflows.reduce((sum, flow) => sum + flow.amount / (1 + rate) ** (daysBetween(start, flow.date) / XIRR_DAYS_PER_YEAR), 0);
          const found = xirrOf([{ date: start, amount: -price }, ...inflows]);
          expect(found).not.toBeNull();
          expect(Math.abs(netPresentValue([{ date: start, amount: -price }, ...inflows], found as number))).toBeLessThan(price * 1e-6);
          expect(found).toBeCloseTo(rate, 6);
        },
      ),
    );
  });
});

describe('monthlyReturnsOf', () => {
  it('sums each of the last twelve months, quiet months at 0, older movements left out', () => {
    const months = monthlyReturnsOf(
      [
        { date: '2026-11-05', kind: 'principal', amount: 800 },
        { date: '2026-11-05', kind: 'income', amount: 120 },
        { date: '2026-11-05', kind: 'fee', amount: 9 },
        { date: '2026-11-20', kind: 'income', amount: 30 },
        { date: '2025-12-01', kind: 'principal', amount: 500 },
        { date: '2025-11-30', kind: 'principal', amount: 999 },
      ],
      '2026-11-28',
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', principal: 500, income: 0, fees: 0 });
    expect(months[11]).toEqual({ month: '2026-11', principal: 800, income: 150, fees: 9 });
    expect(months.slice(1, 11).every((month) => month.principal + month.income + month.fees === 0)).toBe(true);
  });
});
