import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftIsoDate } from '../dates/business-date.js';
import { interestForDays } from '../repayment/interest.js';
import { LATE_PENALTY_GRACE_DAYS, PENALTY_LONG_LATE_DAYS } from './constants.js';
import { penaltyAccrual, penaltyRatePercent } from './penalty.js';

const DUE = '2025-03-10';

describe('late penalty (違約金)', () => {
  it('charges APR × 10 % after the grace period and APR × 20 % after 180 days', () => {
    expect(penaltyRatePercent('12.00', 10)).toBe('1.2');
    expect(penaltyRatePercent(16, 20)).toBe('3.2');
    expect(penaltyRatePercent('9.35', 10)).toBe('0.935');
  });

  it('charges nothing during the grace period', () => {
    for (let days = 0; days <= LATE_PENALTY_GRACE_DAYS; days += 1) {
      expect(penaltyAccrual({ base: 100_000, aprPercent: 12, dueDate: DUE, through: null, date: shiftIsoDate(DUE, days) })).toEqual({
        amount: 0,
        through: null,
      });
    }
  });

  it('charges from the 8th day late on the unpaid principal and interest', () => {
    // Day 8 late: 100,000 × 1.2 % / 365 = 3.29 → 3.
    expect(penaltyAccrual({ base: 100_000, aprPercent: 12, dueDate: DUE, through: null, date: '2025-03-18' })).toEqual({ amount: 3, through: '2025-03-18' });
    // Days 8 to 37 late at once: 100,000 × 1.2 % × 30 / 365 = 98.63 → 99.
    expect(penaltyAccrual({ base: 100_000, aprPercent: 12, dueDate: DUE, through: null, date: '2025-04-16' })).toEqual({ amount: 99, through: '2025-04-16' });
  });

  it('charges only the days after the last one charged, so a date run twice adds nothing', () => {
    const first = penaltyAccrual({ base: 8_885, aprPercent: 12, dueDate: DUE, through: null, date: '2025-04-30' });
    expect(first.through).toBe('2025-04-30');
    expect(penaltyAccrual({ base: 8_885, aprPercent: 12, dueDate: DUE, through: first.through, date: '2025-04-30' })).toEqual({ amount: 0, through: '2025-04-30' });
    expect(penaltyAccrual({ base: 8_885, aprPercent: 12, dueDate: DUE, through: first.through, date: '2025-04-20' })).toEqual({ amount: 0, through: '2025-04-30' });
  });

  it('splits a span across the 180th day: the days after it at the higher rate', () => {
    const through = shiftIsoDate(DUE, 170);
    const date = shiftIsoDate(DUE, 200);
    // Accrued up to day 200 (days 8–180 at 1.2 %, 181–200 at 2.4 %) less accrued up to day 170 (days 8–170).
    const expected = interestForDays(50_000, '1.2', 173) + interestForDays(50_000, '2.4', 20) - interestForDays(50_000, '1.2', 163);
    expect(expected).toBe(284 + 66 - 268);
    expect(penaltyAccrual({ base: 50_000, aprPercent: 12, dueDate: DUE, through, date })).toEqual({ amount: expected, through: date });
    // Day 181 alone: 50,000 × 2.4 % / 365 = 3.29 → 3.
    expect(penaltyAccrual({ base: 50_000, aprPercent: 12, dueDate: DUE, through: shiftIsoDate(DUE, PENALTY_LONG_LATE_DAYS), date: shiftIsoDate(DUE, 181) })).toEqual({
      amount: 3,
      through: shiftIsoDate(DUE, 181),
    });
  });

  it('charges a small row day by day as much as in one span: no day rounds away', () => {
    // 5,000 × 1.2 % / 365 = 0.16 a day: each day alone would round to 0.
    let daily = 0;
    let through: string | null = null;
    for (let day = 1; day <= 60; day += 1) {
      const step = penaltyAccrual({ base: 5_000, aprPercent: 12, dueDate: DUE, through, date: shiftIsoDate(DUE, day) });
      daily += step.amount;
      through = step.through;
    }
    expect(daily).toBe(interestForDays(5_000, '1.2', 53));
    expect(daily).toBe(9);
  });

  it('charges a constant base the same day by day as in one span, over any dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 3_000_000 }),
        fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 12 }),
        (days, base, cuts) => {
          const date = shiftIsoDate(DUE, days);
          const once = penaltyAccrual({ base, aprPercent: '9.5', dueDate: DUE, through: null, date }).amount;
          let total = 0;
          let through: string | null = null;
          for (const day of [...new Set([...cuts.filter((cut) => cut < days), days])].sort((a, b) => a - b)) {
            const step = penaltyAccrual({ base, aprPercent: '9.5', dueDate: DUE, through, date: shiftIsoDate(DUE, day) });
            expect(step.amount).toBeGreaterThanOrEqual(0);
            total += step.amount;
            through = step.through;
          }
          expect(total).toBe(once);
        },
      ),
    );
  });
});
