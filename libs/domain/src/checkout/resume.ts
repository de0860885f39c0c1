import { CHECKOUT_PAGE_PATH } from '../cart/constants.js';
import { ORDER_TEXTS } from '../orders/texts.js';
import type { CheckoutOrderAnswer } from './answers.js';
import type { LenderInvestmentTab } from './constants.js';

/** The query parameter that opens checkout on an order already placed: /market-place/place-order?order={serial}. */
export const CHECKOUT_ORDER_PARAM = 'order';

/** Where a deposit order is paid later: checkout opened on that order's deposit step. */
export const checkoutResumePath = (orderSerial: string): string =>
  `${CHECKOUT_PAGE_PATH}?${CHECKOUT_ORDER_PARAM}=${encodeURIComponent(orderSerial)}`;

/** The order state checkout resumes on the deposit step; any other state is shown as it is. */
export const CHECKOUT_RESUMABLE_ORDER_STATUS = 'pending_payment';

/** Whether an order still waits for its deposit. */
export const isOrderAwaitingDeposit = (status: string): boolean => status === CHECKOUT_RESUMABLE_ORDER_STATUS;

/**
 * What a deposit order still waits for: the investments reserved for its payment. A loan withdrawn
 * or expired while the order waited no longer counts.
 */
export const orderAmountDue = (answer: CheckoutOrderAnswer): number =>
  answer.investments
    .filter((investment) => investment.status === CHECKOUT_RESUMABLE_ORDER_STATUS)
    .reduce((sum, investment) => sum + investment.amount, 0);

/** The states an order ends in once it no longer waits for a deposit. */
export const CHECKOUT_SETTLED_ORDER_STATUSES = ['paid', 'lapsed', 'cancelled'] as const;
export type CheckoutSettledOrderStatus = (typeof CHECKOUT_SETTLED_ORDER_STATUSES)[number];

const isSettledStatus = (status: string): status is CheckoutSettledOrderStatus =>
  (CHECKOUT_SETTLED_ORDER_STATUSES as readonly string[]).includes(status);

/** The investment list tab that holds a settled order's investments: all of them once paid, closed once lapsed or cancelled. */
const SETTLED_LIST_TABS: Readonly<Record<CheckoutSettledOrderStatus, LenderInvestmentTab>> = {
  paid: 'all',
  lapsed: 'closed',
  cancelled: 'closed',
};

export const checkoutSettledListTab = (status: string): LenderInvestmentTab =>
  isSettledStatus(status) ? SETTLED_LIST_TABS[status] : 'all';

/** Checkout opened on an order (?order=): the words of an order that no longer waits for its deposit. */
export const CHECKOUT_RESUME_TEXTS = {
  /** The part of the order still to be paid, shown when a loan of the order left it while it waited. */
  amountDue: '尚待付款金額',
  viewInvestments: '查看我的投資',
} as const;

/** What a settled order's page says: a heading and why. */
export const CHECKOUT_SETTLED_TEXTS: Readonly<Record<CheckoutSettledOrderStatus, { heading: string; hint: string }>> = {
  paid: { heading: '此訂單已付款', hint: '訂單款項已自您的帳戶餘額扣款，投資將於案件撥款後開始收款。' },
  lapsed: { heading: '此訂單已逾期未付款', hint: `${ORDER_TEXTS.orderLapsed}。` },
  cancelled: { heading: '此訂單已取消', hint: '訂單中的案件已下架或流標，此訂單無須付款。' },
};

/** The heading and hint of an order in a state checkout does not resume; an unknown state reads as paid. */
export const checkoutSettledText = (status: string): { heading: string; hint: string } =>
  CHECKOUT_SETTLED_TEXTS[isSettledStatus(status) ? status : 'paid'];
