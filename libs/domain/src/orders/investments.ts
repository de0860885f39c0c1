import { z } from 'zod';
import type { LenderInvestmentOrderField, LenderInvestmentTab } from '../checkout/constants.js';
import {
  LENDER_INVESTMENT_CROWDFUNDING_TYPE,
  LENDER_INVESTMENT_DEFAULT_TAB,
  LENDER_INVESTMENT_ORDER_FIELDS,
  LENDER_INVESTMENT_TABS,
} from '../checkout/constants.js';
import { LOAN_APP_TYPES } from '../loans/vocabulary.js';
import { marketTabOf } from '../market/tabs.js';
import { MESSAGES } from '../messages/messages.js';
import { SORT_DIRECTIONS } from '../schemas/list-query.js';
import type { SortDirection } from '../schemas/list-query.js';
import { INVESTMENT_STATUSES } from './constants.js';
import type { InvestmentStatus } from './constants.js';

/**
 * Row types the list filters by: the application types the market lists, the only loans a lender
 * can hold (guarantor applications are never listed), and crowdfunding for the backed crowdfunding plans.
 */
export const INVESTMENT_ROW_TYPES: readonly string[] = [...LOAN_APP_TYPES.filter((type) => marketTabOf(type) !== undefined), LENDER_INVESTMENT_CROWDFUNDING_TYPE];

/** GET /api/v1/investments, read. */
export interface InvestmentListQuery {
  tab: LenderInvestmentTab;
  page: number;
  order_by: LenderInvestmentOrderField;
  order_dir: SortDirection;
  filters: { app_type?: string; status?: InvestmentStatus };
}

export interface InvestmentListQueryParse {
  query: InvestmentListQuery;
  /** Parameter name → message for every value refused. */
  errors: Record<string, string>;
}

const FILTER_PARAM = /^filters\[([a-z_]+)\]$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const read = (raw: Readonly<Record<string, unknown>>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(raw, key) ? raw[key] : undefined;

const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const oneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

/** filters[name]=value, as flat keys or as a nested object (whichever the query parser made). */
const rawFilters = (raw: Readonly<Record<string, unknown>>): [string, unknown][] => {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(raw)) {
    const match = FILTER_PARAM.exec(key);
    if (match?.[1] !== undefined) entries.push([match[1], value]);
  }
  if (isRecord(raw.filters)) entries.push(...Object.entries(raw.filters));
  return entries;
};

/**
 * Reads the investment list's query: tab (all, waiting, active, closed; all by default), page
 * (positive whole number), order_by (created_at, amount, apr, period) and order_dir (asc or desc;
 * newest first when neither is given, asc when only order_by is), filters[app_type] and
 * filters[status]. Blank values count as not given; every refused value is reported by name.
 */
export const parseInvestmentListQuery = (raw: Readonly<Record<string, unknown>>): InvestmentListQueryParse => {
  const errors: Record<string, string> = {};
  const query: InvestmentListQuery = {
    tab: LENDER_INVESTMENT_DEFAULT_TAB,
    page: 1,
    order_by: 'created_at',
    order_dir: 'desc',
    filters: {},
  };

  const tab = read(raw, 'tab');
  if (given(tab)) {
    if (oneOf(LENDER_INVESTMENT_TABS, tab)) query.tab = tab;
    else errors.tab = MESSAGES.invalidOption;
  }

  const page = read(raw, 'page');
  if (given(page)) {
    if (/^\d+$/.test(page) && Number.isSafeInteger(Number(page)) && Number(page) >= 1) query.page = Number(page);
    else errors.page = MESSAGES.invalidPage;
  }

  const orderBy = read(raw, 'order_by');
  const orderDir = read(raw, 'order_dir');
  if (given(orderBy)) {
    if (oneOf(LENDER_INVESTMENT_ORDER_FIELDS, orderBy)) {
      query.order_by = orderBy;
      query.order_dir = 'asc';
    } else errors.order_by = MESSAGES.invalidOption;
  }
  if (given(orderDir)) {
    if (oneOf(SORT_DIRECTIONS, orderDir)) query.order_dir = orderDir;
    else errors.order_dir = MESSAGES.invalidOption;
  }

  for (const [key, value] of rawFilters(raw)) {
    const param = `filters[${key}]`;
    if (key !== 'app_type' && key !== 'status') {
      errors[param] = MESSAGES.unknownField;
      continue;
    }
    if (!given(value)) continue;
    const text = value.trim();
    if (key === 'app_type' && oneOf(INVESTMENT_ROW_TYPES, text)) query.filters.app_type = text;
    else if (key === 'status' && oneOf(INVESTMENT_STATUSES, text)) query.filters.status = text;
    else errors[param] = MESSAGES.invalidOption;
  }
  return { query, errors };
};

/** The investment list's query as a schema for the API's validation pipe: parseInvestmentListQuery, each refused value an issue on its parameter. */
export const investmentListQuerySchema = z.record(z.string(), z.unknown()).transform((raw, ctx): InvestmentListQuery => {
  const { query, errors } = parseInvestmentListQuery(raw);
  for (const [param, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [param], message });
  return query;
});
