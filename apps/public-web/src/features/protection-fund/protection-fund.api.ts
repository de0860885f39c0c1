import { queryOptions } from '@tanstack/react-query';
import { PROTECTION_FUND_API_PATH } from '@lendbridge/domain';
import type { ProtectionFundStats } from '@lendbridge/domain';
import { api } from '../../app/api';

export const fetchProtectionFund = (signal?: AbortSignal) => api.get<ProtectionFundStats>(PROTECTION_FUND_API_PATH, { signal });

export const protectionFundQueries = {
  stats: () => queryOptions({ queryKey: ['protection-fund'] as const, queryFn: ({ signal }) => fetchProtectionFund(signal) }),
};
