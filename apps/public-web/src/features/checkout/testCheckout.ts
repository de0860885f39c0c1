import type { CartItem, CheckoutOrderAnswer } from '@lendbridge/domain';
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

export const orderAnswer = (overrides: Partial<CheckoutOrderAnswer['order']> = {}, amount = 5000): CheckoutOrderAnswer => ({
  order: {
    serial: 'OD2026000001',
    status: 'paid',
    payment_method: 'balance',
    total_amount: amount,
    arrive_at: null,
    created_at: '2026-01-05T08:30:00.000Z',
    ...overrides,
  },
  investments: [{ serial: 'IV2026000001', loan_serial: 'A251100000001', amount, status: 'waiting' }],
});

export interface CheckoutRoutesOptions {
  items: CartItem[];
  available?: number;
  /** Student flags of the loans by serial. */
  studentLoans?: string[];
  order?: MockReply | MockHandler;
  pay?: MockReply | MockHandler;
}

/** The cart, the overview, each loan's detail, and the order and payment calls. */
export function checkoutRoutes({ items, available = 100000, studentLoans = [], order, pay }: CheckoutRoutesOptions): MockRoutes {
  const routes: MockRoutes = {
    'GET /api/v1/carts': { body: { data: items, meta: { warnings: [] } } },
    'GET /api/account/overview': { body: { data: overviewOf({ available_amount: available }) } },
  };
  for (const item of items) {
    routes[`GET /api/market-place/loan/${item.loan_serial}`] = {
      body: {
        data: {
          serial: item.loan_serial,
          updated_at: updatedAtOf(item.loan_serial),
          is_student_loan: studentLoans.includes(item.loan_serial),
        },
      },
    };
  }
  if (order !== undefined) routes['POST /api/v1/orders'] = order;
  if (pay !== undefined) routes['POST /api/v1/orders/OD2026000001/pay'] = pay;
  return routes;
}
