import { describe, expect, it } from 'vitest';
import { compareYmd, daysInMonth, formatYmd, isLeapYear, parseYmd, toTaipeiYmd } from '../dates/business-date.js';
import { isRealDate } from './date.js';

describe('isRealDate', () => {
  it.each(['1980/01/01', '2024/02/29', '2000/02/29', '1999/12/31', '2023/04/30'])(
    'accepts %s',
    (value) => {
      expect(isRealDate(value)).toBe(true);
    },
  );
  it.each([
    '2023/02/29',
    '1900/02/29',
    '2023/04/31',
    '2023/13/01',
    '2023/00/10',
    '2023/01/00',
    '2023-01-01',
    '2023/1/1',
    '0000/01/01',
    '',
  ])('refuses %s', (value) => {
    expect(isRealDate(value)).toBe(false);
  });
});

describe('calendar helpers', () => {
  it('applies the Gregorian leap rule', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 13)).toBe(0);
  });

  it('parses and formats YYYY/MM/DD', () => {
    expect(parseYmd('2024/03/05')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(formatYmd({ year: 2024, month: 3, day: 5 })).toBe('2024/03/05');
    expect(parseYmd('2024/3/5')).toBeNull();
  });

  it('reads an instant as its date in Taiwan', () => {
    expect(toTaipeiYmd(new Date('2024-01-31T15:59:59Z'))).toEqual({ year: 2024, month: 1, day: 31 });
    expect(toTaipeiYmd(new Date('2024-01-31T16:00:00Z'))).toEqual({ year: 2024, month: 2, day: 1 });
    expect(formatYmd(new Date('2023-12-31T16:00:00Z'))).toBe('2024/01/01');
  });

  it('compares dates', () => {
    expect(compareYmd({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 1 })).toBe(1);
    expect(compareYmd({ year: 2024, month: 1, day: 1 }, { year: 2024, month: 1, day: 1 })).toBe(0);
  });
});
