import { MESSAGES } from '@lendbridge/domain';
import type {
  MarketListAnswer,
  MarketLoanDetail,
  MarketMessageInput,
  MarketQuestion,
  MarketQuestionsAnswer,
  MarketSummaryAnswer,
  MarketTab,
} from '@lendbridge/domain';
import { ApiError, NETWORK_ERROR_CODE, api, isAbortError, readServerMessage } from '../../app/api';

const BASE = '/api/market-place';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A GET whose answer carries more than `data` (meta, sendback): read whole, rather than through
 * api.get, which hands back `data` alone.
 */
const getWhole = async <T>(path: string, signal?: AbortSignal): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
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
  if (!response.ok || !isRecord(body) || !('data' in body)) {
    throw new ApiError({
      status: response.status,
      code: isRecord(body) && typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: readServerMessage(body) ?? MESSAGES.genericErrorText,
    });
  }
  return body as T;
};

const withQuery = (path: string, queryString: string): string => (queryString === '' ? path : `${path}?${queryString}`);

/** GET /api/market-place/{tab}: one page of cards and the pagination meta. */
export const fetchMarketList = (tab: MarketTab, queryString: string, signal?: AbortSignal): Promise<MarketListAnswer> =>
  getWhole<MarketListAnswer>(withQuery(`${BASE}/${tab}`, queryString), signal);

/** GET /api/market-place/summary (signed in). */
export const fetchMarketSummary = (tab: MarketTab, queryString: string, signal?: AbortSignal): Promise<MarketSummaryAnswer> =>
  getWhole<MarketSummaryAnswer>(withQuery(`${BASE}/summary`, [`tab=${tab}`, queryString].filter(Boolean).join('&')), signal);

export const fetchLoanDetail = (serial: string, signal?: AbortSignal): Promise<MarketLoanDetail> =>
  api.get<MarketLoanDetail>(`${BASE}/loan/${encodeURIComponent(serial)}`, { signal });

/** PUT /api/market-place/read: the signed-in member read the loan. */
export const markLoanRead = (serial: string): Promise<unknown> => api.put(`${BASE}/read`, { serial });

export const fetchQuestions = (serial: string, signal?: AbortSignal): Promise<MarketQuestionsAnswer> =>
  getWhole<MarketQuestionsAnswer>(`${BASE}/loan/${encodeURIComponent(serial)}/questions`, signal);

export const askQuestion = (serial: string, title: string): Promise<MarketQuestion> =>
  api.post<MarketQuestion>(`${BASE}/loan/${encodeURIComponent(serial)}/questions`, { title });

export const replyQuestion = (serial: string, id: number, description: string): Promise<MarketQuestion> =>
  api.post<MarketQuestion>(`${BASE}/loan/${encodeURIComponent(serial)}/questions/${id}/reply`, { description });

export const sendLoanMessage = (serial: string, input: MarketMessageInput): Promise<{ sent: boolean }> =>
  api.post<{ sent: boolean }>(`${BASE}/loan/${encodeURIComponent(serial)}/message`, input);
