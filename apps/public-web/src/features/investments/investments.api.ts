import { MESSAGES, lenderInvestmentsApiQuery } from '@lendbridge/domain';
import type { LenderInvestmentListAnswer, LenderInvestmentQuery, LenderInvestmentTab } from '@lendbridge/domain';
import { ApiError, NETWORK_ERROR_CODE, isAbortError, readServerMessage } from '../../app/api';

const INVESTMENTS = '/api/v1/investments';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GET /api/v1/investments?tab=…&page&order_by&order_dir&filters[…]. The pagination comes in
 * meta beside data, so the answer is read whole rather than through api.get, which hands back
 * `data` alone.
 */
export const fetchInvestments = async (
  tab: LenderInvestmentTab,
  query: LenderInvestmentQuery,
  signal?: AbortSignal,
): Promise<LenderInvestmentListAnswer> => {
  let response: Response;
  try {
    response = await fetch(`${INVESTMENTS}?${lenderInvestmentsApiQuery(tab, query)}`, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted === true) throw error;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: MESSAGES.genericErrorText });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isRecord(body) || !Array.isArray(body.data)) {
    throw new ApiError({
      status: response.status,
      code: isRecord(body) && typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: readServerMessage(body) ?? MESSAGES.genericErrorText,
    });
  }
  return body as unknown as LenderInvestmentListAnswer;
};
