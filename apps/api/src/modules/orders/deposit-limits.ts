import type { EntityManager } from 'typeorm';
import {
  DEPOSIT_ORDERS_MEMBER_AMOUNT_MAX,
  DEPOSIT_ORDERS_OPEN_MAX,
  DEPOSIT_ORDER_LIMIT_TEXTS,
  depositOrdersLoanShareMax,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { lockLoans } from './order-locks.js';

/** The advisory lock class of a member's deposit orders (the second key is the member id). */
const DEPOSIT_ORDERS_LOCK_CLASS = 72_140_010;

/** A line of a deposit order: the loan it reserves, its amount and the body field that names it. */
export interface DepositOrderLine {
  loanId: number;
  amount: number;
  field: string;
}

const openOrdersExceeded = (): AppError => new AppError(400, 'DEPOSIT_ORDERS_OPEN_MAX', DEPOSIT_ORDER_LIMIT_TEXTS.openOrders);

const memberAmountExceeded = (): AppError => new AppError(400, 'DEPOSIT_ORDERS_AMOUNT_MAX', DEPOSIT_ORDER_LIMIT_TEXTS.memberAmount);

const loanShareExceeded = (field: string): AppError => AppError.field(field, DEPOSIT_ORDER_LIMIT_TEXTS.loanShare, 'DEPOSIT_ORDERS_LOAN_SHARE_MAX');

/**
 * Checks a new deposit order against the limits of orders awaiting a deposit, inside the order's
 * transaction and before it reserves anything. The member's deposit orders are serialised by an
 * advisory lock taken first, and the loans are locked (in id order, as every flow does) before
 * their reservations are summed, so each statement after the locks reads what concurrent orders
 * committed: two orders can never both pass on the same room.
 */
export async function checkDepositOrderLimits(manager: EntityManager, userId: number, lines: readonly DepositOrderLine[]): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [DEPOSIT_ORDERS_LOCK_CLASS, userId]);
  const loans = await lockLoans(
    manager,
    lines.map((line) => line.loanId),
  );

  const [member] = (await manager.query(
    `SELECT count(DISTINCT o.id)::int AS orders, COALESCE(sum(i.amount), 0)::bigint AS reserved
       FROM orders o
       LEFT JOIN investments i ON i.order_id = o.id AND i.status = 'pending_payment'
      WHERE o.user_id = $1 AND o.status = 'pending_payment'`,
    [userId],
  )) as { orders: number; reserved: number }[];
  if (member.orders >= DEPOSIT_ORDERS_OPEN_MAX) throw openOrdersExceeded();
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (member.reserved + total > DEPOSIT_ORDERS_MEMBER_AMOUNT_MAX) throw memberAmountExceeded();

  const held = (await manager.query(
    `SELECT loan_id, sum(amount)::bigint AS reserved FROM investments
      WHERE loan_id = ANY ($1::bigint[]) AND status = 'pending_payment' GROUP BY loan_id`,
    [loans.map((loan) => loan.id)],
  )) as { loan_id: number; reserved: number }[];
  const reservedOf = new Map(held.map((row) => [row.loan_id, row.reserved]));
  const amountOf = new Map(loans.map((loan) => [loan.id, loan.amount]));
  for (const line of lines) {
    const reserved = reservedOf.get(line.loanId) ?? 0;
    if (reserved + line.amount > depositOrdersLoanShareMax(amountOf.get(line.loanId) ?? 0)) throw loanShareExceeded(line.field);
  }
}
