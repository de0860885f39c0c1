import { parseIsoDate, shiftIsoDate } from '../account-screens/screens.js';
import { CYCLE_DAY_MAX } from './constants.js';

const DAY_MS = 86_400_000;
const MONTHS_PER_YEAR = 12;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

const utcOf = (iso: string): number => {
  const [year, month, day] = iso.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
};

/** A business date: 'YYYY-MM-DD' naming a real calendar day (Asia/Taipei), else null. */
export const parseBusinessDate = (value: unknown): string | null => (typeof value === 'string' ? parseIsoDate(value) : null);

/** Whole days from one 'YYYY-MM-DD' date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** The later of two 'YYYY-MM-DD' dates. */
export const laterDate = (a: string, b: string): string => (a >= b ? a : b);

/** The earlier of two 'YYYY-MM-DD' dates. */
export const earlierDate = (a: string, b: string): string => (a <= b ? a : b);

/** The calendar month of a date: 'YYYY-MM'. */
export const monthOfDate = (date: string): string => date.slice(0, 7);

/** The first day of a date's month. */
export const firstOfMonth = (date: string): string => `${monthOfDate(date)}-01`;

/** The dates after `from` up to `to`, both 'YYYY-MM-DD', oldest first (none when `to` is not later). */
export const datesAfter = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, index) => shiftIsoDate(from, index + 1));

/** The day of the month the rows of a loan disbursed on this business date fall due: its day, at most CYCLE_DAY_MAX. */
export const cycleDayOf = (disbursedOn: string): number => Math.min(Number(disbursedOn.slice(8, 10)), CYCLE_DAY_MAX);

/** The due date of a period: the cycle day of the period-th month after the disbursement's month. */
export const dueDateOf = (disbursedOn: string, cycleDay: number, period: number): string => {
  const months = Number(disbursedOn.slice(0, 4)) * MONTHS_PER_YEAR + Number(disbursedOn.slice(5, 7)) - 1 + period;
  return `${pad(Math.floor(months / MONTHS_PER_YEAR), 4)}-${pad((months % MONTHS_PER_YEAR) + 1)}-${pad(cycleDay)}`;
};

/** The due dates of periods 1..periods of a loan disbursed on this business date. */
export const dueDatesOf = (disbursedOn: string, periods: number): string[] => {
  const cycleDay = cycleDayOf(disbursedOn);
  return Array.from({ length: periods }, (_, index) => dueDateOf(disbursedOn, cycleDay, index + 1));
};

/** The first day late of a row due on this date (the day after it). */
export const lateSinceOf = (dueDate: string): string => shiftIsoDate(dueDate, 1);

/** How many days late a row due on dueDate is on date: 0 on its due date or before. */
export const daysLate = (dueDate: string, date: string): number => Math.max(0, daysBetween(dueDate, date));
