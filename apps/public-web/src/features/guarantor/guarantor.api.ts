import type { GuarantorConfirmInput } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

/** A case naming the member as guarantor, as GET /api/guarantor/cases lists it (borrower name masked). */
export interface GuarantorCase {
  serial: string;
  borrower_name: string;
  status: string;
  confirmed: boolean;
  relationship: string | null;
  confirmed_at: string | null;
}

export const fetchGuarantorCases = (signal?: AbortSignal): Promise<GuarantorCase[]> =>
  api.get<GuarantorCase[]>('/api/guarantor/cases', { signal });

/** Confirms being the guarantor of a case; answers the case as confirmed. */
export const confirmGuarantor = (input: GuarantorConfirmInput): Promise<GuarantorCase> =>
  api.post<GuarantorCase>('/api/guarantor/confirm', input);

/** The guarantor's reads. */
export const guarantorQueries = {
  root: ['guarantor'] as const,
  cases: () => queryOptions({ queryKey: [...guarantorQueries.root, 'cases'] as const, queryFn: ({ signal }) => fetchGuarantorCases(signal) }),
};
