import { UTC_OFFSET_HOURS } from '../constants/ui.js';
import { toTaipeiYmd } from '../validators/date.js';
import { parseIsoDate, shiftIsoDate } from '../account-screens/screens.js';

const HOUR_MS = 3_600_000;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** A span of time [start, end): the instants of whole calendar days in Taiwan. */
export interface InstantRange {
  readonly start: Date;
  readonly end: Date;
}

/** Midnight in Taiwan at the start of a 'YYYY-MM-DD' day. */
export const taipeiDayStart = (isoDate: string): Date => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) - UTC_OFFSET_HOURS * HOUR_MS);
};

/** The instants of the days from start_date to end_date, both included (dates 'YYYY-MM-DD'). */
export const taipeiDaysRange = (startDate: string, endDate: string): InstantRange => ({
  start: taipeiDayStart(startDate),
  end: taipeiDayStart(shiftIsoDate(endDate, 1)),
});

/** The calendar month in Taiwan at an instant: 'YYYY-MM'. */
export const taipeiMonthOf = (instant: Date): string => {
  const { year, month } = toTaipeiYmd(instant);
  return `${pad(year, 4)}-${pad(month)}`;
};

/** 'YYYY-MM' when the text names a month (years 2000 to 9999), else null. */
export const parseMonth = (value: string): string | null => {
  const match = MONTH_PATTERN.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && month >= 1 && month <= 12 ? value : null;
};

/** The instants of a calendar month in Taiwan ('YYYY-MM'). */
export const taipeiMonthRange = (month: string): InstantRange => {
  const [year, monthNumber] = month.split('-').map(Number);
  const next = (monthNumber ?? 1) === 12 ? `${pad((year ?? 1970) + 1, 4)}-01` : `${pad(year ?? 1970, 4)}-${pad((monthNumber ?? 1) + 1)}`;
  return { start: taipeiDayStart(`${month}-01`), end: taipeiDayStart(`${next}-01`) };
};

/** The calendar month in Taiwan containing an instant. */
export const taipeiMonthRangeAt = (instant: Date): InstantRange => taipeiMonthRange(taipeiMonthOf(instant));

/** A date of the statement lists, 'YYYY-MM-DD' or 'YYYY/MM/DD', as 'YYYY-MM-DD'; null if not a real day. */
export const parseListDate = (value: string): string | null => parseIsoDate(value.trim().replaceAll('/', '-'));
