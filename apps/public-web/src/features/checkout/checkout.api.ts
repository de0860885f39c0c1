import {
  CHECKOUT_CART_CHANGED_CODE,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  ORDERS_API_PATH,
  cartOrderableAmount,
} from '@lendbridge/domain';
import type {
  CartItem,
  CheckoutChangedLoan,
  CheckoutLine,
  CheckoutOrderAnswer,
  CheckoutOrderRequest,
  FieldErrors,
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
import { fetchLoanDetail } from '../market/market.api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One loan of the checkout: the cart item it comes from and what the order sends. */
export interface CheckoutItem extends CheckoutLine {
  readonly item: CartItem;
}

/** Everything the first step shows: the order's loans, the cart's warnings and the balance. */
export interface CheckoutData {
  lines: CheckoutItem[];
  warnings: string[];
  overview: AccountOverview;
}

/**
 * Reads the cart, then each loan of it (for its updated_at, which the order sends back, and
 * its student flag) and the account overview. Items that cannot be ordered now are left out;
 * the others are ordered for what can be ordered now.
 */
export const loadCheckout = async (signal?: AbortSignal): Promise<CheckoutData> => {
  const [cart, overview] = await Promise.all([fetchCart(signal), fetchAccountOverview(signal)]);
  const orderable = cart.items.filter((item) => cartOrderableAmount(item) > 0);
  const loans = await Promise.all(orderable.map((item) => fetchLoanDetail(item.loan_serial, signal)));
  const lines = orderable.map((item, index): CheckoutItem => {
    const loan = loans[index];
    return {
      item,
      serial: item.loan_serial,
      amount: cartOrderableAmount(item),
      updated_at: loan?.updated_at ?? '',
      app_type: item.loan.loan_application_type,
      pgr: item.loan.pgr,
      is_student_loan: loan?.is_student_loan ?? false,
    };
  });
  return { lines, warnings: cart.warnings, overview };
};

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

/**
 * POST /api/v1/orders with the attempt's Idempotency-Key. The answer is read whole, since a
 * CART_CHANGED refusal carries the changed loans in data, which the api client drops from its
 * errors; the ajax and CSRF headers are the client's, with one retry on a stale token.
 */
export const placeOrder = async (body: CheckoutOrderRequest, idempotencyKey: string): Promise<CheckoutOrderAnswer> => {
  for (let attempt = 0; ; attempt += 1) {
    const token = getCsrfToken() ?? (await loadCsrfToken());
    let response: Response;
    try {
      response = await fetch(ORDERS_API_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-CSRF-Token': token,
          [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: MESSAGES.genericErrorText });
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.ok) return (isRecord(payload) && 'data' in payload ? payload.data : payload) as CheckoutOrderAnswer;
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

/** POST /api/v1/orders/{serial}/pay: pays a deposit order from the balance once the transfer arrived. */
export const payOrder = (serial: string, idempotencyKey: string): Promise<CheckoutOrderAnswer> =>
  api.post<CheckoutOrderAnswer>(`${ORDERS_API_PATH}/${encodeURIComponent(serial)}/pay`, {}, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/** GET /api/v1/orders/{serial}: the order as it is now, with its investments. */
export const fetchOrder = (serial: string, signal?: AbortSignal): Promise<CheckoutOrderAnswer> =>
  api.get<CheckoutOrderAnswer>(`${ORDERS_API_PATH}/${encodeURIComponent(serial)}`, { signal });
