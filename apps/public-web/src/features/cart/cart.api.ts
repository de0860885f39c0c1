import { useEffect } from 'react';
import { MESSAGES } from '@lendbridge/domain';
import type { CartItem, CartListAnswer, CartSummary } from '@lendbridge/domain';
import { ApiError, api, requestBody } from '../../app/api';
import { useUserStatus } from '../../app/session';
import { cartCountState, publishCartCount, resetCartCount, useCartCountState } from './cartCountStore';

const CARTS = '/api/v1/carts';

/** The cart's items and warnings. */
export interface CartContents {
  items: CartItem[];
  warnings: string[];
}

/**
 * GET /api/v1/carts. The warnings come in meta beside data, so the answer is read whole. Every
 * answer updates the header count.
 */
export const fetchCart = async (signal?: AbortSignal): Promise<CartContents> => {
  const answer = await requestBody<CartListAnswer>(CARTS, { signal });
  publishCartCount(answer.data.length);
  return { items: answer.data, warnings: answer.meta?.warnings ?? [] };
};

/** GET /api/v1/carts/summary: what the cart could be ordered for now. */
export const fetchCartSummary = (signal?: AbortSignal): Promise<CartSummary> =>
  api.get<CartSummary>(`${CARTS}/summary`, { signal });

/**
 * POST /api/v1/carts: puts a loan in the cart (or replaces the amount of the loan already
 * there), then reads the cart again for the header count.
 */
export const addToCart = async (serial: string, amount: number): Promise<CartItem> => {
  const item = await api.post<CartItem>(CARTS, { loan_serial: serial, amount });
  await fetchCart().catch(() => undefined);
  return item;
};

/** PUT /api/v1/carts/{id}. */
export const updateCartItem = (id: number, amount: number): Promise<CartItem> =>
  api.put<CartItem>(`${CARTS}/${id}`, { amount });

/** DELETE /api/v1/carts/{id}. */
export const removeCartItem = (id: number): Promise<{ id: number }> => api.delete<{ id: number }>(`${CARTS}/${id}`);

/** POST /api/v1/carts/clear. */
export const clearCart = async (): Promise<{ deleted: number }> => {
  const answer = await api.post<{ deleted: number }>(`${CARTS}/clear`);
  publishCartCount(0);
  return answer;
};

/** The message of a refused add: the one under loan_serial, else the server's message. */
export const cartAddErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? (error.errors.loan_serial ?? error.message) : MESSAGES.genericErrorText;

/**
 * How many items the member's cart holds, for the header button. The cart needs the completed
 * risk questionnaire; below it the count is 0 and nothing is asked. It is read once per member
 * and then follows every cart answer (adding, deleting, the cart page and drawer reading it).
 */
export function useCartCount(): number {
  const { status } = useUserStatus();
  const owner = status.loggedIn && status.isMemberCompletedQuestionnaire ? status.id : null;
  const { count } = useCartCountState();

  useEffect(() => {
    const current = cartCountState();
    if (current.owner === owner && (current.requested || owner === null)) return;
    resetCartCount(owner, owner !== null);
    if (owner !== null) fetchCart().catch(() => undefined);
  }, [owner]);

  return owner === null ? 0 : (count ?? 0);
}

/**
 * POST /api/v1/carts with a commodity set of a farmer loan: count sets (1 to 30) for their total,
 * the set's amount × count; then reads the cart again for the header count.
 */
export const addCommoditySetToCart = async (serial: string, setId: number, count: number, amount: number): Promise<CartItem> => {
  const item = await api.post<CartItem>(CARTS, { loan_serial: serial, amount, count, loan_commodity_set_id: setId });
  await fetchCart().catch(() => undefined);
  return item;
};
