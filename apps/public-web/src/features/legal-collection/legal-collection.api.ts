import type {
  LegalCollectionActivity,
  LegalCollectionBalance,
  LegalCollectionCase,
  LegalCollectionInvestmentPage,
  LegalCollectionOverview,
  LegalCollectionStartInput,
} from '@lendbridge/domain';
import { api, requestBody } from '../../app/api';

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

/** POST start with the attempt's Idempotency-Key; answers the new request's overview. */
export const startLegalCollection = (input: LegalCollectionStartInput, idempotencyKey: string) =>
  api.post<LegalCollectionOverview>(`${BASE}/start`, input, { headers: { 'Idempotency-Key': idempotencyKey } });

/** POST cancel of a pending request with the attempt's Idempotency-Key; answers the request as it is now. */
export const cancelLegalCollection = (id: number, idempotencyKey: string) =>
  api.post<LegalCollectionOverview>(`${BASE}/${id}/cancel`, {}, { headers: { 'Idempotency-Key': idempotencyKey } });
