import { lenderInvestmentsApiQuery } from '@lendbridge/domain';
import type { LenderInvestmentListAnswer, LenderInvestmentQuery, LenderInvestmentTab } from '@lendbridge/domain';
import { requestBody } from '../../app/api';

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
