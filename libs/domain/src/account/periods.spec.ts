import { describe, expect, it } from 'vitest';
import { parseListDate, parseMonth, taipeiDaysRange, taipeiMonthOf, taipeiMonthRange } from '../dates/business-date.js';

describe('periods in Taiwan time', () => {
  it('starts a day at midnight UTC+8', () => {
    expect(taipeiDaysRange('2025-03-01', '2025-03-31')).toEqual({
      start: new Date('2025-02-28T16:00:00.000Z'),
      end: new Date('2025-03-31T16:00:00.000Z'),
    });
  });

  it('finds the month in Taiwan, not in UTC', () => {
    expect(taipeiMonthOf(new Date('2025-01-31T16:30:00.000Z'))).toBe('2025-02');
    expect(taipeiMonthOf(new Date('2025-01-31T15:59:59.000Z'))).toBe('2025-01');
  });

  it('spans a month, December into January', () => {
    expect(taipeiMonthRange('2024-12')).toEqual({
      start: new Date('2024-11-30T16:00:00.000Z'),
      end: new Date('2024-12-31T16:00:00.000Z'),
    });
  });

  it('reads months and list dates', () => {
    expect(parseMonth('2025-11')).toBe('2025-11');
    expect(parseMonth('2025-13')).toBeNull();
    expect(parseMonth('1999-01')).toBeNull();
    expect(parseListDate('2025/02/28')).toBe('2025-02-28');
    expect(parseListDate('2025-02-29')).toBeNull();
    expect(parseListDate('yesterday')).toBeNull();
  });
});
