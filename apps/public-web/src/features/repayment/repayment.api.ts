import { BORROWER_OVERVIEW_API_PATH, FAST_LOAN_API_PATH } from '@lendbridge/domain';
import type { BorrowerOverviewSums, FastLoanAnswer, FastLoanLookup, FastLoanRequestInput, RepaymentsAnswer } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';
import type { BorrowerLoan } from '../borrower/borrower.api';

/** GET /api/borrower/overview: the repayment sums and the borrower's loans as GET /api/borrower/loans lists them. */
export interface BorrowerOverview extends BorrowerOverviewSums {
  items: BorrowerLoan[];
}

/** Whose schedule a table shows: the borrower's loan or the lender's investment. */
export type RepaymentSource = 'loan' | 'investment';

const REPAYMENTS_PATH: Readonly<Record<RepaymentSource, (serial: string) => string>> = {
  loan: (serial) => `/api/borrower/loans/${encodeURIComponent(serial)}/repayments`,
  investment: (serial) => `/api/v1/investments/${encodeURIComponent(serial)}/repayments`,
};

export const fetchBorrowerOverview = (signal?: AbortSignal): Promise<BorrowerOverview> =>
  api.get<BorrowerOverview>(BORROWER_OVERVIEW_API_PATH, { signal });

/** A loan's schedule (the borrower's) or an investment's (the lender's own rows). */
export const fetchRepayments = (source: RepaymentSource, serial: string, signal?: AbortSignal): Promise<RepaymentsAnswer> =>
  api.get<RepaymentsAnswer>(REPAYMENTS_PATH[source](serial), { signal });

/** The fast-loan lookup: is_service_time and hash come beside data, so the answer is read whole. */
export const fetchFastLoan = (serial: string, signal?: AbortSignal): Promise<FastLoanLookup> =>
  requestBody<FastLoanLookup>(`${FAST_LOAN_API_PATH}?${new URLSearchParams({ loan_serial: serial }).toString()}`, { signal });

/** The fast-loan request with the lookup's hash and the intent's Idempotency-Key: 申請成功 in message beside data. */
export const applyFastLoan = (input: FastLoanRequestInput, call: IdempotentCall): Promise<FastLoanAnswer> =>
  requestBody<FastLoanAnswer>(FAST_LOAN_API_PATH, { method: 'POST', body: input, headers: call.headers });

/** The repayment reads: the borrower's overview (which clearing or withdrawing a loan changes), the schedules and the fast-loan lookup. */
export const repaymentQueries = {
  root: ['repayment'] as const,
  borrowerOverview: () =>
    queryOptions({ queryKey: [...repaymentQueries.root, 'borrower-overview'] as const, queryFn: ({ signal }) => fetchBorrowerOverview(signal) }),
  schedule: (source: RepaymentSource, serial: string) =>
    queryOptions({
      queryKey: [...repaymentQueries.root, 'schedule', source, serial] as const,
      queryFn: ({ signal }) => fetchRepayments(source, serial, signal),
    }),
  /** Kept only while the dialog shows it: its hash is good for one request. */
  fastLoan: (serial: string) =>
    queryOptions({
      queryKey: [...repaymentQueries.root, 'fast-loan', serial] as const,
      queryFn: ({ signal }) => fetchFastLoan(serial, signal),
      gcTime: 0,
    }),
};
