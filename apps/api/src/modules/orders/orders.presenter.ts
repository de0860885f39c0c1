import {
  crowdfundingInvestmentPath,
  CHECKOUT_CART_CHANGED_CODE,
  CHECKOUT_TEXTS,
  INVESTMENT_STATUS_LABELS,
  LOAN_STATUS_LABELS,
  checkoutConfirmationFlags,
  checkoutPaymentMethod,
  checkoutTotal,
  displayLevel,
  investmentLink,
} from '@lendbridge/domain';
import type {
  CheckoutOrderAnswer,
  CheckoutPaymentMethod,
  ConsoleLoanRow,
  InvestmentDetail,
  InvestmentStatus,
  LenderInvestmentRow,
  LoanAppType,
  LoanStatus,
  OrderCartChangedAnswer,
  OrderChangedLoan,
  OrderStatus,
  PlaceOrderAssignAnswer,
  PlaceOrderAssignLoan,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { iso } from '../../common/dates.js';
import { confirmationFacts } from './order-lines.js';
import type { LineCheck, OrderLine } from './order-lines.js';

export interface OrderDbRow {
  id: number;
  serial: string;
  user_id: number;
  status: OrderStatus;
  payment_method: CheckoutPaymentMethod;
  total_amount: number;
  arrive_at: Date | null;
  created_at: Date;
}

export interface OrderInvestmentDbRow {
  serial: string;
  loan_serial: string;
  amount: number;
  status: InvestmentStatus;
}

export const ORDER_COLUMNS = 'o.id, o.serial, o.user_id, o.status, o.payment_method, o.total_amount, o.arrive_at, o.created_at';

/** An order and its investments, as POST /api/v1/orders, pay and GET answer them. */
export const presentOrder = (order: OrderDbRow, investments: readonly OrderInvestmentDbRow[]): CheckoutOrderAnswer => ({
  order: {
    serial: order.serial,
    status: order.status,
    payment_method: order.payment_method,
    total_amount: order.total_amount,
    arrive_at: iso(order.arrive_at),
    created_at: order.created_at.toISOString(),
  },
  investments: investments.map((investment) => ({
    serial: investment.serial,
    loan_serial: investment.loan_serial,
    amount: investment.amount,
    status: investment.status,
  })),
});

export interface InvestmentDbRow {
  serial: string;
  loan_serial: string;
  /** The loan's application type, or crowdfunding for a crowdfunding order. */
  type: LoanAppType | 'crowdfunding';
  amount: number;
  apr: string;
  period: number;
  status: InvestmentStatus;
  created_at: Date;
}

export const INVESTMENT_ROW_COLUMNS = `i.serial, l.serial AS loan_serial, l.app_type AS type, i.amount, l.apr::text AS apr, l.period,
  i.status, i.created_at`;

export const presentInvestmentRow = (row: InvestmentDbRow): LenderInvestmentRow => ({
  serial: row.serial,
  loan_serial: row.loan_serial,
  type: row.type,
  amount: row.amount,
  apr: row.apr,
  period: row.period,
  status: row.status,
  status_label: INVESTMENT_STATUS_LABELS[row.status],
  created_at: row.created_at.toISOString(),
  link: row.type === 'crowdfunding' ? crowdfundingInvestmentPath(row.serial) : investmentLink(row.serial),
});

export interface InvestmentDetailDbRow extends InvestmentDbRow {
  order_serial: string | null;
  payment_method: CheckoutPaymentMethod | null;
  order_status: OrderStatus | null;
  resale_offer_id: number | null;
  arrive_at: Date | null;
  lender_fee: string;
  grade: string;
  principal_repayment_type: string;
  loan_status: LoanStatus;
  paid_at: Date | null;
  disbursed_at: Date | null;
}

export const INVESTMENT_DETAIL_COLUMNS = `${INVESTMENT_ROW_COLUMNS}, o.serial AS order_serial, o.payment_method, o.status AS order_status,
  o.arrive_at, i.resale_offer_id, i.lender_fee::text AS lender_fee, l.grade, l.principal_repayment_type, l.status AS loan_status, i.paid_at, i.disbursed_at`;

export const presentInvestmentDetail = (row: InvestmentDetailDbRow): InvestmentDetail => ({
  ...presentInvestmentRow(row),
  order_serial: row.order_serial,
  payment_method: row.payment_method,
  resale_offer_id: row.resale_offer_id === null ? null : Number(row.resale_offer_id),
  arrive_at: row.order_status === 'pending_payment' ? iso(row.arrive_at) : null,
  lender_fee: row.lender_fee,
  credit_level: displayLevel(row.grade) ?? row.grade,
  principal_repayment_type: row.principal_repayment_type,
  loan_status: row.loan_status,
  loan_status_label: LOAN_STATUS_LABELS[row.loan_status],
  paid_at: iso(row.paid_at),
  disbursed_at: iso(row.disbursed_at),
});

export interface ConsoleLoanDbRow {
  id: number;
  serial: string;
  borrower_id: number;
  member_serial: string | null;
  app_type: LoanAppType;
  status: LoanStatus;
  market_status: string | null;
  amount: number;
  invested_amount: number;
  borrower_fee: number;
  apr: string;
  period: number;
  grade: string;
  waiting_count: number;
  waiting_amount: number;
  funding_deadline: Date | null;
  funded_at: Date | null;
  disbursed_at: Date | null;
  cancelled_at: Date | null;
  expired_at: Date | null;
  created_at: Date;
}

/** The console's loan rows, with what waits for the disbursement. */
export const CONSOLE_LOAN_SELECT = `
  SELECT l.id, l.serial, l.borrower_id, u.member_serial, l.app_type, l.status, l.market_status, l.amount, l.invested_amount,
         l.borrower_fee, l.apr::text AS apr, l.period, l.grade, w.waiting_count, w.waiting_amount, l.funding_deadline,
         l.funded_at, l.disbursed_at, l.cancelled_at, l.expired_at, l.created_at
    FROM loans l
    JOIN users u ON u.id = l.borrower_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS waiting_count, COALESCE(sum(i.amount), 0)::bigint AS waiting_amount
        FROM investments i WHERE i.loan_id = l.id AND i.status = 'waiting'
    ) w`;

export const presentConsoleLoan = (row: ConsoleLoanDbRow): ConsoleLoanRow => ({
  id: row.id,
  serial: row.serial,
  borrower_id: row.borrower_id,
  member_serial: row.member_serial,
  app_type: row.app_type,
  status: row.status,
  status_label: LOAN_STATUS_LABELS[row.status],
  market_status: row.market_status,
  amount: row.amount,
  invested_amount: row.invested_amount,
  borrower_fee: row.borrower_fee,
  apr: row.apr,
  period: row.period,
  grade: row.grade,
  waiting_count: row.waiting_count,
  waiting_amount: row.waiting_amount,
  funding_deadline: iso(row.funding_deadline),
  funded_at: iso(row.funded_at),
  disbursed_at: iso(row.disbursed_at),
  cancelled_at: iso(row.cancelled_at),
  expired_at: iso(row.expired_at),
  created_at: row.created_at.toISOString(),
});

/**
 * 409 CART_CHANGED 購物車部分案件更動 with what each changed loan can be ordered for now (orders and
 * the assign check): the refusal's data is {loans}, so the body is an OrderCartChangedAnswer.
 */
export const cartChangedError = (loans: OrderChangedLoan[]): AppError =>
  AppError.withData(409, CHECKOUT_CART_CHANGED_CODE, CHECKOUT_TEXTS.cartChanged, { loans } satisfies OrderCartChangedAnswer['data']);

/**
 * The assignment of checked lines: each loan at what it can be ordered for (the amount asked
 * unless the assign test lowered it), the total, the confirmations the order will need, and how
 * the available balance would pay it.
 */
export const presentAssignment = (lines: readonly (OrderLine & LineCheck)[], available: number, changed: OrderChangedLoan[]): PlaceOrderAssignAnswer => {
  const loans = lines.map(
    (line): PlaceOrderAssignLoan => ({
      serial: line.serial,
      amount: line.orderable,
      amount_investable: line.investable,
      updated_at: line.loan.updated_at.toISOString(),
      apr: line.loan.apr,
      period: line.loan.period,
      ...confirmationFacts(line.loan),
      exist_collaterals: line.loan.has_collaterals,
    }),
  );
  const total = checkoutTotal(loans);
  return {
    loans,
    total,
    confirmations: checkoutConfirmationFlags(loans),
    balance: { available_amount: available, payment_method: checkoutPaymentMethod(available, total) },
    changed,
  };
};
