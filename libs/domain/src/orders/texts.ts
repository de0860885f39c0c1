import { CART_TEXTS } from '../cart/texts.js';
import { ntdText } from '../credit-try/texts.js';
import {
  DEPOSIT_ORDERS_LOAN_SHARE_MAX_PERCENT,
  DEPOSIT_ORDERS_MEMBER_AMOUNT_MAX,
  DEPOSIT_ORDERS_OPEN_MAX,
  ORDER_LOANS_MAX,
  ORDER_PROMO_CODE_MAX_LENGTH,
} from './constants.js';
import type { InvestmentStatus, OrderStatus } from './constants.js';

/**
 * The order, funding and cancellation API's answers. 您尚未同意合約 and 可投資金額不足 are the
 * spec's own (its three confirmations and 購物車部分案件更動 are kept with the checkout's words,
 * CHECKOUT_CONFIRMATION_TEXTS and CHECKOUT_TEXTS); the others are written in the same voice.
 */
export const ORDER_TEXTS = {
  contractMissing: '您尚未同意合約',
  /** The balance is below the least a balance payment needs. */
  investableShort: '可投資金額不足',
  loanNotFound: CART_TEXTS.loanNotFound,
  ownLoan: CART_TEXTS.ownLoan,
  loansRequired: '請選擇要投資的案件',
  loansMax: `一張訂單最多 ${ORDER_LOANS_MAX} 件案件`,
  duplicateLoan: '同一案件在訂單中只能出現一次',
  updatedAtInvalid: '案件更新時間格式不正確，請重新整理頁面',
  paymentMethodInvalid: '請選擇付款方式',
  promoCodeTooLong: `優惠碼不能超過 ${ORDER_PROMO_CODE_MAX_LENGTH} 個字`,
  promoCodeInvalid: '此優惠碼無效或已過期',
  orderNotFound: '查無此訂單',
  orderNotPending: '此訂單目前不需付款',
  orderLapsed: '此訂單已超過繳款期限，保留的投資金額已釋出',
  investmentNotFound: '查無此投資',
  loanNotCancellable: '此案件目前無法下架',
  cancelFeeShort: '可用餘額不足，無法支付下架手續費',
  loanNotFunded: '此案件尚未滿標，無法撥款',
} as const;

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: '待付款',
  paid: '已付款',
  lapsed: '逾期未付款',
  cancelled: '已取消',
};

export const INVESTMENT_STATUS_LABELS: Readonly<Record<InvestmentStatus, string>> = {
  pending_payment: '待付款',
  waiting: '等待撥款',
  active: '還款中',
  finished: '已結清',
  cleared: '已提前清償',
  transferred: '已轉讓',
  lapsed: '逾期未付款',
  cancelled: '案件已下架',
  expired: '案件已流標',
};

const serialList = (serials: readonly string[]): string => serials.join('、');

/** The inbox notices of the order and funding flows (subjects at most 90 characters). */
export const ORDER_INBOX_TEXTS = {
  loanCancelledSubject: '出借案件已下架',
  loanExpiredSubject: '出借案件已流標',
  orderLapsedSubject: '訂單逾期未付款',
  loanFundedSubject: '借款案件已滿標',
  lenderDisbursedSubject: '出借案件已撥款',
  borrowerDisbursedSubject: '借款已撥款',
} as const;

export const loanCancelledContent = (loanSerial: string, investments: readonly string[], released: number): string =>
  `您出借的案件 ${loanSerial} 已由借款人下架，投資 ${serialList(investments)} 已取消` +
  (released > 0 ? `，圈存的 ${ntdText(released)} 已退回您的可用餘額。` : '。');

export const loanExpiredContent = (loanSerial: string, investments: readonly string[], released: number): string =>
  `您出借的案件 ${loanSerial} 未於募集期限內滿標，投資 ${serialList(investments)} 已結束` +
  (released > 0 ? `，圈存的 ${ntdText(released)} 已退回您的可用餘額。` : '。');

export const orderLapsedContent = (orderSerial: string, investments: readonly string[]): string =>
  `訂單 ${orderSerial} 未於繳款期限前完成付款，已取消，投資 ${serialList(investments)} 保留的金額已釋出。`;

export const loanFundedContent = (loanSerial: string, amount: number): string =>
  `您的借款案件 ${loanSerial} 已募集滿 ${ntdText(amount)}，將於撥款後開始還款。`;

export const lenderDisbursedContent = (loanSerial: string, investments: readonly string[], amount: number): string =>
  `案件 ${loanSerial} 已撥款，您的投資 ${serialList(investments)} 共 ${ntdText(amount)} 開始收款。`;

export const borrowerDisbursedContent = (loanSerial: string, amount: number, fee: number): string =>
  `借款案件 ${loanSerial} 已撥款 ${ntdText(amount)}，扣除借款手續費 ${ntdText(fee)} 後，${ntdText(amount - fee)} 已轉入您的代收代付帳戶。`;

/** Statement descriptions of the order and funding transfers. */
export const investHoldDescription = (orderSerial: string, loanSerial: string): string => `訂單 ${orderSerial} 出借案件 ${loanSerial}`;
export const investReleaseDescription = (loanSerial: string): string => `案件 ${loanSerial} 未撥款，圈存退回`;
export const disbursementDescription = (investmentSerial: string): string => `出借人投資 ${investmentSerial} 撥款`;
export const loanCancelFeeDescription = (loanSerial: string): string => `案件 ${loanSerial} 下架手續費`;

/** Why an order awaiting a deposit is refused: the limits of DEPOSIT_ORDERS_*. */
export const DEPOSIT_ORDER_LIMIT_TEXTS = {
  openOrders: `待入金的訂單最多 ${DEPOSIT_ORDERS_OPEN_MAX} 筆，請先完成付款，或入金後以可用餘額付款`,
  memberAmount: `待入金的投資金額合計最多 ${ntdText(DEPOSIT_ORDERS_MEMBER_AMOUNT_MAX)}，請先入金後以可用餘額付款`,
  loanShare: `此案件由待入金訂單保留的金額最多為案件金額的 ${DEPOSIT_ORDERS_LOAN_SHARE_MAX_PERCENT}%，請降低金額或入金後以可用餘額付款`,
} as const;
