import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  daysBetween,
  daysInMonth,
  formatDateTime,
  formatYmd,
  inTaiwan,
  isLeapYear,
  isoDateOf,
  lastOfMonth,
  parseIsoDate,
  parseYmd,
  shiftInstantDays,
  shiftIsoDate,
  shiftIsoDateMonths,
  shiftIsoDateYears,
  shiftIsoMonth,
  taipeiDayStart,
  taipeiMonthOf,
  taipeiToday,
  ymdOfIso,
  ymdOfIsoStrict,
} from './business-date.js';

const instant = (text: string): Date => new Date(text);
/** Intl writes a thin space between date and time. */
const spaced = (text: string): string => text.replace(/\s/gu, ' ');

describe('month ends', () => {
  it('finds the last day of every kind of month', () => {
    expect(lastOfMonth('2025-01-15')).toBe('2025-01-31');
    expect(lastOfMonth('2025-04-01')).toBe('2025-04-30');
    expect(lastOfMonth('2025-02-10')).toBe('2025-02-28');
    expect(lastOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(lastOfMonth('2025-12-31')).toBe('2025-12-31');
  });

  it('moves by months to the same day, or the last day of a shorter month', () => {
    expect(shiftIsoDateMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(shiftIsoDateMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(shiftIsoDateMonths('2025-03-31', 1)).toBe('2025-04-30');
    expect(shiftIsoDateMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(shiftIsoDateMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(shiftIsoDateMonths('2025-01-15', -1)).toBe('2024-12-15');
  });

  it('moves months across years', () => {
    expect(shiftIsoMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftIsoMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftIsoMonth('2025-06', -18)).toBe('2023-12');
  });

  it('moves days across month and year ends', () => {
    expect(shiftIsoDate('2025-01-31', 1)).toBe('2025-02-01');
    expect(shiftIsoDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftIsoDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftIsoDate('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('leap years', () => {
  it('applies the Gregorian rule, centuries included', () => {
    expect([1900, 2000, 2023, 2024, 2100, 2400].map(isLeapYear)).toEqual([false, true, false, true, false, true]);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 0)).toBe(0);
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2000-02-29')).toBe('2000-02-29');
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseYmd('2024/02/29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseYmd('2100/02/29')).toBeNull();
  });

  it('counts the leap day between dates', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2024-01-01')).toBe(-366);
  });

  it('moves 29 February by years to 28 February of a common year', () => {
    expect(shiftIsoDateYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(shiftIsoDateYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(shiftIsoDateYears('2025-06-15', -30)).toBe('1995-06-15');
  });
});

describe('Taipei midnight boundaries', () => {
  it('names the Taipei date of instants around 16:00 UTC', () => {
    expect(taipeiToday(instant('2025-12-31T15:59:59.999Z'))).toBe('2025-12-31');
    expect(taipeiToday(instant('2025-12-31T16:00:00.000Z'))).toBe('2026-01-01');
    expect(taipeiToday(instant('2024-02-28T16:00:00.000Z'))).toBe('2024-02-29');
  });

  it('names the Taipei month of instants at a month change', () => {
    expect(taipeiMonthOf(instant('2025-02-28T15:59:59.999Z'))).toBe('2025-02');
    expect(taipeiMonthOf(instant('2025-02-28T16:00:00.000Z'))).toBe('2025-03');
  });

  it('starts each day at Taipei midnight, 16:00 UTC the day before', () => {
    expect(taipeiDayStart('2025-01-01')).toEqual(instant('2024-12-31T16:00:00.000Z'));
    expect(taipeiDayStart('2024-03-01')).toEqual(instant('2024-02-29T16:00:00.000Z'));
    expect(taipeiDayStart('2025-07-01').getTime() - taipeiDayStart('2025-06-30').getTime()).toBe(DAY_MS);
  });

  it('writes instants as Taipei dates and times', () => {
    expect(formatYmd(instant('2025-06-30T16:00:00.000Z'))).toBe('2025/07/01');
    expect(spaced(formatDateTime('2025-06-30T16:00:00.000Z'))).toBe('2025/07/01 00:00');
    expect(spaced(formatDateTime('2025-06-30T15:59:00.000Z'))).toBe('2025/06/30 23:59');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime(null)).toBe('');
  });

  it('reads the time of day and the weekday in Taipei', () => {
    const taipei = inTaiwan(instant('2025-11-23T16:30:00.000Z'));
    expect([taipei.getDay(), taipei.getHours(), taipei.getMinutes()]).toEqual([1, 0, 30]);
  });

  it('moves an instant by whole 24-hour days', () => {
    expect(shiftInstantDays(instant('2025-01-31T15:59:59.000Z'), 3)).toEqual(instant('2025-02-03T15:59:59.000Z'));
    expect(shiftInstantDays(instant('2025-03-01T00:00:00.000Z'), -1)).toEqual(instant('2025-02-28T00:00:00.000Z'));
  });
});

describe('date texts', () => {
  it('reads and writes the fields of a YYYY-MM-DD date', () => {
    expect(ymdOfIso('2025-03-05')).toEqual({ year: 2025, month: 3, day: 5 });
    expect(ymdOfIso('2025-03')).toEqual({ year: 2025, month: 3, day: 1 });
    expect(isoDateOf({ year: 2025, month: 3, day: 5 })).toBe('2025-03-05');
    expect(isoDateOf({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
    expect(ymdOfIsoStrict('2025-03-05')).toEqual({ year: 2025, month: 3, day: 5 });
    expect(() => ymdOfIsoStrict('2025/03/05')).toThrow(RangeError);
  });
});
