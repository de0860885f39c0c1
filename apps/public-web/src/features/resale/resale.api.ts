import type { ResaleMarketListAnswer, ResaleOrderAnswer, ResaleOrderPreview, ResaleSellPreview } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

const MARKET = '/api/market-place/bids';
const bidPath = (serial: string): string => `/api/v1/investments/${encodeURIComponent(serial)}/bid`;
const orderPath = (id: number): string => `${MARKET}/${id}/order`;

/** GET /api/market-place/bids?page: a page of open offers with meta.pagination, read whole. */
export const fetchResaleMarket = (page: number, signal?: AbortSignal): Promise<ResaleMarketListAnswer> =>
  requestBody<ResaleMarketListAnswer>(page > 1 ? `${MARKET}?page=${page}` : MARKET, { signal });

/** GET /api/v1/investments/{serial}/bid: the seller's bid preview. */
export const fetchSellPreview = (serial: string, signal?: AbortSignal): Promise<ResaleSellPreview> =>
  api.get<ResaleSellPreview>(bidPath(serial), { signal });

/** POST /api/v1/investments/{serial}/bid {price}: opens the offer; answers the preview after it. */
export const submitOffer = ({ serial, price }: { serial: string; price: number }): Promise<ResaleSellPreview> =>
  api.post<ResaleSellPreview>(bidPath(serial), { price });

/** POST /api/v1/investments/{serial}/bid/withdraw: withdraws the open offer. */
export const withdrawOffer = ({ serial }: { serial: string }): Promise<ResaleSellPreview> => api.post<ResaleSellPreview>(`${bidPath(serial)}/withdraw`, {});

/** GET /api/market-place/bids/{id}/order: the buyer's terms today and the hash binding them. */
export const fetchOrderPreview = (id: number, signal?: AbortSignal): Promise<ResaleOrderPreview> =>
  api.get<ResaleOrderPreview>(orderPath(id), { signal });

/** POST /api/market-place/bids/{id}/order {hash, password} with the intent's Idempotency-Key. */
export const buyOffer = ({ id, hash, password }: { id: number; hash: string; password: string }, call: IdempotentCall): Promise<ResaleOrderAnswer['data']> =>
  api.post<ResaleOrderAnswer['data']>(orderPath(id), { hash, password }, call);

/** The resale reads: every key starts with resaleQueries.root, which offering, withdrawing and buying read again. */
export const resaleQueries = {
  root: ['resale'] as const,
  market: (page: number) =>
    queryOptions({ queryKey: [...resaleQueries.root, 'market', page] as const, queryFn: ({ signal }) => fetchResaleMarket(page, signal) }),
  sellPreview: (serial: string) =>
    queryOptions({ queryKey: [...resaleQueries.root, 'sell', serial] as const, queryFn: ({ signal }) => fetchSellPreview(serial, signal) }),
  orderPreview: (id: number) =>
    queryOptions({ queryKey: [...resaleQueries.root, 'order', id] as const, queryFn: ({ signal }) => fetchOrderPreview(id, signal), gcTime: 0 }),
};
