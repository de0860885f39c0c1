import { LOAN_DETAIL_PATH_PREFIX } from '../cart/constants.js';
import { checkoutResumePath } from '../checkout/resume.js';
import { CHECKOUT_TEXTS, LENDER_INVESTMENT_TEXTS } from '../checkout/texts.js';
import { MARKET_TEXTS } from '../market/texts.js';
import { isMarketVisible } from '../market/tabs.js';
import type { InvestmentDetail } from './answers.js';

/** The investment page's words (/investment/{serial}); the list's and the market's where they name the same thing. */
export const INVESTMENT_PAGE_TEXTS = {
  title: '投資明細',
  loading: LENDER_INVESTMENT_TEXTS.loading,
  termsHeading: '投資條件',
  orderHeading: '訂單資訊',
  serial: LENDER_INVESTMENT_TEXTS.serial,
  loanSerial: LENDER_INVESTMENT_TEXTS.loanSerial,
  type: LENDER_INVESTMENT_TEXTS.type,
  amount: LENDER_INVESTMENT_TEXTS.amount,
  apr: LENDER_INVESTMENT_TEXTS.apr,
  period: LENDER_INVESTMENT_TEXTS.period,
  creditLevel: MARKET_TEXTS.creditLevel,
  repaymentType: MARKET_TEXTS.repaymentType,
  lenderFee: MARKET_TEXTS.lenderFee,
  status: '投資狀態',
  loanStatus: '案件狀態',
  createdAt: LENDER_INVESTMENT_TEXTS.createdAt,
  orderSerial: CHECKOUT_TEXTS.orderSerial,
  paymentMethod: CHECKOUT_TEXTS.paymentMethod,
  paidAt: '付款時間',
  disbursedAt: '撥款時間',
  deadline: CHECKOUT_TEXTS.deadline,
  awaitingDeposit: '此筆投資的訂單尚待匯款，請於繳款期限前完成付款；逾期未付款，保留的投資金額將釋出。',
  resumePayment: '繼續付款',
  backToList: '返回我的投資',
} as const;

/** The page's heading: 投資編號 IV2026…. */
export const investmentPageHeading = (serial: string): string => `${INVESTMENT_PAGE_TEXTS.serial} ${serial}`;

/**
 * The market detail of the investment's loan while the market shows it (listed, funded or being
 * repaid); null once the loan was withdrawn or left unfunded, when the market answers not found.
 */
export const investmentLoanPath = (detail: Pick<InvestmentDetail, 'loan_serial' | 'loan_status' | 'type'>): string | null =>
  isMarketVisible(detail.loan_status, detail.type) ? `${LOAN_DETAIL_PATH_PREFIX}${detail.loan_serial}` : null;

/** Where the investment's order is paid: checkout on the deposit step while the investment waits for that payment. */
export const investmentResumePath = (detail: Pick<InvestmentDetail, 'status' | 'order_serial'>): string | null =>
  detail.status === 'pending_payment' && detail.order_serial !== null ? checkoutResumePath(detail.order_serial) : null;

/** The 繼續付款 button of one row of the waiting investments: 繼續付款 IV2026…. */
export const investmentResumeButtonLabel = (serial: string): string => `${INVESTMENT_PAGE_TEXTS.resumePayment} ${serial}`;
