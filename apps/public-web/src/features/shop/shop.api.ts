import { queryOptions } from '@tanstack/react-query';
import { SHOP_CART_REFRESH_PER_PAGE, SHOP_PER_PAGE } from '@lendbridge/domain';
import type {
  BuyerOrderRow,
  ShopBookingAnswer,
  ShopBookingInput,
  ShopBookingSlot,
  ShopCard,
  ShopDeliveryStatus,
  ShopKind,
  ShopListMeta,
  ShopOrderAnswer,
  ShopOrderInfoInput,
  ShopOrderInput,
  ShopPaymentMethod,
  ShopProduct,
} from '@lendbridge/domain';
import { api, requestBody } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

const SHOPS = '/api/v1/shops';
const PRODUCTS = '/api/v1/shop-products';
const ORDERS = '/api/v1/shop-orders';

/** A page of a list: its rows and where it is. */
export interface ShopPage<T> {
  data: T[];
  meta: ShopListMeta;
}

const orderPath = (serial: string) => `${ORDERS}/${encodeURIComponent(serial)}`;

export const fetchShops = (kind: ShopKind, signal?: AbortSignal) => api.get<ShopCard[]>(`${SHOPS}?kind=${kind}`, { signal });

export const fetchShop = (shopId: number, signal?: AbortSignal) => api.get<ShopCard>(`${SHOPS}/${shopId}`, { signal });

export const fetchProducts = (shopId: number, page: number, signal?: AbortSignal) =>
  requestBody<ShopPage<ShopProduct>>(`${PRODUCTS}?shop_id=${shopId}&page=${page}&per_page=${SHOP_PER_PAGE}`, { signal });

/** The cart's products as the server answers them now (ids, per_page 1000): one missing is no longer sold. */
export const fetchCartProducts = async (shopId: number, ids: readonly number[], signal?: AbortSignal): Promise<ShopProduct[]> => {
  if (ids.length === 0) return [];
  const answer = await requestBody<ShopPage<ShopProduct>>(
    `${PRODUCTS}?shop_id=${shopId}&ids=${ids.join(',')}&per_page=${SHOP_CART_REFRESH_PER_PAGE}`,
    { signal },
  );
  return answer.data;
};

export const placeShopOrder = (body: ShopOrderInput, call: IdempotentCall) => api.post<ShopOrderAnswer>(ORDERS, body, call);

export const payShopOrder = (serial: string, paymentMethod: ShopPaymentMethod, call: IdempotentCall) =>
  api.post<ShopOrderAnswer>(`${orderPath(serial)}/pay`, { payment_method: paymentMethod }, call);

export const cancelShopOrder = (serial: string, call: IdempotentCall) => api.post<ShopOrderAnswer>(`${orderPath(serial)}/cancel`, {}, call);

export const receiveShopOrder = (serial: string, call: IdempotentCall) => api.post<ShopOrderAnswer>(`${orderPath(serial)}/receive`, {}, call);

export const searchShopOrder = (serial: string, signal?: AbortSignal) =>
  api.get<ShopOrderAnswer>(`${ORDERS}/search?serial=${encodeURIComponent(serial)}`, { signal });

export const saveShopOrderInfo = (serial: string, info: ShopOrderInfoInput) => api.put<ShopOrderAnswer>(`${orderPath(serial)}/info`, info);

export const fetchBuyerOrders = (status: ShopDeliveryStatus, page: number, signal?: AbortSignal) =>
  requestBody<ShopPage<BuyerOrderRow>>(`/api/v1/buyer-orders?delivery_status=${status}&page=${page}`, { signal });

export const fetchBookingSlots = (shopId: number, date: string, signal?: AbortSignal) =>
  api.get<ShopBookingSlot[]>(`${SHOPS}/${shopId}/booking-slots?date=${encodeURIComponent(date)}`, { signal });

export const bookShopSlot = (shopId: number, body: ShopBookingInput, call: IdempotentCall) =>
  api.post<ShopBookingAnswer>(`${SHOPS}/${shopId}/bookings`, body, call);

export const shopQueries = {
  all: ['shop'] as const,
  list: (kind: ShopKind) => queryOptions({ queryKey: ['shop', 'list', kind] as const, queryFn: ({ signal }) => fetchShops(kind, signal) }),
  shop: (shopId: number) => queryOptions({ queryKey: ['shop', 'shop', shopId] as const, queryFn: ({ signal }) => fetchShop(shopId, signal) }),
  products: (shopId: number, page: number) =>
    queryOptions({ queryKey: ['shop', 'products', shopId, page] as const, queryFn: ({ signal }) => fetchProducts(shopId, page, signal) }),
  cart: (shopId: number, ids: readonly number[]) =>
    queryOptions({ queryKey: ['shop', 'cart', shopId, ids.join(',')] as const, queryFn: ({ signal }) => fetchCartProducts(shopId, ids, signal) }),
  order: (serial: string) =>
    queryOptions({ queryKey: ['shop', 'order', serial] as const, queryFn: ({ signal }) => searchShopOrder(serial, signal) }),
  buyerOrders: (status: ShopDeliveryStatus, page: number) =>
    queryOptions({ queryKey: ['shop', 'buyer-orders', status, page] as const, queryFn: ({ signal }) => fetchBuyerOrders(status, page, signal) }),
  slots: (shopId: number, date: string) =>
    queryOptions({ queryKey: ['shop', 'slots', shopId, date] as const, queryFn: ({ signal }) => fetchBookingSlots(shopId, date, signal) }),
};
