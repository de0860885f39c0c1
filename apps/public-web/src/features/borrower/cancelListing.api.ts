import type { ListingCancelInfo, LoanCancelAnswer } from '@lendbridge/domain';
import { api } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

const loanPath = (serial: string): string => `/api/borrower/loans/${encodeURIComponent(serial)}`;

/** GET /api/borrower/loans/{serial}/cancel-info: what withdrawing the loan costs now. */
export const fetchCancelInfo = (serial: string, signal?: AbortSignal): Promise<ListingCancelInfo> =>
  api.get<ListingCancelInfo>(`${loanPath(serial)}/cancel-info`, { signal });

/** POST /api/borrower/loans/{serial}/cancel with the intent's Idempotency-Key. */
export const cancelListing = ({ serial }: { serial: string }, call: IdempotentCall): Promise<LoanCancelAnswer> =>
  api.post<LoanCancelAnswer>(`${loanPath(serial)}/cancel`, {}, call);
