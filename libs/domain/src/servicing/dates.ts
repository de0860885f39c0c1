import { dayOfMonthAfter, daysBetween, shiftIsoDate } from '../dates/business-date.js';
import { CYCLE_DAY_MAX } from './constants.js';

/** The day of the month the rows of a loan disbursed on this business date fall due: its day, at most CYCLE_DAY_MAX. */
export const cycleDayOf = (disbursedOn: string): number => Math.min(Number(disbursedOn.slice(8, 10)), CYCLE_DAY_MAX);

/** The due date of a period: the cycle day of the period-th month after the disbursement's month. */
export const dueDateOf = (disbursedOn: string, cycleDay: number, period: number): string => dayOfMonthAfter(disbursedOn, period, cycleDay);

/** The due dates of periods 1..periods of a loan disbursed on this business date. */
export const dueDatesOf = (disbursedOn: string, periods: number): string[] => {
  const cycleDay = cycleDayOf(disbursedOn);
  return Array.from({ length: periods }, (_, index) => dueDateOf(disbursedOn, cycleDay, index + 1));
};

/** The first day late of a row due on this date (the day after it). */
export const lateSinceOf = (dueDate: string): string => shiftIsoDate(dueDate, 1);

/** How many days late a row due on dueDate is on date: 0 on its due date or before. */
export const daysLate = (dueDate: string, date: string): number => Math.max(0, daysBetween(dueDate, date));
