import { Decimal } from 'decimal.js';
import { z } from 'zod';
import {
  ADDRESS_CITY_MAX_LENGTH,
  COMPANY_CATEGORY_MAX_LENGTH,
  SCHOOL_DEPT_NAME_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
} from '../constants/limits.js';
import {
  APPLICATION_AMOUNT_MAX_TEN_THOUSAND,
  ASSET_COUNT_MAX,
  COMPANY_INCOME_MAX_TEN_THOUSAND,
  LOAN_PERIODS,
  MAX_APR_PERCENT,
  type LoanPeriod,
} from '../constants/loan.js';
import { shiftIsoDateYears, taipeiToday } from '../dates/business-date.js';
import { LOAN_SERIAL_MAX_LENGTH } from '../loans/requests.js';
import { MESSAGES } from '../messages/messages.js';
import { maxItems, maxLength, range } from '../messages/message-functions.js';
import { optionValues } from '../options/index.js';
import { SORT_DIRECTIONS, parsePage, type SortDirection } from '../schemas/list-query.js';
import { textLength } from '../validators/free-text.js';
import {
  MARKET_CHILDREN_COUNT_MAX,
  MARKET_FILTER_AGE_MAX,
  MARKET_FILTER_AGE_MIN,
  MARKET_FILTER_LIST_MAX,
  MARKET_FILTER_LIST_SEPARATOR,
  MARKET_MEMBER_SERIAL_MAX_LENGTH,
} from './constants.js';
import { CREDIT_RANK_GROUPS, CREDIT_RANK_LEVELS, creditRankOfLevel, isCreditRankLevel } from './ranks.js';
import {
  MARKET_SOURCES,
  MARKET_STATUS_FILTERS,
  MARKET_TAB_TYPE_GROUPS,
  MARKET_TYPE_GROUPS,
  PAWN_PROJECT_DEFAULT_VIEW,
  PAWN_PROJECT_VIEWS,
  marketSourceOf,
  type MarketSource,
  type MarketTab,
  type PawnProjectView,
} from './tabs.js';
import { MARKET_FILTER_LABELS, MARKET_TEXTS } from './texts.js';

const L = MARKET_FILTER_LABELS;

/** Sort fields of the market lists; without order_by the newest listings come first. */
export const MARKET_ORDER_FIELDS = [
  'listed_at',
  'apr',
  'amount',
  'period',
  'credit_level',
  'invested_progress',
] as const;
export type MarketOrderField = (typeof MARKET_ORDER_FIELDS)[number];
export const MARKET_DEFAULT_ORDER_BY: MarketOrderField = 'listed_at';
export const MARKET_DEFAULT_ORDER_DIR: SortDirection = 'desc';

const WHOLE = /^\d{1,9}$/;
const DECIMAL_2 = /^\d{1,3}(?:\.\d{1,2})?$/;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .refine((value) => WHOLE.test(value), { error: MESSAGES.digitsOnly })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: range(label, min, max) });

/** A percent with at most two decimals, kept as exact text ('5', '5.5', '12.25'). */
const percent = (label: string, max: number) =>
  z
    .string()
    .refine((value) => DECIMAL_2.test(value), { error: MESSAGES.number })
    .refine((value) => new Decimal(value).lte(max), { error: range(label, 0, max) })
    .transform((value) => new Decimal(value).toFixed(2));

const option = <const T extends string>(values: readonly T[]) => z.enum(values, { error: MESSAGES.invalidOption });

const numberOption = <V extends number>(values: readonly V[]) =>
  z
    .string()
    .refine((value) => WHOLE.test(value) && (values as readonly number[]).includes(Number(value)), {
      error: MESSAGES.invalidOption,
    })
    .transform((value) => Number(value) as V);

const like = (label: string, max: number) =>
  z.string().refine((value) => textLength(value) <= max, { error: maxLength(label, max) });

const splitList = (value: string): string[] =>
  value
    .split(MARKET_FILTER_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Comma-separated values, each passing `check`; at most MARKET_FILTER_LIST_MAX of them, no repeats. */
const list = <T extends string>(label: string, check: (item: string) => item is T, message: string) =>
  z
    .string()
    .transform(splitList)
    .refine((items) => items.length <= MARKET_FILTER_LIST_MAX, { error: maxItems(label, MARKET_FILTER_LIST_MAX) })
    .refine((items) => items.every(check), { error: message })
    .transform((items) => [...new Set(items)] as T[]);

const inList =
  <T extends string>(values: readonly T[]) =>
  (item: string): item is T =>
    (values as readonly string[]).includes(item);

const textUpTo =
  (max: number) =>
  (item: string): item is string =>
    textLength(item) <= max;

const PERIOD_MAX = Math.max(...LOAN_PERIODS);

/**
 * Every filter of the market lists, each reading its query-string text. Quick filters: period,
 * ranks (a display-level group), source and loan_application_type_group. The rest is the advanced
 * filter of spec 3, for full members only.
 */
export const MARKET_FILTER_SCHEMAS = {
  period: numberOption<LoanPeriod>(LOAN_PERIODS),
  ranks: option(CREDIT_RANK_GROUPS),
  source: option(MARKET_SOURCES),
  loan_application_type_group: option(MARKET_TYPE_GROUPS),
  serial_like: like(L.serial_like, LOAN_SERIAL_MAX_LENGTH),
  amount_min_ten_thousand: wholeNumber(L.amount_min_ten_thousand, 1, APPLICATION_AMOUNT_MAX_TEN_THOUSAND),
  amount_max_ten_thousand: wholeNumber(L.amount_max_ten_thousand, 1, APPLICATION_AMOUNT_MAX_TEN_THOUSAND),
  apr_min: percent(L.apr_min, MAX_APR_PERCENT),
  apr_max: percent(L.apr_max, MAX_APR_PERCENT),
  period_min: wholeNumber(L.period_min, 1, PERIOD_MAX),
  period_max: wholeNumber(L.period_max, 1, PERIOD_MAX),
  rank_min: option(CREDIT_RANK_LEVELS),
  rank_max: option(CREDIT_RANK_LEVELS),
  purposes: list(L.purposes, inList(optionValues('loan_purpose')), MESSAGES.invalidOption),
  borrower_serial_like: like(L.borrower_serial_like, MARKET_MEMBER_SERIAL_MAX_LENGTH),
  gender: option(optionValues('gender')),
  age_min: wholeNumber(L.age_min, MARKET_FILTER_AGE_MIN, MARKET_FILTER_AGE_MAX),
  age_max: wholeNumber(L.age_max, MARKET_FILTER_AGE_MIN, MARKET_FILTER_AGE_MAX),
  marriage_status: option(optionValues('marriage_status')),
  children_count_min: wholeNumber(L.children_count_min, 0, MARKET_CHILDREN_COUNT_MAX),
  children_count_max: wholeNumber(L.children_count_max, 0, MARKET_CHILDREN_COUNT_MAX),
  current_cities: list(L.current_cities, textUpTo(ADDRESS_CITY_MAX_LENGTH), maxLength(L.current_cities, ADDRESS_CITY_MAX_LENGTH)),
  education_level: option(optionValues('education_level')),
  school_name_like: like(L.school_name_like, SCHOOL_NAME_MAX_LENGTH),
  school_dept_name_like: like(L.school_dept_name_like, SCHOOL_DEPT_NAME_MAX_LENGTH),
  company_income_min_ten_thousand: wholeNumber(L.company_income_min_ten_thousand, 0, COMPANY_INCOME_MAX_TEN_THOUSAND),
  company_income_max_ten_thousand: wholeNumber(L.company_income_max_ten_thousand, 0, COMPANY_INCOME_MAX_TEN_THOUSAND),
  company_seniority: option(optionValues('company_seniority')),
  company_types: list(L.company_types, textUpTo(COMPANY_CATEGORY_MAX_LENGTH), maxLength(L.company_types, COMPANY_CATEGORY_MAX_LENGTH)),
  current_house_type: option(optionValues('house_type')),
  car_count_min: wholeNumber(L.car_count_min, 0, ASSET_COUNT_MAX),
  house_count_min: wholeNumber(L.house_count_min, 0, ASSET_COUNT_MAX),
  status: option(MARKET_STATUS_FILTERS),
} as const;

export type MarketFilterKey = keyof typeof MARKET_FILTER_SCHEMAS;
export type MarketFilters = { -readonly [K in MarketFilterKey]?: z.output<(typeof MARKET_FILTER_SCHEMAS)[K]> };

export const MARKET_FILTER_KEYS = Object.keys(MARKET_FILTER_SCHEMAS) as MarketFilterKey[];
export const MARKET_QUICK_FILTER_KEYS = ['period', 'ranks', 'source', 'loan_application_type_group'] as const satisfies readonly MarketFilterKey[];
export type MarketQuickFilterKey = (typeof MARKET_QUICK_FILTER_KEYS)[number];

/** The advanced filter's fields (every filter but the quick ones): full members only. */
export const MARKET_ADVANCED_FILTER_KEYS: readonly MarketFilterKey[] = MARKET_FILTER_KEYS.filter(
  (key) => !(MARKET_QUICK_FILTER_KEYS as readonly string[]).includes(key),
);

export const isAdvancedFilterKey = (key: string): boolean => (MARKET_ADVANCED_FILTER_KEYS as readonly string[]).includes(key);

/** The advanced filter's multi-value fields (comma-separated in the query string). */
export const MARKET_LIST_FILTER_KEYS = ['purposes', 'current_cities', 'company_types'] as const satisfies readonly MarketFilterKey[];

/** Range pairs: a given maximum must not be below the given minimum. */
export const MARKET_RANGE_FILTERS = [
  ['amount_min_ten_thousand', 'amount_max_ten_thousand'],
  ['apr_min', 'apr_max'],
  ['period_min', 'period_max'],
  ['rank_min', 'rank_max'],
  ['age_min', 'age_max'],
  ['children_count_min', 'children_count_max'],
  ['company_income_min_ten_thousand', 'company_income_max_ten_thousand'],
] as const satisfies readonly (readonly [MarketFilterKey, MarketFilterKey])[];

/** The query-string name of a filter: filters[name]. */
export const marketFilterParam = (key: string): string => `filters[${key}]`;

const FILTER_PARAM = /^filters\[([^\]]+)\]$/;

export interface MarketListQuery {
  page: number;
  order_by: MarketOrderField;
  order_dir: SortDirection;
  /** order_by was asked for (not the default). */
  sorted: boolean;
  source: MarketSource;
  /** The pawn-project tab's view (only read on that tab). */
  pawn_tab: PawnProjectView;
  filters: MarketFilters;
}

export interface MarketQueryParse {
  query: MarketListQuery;
  /** Invalid values by parameter name (page, order_by, order_dir, pawn_tab, filters[name]). */
  errors: Record<string, string>;
  /** Advanced filter fields present in the query (valid or not). */
  advanced: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Filters sent as filters[name]=value (flat keys) or as a nested filters object. */
const rawFilters = (raw: Readonly<Record<string, unknown>>): [string, unknown][] => {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(raw)) {
    const match = FILTER_PARAM.exec(key);
    if (match?.[1] !== undefined) entries.push([match[1], value]);
  }
  if (isRecord(raw.filters)) entries.push(...Object.entries(raw.filters));
  return entries;
};

const rankValue = (value: unknown): number => (isCreditRankLevel(value) ? creditRankOfLevel(value) : Number(value));

const read = (raw: Readonly<Record<string, unknown>>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(raw, key) ? raw[key] : undefined;

/**
 * Reads a market list's query: page (positive whole number), order_by (a sort field), order_dir
 * (asc or desc; asc when only order_by is given, newest listings first when neither), source (any
 * unconfigured value is the complex market), pawn_tab (pawn-project only) and filters[name].
 * Invalid values are left out of the query and reported by parameter name, so a server answers
 * 400 and a browser simply drops them; blank values count as not given.
 */
export const parseMarketQuery = (raw: Readonly<Record<string, unknown>>, tab: MarketTab): MarketQueryParse => {
  const errors: Record<string, string> = {};
  const advanced: string[] = [];
  const filters: Record<string, unknown> = {};

  const pageText = read(raw, 'page');
  let page = 1;
  if (pageText !== undefined && pageText !== '') {
    const valid = typeof pageText === 'string' && /^\d+$/.test(pageText) && Number.isSafeInteger(Number(pageText)) && Number(pageText) >= 1;
    if (valid) page = parsePage(pageText);
    else errors.page = MESSAGES.invalidPage;
  }

  const orderByText = read(raw, 'order_by');
  let orderBy: MarketOrderField | undefined;
  if (orderByText !== undefined && orderByText !== '') {
    if ((MARKET_ORDER_FIELDS as readonly unknown[]).includes(orderByText)) orderBy = orderByText as MarketOrderField;
    else errors.order_by = MESSAGES.invalidOption;
  }
  const orderDirText = read(raw, 'order_dir');
  let orderDir: SortDirection | undefined;
  if (orderDirText !== undefined && orderDirText !== '') {
    if ((SORT_DIRECTIONS as readonly unknown[]).includes(orderDirText)) orderDir = orderDirText as SortDirection;
    else errors.order_dir = MESSAGES.invalidOption;
  }

  let pawnTab: PawnProjectView = PAWN_PROJECT_DEFAULT_VIEW;
  const pawnText = read(raw, 'pawn_tab');
  if (tab === 'pawn-project' && pawnText !== undefined && pawnText !== '') {
    if ((PAWN_PROJECT_VIEWS as readonly unknown[]).includes(pawnText)) pawnTab = pawnText as PawnProjectView;
    else errors.pawn_tab = MESSAGES.invalidOption;
  }

  for (const [key, value] of rawFilters(raw)) {
    const param = marketFilterParam(key);
    if (!(key in MARKET_FILTER_SCHEMAS)) {
      errors[param] = MESSAGES.unknownField;
      continue;
    }
    if (typeof value !== 'string') {
      errors[param] = MESSAGES.invalidFormat;
      continue;
    }
    const text = value.trim();
    if (text === '') continue;
    if (isAdvancedFilterKey(key)) advanced.push(key);
    const parsed = MARKET_FILTER_SCHEMAS[key as MarketFilterKey].safeParse(text);
    if (!parsed.success) {
      errors[param] = parsed.error.issues[0]?.message ?? MESSAGES.invalidFormat;
      continue;
    }
    if (Array.isArray(parsed.data) && parsed.data.length === 0) continue;
    filters[key] = parsed.data;
  }

  const group = filters.loan_application_type_group;
  if (typeof group === 'string' && !(MARKET_TAB_TYPE_GROUPS[tab] as readonly string[]).includes(group)) {
    errors[marketFilterParam('loan_application_type_group')] = MESSAGES.invalidOption;
    delete filters.loan_application_type_group;
  }
  for (const [min, max] of MARKET_RANGE_FILTERS) {
    if (filters[min] === undefined || filters[max] === undefined) continue;
    const low = min.startsWith('rank') ? rankValue(filters[min]) : Number(filters[min]);
    const high = max.startsWith('rank') ? rankValue(filters[max]) : Number(filters[max]);
    if (high < low) {
      errors[marketFilterParam(max)] = MARKET_TEXTS.rangeReversed;
      delete filters[max];
    }
  }

  return {
    query: {
      page,
      order_by: orderBy ?? MARKET_DEFAULT_ORDER_BY,
      order_dir: orderDir ?? (orderBy === undefined ? MARKET_DEFAULT_ORDER_DIR : 'asc'),
      sorted: orderBy !== undefined,
      source: marketSourceOf(read(raw, 'source')),
      pawn_tab: pawnTab,
      filters: filters as MarketFilters,
    },
    errors,
    advanced,
  };
};

const filterText = (value: unknown): string =>
  Array.isArray(value) ? value.join(MARKET_FILTER_LIST_SEPARATOR) : String(value);

/**
 * The query parameters of a list state, in a stable order; page 1, the default order, the complex
 * source, the default pawn view and empty filters are left out.
 */
export const marketQueryParams = (query: MarketListQuery, tab: MarketTab): [string, string][] => {
  const pairs: [string, string][] = [];
  if (query.source !== 'complex') pairs.push(['source', query.source]);
  if (tab === 'pawn-project' && query.pawn_tab !== PAWN_PROJECT_DEFAULT_VIEW) pairs.push(['pawn_tab', query.pawn_tab]);
  if (query.page > 1) pairs.push(['page', String(query.page)]);
  if (query.sorted) {
    pairs.push(['order_by', query.order_by]);
    pairs.push(['order_dir', query.order_dir]);
  }
  for (const key of MARKET_FILTER_KEYS) {
    const value = query.filters[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    pairs.push([marketFilterParam(key), filterText(value)]);
  }
  return pairs;
};

/** The query string (without "?") of a list state. */
export const toMarketQueryString = (query: MarketListQuery, tab: MarketTab): string =>
  marketQueryParams(query, tab)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');

/** Sorting: the same field toggles asc/desc, a new field starts asc; back to page 1. */
export const toggleMarketSort = (query: MarketListQuery, field: MarketOrderField): MarketListQuery => ({
  ...query,
  page: 1,
  sorted: true,
  order_by: field,
  order_dir: query.order_by === field && query.order_dir === 'asc' ? 'desc' : 'asc',
});

/** Setting or clearing filters goes back to page 1. */
export const withMarketFilters = (query: MarketListQuery, filters: MarketFilters): MarketListQuery => ({
  ...query,
  page: 1,
  filters,
});

/** Whether any advanced filter field is set. */
export const hasAdvancedFilters = (filters: MarketFilters): boolean =>
  MARKET_ADVANCED_FILTER_KEYS.some((key) => filters[key] !== undefined);

/**
 * The latest birthday (YYYY-MM-DD) of someone at least `age` full years old on `today` in Taiwan;
 * a 29 February anniversary falls on 28 February in a common year.
 */
export const birthdayBoundForAge = (age: number, today: Date = new Date()): string =>
  shiftIsoDateYears(taipeiToday(today), -age);

/** Children-count options (0, 1, 2, 3+) within a range of counts; 3+ counts as the maximum. */
export const childrenCountOptionsBetween = (min: number, max: number): string[] =>
  optionValues('children_count').filter((value) => {
    const count = value.endsWith('+') ? MARKET_CHILDREN_COUNT_MAX : Number(value);
    return count >= min && count <= max;
  });
