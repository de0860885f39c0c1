import { describe, expect, it } from 'vitest';
import { CYCLE_DAY_MAX } from './constants.js';
import { datesAfter, daysBetween, firstOfMonth, monthOfDate, parseBusinessDate } from '../dates/business-date.js';
import { cycleDayOf, daysLate, dueDateOf, dueDatesOf, lateSinceOf } from './dates.js';

describe('due dates from the cycle day', () => {
  it('falls on the disbursement day of each following month', () => {
    expect(cycleDayOf('2025-01-15')).toBe(15);
    expect(dueDatesOf('2025-01-15', 12)).toEqual([
      '2025-02-15', '2025-03-15', '2025-04-15', '2025-05-15', '2025-06-15', '2025-07-15',
      '2025-08-15', '2025-09-15', '2025-10-15', '2025-11-15', '2025-12-15', '2026-01-15',
    ]);
  });

  it('caps the cycle day at the 28th, so February has one too', () => {
    expect(cycleDayOf('2025-01-31')).toBe(CYCLE_DAY_MAX);
    expect(cycleDayOf('2025-03-29')).toBe(28);
    expect(dueDatesOf('2025-01-31', 3)).toEqual(['2025-02-28', '2025-03-28', '2025-04-28']);
    expect(cycleDayOf('2025-02-28')).toBe(28);
  });

  it('runs across years', () => {
    expect(dueDateOf('2025-11-05', 5, 1)).toBe('2025-12-05');
    expect(dueDateOf('2025-11-05', 5, 2)).toBe('2026-01-05');
    expect(dueDateOf('2025-11-05', 5, 84)).toBe('2032-11-05');
    expect(dueDatesOf('2025-12-10', 2)).toEqual(['2026-01-10', '2026-02-10']);
  });
});

describe('day arithmetic', () => {
  it('counts whole days between dates, across months, leap days and years', () => {
    expect(daysBetween('2025-01-01', '2025-01-01')).toBe(0);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2025-03-01', '2025-02-28')).toBe(-1);
  });

  it('names late days from the day after the due date', () => {
    expect(lateSinceOf('2025-01-31')).toBe('2025-02-01');
    expect(daysLate('2025-01-15', '2025-01-15')).toBe(0);
    expect(daysLate('2025-01-15', '2025-01-10')).toBe(0);
    expect(daysLate('2025-01-15', '2025-01-23')).toBe(8);
  });

  it('lists the dates after one date up to another', () => {
    expect(datesAfter('2025-02-27', '2025-03-02')).toEqual(['2025-02-28', '2025-03-01', '2025-03-02']);
    expect(datesAfter('2025-03-02', '2025-03-02')).toEqual([]);
    expect(datesAfter('2025-03-02', '2025-03-01')).toEqual([]);
  });

  it('reads months and business dates', () => {
    expect(monthOfDate('2025-12-05')).toBe('2025-12');
    expect(firstOfMonth('2025-12-05')).toBe('2025-12-01');
    expect(parseBusinessDate('2025-02-28')).toBe('2025-02-28');
    expect(parseBusinessDate('2025-02-29')).toBeNull();
    expect(parseBusinessDate('2025/02/28')).toBeNull();
    expect(parseBusinessDate(20250228)).toBeNull();
  });
});
