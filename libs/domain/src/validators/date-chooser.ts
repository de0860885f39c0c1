import { DATE_CHOOSER_MIN_YEAR } from '../constants/ui.js';

const pad2 = (value: number): string => String(value).padStart(2, '0');

const CHOOSER_MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Years offered: 1900 up to the current year plus maxOffset, ascending. */
export const chooserYears = (currentYear: number, maxOffset = 0): string[] => {
  const years: string[] = [];
  for (let year = DATE_CHOOSER_MIN_YEAR; year <= currentYear + maxOffset; year += 1) {
    years.push(String(year));
  }
  return years;
};

export const chooserMonths = (): string[] =>
  Array.from({ length: CHOOSER_MONTH_DAYS.length }, (_, index) => pad2(index + 1));

/**
 * Days offered for a month. The chooser's own rule treats every year divisible by 4 as a
 * leap year; the date validator (isRealDate) still applies the full Gregorian rule.
 */
export const chooserDays = (year: number | string, month: number | string): string[] => {
  const y = Number(year);
  const m = Number(month);
  const base = CHOOSER_MONTH_DAYS[m - 1];
  if (!Number.isInteger(y) || base === undefined) return [];
  const length = m === 2 && y % 4 === 0 ? 29 : base;
  return Array.from({ length }, (_, index) => pad2(index + 1));
};
