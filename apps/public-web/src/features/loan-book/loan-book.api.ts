import { queryOptions } from '@tanstack/react-query';
import { LOAN_BOOK_API_PATH } from '@lendbridge/domain';
import type { LoanBookSummary } from '@lendbridge/domain';
import { api } from '../../app/api';

export const fetchLoanBookSummary = (signal?: AbortSignal) => api.get<LoanBookSummary>(LOAN_BOOK_API_PATH, { signal });

export const loanBookQueries = {
  summary: () => queryOptions({ queryKey: ['loan-book'] as const, queryFn: ({ signal }) => fetchLoanBookSummary(signal) }),
};
