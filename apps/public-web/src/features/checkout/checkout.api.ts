import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CHARITIES_API_PATH,
  CHECKOUT_ASSIGN_ATTEMPTS,
  CHECKOUT_CART_CHANGED_CODE,
  ORDERS_API_PATH,
  PLACE_ORDER_ASSIGN_PATH,
  PLACE_ORDER_ASSIGN_SOME_PATH,
  placeOrderUnassignPath,
} from '@lendbridge/domain';
import type {
  CartItem,
  Charity,
  CheckoutChangedLoan,
  CheckoutLineChange,
  CheckoutOrderAnswer,
  CheckoutOrderRequest,
  LenderFeeTerms,
  PlaceOrderAssignAnswer,
  PlaceOrderAssignLoan,
  PlaceOrderUnassignAnswer,
  PromoVerifyAnswer,
} from '@lendbridge/domain';
import { ApiError, api } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';
import { accountQueries, fetchAccountOverview } from '../account/account.api';
import type { AccountOverview } from '../account/account.api';
import { cartQueries } from '../cart/cart.api';

/** One loan of the checkout, as the assignment answered it: what the order sends back and the step shows. */
export type CheckoutItem = PlaceOrderAssignLoan;

/** Everything the first step shows: the order's loans, the cart's warnings, the balance and what the assignment lowered. */
export interface CheckoutData {
  lines: CheckoutItem[];
  warnings: string[];
  overview: AccountOverview;
  /** The cart's loans the assignment lowered, or left out when they take nothing now. */
  changes: CheckoutLineChange[];
  /** Each cart loan's lender fee terms by serial: what its investment keeps unless a promo code lowers it. */
  feeTerms: Readonly<Record<string, LenderFeeTerms>>;
}

/** A loan a CART_CHANGED refusal names: what can be ordered now. */
const changedLoanSchema = z.object({ serial: z.string(), amount: z.number(), updated_at: z.string() });

/**
 * The loans a 409 CART_CHANGED names in its data (those whose orderable amount went down, with
 * their new updated_at), or null for any other failure.
 */
export const cartChangedLoans = (error: unknown): CheckoutChangedLoan[] | null => {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== CHECKOUT_CART_CHANGED_CODE) return null;
  const named = z.object({ loans: z.array(z.unknown()) }).safeParse(error.data);
  if (!named.success) return [];
  return named.data.loans.flatMap((loan) => {
    const parsed = changedLoanSchema.safeParse(loan);
    return parsed.success ? [parsed.data] : [];
  });
};

/** POST /api/v1/orders with the intent's Idempotency-Key; loans changed since read are a 409 CART_CHANGED (see cartChangedLoans). */
export const placeOrder = (body: CheckoutOrderRequest, call: IdempotentCall): Promise<CheckoutOrderAnswer> =>
  api.post<CheckoutOrderAnswer>(ORDERS_API_PATH, body, call);

/** POST assign-some: these cart lines at their cart amounts; a loan that changed is a 409 CART_CHANGED. */
export const assignSome = (serials: readonly string[], signal?: AbortSignal): Promise<PlaceOrderAssignAnswer> =>
  api.post<PlaceOrderAssignAnswer>(PLACE_ORDER_ASSIGN_SOME_PATH, { serials }, { signal });

/** POST assign {assignData: {serial: amount}}; a loan that cannot take its amount is a 409 CART_CHANGED. */
export const assignLoans = (assignData: Readonly<Record<string, number>>, signal?: AbortSignal): Promise<PlaceOrderAssignAnswer> =>
  api.post<PlaceOrderAssignAnswer>(PLACE_ORDER_ASSIGN_PATH, { assignData }, { signal });

/** POST unassign/{serial}: takes the loan out of the checkout and the cart. */
export const unassignLoan = (serial: string): Promise<PlaceOrderUnassignAnswer> =>
  api.post<PlaceOrderUnassignAnswer>(placeOrderUnassignPath(serial), {});

/** The cart's loans whose amount the assignment changed: lowered, or to 0 when left out. */
const assignmentChanges = (items: readonly CartItem[], amounts: ReadonlyMap<string, number>): CheckoutLineChange[] =>
  items.flatMap((item) => {
    const to = amounts.get(item.loan_serial) ?? 0;
    return to === item.amount ? [] : [{ serial: item.loan_serial, from: item.amount, to }];
  });

/**
 * Assigns the cart's loans at their cart amounts (assign-some). Each 409 CART_CHANGED lowers the
 * loans it names to what they take now, leaves out those that take nothing, and assigns the rest
 * again (assign), up to CHECKOUT_ASSIGN_ATTEMPTS calls in all.
 */
const assignCart = async (
  items: readonly CartItem[],
  signal?: AbortSignal,
): Promise<{ loans: PlaceOrderAssignLoan[]; changes: CheckoutLineChange[] }> => {
  const amounts = new Map(items.map((item) => [item.loan_serial, item.amount]));
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = attempt === 1 ? await assignSome([...amounts.keys()], signal) : await assignLoans(Object.fromEntries(amounts), signal);
      return { loans: answer.loans, changes: assignmentChanges(items, amounts) };
    } catch (error) {
      const changed = cartChangedLoans(error);
      if (changed === null || attempt >= CHECKOUT_ASSIGN_ATTEMPTS) throw error;
      for (const loan of changed) {
        if (loan.amount > 0) amounts.set(loan.serial, loan.amount);
        else amounts.delete(loan.serial);
      }
      if (amounts.size === 0) return { loans: [], changes: assignmentChanges(items, amounts) };
    }
  }
};

/** The lender fee terms of the cart's loans by serial. */
const feeTermsOf = (items: readonly CartItem[]): Record<string, LenderFeeTerms> =>
  Object.fromEntries(
    items.map((item) => [
      item.loan_serial,
      { lender_fee: item.loan.lender_fee, discount_lender_fee: item.loan.discount_lender_fee, min_discount_order_amount: item.min_discount_order_amount },
    ]),
  );

/**
 * Reads the cart and the account overview (through their queries, so the header count and the
 * account follow), then assigns the cart's loans: the assignment gives each loan's updated_at
 * (sent back with the order) and the facts its confirmations depend on. Loans that can no longer
 * take their cart amount are lowered or left out, and reported.
 */
export const loadCheckout = async (queryClient: QueryClient, signal?: AbortSignal): Promise<CheckoutData> => {
  const [cart, overview] = await Promise.all([queryClient.fetchQuery(cartQueries.list()), queryClient.fetchQuery(accountQueries.overview())]);
  const { loans, changes } = cart.items.length === 0 ? { loans: [], changes: [] } : await assignCart(cart.items, signal);
  return { lines: loans, warnings: cart.warnings, overview, changes, feeTerms: feeTermsOf(cart.items) };
};

const PROMO_VERIFY_PATH = '/api/promo-codes/verify';

/** GET /api/promo-codes/verify: whether the code can be used on an order of this total, and what it gives; 400 errors.promo_code when not. */
export const verifyPromoCode = (code: string, amount: number, signal?: AbortSignal): Promise<PromoVerifyAnswer> => {
  const params = new URLSearchParams({ amount: String(amount), promo_code: code });
  return api.get<PromoVerifyAnswer>(`${PROMO_VERIFY_PATH}?${params.toString()}`, { signal });
};

/** The server's refusal of a promo code (400 errors.promo_code, from the check or the order), or null for any other failure. */
export const promoRefusal = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 400 ? (error.errors.promo_code ?? null) : null;

/** POST /api/v1/orders/{serial}/pay with the intent's Idempotency-Key: pays a deposit order from the balance once the transfer arrived. */
export const payOrder = ({ serial }: { serial: string }, call: IdempotentCall): Promise<CheckoutOrderAnswer> =>
  api.post<CheckoutOrderAnswer>(`${ORDERS_API_PATH}/${encodeURIComponent(serial)}/pay`, {}, call);

/** GET /api/v1/orders/{serial}: the order as it is now, with its investments. */
export const fetchOrder = (serial: string, signal?: AbortSignal): Promise<CheckoutOrderAnswer> =>
  api.get<CheckoutOrderAnswer>(`${ORDERS_API_PATH}/${encodeURIComponent(serial)}`, { signal });

/** Checkout opened on an order already placed (?order=): the order as it is now and the account it is paid from. */
export interface ResumedOrderData {
  answer: CheckoutOrderAnswer;
  overview: AccountOverview;
}

/** Reads the order named by ?order= and the account overview (the virtual account and the balance). */
export const loadResumedOrder = async (serial: string, signal?: AbortSignal): Promise<ResumedOrderData> => {
  const [answer, overview] = await Promise.all([fetchOrder(serial, signal), fetchAccountOverview(signal)]);
  return { answer, overview };
};

/**
 * The checkout's reads. Each seeds the checkout's own state (lines, contracts, the stage), so it is
 * kept only while shown: every visit assigns the cart, or reads the order, afresh.
 */
/** GET /api/charities: the charities a farmer order's e-invoice may be donated to. */
const fetchCharities = (signal?: AbortSignal): Promise<Charity[]> =>
  api.get<Charity[]>(CHARITIES_API_PATH, { signal });

export const checkoutQueries = {
  root: ['checkout'] as const,
  assignment: (queryClient: QueryClient) =>
    queryOptions({
      queryKey: [...checkoutQueries.root, 'assignment'] as const,
      queryFn: ({ signal }) => loadCheckout(queryClient, signal),
      gcTime: 0,
    }),
  charities: () => queryOptions({ queryKey: [...checkoutQueries.root, 'charities'] as const, queryFn: ({ signal }) => fetchCharities(signal) }),
  /** A promo code checked against the order's total. */
  promo: (code: string, amount: number) =>
    queryOptions({
      queryKey: [...checkoutQueries.root, 'promo', code, amount] as const,
      queryFn: ({ signal }) => verifyPromoCode(code, amount, signal),
    }),
  order: (serial: string) =>
    queryOptions({
      queryKey: [...checkoutQueries.root, 'order', serial] as const,
      queryFn: ({ signal }) => loadResumedOrder(serial, signal),
      gcTime: 0,
    }),
};
