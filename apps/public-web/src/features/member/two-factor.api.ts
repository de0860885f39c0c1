import { queryOptions } from '@tanstack/react-query';
import { TWO_FACTOR_API_PATH } from '@lendbridge/domain';
import type { TwoFactorEnabled, TwoFactorEnrolment, TwoFactorState } from '@lendbridge/domain';
import { api } from '../../app/api';

export const twoFactorQueries = {
  state: () =>
    queryOptions({
      queryKey: ['two-factor'] as const,
      queryFn: ({ signal }) => api.get<TwoFactorState>(TWO_FACTOR_API_PATH, { signal }),
      gcTime: 0,
    }),
};

export const startTwoFactor = (): Promise<TwoFactorEnrolment> => api.post<TwoFactorEnrolment>(`${TWO_FACTOR_API_PATH}/enrolment`);

export const confirmTwoFactor = (code: string): Promise<TwoFactorEnabled> =>
  api.post<TwoFactorEnabled>(`${TWO_FACTOR_API_PATH}/enrolment/confirm`, { code });

export const disableTwoFactor = (code: string): Promise<{ enabled: false }> =>
  api.post<{ enabled: false }>(`${TWO_FACTOR_API_PATH}/disable`, { code });
