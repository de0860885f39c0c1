import { describe, expect, it } from 'vitest';
import { DATE_CHOOSER_DEFAULT } from '../constants/ui.js';
import { chooserDays, chooserMonths, chooserYears } from './date-chooser.js';
import { isRealDate } from './date.js';

describe('date chooser', () => {
  it('offers years from 1900 to the current year plus the offset', () => {
    const years = chooserYears(2024, 2);
    expect(years[0]).toBe('1900');
    expect(years.at(-1)).toBe('2026');
    expect(years).toHaveLength(127);
    expect(chooserYears(2024).at(-1)).toBe('2024');
  });

  it('offers months 01 to 12', () => {
    expect(chooserMonths()).toEqual([
      '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12',
    ]);
  });

  it('offers the days of the month', () => {
    expect(chooserDays(2023, 1)).toHaveLength(31);
    expect(chooserDays(2023, 4)).toHaveLength(30);
    expect(chooserDays('2023', '02').at(-1)).toBe('28');
    expect(chooserDays(2024, 2).at(-1)).toBe('29');
  });

  it('uses the divisible-by-4 leap rule of the chooser', () => {
    expect(chooserDays(1900, 2)).toHaveLength(29);
  });

  it('offers nothing for an impossible month', () => {
    expect(chooserDays(2024, 13)).toEqual([]);
    expect(chooserDays('abc', 1)).toEqual([]);
  });

  it('defaults to a real date', () => {
    expect(isRealDate(DATE_CHOOSER_DEFAULT)).toBe(true);
  });
});
