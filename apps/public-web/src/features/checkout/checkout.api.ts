import {
  CHECKOUT_ASSIGN_ATTEMPTS,
  CHECKOUT_CART_CHANGED_CODE,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  ORDERS_API_PATH,
  PLACE_ORDER_ASSIGN_PATH,
  PLACE_ORDER_ASSIGN_SOME_PATH,
  placeOrderUnassignPath,
} from '@lendbridge/domain';
import type {
  CartItem,
  CheckoutChangedLoan,
  CheckoutLineChange,
  CheckoutOrderAnswer,
  CheckoutOrderRequest,
  FieldErrors,
  PlaceOrderAssignAnswer,
  PlaceOrderAssignLoan,
  PlaceOrderUnassignAnswer,
} from '@lendbridge/domain';
import {
  ApiError,
  CSRF_INVALID_CODE,
  NETWORK_ERROR_CODE,
  api,
  getCsrfToken,
  isAbortError,
  loadCsrfToken,
  readServerMessage,
  setCsrfToken,
} from '../../app/api';
import { fetchAccountOverview } from '../account/account.api';
import type { AccountOverview } from '../account/account.api';
import { fetchCart } from '../cart/cart.api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One loan of the checkout, as the assignment answered it: what the order sends back and the step shows. */
export type CheckoutItem = PlaceOrderAssignLoan;

/** Everything the first step shows: the order's loans, the cart's warnings, the balance and what the assignment lowered. */
export interface CheckoutData {
  lines: CheckoutItem[];
  warnings: string[];
  overview: AccountOverview;
  /** The cart's loans the assignment lowered, or left out when they take nothing now. */
  changes: CheckoutLineChange[];
}

/** A 409 CART_CHANGED: the loans whose orderable amount went down, with their new updated_at. */
export class CartChangedError extends ApiError {
  readonly loans: CheckoutChangedLoan[];

  constructor(message: string, loans: CheckoutChangedLoan[]) {
    super({ status: 409, code: CHECKOUT_CART_CHANGED_CODE, message });
    this.name = 'CartChangedError';
    this.loans = loans;
  }
}

const readChangedLoans = (body: unknown): CheckoutChangedLoan[] => {
  const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
  const loans = Array.isArray(data?.loans) ? data.loans : [];
  return loans.filter(
    (loan): loan is CheckoutChangedLoan =>
      isRecord(loan) && typeof loan.serial === 'string' && typeof loan.amount === 'number' && typeof loan.updated_at === 'string',
  );
};

const readFieldErrors = (body: unknown): FieldErrors => {
  const source = isRecord(body) && isRecord(body.errors) ? body.errors : {};
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(source)) {
    if (typeof message === 'string') errors[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') errors[field] = message[0];
  }
  return errors;
};

interface PostOptions {
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/**
 * POSTs a body and answers its data. The answer is read whole, since a CART_CHANGED refusal
 * carries the changed loans in data, which the api client drops from its errors; the ajax and
 * CSRF headers are the client's, with one retry on a stale token.
 */
const postReadingChanges = async <T>(path: string, body: unknown, options: PostOptions = {}): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    const token = getCsrfToken() ?? (await loadCsrfToken());
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-CSRF-Token': token,
          ...options.headers,
        },
        body: JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: MESSAGES.genericErrorText });
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.ok) return (isRecord(payload) && 'data' in payload ? payload.data : payload) as T;
    const code = isRecord(payload) && typeof payload.code === 'string' ? payload.code : `HTTP_${response.status}`;
    const message = readServerMessage(payload) ?? MESSAGES.genericErrorText;
    if (response.status === 403 && code === CSRF_INVALID_CODE && attempt === 0) {
      setCsrfToken(null);
      continue;
    }
    if (response.status === 409 && code === CHECKOUT_CART_CHANGED_CODE) throw new CartChangedError(message, readChangedLoans(payload));
    throw new ApiError({ status: response.status, code, message, errors: readFieldErrors(payload) });
  }
};

/** POST /api/v1/orders with the attempt's Idempotency-Key; CART_CHANGED throws CartChangedError. */
export const placeOrder = (body: CheckoutOrderRequest, idempotencyKey: string): Promise<CheckoutOrderAnswer> =>
  postReadingChanges<CheckoutOrderAnswer>(ORDERS_API_PATH, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });

/** POST assign-some: these cart lines at their cart amounts; a loan that changed throws CartChangedError. */
export const assignSome = (serials: readonly string[], signal?: AbortSignal): Promise<PlaceOrderAssignAnswer> =>
  postReadingChanges<PlaceOrderAssignAnswer>(PLACE_ORDER_ASSIGN_SOME_PATH, { serials }, { signal });

/** POST assign {assignData: {serial: amount}}; a loan that cannot take its amount throws CartChangedError. */
export const assignLoans = (assignData: Readonly<Record<string, number>>, signal?: AbortSignal): Promise<PlaceOrderAssignAnswer> =>
  postReadingChanges<PlaceOrderAssignAnswer>(PLACE_ORDER_ASSIGN_PATH, { assignData }, { signal });

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
      if (!(error instanceof CartChangedError) || attempt >= CHECKOUT_ASSIGN_ATTEMPTS) throw error;
      for (const loan of error.loans) {
        if (loan.amount > 0) amounts.set(loan.serial, loan.amount);
        else amounts.delete(loan.serial);
      }
      if (amounts.size === 0) return { loans: [], changes: assignmentChanges(items, amounts) };
    }
  }
};

/**
 * Reads the cart and the account overview, then assigns the cart's loans: the assignment gives
 * each loan's updated_at (sent back with the order) and the facts its confirmations depend on.
 * Loans that can no longer take their cart amount are lowered or left out, and reported.
 */
export const loadCheckout = async (signal?: AbortSignal): Promise<CheckoutData> => {
  const [cart, overview] = await Promise.all([fetchCart(signal), fetchAccountOverview(signal)]);
  const { loans, changes } = cart.items.length === 0 ? { loans: [], changes: [] } : await assignCart(cart.items, signal);
  return { lines: loans, warnings: cart.warnings, overview, changes };
};

/** POST /api/v1/orders/{serial}/pay: pays a deposit order from the balance once the transfer arrived. */
export const payOrder = (serial: string, idempotencyKey: string): Promise<CheckoutOrderAnswer> =>
  api.post<CheckoutOrderAnswer>(`${ORDERS_API_PATH}/${encodeURIComponent(serial)}/pay`, {}, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

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
