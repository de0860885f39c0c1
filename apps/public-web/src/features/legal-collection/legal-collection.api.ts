import type {
  LegalCollectionActivity,
  LegalCollectionBalance,
  LegalCollectionCase,
  LegalCollectionInvestmentPage,
  LegalCollectionOverview,
  LegalCollectionStartInput,
} from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

const BASE = '/api/lender/legal-collections';

export const fetchLegalCollectionCases = (signal?: AbortSignal) => api.get<LegalCollectionCase[]>(`${BASE}/cases`, { signal });

export const fetchLegalCollectionBalance = (signal?: AbortSignal) => api.get<LegalCollectionBalance>(`${BASE}/balance`, { signal });

export const fetchLegalCollections = (signal?: AbortSignal) => api.get<LegalCollectionOverview[]>(BASE, { signal });

export const fetchLegalCollection = (id: string, signal?: AbortSignal) =>
  api.get<LegalCollectionOverview>(`${BASE}/${encodeURIComponent(id)}`, { signal });

export const fetchLegalCollectionActivities = (id: string, signal?: AbortSignal) =>
  api.get<LegalCollectionActivity[]>(`${BASE}/${encodeURIComponent(id)}/activities`, { signal });

export const fetchLegalCollectionInvestments = (id: string, page: number, signal?: AbortSignal) =>
  requestBody<LegalCollectionInvestmentPage>(`${BASE}/${encodeURIComponent(id)}/investments?page=${page}`, { signal });

/** What applying needs: the late cases and the balance the prepaid court fee is taken from. */
export interface LegalCollectionApplyData {
  cases: LegalCollectionCase[];
  balance: LegalCollectionBalance;
}

export const fetchLegalCollectionApplyData = async (signal?: AbortSignal): Promise<LegalCollectionApplyData> => {
  const [cases, balance] = await Promise.all([fetchLegalCollectionCases(signal), fetchLegalCollectionBalance(signal)]);
  return { cases, balance };
};

/** POST start with the intent's Idempotency-Key; answers the new request's overview. */
export const startLegalCollection = (input: LegalCollectionStartInput, call: IdempotentCall) =>
  api.post<LegalCollectionOverview>(`${BASE}/start`, input, call);

/** POST cancel of a pending request with the intent's Idempotency-Key; answers the request as it is now. */
export const cancelLegalCollection = ({ id }: { id: number }, call: IdempotentCall) =>
  api.post<LegalCollectionOverview>(`${BASE}/${id}/cancel`, {}, call);

/**
 * The legal collection reads: every key starts with legalCollectionQueries.root, and each request's
 * reads with legalCollectionQueries.request(id), which cancelling it reads again. The apply data
 * seeds the form, so it is kept only while shown.
 */
export const legalCollectionQueries = {
  root: ['legal-collections'] as const,
  request: (id: string) => [...legalCollectionQueries.root, 'request', id] as const,
  applyData: () =>
    queryOptions({
      queryKey: [...legalCollectionQueries.root, 'apply'] as const,
      queryFn: ({ signal }) => fetchLegalCollectionApplyData(signal),
      gcTime: 0,
    }),
  list: () => queryOptions({ queryKey: [...legalCollectionQueries.root, 'list'] as const, queryFn: ({ signal }) => fetchLegalCollections(signal) }),
  overview: (id: string) =>
    queryOptions({ queryKey: [...legalCollectionQueries.request(id), 'overview'] as const, queryFn: ({ signal }) => fetchLegalCollection(id, signal) }),
  activities: (id: string) =>
    queryOptions({
      queryKey: [...legalCollectionQueries.request(id), 'activities'] as const,
      queryFn: ({ signal }) => fetchLegalCollectionActivities(id, signal),
    }),
  investments: (id: string, page: number) =>
    queryOptions({
      queryKey: [...legalCollectionQueries.request(id), 'investments', page] as const,
      queryFn: ({ signal }) => fetchLegalCollectionInvestments(id, page, signal),
    }),
};
