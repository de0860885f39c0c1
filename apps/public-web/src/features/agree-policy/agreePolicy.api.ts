import type { AgreePolicyInput } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

/** Whether the member accepted the current version of the privacy and transaction policies. */
export interface PolicyAgreementState {
  version: string;
  agreed: boolean;
  agreed_at: string | null;
}

export const fetchPolicyAgreement = (signal?: AbortSignal): Promise<PolicyAgreementState> =>
  api.get<PolicyAgreementState>('/api/agree-policy', { signal });

export const agreePolicy = (input: AgreePolicyInput): Promise<PolicyAgreementState> =>
  api.post<PolicyAgreementState>('/api/agree-policy', input);

/** The policy agreement read, per member. */
export const agreePolicyQueries = {
  root: ['agree-policy'] as const,
  agreement: (memberId: number | null) =>
    queryOptions({
      queryKey: [...agreePolicyQueries.root, memberId] as const,
      queryFn: ({ signal }) => fetchPolicyAgreement(signal),
    }),
};
