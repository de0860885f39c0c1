import { REPAYMENT_TABLE_PAGE_SIZE } from '../constants/ui.js';
import { MONTHS_PER_YEAR } from '../repayment/interest.js';
import { daysInMonth, firstOfMonth, isoToSlashed, lastOfMonth, monthOfDate, ymdOfIsoStrict } from '../dates/business-date.js';
import { isOpenRepaymentStatus } from '../servicing/rules.js';

/** The month of a business date ('YYYY-MM-DD') as the overview names it: 'YYYY/MM'. */
export const overviewMonthOf = (businessDate: string): string => {
  ymdOfIsoStrict(businessDate);
  return isoToSlashed(monthOfDate(businessDate));
};

/** The first and last day ('YYYY-MM-DD') of the calendar month of a date. */
export const calendarMonthOf = (date: string): { first: string; last: string } => {
  ymdOfIsoStrict(date);
  return { first: firstOfMonth(date), last: lastOfMonth(date) };
};

/**
 * Whole calendar months from one date to a later one, rounded down: a month counts once its day
 * of the month is reached (or the later month ends first). 0 when the later date is not after the
 * first.
 */
export const wholeMonthsBetween = (from: string, to: string): number => {
  if (to <= from) return 0;
  const start = ymdOfIsoStrict(from);
  const end = ymdOfIsoStrict(to);
  const months = (end.year - start.year) * MONTHS_PER_YEAR + (end.month - start.month);
  const reachedDay = end.day >= Math.min(start.day, daysInMonth(end.year, end.month));
  return reachedDay ? months : months - 1;
};

/**
 * The overview's remaining term: the calendar months from the month of the next row still to come
 * (due on or after the business date) to the month of the last open row, both counted, so one loan
 * with six rows to come has 6 months left whatever the day of the month; and the whole years of
 * it. 0 and 0 when no row is still to come (rows already due are owed now, not later).
 */
export const remainingTermOf = (nextDueDate: string | null, lastDueDate: string | null): { diff_month: number; diff_year: number } => {
  if (nextDueDate === null || lastDueDate === null || lastDueDate < nextDueDate) return { diff_month: 0, diff_year: 0 };
  const next = ymdOfIsoStrict(nextDueDate);
  const last = ymdOfIsoStrict(lastDueDate);
  const months = (last.year - next.year) * MONTHS_PER_YEAR + (last.month - next.month) + 1;
  return { diff_month: months, diff_year: Math.floor(months / MONTHS_PER_YEAR) };
};

/**
 * The page a schedule opens on: the page of its first row still owed something, the first page
 * when every row is settled (pages of REPAYMENT_TABLE_PAGE_SIZE rows, numbered from 1).
 */
export const firstUnpaidPage = (rows: readonly { status_code: string }[], pageSize: number = REPAYMENT_TABLE_PAGE_SIZE): number => {
  const index = rows.findIndex((row) => isOpenRepaymentStatus(row.status_code));
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
};

/** The number of pages of a schedule (at least one). */
export const repaymentPageCount = (rowCount: number, pageSize: number = REPAYMENT_TABLE_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(rowCount / pageSize));

/** The share of the schedule repaid, in whole percent rounded down (100 only when all is paid). */
export const repaidPercent = (paid: number, total: number): number =>
  total <= 0 ? 0 : Math.min(100, Math.floor((paid * 100) / total));
