import type { RoboProduct, RoboSellOverviewAnswer, RoboSellRequest } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

/** POST sell's answer: 正在售出中 and the sale set. */
export interface RoboSellAnswer {
  code: number;
  message: string;
  data: { target_amount: number; sell_fee_rate: number; expires_on: string | null };
}

export const fetchSellOverview = (product: RoboProduct, serial: string, signal?: AbortSignal) =>
  api.get<RoboSellOverviewAnswer>(`/api/robo/${product}/sell-overview?account_serial=${encodeURIComponent(serial)}`, { signal });

export const postRoboSell = (product: RoboProduct) => (input: RoboSellRequest, call: IdempotentCall) =>
  requestBody<RoboSellAnswer>(`/api/robo/${product}/sell`, { method: 'POST', body: input, headers: call.headers });

export const postCancelSell = (product: RoboProduct) => () =>
  requestBody<{ code: number; message: string; data: null }>(`/api/robo/${product}/cancel-sell`, { method: 'POST', body: {} });

/** The robo reads a sale changes: every key starts with roboSellQueries.root. */
export const roboSellQueries = {
  root: ['robo'] as const,
  overview: (product: RoboProduct, serial: string) =>
    queryOptions({
      queryKey: ['robo', product, 'sell-overview', serial] as const,
      queryFn: ({ signal }) => fetchSellOverview(product, serial, signal),
    }),
};
