import { TZDate, tzOffset } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import { addDays, addMonths, addYears, endOfMonth, formatISO, getDaysInMonth, isLeapYear as isLeapYearDate, setDate } from 'date-fns';
import { TIMEZONE } from '../constants/ui.js';

/**
 * Business dates: the calendar days of Taiwan, written 'YYYY-MM-DD'. Taiwan keeps UTC+8 all year
 * (no daylight saving), so every business date is exactly one 24-hour span of instants.
 *
 * Two kinds of work, two date-fns helpers:
 * - arithmetic on calendar days (add days, months or years, month ends) runs on UTCDate, whose
 *   fields are the day's own fields whatever the host's time zone; a UTC day is always 24 hours,
 *   so days between two dates are their difference in DAY_MS;
 * - turning an instant into a Taipei date, and a Taipei date into its first instant, shifts it by
 *   the zone's offset that @date-fns/tz reads from the time-zone database (TZDate for times of day).
 */
export const BUSINESS_TIME_ZONE = TIMEZONE;

/** One calendar day of instants (Taipei never shifts its clock). */
export const DAY_MS = 86_400_000;

/** A calendar date without a time of day. */
export interface Ymd {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A span of time [start, end): the instants of whole calendar days in Taiwan. */
export interface InstantRange {
  readonly start: Date;
  readonly end: Date;
}

const MINUTE_MS = 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLASHED_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const MONTHS_PER_YEAR = 12;
const MONTH_TEXT_MIN_YEAR = 2000;

/** The calendar day as a UTCDate (setFullYear keeps years below 100 as they are). */
const calendarDay = (year: number, month: number, day: number): UTCDate => {
  const date = new UTCDate(0);
  date.setFullYear(year, month - 1, day);
  return date;
};

/** The fields of a 'YYYY-MM-DD' (or 'YYYY-MM', day 1) text, read leniently: callers pass business dates. */
export const ymdOfIso = (iso: string): Ymd => {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day };
};

const isoDay = (iso: string): UTCDate => {
  const { year, month, day } = ymdOfIso(iso);
  return calendarDay(year, month, day);
};

const isoOf = (date: Date): string => formatISO(date, { representation: 'date' });

/** Taipei's offset from UTC at an instant, in milliseconds. */
const taipeiOffsetMs = (instant: Date): number => tzOffset(BUSINESS_TIME_ZONE, instant) * MINUTE_MS;

/** The Taipei calendar day of an instant, as a UTCDate at that day's midnight. */
const taipeiDayOf = (instant: Date): UTCDate => {
  const wallClock = new UTCDate(instant.getTime() + taipeiOffsetMs(instant));
  return calendarDay(wallClock.getFullYear(), wallClock.getMonth() + 1, wallClock.getDate());
};

/** Gregorian leap year: every 4th year, except centuries not divisible by 400. */
export const isLeapYear = (year: number): boolean => isLeapYearDate(calendarDay(year, 1, 1));

/** The days of a month (1-12) of a year; 0 for a month outside 1-12. */
export const daysInMonth = (year: number, month: number): number =>
  Number.isInteger(month) && month >= 1 && month <= MONTHS_PER_YEAR ? getDaysInMonth(calendarDay(year, month, 1)) : 0;

const isCalendarDay = ({ year, month, day }: Ymd): boolean => year >= 1 && day >= 1 && day <= daysInMonth(year, month);

const fieldsOf = (match: RegExpExecArray): Ymd => ({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });

/** The fields of a 'YYYY-MM-DD' text; a RangeError for text of any other shape. */
export const ymdOfIsoStrict = (iso: string): Ymd => {
  const match = ISO_DATE.exec(iso);
  if (match === null) throw new RangeError(`expected a YYYY-MM-DD date, got ${JSON.stringify(iso)}`);
  return fieldsOf(match);
};

/** 'YYYY-MM-DD' when the text names a real calendar day, else null. */
export const parseIsoDate = (value: string | null | undefined): string | null => {
  const match = value === null || value === undefined ? null : ISO_DATE.exec(value);
  return match !== null && isCalendarDay(fieldsOf(match)) ? (value as string) : null;
};

/** A business date: 'YYYY-MM-DD' naming a real calendar day (Asia/Taipei), else null. */
export const parseBusinessDate = (value: unknown): string | null => (typeof value === 'string' ? parseIsoDate(value) : null);

/** 'YYYY/MM/DD' to a date, or null unless it names a real Gregorian calendar day. */
export const parseYmd = (value: string): Ymd | null => {
  const match = SLASHED_DATE.exec(value);
  if (match === null) return null;
  const ymd = fieldsOf(match);
  return isCalendarDay(ymd) ? ymd : null;
};

/** 'YYYY-MM' when the text names a month (years 2000 to 9999), else null. */
export const parseMonth = (value: string): string | null => {
  const match = ISO_MONTH.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= MONTH_TEXT_MIN_YEAR && month >= 1 && month <= MONTHS_PER_YEAR ? value : null;
};

/** A date of the statement lists, 'YYYY-MM-DD' or 'YYYY/MM/DD', as 'YYYY-MM-DD'; null if not a real day. */
export const parseListDate = (value: string): string | null => parseIsoDate(value.trim().replaceAll('/', '-'));

export const compareYmd = (a: Ymd, b: Ymd): number => a.year - b.year || a.month - b.month || a.day - b.day;

/** 'YYYY-MM-DD' of a date. */
export const isoDateOf = (ymd: Ymd): string => isoOf(calendarDay(ymd.year, ymd.month, ymd.day));

/** An instant as a date-fns date whose fields read the time in Taiwan. */
export const inTaiwan = (instant: Date): TZDate => new TZDate(instant.getTime(), BUSINESS_TIME_ZONE);

/** The calendar date in Taiwan at the given instant. */
export const toTaipeiYmd = (instant: Date): Ymd => {
  const day = taipeiDayOf(instant);
  return { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() };
};

/** Today's date in Taiwan as 'YYYY-MM-DD'. */
export const taipeiToday = (now: Date): string => isoOf(taipeiDayOf(now));

/** The calendar month in Taiwan at an instant: 'YYYY-MM'. */
export const taipeiMonthOf = (instant: Date): string => monthOfDate(taipeiToday(instant));

/** Midnight in Taiwan at the start of a 'YYYY-MM-DD' day. */
export const taipeiDayStart = (isoDate: string): Date => {
  const midnightUtc = isoDay(isoDate);
  return new Date(midnightUtc.getTime() - taipeiOffsetMs(midnightUtc));
};

/** An instant moved by whole days (each day 24 hours: Taiwan has no daylight saving). */
export const shiftInstantDays = (instant: Date, days: number): Date => new Date(instant.getTime() + days * DAY_MS);

/** A 'YYYY-MM-DD' date moved by whole days. */
export const shiftIsoDate = (iso: string, days: number): string => isoOf(addDays(isoDay(iso), days));

/** A 'YYYY-MM-DD' date moved by whole months: the same day, or the last day of a shorter month. */
export const shiftIsoDateMonths = (iso: string, months: number): string => isoOf(addMonths(isoDay(iso), months));

/** A 'YYYY-MM-DD' date moved by whole years: 29 February falls on 28 February in a common year. */
export const shiftIsoDateYears = (iso: string, years: number): string => isoOf(addYears(isoDay(iso), years));

/** A 'YYYY-MM' month moved by whole months. */
export const shiftIsoMonth = (month: string, months: number): string => monthOfDate(isoOf(addMonths(isoDay(`${month}-01`), months)));

/** A day of the month (1-28 fits every month) `months` months after the month of a 'YYYY-MM-DD' date. */
export const dayOfMonthAfter = (iso: string, months: number, day: number): string =>
  isoOf(setDate(addMonths(isoDay(firstOfMonth(iso)), months), day));

/** Whole days from one 'YYYY-MM-DD' date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((isoDay(to).getTime() - isoDay(from).getTime()) / DAY_MS);

/** The dates after `from` up to `to`, both 'YYYY-MM-DD', oldest first (none when `to` is not later). */
export const datesAfter = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, index) => shiftIsoDate(from, index + 1));

/** The later of two 'YYYY-MM-DD' dates. */
export const laterDate = (a: string, b: string): string => (a >= b ? a : b);

/** The earlier of two 'YYYY-MM-DD' dates. */
export const earlierDate = (a: string, b: string): string => (a <= b ? a : b);

/** The calendar month of a date: 'YYYY-MM'. */
export const monthOfDate = (date: string): string => date.slice(0, 7);

/** The first day of a date's month. */
export const firstOfMonth = (date: string): string => `${monthOfDate(date)}-01`;

/** The last day of a date's month. */
export const lastOfMonth = (date: string): string => isoOf(endOfMonth(isoDay(date)));

/** The instants of the days from start_date to end_date, both included (dates 'YYYY-MM-DD'). */
export const taipeiDaysRange = (startDate: string, endDate: string): InstantRange => ({
  start: taipeiDayStart(startDate),
  end: taipeiDayStart(shiftIsoDate(endDate, 1)),
});

/** The instants of a calendar month in Taiwan ('YYYY-MM'). */
export const taipeiMonthRange = (month: string): InstantRange => ({
  start: taipeiDayStart(`${month}-01`),
  end: taipeiDayStart(`${shiftIsoMonth(month, 1)}-01`),
});

/** The calendar month in Taiwan containing an instant. */
export const taipeiMonthRangeAt = (instant: Date): InstantRange => taipeiMonthRange(taipeiMonthOf(instant));

/** 'YYYY-MM-DD' ↔ 'YYYY/MM/DD' (the date chooser's form). */
export const isoToSlashed = (iso: string): string => iso.replaceAll('-', '/');
export const slashedToIso = (slashed: string): string => slashed.replaceAll('/', '-');

/** The day part of an API date ('2025-11-20', '2025/11/20' or a timestamp) as 'YYYY-MM-DD'. */
export const dayOf = (value: string): string => value.slice(0, 10).replaceAll('/', '-');

/** 'YYYY/MM/DD'; an instant is written as its date in Taiwan. */
export const formatYmd = (value: Ymd | Date): string =>
  isoToSlashed(value instanceof Date ? taipeiToday(value) : isoDateOf(value));

/** Timestamps as the screens show them: Taipei time, YYYY/MM/DD HH:mm (also the console's date fields). */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: BUSINESS_TIME_ZONE,
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

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const HOURS_PER_DAY = 24;
const MINUTES_PER_HOUR = 60;

/**
 * A Taipei wall-clock time as a datetime-local input holds it ('YYYY-MM-DDTHH:mm', seconds
 * optional) as the instant it names, or null for anything that is not a real date and time.
 */
export const instantOfTaipeiWallClock = (value: string): Date | null => {
  const match = WALL_CLOCK.exec(value);
  if (match === null) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (!isCalendarDay({ year, month, day }) || hour >= HOURS_PER_DAY || minute >= MINUTES_PER_HOUR || second >= MINUTES_PER_HOUR) return null;
  const dayStart = taipeiDayStart(isoDateOf({ year, month, day }));
  return new Date(dayStart.getTime() + ((hour * MINUTES_PER_HOUR + minute) * MINUTES_PER_HOUR + second) * 1000);
};

/**
 * An instant as a datetime-local input shows it in Taipei: 'YYYY-MM-DDTHH:mm'; '' for no value or
 * no date. A wall-clock time already (what the input itself holds once typed in) stays as it is.
 */
export const taipeiWallClockOf = (value: string | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && WALL_CLOCK.test(value)) return value.slice(0, 16);
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return new Date(instant.getTime() + taipeiOffsetMs(instant)).toISOString().slice(0, 16);
};
