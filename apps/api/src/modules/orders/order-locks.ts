import type { EntityManager } from 'typeorm';
import { LOAN_MARKET_STATUS_OPEN, orderInvoiceOf } from '@lendbridge/domain';
import type { LoanAppType, LoanStatus, OrderInvoice, RoboProduct } from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';
import type { OrderDbRow } from './orders.presenter.js';

/** The loan columns the order and funding flows read. */
export interface LoanRow {
  id: number;
  serial: string;
  borrower_id: number;
  app_type: LoanAppType;
  status: LoanStatus;
  market_status: string | null;
  amount: number;
  invested_amount: number;
  borrower_fee: number;
  funding_deadline: Date | null;
  updated_at: Date;
}

export const LOAN_ROW_COLUMNS = `l.id, l.serial, l.borrower_id, l.app_type, l.status, l.market_status, l.amount, l.invested_amount,
  l.borrower_fee, l.funding_deadline, l.updated_at`;

/**
 * The lock order every flow keeps, so that no two transactions wait on each other in a circle:
 * loans (by id) → orders → investments → ledger accounts (by id).
 */
export async function lockLoans(manager: EntityManager, loanIds: readonly number[]): Promise<LoanRow[]> {
  if (loanIds.length === 0) return [];
  return (await manager.query(`SELECT ${LOAN_ROW_COLUMNS} FROM loans l WHERE l.id = ANY ($1::bigint[]) ORDER BY l.id FOR UPDATE`, [
    [...loanIds],
  ])) as LoanRow[];
}

/**
 * Takes an amount of a listed loan for an order: one conditional update, so a loan is never sold
 * past its amount, only while it is open and before its funding deadline, and (for a manual order)
 * only at the updated_at the member accepted. Answers whether it was taken.
 */
export async function takeLoanAmount(manager: EntityManager, loanId: number, amount: number, now: Date, acceptedUpdatedAt: Date | null): Promise<boolean> {
  const taken = returnedRows<{ id: number }>(
    await manager.query(
      `UPDATE loans SET invested_amount = invested_amount + $2
        WHERE id = $1 AND status = 'matching' AND market_status = $3 AND funding_deadline > $4
          AND invested_amount + $2 <= amount AND ($5::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) = $5)
        RETURNING id`,
      [loanId, amount, LOAN_MARKET_STATUS_OPEN, now, acceptedUpdatedAt],
    ),
  );
  return taken.length > 0;
}

/** Writes an order: paid at once (balance, robo) or waiting for a deposit until its deadline. */
export async function insertOrder(
  manager: EntityManager,
  userId: number,
  paymentMethod: 'balance' | 'deposit' | 'robo',
  total: number,
  depositDeadline: Date | null,
  now: Date,
  invoice: OrderInvoice = orderInvoiceOf({}),
): Promise<OrderDbRow> {
  const deposit = paymentMethod === 'deposit';
  const [order] = (await manager.query(
    `INSERT INTO orders (user_id, status, payment_method, total_amount, arrive_at, paid_at, created_at, updated_at, serial, invoice_method, charity_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, next_order_serial($7::timestamptz), $8, $9)
     RETURNING id, serial, user_id, status, payment_method, total_amount, arrive_at, created_at`,
    [userId, deposit ? 'pending_payment' : 'paid', paymentMethod, total, depositDeadline, deposit ? null : now, now, invoice.method, invoice.charityId],
  )) as OrderDbRow[];
  return order;
}

export interface NewInvestment {
  orderId: number;
  userId: number;
  loanId: number;
  amount: number;
  /** Paid now (waiting for funding) or reserved until its deposit arrives. */
  paid: boolean;
  /** The lender fee percent, as text. */
  lenderFee: string;
  roboProduct: RoboProduct | null;
  now: Date;
}

/** Writes an order's investment in a loan (with the commodity set of the member's cart line for that amount, if any). */
export async function insertInvestment(
  manager: EntityManager,
  line: NewInvestment,
): Promise<{ id: number; serial: string; amount: number; status: 'pending_payment' | 'waiting' }> {
  const [row] = (await manager.query(
    `INSERT INTO investments (order_id, user_id, loan_id, amount, status, lender_fee, paid_at, created_at, updated_at, serial, loan_commodity_set_id, robo_product)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, next_investment_serial($8::timestamptz),
             (SELECT c.loan_commodity_set_id FROM cart_items c WHERE c.user_id = $2 AND c.loan_id = $3 AND c.amount = $4), $9)
     RETURNING id, serial, amount, status`,
    [line.orderId, line.userId, line.loanId, line.amount, line.paid ? 'waiting' : 'pending_payment', line.lenderFee, line.paid ? line.now : null, line.now, line.roboProduct],
  )) as { id: number; serial: string; amount: number; status: 'pending_payment' | 'waiting' }[];
  return row;
}
