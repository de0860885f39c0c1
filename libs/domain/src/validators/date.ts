import { TIMEZONE, UTC_OFFSET_HOURS } from '../constants/ui.js';

/** A calendar date without a time of day. */
export interface Ymd {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const YMD_PATTERN = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const HOUR_MS = 3_600_000;

/** Gregorian leap year: every 4th year, except centuries not divisible by 400. */
export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);

/** 'YYYY/MM/DD' to a date, or null unless it names a real Gregorian calendar day. */
export const parseYmd = (value: string): Ymd | null => {
  const match = YMD_PATTERN.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return { year, month, day };
};

export const isRealDate = (value: string): boolean => parseYmd(value) !== null;

/** The calendar date in Taiwan (UTC+8, no daylight saving) at the given instant. */
export const toTaipeiYmd = (instant: Date): Ymd => {
  const shifted = new Date(instant.getTime() + UTC_OFFSET_HOURS * HOUR_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
};

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

/** 'YYYY/MM/DD'; an instant is written as its date in Taiwan. */
export const formatYmd = (value: Ymd | Date): string => {
  const ymd = value instanceof Date ? toTaipeiYmd(value) : value;
  return `${pad(ymd.year, 4)}/${pad(ymd.month, 2)}/${pad(ymd.day, 2)}`;
};

/** Timestamps as the screens show them: Taipei time, YYYY/MM/DD HH:mm. */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const dateTimeFormat = new Intl.DateTimeFormat('zh-TW', DATE_TIME_OPTIONS);

/** An API timestamp in Taipei time (2025/11/20 10:30); '' for no value, the text itself when it is not a date. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
};

export const compareYmd = (a: Ymd, b: Ymd): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;
