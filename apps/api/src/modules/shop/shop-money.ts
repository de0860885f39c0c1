import type { DataSource, EntityManager } from 'typeorm';
import type { LedgerService } from '../ledger/ledger.service.js';
import { shopPayable, userCash } from '../ledger/ledger-accounts.js';
import { returnStock } from './shop.queries.js';
import type { OrderRow } from './shop.queries.js';

/**
 * The shop's money, each step in the caller's transaction beside the change it pays for: the
 * buyer's payment into the seller's payable, the payout to the seller once the buyer confirms
 * receipt, the exact refund of a cancelled order, and the pay-later instalments the daily batch
 * collects. shop_orders keeps what each order brought into the payable (paid_in), paid out and
 * refunded, so the payable always holds paid_in - paid_out - refunded of each order.
 */

/** The whole total from the buyer's cash to the seller's payable (payment from the balance). */
export async function payFromBalance(manager: EntityManager, ledger: LedgerService, order: OrderRow, at: Date): Promise<void> {
  await ledger.transfer(manager, {
    from: userCash(order.user_id),
    to: shopPayable(order.owner_user_id),
    amount: Number(order.total),
    kind: 'shop_order_payment',
    reference: `shop_order:${order.serial}`,
    caseSerial: order.serial,
    description: `${order.shop_name} ${order.serial}`,
    at,
  });
  await manager.query(`UPDATE shop_orders SET paid_in = paid_in + $2 WHERE id = $1`, [order.id, Number(order.total)]);
}

/** What the order holds in the seller's payable goes to the seller's cash. Answers the amount paid out. */
export async function payOut(manager: EntityManager, ledger: LedgerService, order: Pick<OrderRow, 'id' | 'serial' | 'shop_name' | 'owner_user_id'>, at: Date): Promise<number> {
  const rows: { held: number }[] = await manager.query(`SELECT paid_in - paid_out - refunded AS held FROM shop_orders WHERE id = $1`, [order.id]);
  const held = Number(rows[0]?.held ?? 0);
  if (held <= 0) return 0;
  await ledger.transfer(manager, {
    from: shopPayable(order.owner_user_id),
    to: userCash(order.owner_user_id),
    amount: held,
    kind: 'shop_payout',
    reference: `shop_payout:${order.serial}`,
    caseSerial: order.serial,
    description: `${order.shop_name} ${order.serial}`,
    at,
  });
  await manager.query(`UPDATE shop_orders SET paid_out = paid_out + $2 WHERE id = $1`, [order.id, held]);
  return held;
}

/**
 * Cancels an order not yet delivered: what the buyer paid comes back from the seller's payable
 * (exactly what the order holds), the open instalments are cancelled and the units return to
 * stock. Answers the amount refunded.
 */
export async function cancelOrder(manager: EntityManager, ledger: LedgerService, order: OrderRow, at: Date): Promise<number> {
  const held = Number(order.paid_in) - Number(order.paid_out) - Number(order.refunded);
  if (held > 0) {
    await ledger.transfer(manager, {
      from: shopPayable(order.owner_user_id),
      to: userCash(order.user_id),
      amount: held,
      kind: 'shop_refund',
      reference: `shop_refund:${order.serial}`,
      caseSerial: order.serial,
      description: `${order.shop_name} ${order.serial}`,
      at,
    });
  }
  await manager.query(`UPDATE shop_instalments SET status = 'cancelled' WHERE order_id = $1 AND status = 'scheduled'`, [order.id]);
  await manager.query(`UPDATE shop_orders SET status = 'cancelled', refunded = refunded + $2, pay_deadline = NULL, closed_at = $3 WHERE id = $1`, [
    order.id,
    Math.max(held, 0),
    at,
  ]);
  await returnStock(manager, order.id);
  return Math.max(held, 0);
}

export interface ShopInstalmentCollection {
  rows: number;
  amount: number;
}

/**
 * Collects one pay-later instalment due: from the buyer's cash to the seller's payable, paid out
 * at once when the buyer has already confirmed receipt. Left for a later day when the buyer's
 * cash does not cover it. Answers the amount collected, or null when nothing was done.
 */
export async function collectInstalment(manager: EntityManager, ledger: LedgerService, instalmentId: number, at: Date): Promise<number | null> {
  const found: { order_id: number }[] = await manager.query(`SELECT order_id FROM shop_instalments WHERE id = $1`, [instalmentId]);
  const orderId = found[0]?.order_id;
  if (orderId === undefined) return null;
  const orders: (Pick<OrderRow, 'id' | 'serial' | 'user_id' | 'owner_user_id' | 'shop_name' | 'status' | 'delivery_status'>)[] = await manager.query(
    `SELECT o.id, o.serial, o.user_id, s.owner_user_id, s.name AS shop_name, o.status, o.delivery_status
       FROM shop_orders o JOIN shops s ON s.id = o.shop_id WHERE o.id = $1 FOR UPDATE OF o`,
    [orderId],
  );
  const order = orders[0];
  if (order === undefined || order.status !== 'paid') return null;
  const rows: { id: number; no: number; amount: number; status: string }[] = await manager.query(
    `SELECT id, no, amount, status FROM shop_instalments WHERE id = $1 FOR UPDATE`,
    [instalmentId],
  );
  const row = rows[0];
  if (row === undefined || row.status !== 'scheduled') return null;
  const amount = Number(row.amount);
  if (amount > 0) {
    const balance = await ledger.lockBalance(manager, userCash(order.user_id));
    if (balance < amount) return null;
    await ledger.transfer(manager, {
      from: userCash(order.user_id),
      to: shopPayable(order.owner_user_id),
      amount,
      kind: 'shop_instalment_payment',
      reference: `shop_instalment:${order.serial}:${row.no}`,
      caseSerial: order.serial,
      description: `${order.shop_name} ${order.serial} 第 ${row.no} 期`,
      at,
    });
    await manager.query(`UPDATE shop_orders SET paid_in = paid_in + $2 WHERE id = $1`, [order.id, amount]);
  }
  await manager.query(`UPDATE shop_instalments SET status = 'paid', paid_at = $2 WHERE id = $1`, [row.id, at]);
  if (order.delivery_status === 'received') await payOut(manager, ledger, order, at);
  return amount;
}

/**
 * The daily batch's shop step: every scheduled instalment due on or before the business date, each
 * in its own transaction. Answers how many were collected and how much.
 */
export async function collectShopInstalmentsDue(dataSource: DataSource, ledger: LedgerService, businessDate: string, at: Date): Promise<ShopInstalmentCollection> {
  const due: { id: number }[] = await dataSource.query(
    `SELECT i.id FROM shop_instalments i JOIN shop_orders o ON o.id = i.order_id
      WHERE i.status = 'scheduled' AND i.due_date <= $1::date AND o.status = 'paid' ORDER BY i.due_date, i.id`,
    [businessDate],
  );
  const collected: ShopInstalmentCollection = { rows: 0, amount: 0 };
  for (const { id } of due) {
    const amount = await dataSource.transaction((manager) => collectInstalment(manager, ledger, Number(id), at));
    if (amount === null) continue;
    collected.rows += 1;
    collected.amount += amount;
  }
  return collected;
}
