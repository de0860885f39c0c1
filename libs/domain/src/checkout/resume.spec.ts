import { describe, expect, it } from 'vitest';
import { CHECKOUT_PAGE_PATH } from '../cart/constants.js';
import { ORDER_TEXTS } from '../orders/texts.js';
import type { CheckoutOrderAnswer } from './answers.js';
import {
  CHECKOUT_ORDER_PARAM,
  checkoutResumePath,
  checkoutSettledListTab,
  checkoutSettledText,
  isOrderAwaitingDeposit,
  orderAmountDue,
} from './resume.js';

const answer = (statuses: readonly string[]): CheckoutOrderAnswer => ({
  order: {
    serial: 'O2026000001',
    status: 'pending_payment',
    payment_method: 'deposit',
    total_amount: statuses.length * 3000,
    arrive_at: '2026-01-08T15:59:00.000Z',
    created_at: '2026-01-05T08:30:00.000Z',
  },
  investments: statuses.map((status, index) => ({ serial: `I${index}`, loan_serial: `A${index}`, amount: 3000, status })),
});

describe('resuming a deposit order', () => {
  it('opens checkout on the order named in the query string', () => {
    expect(checkoutResumePath('O2026000001')).toBe(`${CHECKOUT_PAGE_PATH}?${CHECKOUT_ORDER_PARAM}=O2026000001`);
    expect(checkoutResumePath('O 1&x')).toBe(`${CHECKOUT_PAGE_PATH}?${CHECKOUT_ORDER_PARAM}=O%201%26x`);
  });

  it('resumes only an order still waiting for its deposit', () => {
    expect(isOrderAwaitingDeposit('pending_payment')).toBe(true);
    for (const status of ['paid', 'lapsed', 'cancelled']) expect(isOrderAwaitingDeposit(status)).toBe(false);
  });

  it('asks only for the investments still reserved for the payment', () => {
    expect(orderAmountDue(answer(['pending_payment', 'pending_payment']))).toBe(6000);
    expect(orderAmountDue(answer(['pending_payment', 'cancelled', 'expired']))).toBe(3000);
    expect(orderAmountDue(answer(['waiting']))).toBe(0);
  });

  it('names a settled order by its state and points to the tab that holds its investments', () => {
    expect(checkoutSettledText('paid').heading).toBe('此訂單已付款');
    expect(checkoutSettledText('lapsed')).toEqual({ heading: '此訂單已逾期未付款', hint: `${ORDER_TEXTS.orderLapsed}。` });
    expect(checkoutSettledText('cancelled').heading).toBe('此訂單已取消');
    expect(checkoutSettledListTab('paid')).toBe('all');
    expect(checkoutSettledListTab('lapsed')).toBe('closed');
    expect(checkoutSettledListTab('cancelled')).toBe('closed');
  });
});
