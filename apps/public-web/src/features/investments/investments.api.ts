import { lenderInvestmentsApiQuery } from '@lendbridge/domain';
import type { InvestmentDetail, LenderInvestmentListAnswer, LenderInvestmentQuery, LenderInvestmentTab } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';

const INVESTMENTS = '/api/v1/investments';

/**
 * GET /api/v1/investments?tab=…&page&order_by&order_dir&filters[…]. The pagination comes in
 * meta beside data, so the answer is read whole.
 */
export const fetchInvestments = (
  tab: LenderInvestmentTab,
  query: LenderInvestmentQuery,
  signal?: AbortSignal,
): Promise<LenderInvestmentListAnswer> =>
  requestBody<LenderInvestmentListAnswer>(`${INVESTMENTS}?${lenderInvestmentsApiQuery(tab, query)}`, { signal });

/** GET /api/v1/investments/{serial}: one of the lender's investments with its order and loan. */
export const fetchInvestment = (serial: string, signal?: AbortSignal): Promise<InvestmentDetail> =>
  api.get<InvestmentDetail>(`${INVESTMENTS}/${encodeURIComponent(serial)}`, { signal });

/** The lender's investment reads: every key starts with investmentQueries.root, which ordering and paying read again. */
export const investmentQueries = {
  root: ['investments'] as const,
  list: (tab: LenderInvestmentTab, query: LenderInvestmentQuery) =>
    queryOptions({
      queryKey: [...investmentQueries.root, 'list', tab, query] as const,
      queryFn: ({ signal }) => fetchInvestments(tab, query, signal),
    }),
  investment: (serial: string) =>
    queryOptions({ queryKey: [...investmentQueries.root, 'investment', serial] as const, queryFn: ({ signal }) => fetchInvestment(serial, signal) }),
};
