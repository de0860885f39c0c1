import { ACCOUNT_RECENT_WINDOW_DAYS, ACCOUNT_REMINDERS_MAX, ACCOUNT_REMINDERS_MIN, ROBO_STABLE_LINK_MIN_AVAILABLE } from '../constants/account.js';
import { dayOf, shiftIsoDate, shiftIsoMonth, taipeiMonthOf, taipeiToday } from '../dates/business-date.js';
import {
  ACCOUNT_LOCAL_NAV,
  ACCOUNT_SUBJECT_DETAIL_PATH,
  ACCOUNT_WITHDRAW_DETAIL_PATH,
  LOCAL_NAV_PARAM,
  STATEMENT_FILE_EXTENSION,
  STATEMENT_FILE_PREFIX,
  STATEMENT_FILTER_CATEGORIES,
  STATEMENT_SUBJECT_PARAM,
} from './constants.js';
import type { StatementFilterCategory } from './constants.js';

export interface StatementWindow {
  start_date: string;
  end_date: string;
}

/** The lists' default dates: the last 90 days up to today in Taiwan. */
export const defaultStatementWindow = (now: Date): StatementWindow => {
  const today = taipeiToday(now);
  return { start_date: shiftIsoDate(today, -ACCOUNT_RECENT_WINDOW_DAYS), end_date: today };
};

/** A reminder is due once its date is today or past. */
export const isReminderDue = (date: string, today: string): boolean => dayOf(date) <= today;

/**
 * The reminders the page shows, earliest first: every due one up to five, and at least two when
 * there are two.
 */
export const visibleReminders = <T extends { readonly date: string }>(reminders: readonly T[], today: string): T[] => {
  const sorted = [...reminders].sort((a, b) => dayOf(a.date).localeCompare(dayOf(b.date)));
  const due = sorted.filter((reminder) => isReminderDue(reminder.date, today)).length;
  const count = Math.min(ACCOUNT_REMINDERS_MAX, Math.max(ACCOUNT_REMINDERS_MIN, due));
  return sorted.slice(0, count);
};

/** The robo stable link shows from an available amount of 50,000 on. */
export const showsRoboStableLink = (available: number): boolean => available >= ROBO_STABLE_LINK_MIN_AVAILABLE;

/** The months offered for the statement download, newest first: '2025-11', '2025-10', … */
export const statementMonths = (now: Date, count: number): string[] => {
  const current = taipeiMonthOf(now);
  return Array.from({ length: count }, (_, index) => shiftIsoMonth(current, -index));
};

const DISPOSITION_EXTENDED = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i;
const DISPOSITION_PLAIN = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i;

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The download's file name: the content-disposition header's filename* or filename, else
 * lnb_{timestamp}.xls. Path separators are dropped.
 */
export const statementFileName = (disposition: string | null, now: Date): string => {
  const extended = disposition === null ? null : DISPOSITION_EXTENDED.exec(disposition);
  const plain = disposition === null ? null : DISPOSITION_PLAIN.exec(disposition);
  const raw = extended?.[1] !== undefined ? decoded(extended[1].trim()) : (plain?.[1] ?? plain?.[2]?.trim() ?? '');
  const name = raw.replace(/[\\/]/g, '').trim();
  return name !== '' ? name : `${STATEMENT_FILE_PREFIX}${now.getTime()}${STATEMENT_FILE_EXTENSION}`;
};

/** One subject of GET /api/account/attributes. */
export interface StatementSubjectOption {
  readonly value: string | number;
  readonly label: string;
}

export type StatementAttributes = Partial<Readonly<Record<string, readonly StatementSubjectOption[]>>>;

const isFilterCategory = (value: string): value is StatementFilterCategory =>
  (STATEMENT_FILTER_CATEGORIES as readonly string[]).includes(value);

/** Every value the subject filter accepts back from the query string: a category or one subject. */
export const statementSubjectValues = (attributes: StatementAttributes): string[] =>
  STATEMENT_FILTER_CATEGORIES.flatMap((category) => {
    const subjects = attributes[category] ?? [];
    return subjects.length === 0 ? [] : [category, ...subjects.map((subject) => String(subject.value))];
  });

/**
 * The subjects[] of the list call for the filter value: every subject of a category, the one
 * subject chosen, or none (all categories) for an empty or unknown value.
 */
export const statementSubjects = (subject: string | undefined, attributes: StatementAttributes): string[] => {
  if (subject === undefined || subject === '') return [];
  if (isFilterCategory(subject)) return (attributes[subject] ?? []).map((item) => String(item.value));
  return statementSubjectValues(attributes).includes(subject) ? [subject] : [];
};

const queryOf = (pairs: readonly (readonly [string, string])[]): string =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

/** The subject detail list's URL, carrying local_nav_active (and the subject, when one is given). */
export const subjectDetailUrl = (subject?: string): string => {
  const pairs: [string, string][] = [];
  if (subject !== undefined && subject !== '') pairs.push([STATEMENT_SUBJECT_PARAM, subject]);
  pairs.push([LOCAL_NAV_PARAM, ACCOUNT_LOCAL_NAV]);
  return `${ACCOUNT_SUBJECT_DETAIL_PATH}?${queryOf(pairs)}`;
};

/** The withdraw detail list's URL, carrying local_nav_active. */
export const withdrawDetailUrl = (): string =>
  `${ACCOUNT_WITHDRAW_DETAIL_PATH}?${queryOf([[LOCAL_NAV_PARAM, ACCOUNT_LOCAL_NAV]])}`;

const CASE_LINK = /^\/(investment|loan|group-loan)\/[A-Za-z0-9_-]+$/;

/** A statement row's link when it is one of /investment/{case}, /loan/{case}, /group-loan/{case}. */
export const statementRowLink = (link: string | null | undefined): string | null =>
  typeof link === 'string' && CASE_LINK.test(link) ? link : null;
