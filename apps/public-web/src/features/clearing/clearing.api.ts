import { IDEMPOTENCY_KEY_HEADER } from '@lendbridge/domain';
import type {
  ClearActionAnswer,
  ClearInvestmentRecord,
  ClearPage,
  LenderClearRequest,
  PawnshopClearAnswer,
  PawnshopClearInfo,
} from '@lendbridge/domain';
import { api, requestBody } from '../../app/api';

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

/** POST clear {amount, serials} with the attempt's Idempotency-Key. */
export const clearNow = (amount: number, serials: readonly string[], idempotencyKey: string): Promise<ClearActionAnswer> =>
  api.post<ClearActionAnswer>(`${BORROWER_CLEAR_PATH}/clear`, { amount, serials }, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });

/** POST agree or disagree {serials}: the lender's decision. */
export const decideClear = (decision: 'agree' | 'disagree', serials: readonly string[]): Promise<ClearActionAnswer> =>
  api.post<ClearActionAnswer>(`${LENDER_CLEAR_PATH}/${decision}`, { serials });

const pawnshopPath = (loanSerial: string): string => `/api/borrower/pawnshop/${encodeURIComponent(loanSerial)}`;

/** GET the pawnshop clear info of a pawn loan. */
export const fetchPawnshopClearInfo = (loanSerial: string, signal?: AbortSignal): Promise<PawnshopClearInfo> =>
  api.get<PawnshopClearInfo>(`${pawnshopPath(loanSerial)}/clear-info`, { signal });

/** POST the pawnshop clear with the amount shown and the attempt's Idempotency-Key. */
export const pawnshopClear = (loanSerial: string, amount: number, idempotencyKey: string): Promise<PawnshopClearAnswer> =>
  api.post<PawnshopClearAnswer>(`${pawnshopPath(loanSerial)}/clear`, { amount }, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
