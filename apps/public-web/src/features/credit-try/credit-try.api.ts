import type {
  CreditLineLevel,
  CreditLineRequest,
  CreditTryAnswers,
  CreditTryLevelResult,
  QuestionnaireLevel,
  RateRange,
} from '@lendbridge/domain';
import { api } from '../../app/api';

/** A member's stored result, as POST /api/credit-try and GET /api/credit-try/latest answer it. */
export interface StoredCreditTry {
  id: number;
  answers: CreditTryAnswers;
  level: QuestionnaireLevel;
  rate_range: RateRange;
  credit_line_level: CreditLineLevel;
  line: number;
  created_at: string;
}

export const fetchCreditTryLevel = (answers: CreditTryAnswers, signal?: AbortSignal) =>
  api.post<CreditTryLevelResult>('/api/credit-try/level', answers, { signal });

export const fetchCreditLine = (request: CreditLineRequest, signal?: AbortSignal) =>
  api.post<{ line: number }>('/api/credit-try/credit-line', request, { signal });

export const saveCreditTry = (answers: CreditTryAnswers) => api.post<StoredCreditTry>('/api/credit-try', answers);

export const getLatestCreditTry = (signal?: AbortSignal) =>
  api.get<StoredCreditTry | null>('/api/credit-try/latest', { signal });

/** The keys of the credit try's reads (the opening step is read in useCreditTry, from the cookie and the member's latest result). */
export const creditTryKeys = {
  root: ['credit-try'] as const,
  opening: (signedIn: boolean) => [...creditTryKeys.root, 'opening', signedIn] as const,
};
