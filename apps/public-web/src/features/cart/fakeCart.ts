import type { CartItem } from '@lendbridge/domain';
import type { MockRequest, MockRoutes } from '../../test/fetchMock';

/** 10,000 in a credit loan at 12 % for 12 months; fee 1 %, 0.5 % on orders of 20,000 or more. */
export const ITEM_A: CartItem = {
  id: 1,
  count: 1,
  loan_serial: 'A251100000001',
  amount: 10000,
  loan_commodity_set_id: null,
  credit_level: 'C',
  min_discount_order_amount: 20000,
  amount_investable: 200000,
  can_invest: true,
  loan: {
    loan_application_type: 'credit',
    apr: '12.00',
    period: 12,
    pgr: '0.00',
    principal_repayment_type: 'equal_installment',
    lender_fee: '1.00',
    discount_lender_fee: '0.50',
  },
};

/** 20,000 in an sme loan at 6 % for 24 months; fee 1 %, 80 % protection. */
export const ITEM_B: CartItem = {
  id: 2,
  count: 1,
  loan_serial: 'A251100000002',
  amount: 20000,
  loan_commodity_set_id: null,
  credit_level: 'F',
  min_discount_order_amount: null,
  amount_investable: 50000,
  can_invest: true,
  loan: {
    loan_application_type: 'sme',
    apr: '6.00',
    period: 24,
    pgr: '80.00',
    principal_repayment_type: 'equal_installment',
    lender_fee: '1.00',
    discount_lender_fee: null,
  },
};

export interface FakeCartOptions {
  warnings?: string[];
  /** Answers POST /api/v1/carts instead of adding. */
  addReply?: { status: number; body: unknown };
}

/** The cart API over a list of items, as the server answers it. */
export function fakeCart(initial: CartItem[], options: FakeCartOptions = {}) {
  let items = [...initial];
  let nextId = 100;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = (request: MockRequest) => calls.push({ method: request.method, path: request.path, body: request.body });
  const idOf = (request: MockRequest) => Number(request.path.split('/').at(-1));

  const routes: MockRoutes = {
    'GET /api/v1/carts': (request) => {
      record(request);
      return { body: { data: items, meta: { warnings: options.warnings ?? [] } } };
    },
    'POST /api/v1/carts': (request) => {
      record(request);
      if (options.addReply !== undefined) return options.addReply;
      const body = request.body as { loan_serial: string; amount: number };
      const added: CartItem = { ...ITEM_B, id: nextId, loan_serial: body.loan_serial, amount: body.amount };
      nextId += 1;
      items = [...items, added];
      return { status: 201, body: { data: added } };
    },
    'POST /api/v1/carts/clear': (request) => {
      record(request);
      const deleted = items.length;
      items = [];
      return { body: { data: { deleted } } };
    },
  };
  for (const item of initial) {
    routes[`PUT /api/v1/carts/${item.id}`] = (request) => {
      record(request);
      const { amount } = request.body as { amount: number };
      items = items.map((candidate) => (candidate.id === item.id ? { ...candidate, amount } : candidate));
      return { body: { data: items.find((candidate) => candidate.id === item.id) } };
    };
    routes[`DELETE /api/v1/carts/${item.id}`] = (request) => {
      record(request);
      items = items.filter((candidate) => candidate.id !== idOf(request));
      return { body: { data: { id: idOf(request) } } };
    };
  }
  return { routes, calls, items: () => items };
}
