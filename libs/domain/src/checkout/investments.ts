import { toListQueryString } from '../schemas/list-query.js';
import type { ListQueryAllowed, ListQueryState } from '../schemas/list-query.js';
import { INVESTMENT_STATUSES } from '../orders/constants.js';
import { INVESTMENT_ROW_TYPES } from '../orders/investments.js';
import type { LenderInvestmentOrderField, LenderInvestmentTab } from './constants.js';
import {
  LENDER_INVESTMENTS_PATH,
  LENDER_INVESTMENT_DEFAULT_TAB,
  LENDER_INVESTMENT_FILTER_KEYS,
  LENDER_INVESTMENT_ORDER_FIELDS,
  LENDER_INVESTMENT_TABS,
} from './constants.js';

/**
 * What the list takes back from its query string: the sort columns and the two filters' options
 * (the row types and the investment statuses the API filters by).
 */
export const LENDER_INVESTMENT_QUERY = {
  orderBy: LENDER_INVESTMENT_ORDER_FIELDS,
  filters: {
    [LENDER_INVESTMENT_FILTER_KEYS.type]: INVESTMENT_ROW_TYPES,
    [LENDER_INVESTMENT_FILTER_KEYS.status]: INVESTMENT_STATUSES,
  },
} as const satisfies ListQueryAllowed<LenderInvestmentOrderField, Readonly<Record<string, readonly string[]>>>;

export type LenderInvestmentFilters = typeof LENDER_INVESTMENT_QUERY.filters;
export type LenderInvestmentQuery = ListQueryState<LenderInvestmentOrderField, LenderInvestmentFilters>;

export const isLenderInvestmentTab = (value: string | undefined): value is LenderInvestmentTab =>
  value !== undefined && (LENDER_INVESTMENT_TABS as readonly string[]).includes(value);

/** The tab a route parameter names; undefined for an unknown one (the page answers not found). */
export const lenderInvestmentTabOf = (param: string | undefined): LenderInvestmentTab | undefined =>
  param === undefined ? LENDER_INVESTMENT_DEFAULT_TAB : isLenderInvestmentTab(param) ? param : undefined;

/** The path of a tab: the bare list for all, /waiting and so on for the others. */
export const lenderInvestmentsPath = (tab: LenderInvestmentTab): string =>
  tab === LENDER_INVESTMENT_DEFAULT_TAB ? LENDER_INVESTMENTS_PATH : `${LENDER_INVESTMENTS_PATH}/${tab}`;

/** The query string of GET /api/v1/investments: the tab, then page, sort and filters[...] as the list holds them. */
export const lenderInvestmentsApiQuery = (tab: LenderInvestmentTab, query: LenderInvestmentQuery): string => {
  const rest = toListQueryString(query);
  return rest === '' ? `tab=${tab}` : `tab=${tab}&${rest}`;
};
