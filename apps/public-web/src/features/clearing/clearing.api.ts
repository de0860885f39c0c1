import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  ClearActionAnswer,
  ClearInvestmentRecord,
  ClearPage,
  LenderClearRequest,
  PawnshopClearAnswer,
  PawnshopClearInfo,
} from '@lendbridge/domain';
import { api, requestBody } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

export const BORROWER_CLEAR_PATH = '/api/borrower/clear-investments';
export const BORROWER_FINISHED_PATH = `${BORROWER_CLEAR_PATH}/finished`;
export const LENDER_CLEAR_PATH = '/api/lender/clear-requests';
export const LENDER_PROCESSING_PATH = `${LENDER_CLEAR_PATH}/processing`;
export const LENDER_FINISHED_PATH = `${LENDER_CLEAR_PATH}/finished`;

/** GET the borrower's open clear-investment records (all three statuses), at today's figures. */
export const fetchClearRecords = (signal?: AbortSignal): Promise<ClearInvestmentRecord[]> =>
  api.get<ClearInvestmentRecord[]>(BORROWER_CLEAR_PATH, { signal });

/** GET one page of a paged clearing list: its path, or the next_page_url the previous page gave. */
export const fetchClearPage = <T extends ClearInvestmentRecord | LenderClearRequest>(url: string, signal?: AbortSignal): Promise<ClearPage<T>> =>
  requestBody<ClearPage<T>>(url, { signal });

/** POST request clear {serials}: the lenders are asked. */
export const requestClear = (serials: readonly string[]): Promise<ClearActionAnswer> =>
  api.post<ClearActionAnswer>(`${BORROWER_CLEAR_PATH}/request`, { serials });

/** What clearing now sends: the total of the chosen records and their serials. */
export interface ClearNowInput {
  amount: number;
  serials: readonly string[];
}

/** POST clear {amount, serials} with the intent's Idempotency-Key. */
export const clearNow = (input: ClearNowInput, call: IdempotentCall): Promise<ClearActionAnswer> =>
  api.post<ClearActionAnswer>(`${BORROWER_CLEAR_PATH}/clear`, { amount: input.amount, serials: input.serials }, call);

/** POST agree or disagree {serials}: the lender's decision. */
export const decideClear = (decision: 'agree' | 'disagree', serials: readonly string[]): Promise<ClearActionAnswer> =>
  api.post<ClearActionAnswer>(`${LENDER_CLEAR_PATH}/${decision}`, { serials });

const pawnshopPath = (loanSerial: string): string => `/api/borrower/pawnshop/${encodeURIComponent(loanSerial)}`;

/** GET the pawnshop clear info of a pawn loan. */
export const fetchPawnshopClearInfo = (loanSerial: string, signal?: AbortSignal): Promise<PawnshopClearInfo> =>
  api.get<PawnshopClearInfo>(`${pawnshopPath(loanSerial)}/clear-info`, { signal });

/** What the pawnshop clear sends: the loan and the amount shown. */
export interface PawnshopClearInput {
  loanSerial: string;
  amount: number;
}

/** POST the pawnshop clear with the amount shown and the intent's Idempotency-Key. */
export const pawnshopClear = (input: PawnshopClearInput, call: IdempotentCall): Promise<PawnshopClearAnswer> =>
  api.post<PawnshopClearAnswer>(`${pawnshopPath(input.loanSerial)}/clear`, { amount: input.amount }, call);

/** The clearing reads: every key starts with clearingQueries.root; the paged lists with clearingQueries.pagesRoot. */
export const clearingQueries = {
  root: ['clearing'] as const,
  pagesRoot: ['clearing', 'pages'] as const,
  records: () => queryOptions({ queryKey: [...clearingQueries.root, 'records'] as const, queryFn: ({ signal }) => fetchClearRecords(signal) }),
  /** A list paged by next_page_url: the first page is its path. */
  pages: <T extends ClearInvestmentRecord | LenderClearRequest>(path: string) =>
    infiniteQueryOptions({
      queryKey: [...clearingQueries.pagesRoot, path] as const,
      queryFn: ({ pageParam, signal }) => fetchClearPage<T>(pageParam, signal),
      initialPageParam: path,
      getNextPageParam: (page: ClearPage<T>) => page.next_page_url ?? undefined,
    }),
  pawnshopInfo: (loanSerial: string) =>
    queryOptions({
      queryKey: [...clearingQueries.root, 'pawnshop', loanSerial] as const,
      queryFn: ({ signal }) => fetchPawnshopClearInfo(loanSerial, signal),
    }),
};
