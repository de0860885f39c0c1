import {
  CHECKOUT_CART_CHANGED_CODE,
  CHECKOUT_TEXTS,
  PLACE_ORDER_ASSIGN_PATH,
  PLACE_ORDER_ASSIGN_SOME_PATH,
  PROMO_TEXTS,
  checkoutConfirmationFlags,
  checkoutPaymentMethod,
  checkoutTotal,
  orderableAmount,
  placeOrderUnassignPath,
  promoCodeSummary,
} from '@lendbridge/domain';
import type { CartItem, CheckoutOrderAnswer, OrderChangedLoan, PlaceOrderAssignLoan, PromoVerifyAnswer } from '@lendbridge/domain';
import { isRecord } from '../../app/api';
import type { MockHandler, MockReply, MockRoutes } from '../../test/fetchMock';
import { overviewOf } from '../account/testAccount';

/** A cart item of a credit loan with 80 % protection; overrides change the loan or the item. */
export const cartItem = (
  index: number,
  overrides: Partial<Omit<CartItem, 'loan'>> & { loan?: Partial<CartItem['loan']> } = {},
): CartItem => {
  const { loan, ...rest } = overrides;
  return {
    id: index,
    count: 1,
    loan_serial: `A25110000000${index}`,
    amount: 5000,
    loan_commodity_set_id: null,
    credit_level: 'C',
    min_discount_order_amount: null,
    amount_investable: 100000,
    can_invest: true,
    ...rest,
    loan: {
      loan_application_type: 'credit',
      apr: '10.00',
      period: 12,
      pgr: '80.00',
      principal_repayment_type: 'equal_installment',
      lender_fee: '1.00',
      discount_lender_fee: null,
      ...loan,
    },
  };
};

export const updatedAtOf = (serial: string): string => `2026-01-05T08:00:00.000Z#${serial}`;

/** An order of one investment; the investment waits for the payment while the order does, as the API answers. */
export const orderAnswer = (overrides: Partial<CheckoutOrderAnswer['order']> = {}, amount = 5000): CheckoutOrderAnswer => {
  const order = {
    serial: 'OD2026000001',
    status: 'paid',
    payment_method: 'balance' as const,
    total_amount: amount,
    arrive_at: null,
    created_at: '2026-01-05T08:30:00.000Z',
    ...overrides,
  };
  const status = order.status === 'pending_payment' ? 'pending_payment' : 'waiting';
  return { order, investments: [{ serial: 'IV2026000001', loan_serial: 'A251100000001', amount, status }] };
};

export interface CheckoutRoutesOptions {
  items: CartItem[];
  available?: number;
  /** Student flags of the loans by serial. */
  studentLoans?: string[];
  order?: MockReply | MockHandler;
  pay?: MockReply | MockHandler;
  /** Replaces the answer of assign-some or assign. */
  assignSome?: MockReply | MockHandler;
  assign?: MockReply | MockHandler;
}

/** A 409 CART_CHANGED as the API answers it. */
export const cartChangedReply = (loans: OrderChangedLoan[]): MockReply => ({
  status: 409,
  body: { statusCode: 409, code: CHECKOUT_CART_CHANGED_CODE, message: CHECKOUT_TEXTS.cartChanged, data: { loans } },
});

/**
 * Answers an assignment the way the API does from the cart items' loans: 409 CART_CHANGED when a
 * loan takes less than asked now (0 once it takes no orders), else each loan with updatedAtOf.
 */
export const assignReply = (
  items: readonly CartItem[],
  asked: readonly (readonly [string, number])[],
  { available = 100000, studentLoans = [] }: Pick<CheckoutRoutesOptions, 'available' | 'studentLoans'> = {},
): MockReply => {
  const bySerial = new Map(items.map((item) => [item.loan_serial, item]));
  const loans: PlaceOrderAssignLoan[] = [];
  const changed: OrderChangedLoan[] = [];
  for (const [serial, requested] of asked) {
    const item = bySerial.get(serial);
    if (item === undefined) return { status: 400, body: { statusCode: 400, code: 'NOT_IN_CART', message: '購物車中沒有這個案件' } };
    const investable = item.can_invest ? item.amount_investable : 0;
    const amount = orderableAmount(requested, investable);
    const updated_at = updatedAtOf(serial);
    if (amount < requested) changed.push({ serial, amount, requested_amount: requested, amount_investable: investable, updated_at });
    loans.push({
      serial,
      amount,
      amount_investable: investable,
      updated_at,
      apr: item.loan.apr,
      period: item.loan.period,
      pgr: item.loan.pgr,
      app_type: item.loan.loan_application_type,
      is_student_loan: studentLoans.includes(serial),
      exist_collaterals: false,
    });
  }
  if (changed.length > 0) return cartChangedReply(changed);
  const total = checkoutTotal(loans);
  return {
    body: {
      data: {
        loans,
        total,
        confirmations: checkoutConfirmationFlags(loans),
        balance: { available_amount: available, payment_method: checkoutPaymentMethod(available, total) },
        changed: [],
      },
    },
  };
};

/** The cart, the overview, the assignment (assign-some, assign, unassign), and the order and payment calls. */
export function checkoutRoutes({ items, available = 100000, studentLoans = [], order, pay, assignSome, assign }: CheckoutRoutesOptions): MockRoutes {
  const amountOf = (serial: string) => items.find((item) => item.loan_serial === serial)?.amount ?? 0;
  const routes: MockRoutes = {
    'GET /api/v1/carts': { body: { data: items, meta: { warnings: [] } } },
    'GET /api/account/overview': { body: { data: overviewOf({ available_amount: available }) } },
    [`POST ${PLACE_ORDER_ASSIGN_SOME_PATH}`]:
      assignSome ??
      ((request) => {
        const serials = isRecord(request.body) && Array.isArray(request.body.serials) ? (request.body.serials as string[]) : [];
        return assignReply(items, serials.map((serial) => [serial, amountOf(serial)] as const), { available, studentLoans });
      }),
    [`POST ${PLACE_ORDER_ASSIGN_PATH}`]:
      assign ??
      ((request) => {
        const data = isRecord(request.body) && isRecord(request.body.assignData) ? request.body.assignData : {};
        return assignReply(items, Object.entries(data).map(([serial, amount]) => [serial, Number(amount)] as const), { available, studentLoans });
      }),
  };
  for (const item of items) {
    routes[`POST ${placeOrderUnassignPath(item.loan_serial)}`] = { body: { data: { serial: item.loan_serial } } };
  }
  if (order !== undefined) routes['POST /api/v1/orders'] = order;
  if (pay !== undefined) routes['POST /api/v1/orders/OD2026000001/pay'] = pay;
  return routes;
}

/** A code the server accepts: a fee discount of so many percent, or cashback when given. */
export const promoAnswer = (code: string, discountPercent: number | null, cashback: number | null = null): PromoVerifyAnswer => {
  const kind = cashback === null ? 'fee_discount' : 'cashback';
  return {
    promo_code: code,
    kind,
    discount_percent: discountPercent,
    cashback_amount: cashback,
    expires_at: '2025-12-20T15:59:59.000Z',
    summary: promoCodeSummary(kind, discountPercent, cashback),
  };
};

/**
 * GET /api/promo-codes/verify as the API answers it for these codes (trimmed and upper-cased, as
 * the server reads them): the answer, or a 400 refusal with the text named promo_code.
 */
export const promoVerifyRoute =
  (codes: Readonly<Record<string, PromoVerifyAnswer | string>>): MockHandler =>
  (request) => {
    const code = (new URL(request.url, 'http://localhost').searchParams.get('promo_code') ?? '').trim().toUpperCase();
    const known = codes[code] ?? PROMO_TEXTS.invalid;
    return typeof known === 'string'
      ? { status: 400, body: { statusCode: 400, code: 'PROMO_CODE_REFUSED', message: known, errors: { promo_code: known } } }
      : { body: { data: known } };
  };
