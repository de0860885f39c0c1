import type {
  MarketListAnswer,
  MarketLoanDetail,
  MarketMessageInput,
  MarketPawnCaseListAnswer,
  MarketQuestion,
  MarketQuestionsAnswer,
  MarketSummaryAnswer,
  MarketTab,
  PawnProjectView,
} from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';

const BASE = '/api/market-place';

const withQuery = (path: string, queryString: string): string => (queryString === '' ? path : `${path}?${queryString}`);

/** GET /api/market-place/{tab}: one page of cards and the pagination meta. */
export const fetchMarketList = (tab: MarketTab, queryString: string, signal?: AbortSignal): Promise<MarketListAnswer> =>
  requestBody<MarketListAnswer>(withQuery(`${BASE}/${tab}`, queryString), { signal });

/** GET /api/market-place/summary (signed in). */
export const fetchMarketSummary = (tab: MarketTab, queryString: string, signal?: AbortSignal): Promise<MarketSummaryAnswer> =>
  requestBody<MarketSummaryAnswer>(withQuery(`${BASE}/summary`, [`tab=${tab}`, queryString].filter(Boolean).join('&')), { signal });

export const fetchLoanDetail = (serial: string, signal?: AbortSignal): Promise<MarketLoanDetail> =>
  api.get<MarketLoanDetail>(`${BASE}/loan/${encodeURIComponent(serial)}`, { signal });

/** PUT /api/market-place/read: the signed-in member read the loan. */
export const markLoanRead = (serial: string): Promise<unknown> => api.put(`${BASE}/read`, { serial });

export const fetchQuestions = (serial: string, signal?: AbortSignal): Promise<MarketQuestionsAnswer> =>
  requestBody<MarketQuestionsAnswer>(`${BASE}/loan/${encodeURIComponent(serial)}/questions`, { signal });

export const askQuestion = (serial: string, title: string): Promise<MarketQuestion> =>
  api.post<MarketQuestion>(`${BASE}/loan/${encodeURIComponent(serial)}/questions`, { title });

export const replyQuestion = (serial: string, id: number, description: string): Promise<MarketQuestion> =>
  api.post<MarketQuestion>(`${BASE}/loan/${encodeURIComponent(serial)}/questions/${id}/reply`, { description });

export const sendLoanMessage = (serial: string, input: MarketMessageInput): Promise<{ sent: boolean }> =>
  api.post<{ sent: boolean }>(`${BASE}/loan/${encodeURIComponent(serial)}/message`, input);

/**
 * The market reads. What a list, a loan or its Q&A shows depends on who reads it (read marks,
 * what can be invested or asked), so each key names the reader: a member's id, or null.
 */
export const marketQueries = {
  root: ['market'] as const,
  list: (tab: MarketTab, queryString: string, reader: number | null) =>
    queryOptions({
      queryKey: [...marketQueries.root, 'list', tab, queryString, reader] as const,
      queryFn: ({ signal }) => fetchMarketList(tab, queryString, signal),
    }),
  summary: (tab: MarketTab, queryString: string, reader: number | null) =>
    queryOptions({
      queryKey: [...marketQueries.root, 'summary', tab, queryString, reader] as const,
      queryFn: ({ signal }) => fetchMarketSummary(tab, queryString, signal),
    }),
  loan: (serial: string, reader: number | null) =>
    queryOptions({
      queryKey: [...marketQueries.root, 'loan', serial, reader] as const,
      queryFn: ({ signal }) => fetchLoanDetail(serial, signal),
    }),
  questions: (serial: string, reader: number | null) =>
    queryOptions({
      queryKey: [...marketQueries.root, 'questions', serial, reader] as const,
      queryFn: ({ signal }) => fetchQuestions(serial, signal),
    }),
};

/** GET /api/market-place/pawn-cases: the cases of a pawn-project view that have no loan yet. */
export const fetchPawnCases = (view: PawnProjectView, signal?: AbortSignal): Promise<MarketPawnCaseListAnswer> =>
  requestBody<MarketPawnCaseListAnswer>(`${BASE}/pawn-cases?pawn_tab=${view}`, { signal });

/** The pawn-project view's cases, the same for every reader. */
export const pawnCaseQueries = {
  view: (view: PawnProjectView) =>
    queryOptions({
      queryKey: [...marketQueries.root, 'pawn-cases', view] as const,
      queryFn: ({ signal }) => fetchPawnCases(view, signal),
    }),
};
