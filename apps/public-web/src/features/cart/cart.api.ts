import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@lendbridge/domain';
import type { CartItem, CartListAnswer, CartSummary } from '@lendbridge/domain';
import { ApiError, api, requestBody } from '../../app/api';
import { useUserStatus } from '../../app/session';

const CARTS = '/api/v1/carts';

/** The cart's items and warnings. */
export interface CartContents {
  items: CartItem[];
  warnings: string[];
}

/** GET /api/v1/carts. The warnings come in meta beside data, so the answer is read whole. */
export const fetchCart = async (signal?: AbortSignal): Promise<CartContents> => {
  const answer = await requestBody<CartListAnswer>(CARTS, { signal });
  return { items: answer.data, warnings: answer.meta?.warnings ?? [] };
};

/** GET /api/v1/carts/summary: what the cart could be ordered for now. */
export const fetchCartSummary = (signal?: AbortSignal): Promise<CartSummary> =>
  api.get<CartSummary>(`${CARTS}/summary`, { signal });

/** What POST /api/v1/carts takes: a loan and its amount, or count sets of a farmer loan (the set's amount × count). */
export interface CartAddition {
  loan_serial: string;
  amount: number;
  count?: number;
  loan_commodity_set_id?: number;
}

/** POST /api/v1/carts: puts a loan in the cart (or replaces the amount of the loan already there). */
export const addToCart = (addition: CartAddition): Promise<CartItem> => api.post<CartItem>(CARTS, addition);

/** PUT /api/v1/carts/{id}. */
export const updateCartItem = (id: number, amount: number): Promise<CartItem> =>
  api.put<CartItem>(`${CARTS}/${id}`, { amount });

/** DELETE /api/v1/carts/{id}. */
export const removeCartItem = (id: number): Promise<{ id: number }> => api.delete<{ id: number }>(`${CARTS}/${id}`);

/** POST /api/v1/carts/clear. */
export const clearCart = (): Promise<{ deleted: number }> => api.post<{ deleted: number }>(`${CARTS}/clear`);

/** The message of a refused add: the one under loan_serial, else the server's message. */
export const cartAddErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? (error.errors.loan_serial ?? error.message) : MESSAGES.genericErrorText;

/** The cart's reads: every key starts with cartQueries.root; the list is shared by the header count, the drawer, the cart page and checkout. */
export const cartQueries = {
  root: ['cart'] as const,
  list: () => queryOptions({ queryKey: [...cartQueries.root, 'list'] as const, queryFn: ({ signal }) => fetchCart(signal) }),
};

/**
 * After a write to the cart (adding, ordering, taking a loan out of the checkout): every read of
 * the cart is read again, and the list at once even when no page shows it, so the header count
 * follows. A failure of that read is left to the pages that show the cart.
 */
export const refreshCart = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cartQueries.root }),
    queryClient.fetchQuery(cartQueries.list()).catch(() => undefined),
  ]);
};

/** Adds to the cart, then reads the cart again (see refreshCart). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSuccess: () => refreshCart(queryClient) });
}

/**
 * How many items the member's cart holds, for the header button. The cart needs the completed
 * risk questionnaire; below it the count is 0 and nothing is asked. It follows every read of the
 * cart list (the cart page and drawer, checkout, the reads after adding or ordering).
 */
export function useCartCount(): number {
  const { status } = useUserStatus();
  const counted = status.loggedIn && status.isMemberCompletedQuestionnaire;
  const { data } = useQuery({ ...cartQueries.list(), enabled: counted });
  return counted ? (data?.items.length ?? 0) : 0;
}
