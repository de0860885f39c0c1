import type { EntityManager } from 'typeorm';
import type {
  BuyerOrderListQuery,
  ShopBookingStatus,
  ShopDeliveryStatus,
  ShopInstalmentPlanRow,
  ShopInstalmentStatus,
  ShopKind,
  ShopOrderInfo,
  ShopOrderStatus,
  ShopPaymentMethod,
  ShopProduct,
  ShopProductListQuery,
} from '@lendbridge/domain';
import { SHOP_PER_PAGE } from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';

export interface ShopRow {
  id: number;
  owner_user_id: number;
  kind: ShopKind;
  name: string;
  description: string;
  image_id: string | null;
}

/** A product as stored: its public answer with the upload ids of its pictures in place of their URLs. */
export interface ProductRow extends Omit<ShopProduct, 'images'> {
  image_ids: string[];
}

export interface OrderRow {
  id: number;
  serial: string;
  shop_id: number;
  shop_name: string;
  owner_user_id: number;
  user_id: number;
  status: ShopOrderStatus;
  payment_method: ShopPaymentMethod;
  delivery_status: ShopDeliveryStatus;
  total: number;
  discount: number;
  receiver_name: string;
  phone: string;
  email: string;
  address: string;
  note: string;
  contact: string;
  info: Partial<ShopOrderInfo>;
  pay_deadline: Date | null;
  paid_at: Date | null;
  paid_on: string | null;
  delivery_deadline: string | null;
  carrier: string | null;
  carrier_code: string | null;
  delivered_at: Date | null;
  received_at: Date | null;
  paid_in: number;
  paid_out: number;
  refunded: number;
  created_at: Date;
}

export interface LineRow {
  order_id: number;
  product_id: number;
  name: string;
  price: number;
  quantity: number;
  note: string;
}

export interface InstalmentRow {
  id: number;
  order_id: number;
  no: number;
  due_date: string;
  amount: number;
  status: ShopInstalmentStatus;
  paid_at: Date | null;
}

export interface BookingRow {
  id: number;
  shop_id: number;
  shop_name: string;
  product_id: number;
  product_name: string;
  user_id: number;
  date: string;
  hour: number;
  name: string;
  phone: string;
  note: string;
  status: ShopBookingStatus;
  created_at: Date;
}

const SHOP_COLUMNS = `s.id, s.owner_user_id, s.kind, s.name, s.description, s.image_id::text AS image_id`;

export async function listShops(manager: EntityManager, kind: ShopKind | undefined): Promise<ShopRow[]> {
  return manager.query(`SELECT ${SHOP_COLUMNS} FROM shops s WHERE ($1::text IS NULL OR s.kind = $1) ORDER BY s.id`, [kind ?? null]);
}

export async function findShop(manager: EntityManager, id: number): Promise<ShopRow | null> {
  const rows: ShopRow[] = await manager.query(`SELECT ${SHOP_COLUMNS} FROM shops s WHERE s.id = $1`, [id]);
  return rows[0] ?? null;
}

const PRODUCT_COLUMNS = `p.id, p.shop_id, p.name, p.price, p.is_orderable, p.is_visible, p.quantity, p.note, p.image_ids::text[] AS image_ids`;

/** The visible products of a shop (or of every shop), by ids when given, a page at a time. */
export async function listVisibleProducts(manager: EntityManager, query: ShopProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const params = [query.shop_id ?? null, query.ids ?? null];
  const where = `WHERE p.is_visible AND ($1::bigint IS NULL OR p.shop_id = $1) AND ($2::bigint[] IS NULL OR p.id = ANY ($2::bigint[]))`;
  const counted: { total: number }[] = await manager.query(`SELECT count(*)::bigint AS total FROM shop_products p ${where}`, params);
  const rows: ProductRow[] = await manager.query(`SELECT ${PRODUCT_COLUMNS} FROM shop_products p ${where} ORDER BY p.id LIMIT $3 OFFSET $4`, [
    ...params,
    query.per_page,
    (query.page - 1) * query.per_page,
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

export async function findProduct(manager: EntityManager, id: number): Promise<ProductRow | null> {
  const rows: ProductRow[] = await manager.query(`SELECT ${PRODUCT_COLUMNS} FROM shop_products p WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function productsByIds(manager: EntityManager, ids: readonly number[]): Promise<ProductRow[]> {
  return manager.query(`SELECT ${PRODUCT_COLUMNS} FROM shop_products p WHERE p.id = ANY ($1::bigint[]) ORDER BY p.id`, [[...ids]]);
}

/** Takes units of a product's stock when it still has them (a conditional update: never below zero, whatever runs beside it). */
export async function takeStock(manager: EntityManager, productId: number, quantity: number): Promise<boolean> {
  const rows = returnedRows<{ id: number }>(
    await manager.query(
      `UPDATE shop_products SET quantity = quantity - $2, updated_at = now()
        WHERE id = $1 AND quantity >= $2 AND is_visible AND is_orderable RETURNING id`,
      [productId, quantity],
    ),
  );
  return rows.length === 1;
}

/** Gives an order's units back to its products' stock, product by product in id order (the order in which orders take them, so the two never wait on each other in a circle). */
export async function returnStock(manager: EntityManager, orderId: number): Promise<void> {
  const lines: { product_id: number; quantity: number }[] = await manager.query(
    `SELECT product_id, quantity FROM shop_order_lines WHERE order_id = $1 ORDER BY product_id`,
    [orderId],
  );
  for (const line of lines) {
    await manager.query(`UPDATE shop_products SET quantity = quantity + $2, updated_at = now() WHERE id = $1`, [line.product_id, line.quantity]);
  }
}

const ORDER_SELECT = `SELECT o.id, o.serial, o.shop_id, s.name AS shop_name, s.owner_user_id, o.user_id, o.status, o.payment_method, o.delivery_status,
    o.total, o.discount, o.receiver_name, o.phone, o.email, o.address, o.note, o.contact, o.info, o.pay_deadline, o.paid_at,
    to_char(o.paid_on, 'YYYY-MM-DD') AS paid_on, to_char(o.delivery_deadline, 'YYYY-MM-DD') AS delivery_deadline, o.carrier, o.carrier_code,
    o.delivered_at, o.received_at, o.paid_in, o.paid_out, o.refunded, o.created_at
  FROM shop_orders o JOIN shops s ON s.id = o.shop_id`;

/** The buyer's own order by serial, locked until the transaction ends; null when it is not theirs. */
export async function lockOwnOrder(manager: EntityManager, userId: number, serial: string): Promise<OrderRow | null> {
  const rows: OrderRow[] = await manager.query(`${ORDER_SELECT} WHERE o.serial = $1 AND o.user_id = $2 FOR UPDATE OF o`, [serial, userId]);
  return rows[0] ?? null;
}

export async function findOwnOrder(manager: EntityManager, userId: number, serial: string): Promise<OrderRow | null> {
  const rows: OrderRow[] = await manager.query(`${ORDER_SELECT} WHERE o.serial = $1 AND o.user_id = $2`, [serial, userId]);
  return rows[0] ?? null;
}

/** An order by id, locked; with `ownerId`, only an order of that seller's shops. */
export async function lockOrder(manager: EntityManager, id: number, ownerId: number | null): Promise<OrderRow | null> {
  const rows: OrderRow[] = await manager.query(`${ORDER_SELECT} WHERE o.id = $1 AND ($2::bigint IS NULL OR s.owner_user_id = $2) FOR UPDATE OF o`, [
    id,
    ownerId,
  ]);
  return rows[0] ?? null;
}

export async function insertOrder(
  manager: EntityManager,
  order: Omit<OrderRow, 'id' | 'serial' | 'shop_name' | 'owner_user_id' | 'status' | 'delivery_status' | 'paid_at' | 'paid_on' | 'delivery_deadline' | 'carrier' | 'carrier_code' | 'delivered_at' | 'received_at' | 'paid_in' | 'paid_out' | 'refunded' | 'info'> & { promo_code: string | null; business_date: string },
): Promise<number> {
  const rows: { id: number }[] = await manager.query(
    `INSERT INTO shop_orders (serial, shop_id, user_id, payment_method, total, discount, promo_code, receiver_name, phone, email, address, note, contact,
        pay_deadline, created_at)
     VALUES ('SO' || to_char($15::date, 'YYMMDD') || lpad(nextval('shop_order_serial_seq')::text, 6, '0'),
        $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     RETURNING id`,
    [
      order.shop_id,
      order.user_id,
      order.payment_method,
      order.total,
      order.discount,
      order.promo_code,
      order.receiver_name,
      order.phone,
      order.email,
      order.address,
      order.note,
      order.contact,
      order.pay_deadline,
      order.created_at,
      order.business_date,
    ],
  );
  return Number(rows[0]?.id);
}

export async function insertLines(manager: EntityManager, orderId: number, lines: readonly Omit<LineRow, 'order_id'>[]): Promise<void> {
  for (const line of lines) {
    await manager.query(`INSERT INTO shop_order_lines (order_id, product_id, name, price, quantity, note) VALUES ($1, $2, $3, $4, $5, $6)`, [
      orderId,
      line.product_id,
      line.name,
      line.price,
      line.quantity,
      line.note,
    ]);
  }
}

export async function linesOf(manager: EntityManager, orderIds: readonly number[]): Promise<LineRow[]> {
  return manager.query(
    `SELECT order_id, product_id, name, price, quantity, note FROM shop_order_lines WHERE order_id = ANY ($1::bigint[]) ORDER BY order_id, id`,
    [[...orderIds]],
  );
}

export async function instalmentsOf(manager: EntityManager, orderId: number): Promise<InstalmentRow[]> {
  return manager.query(
    `SELECT id, order_id, no, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount, status, paid_at FROM shop_instalments WHERE order_id = $1 ORDER BY no`,
    [orderId],
  );
}

export async function writeInstalments(manager: EntityManager, orderId: number, plan: readonly ShopInstalmentPlanRow[], at: Date): Promise<void> {
  for (const row of plan) {
    await manager.query(`INSERT INTO shop_instalments (order_id, no, due_date, amount, created_at) VALUES ($1, $2, $3, $4, $5)`, [
      orderId,
      row.no,
      row.due_date,
      row.amount,
      at,
    ]);
  }
}

/** The buyer's orders by delivery status (pending: the unpaid and paid ones not delivered; no status: all), newest first. */
export async function buyerOrders(manager: EntityManager, userId: number, query: BuyerOrderListQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const status = query.delivery_status ?? null;
  const where = `WHERE o.user_id = $1 AND ($2::text IS NULL OR (o.delivery_status = $2 AND o.status IN ('unpaid', 'paid')))`;
  const counted: { total: number }[] = await manager.query(`SELECT count(*)::bigint AS total FROM shop_orders o ${where}`, [userId, status]);
  const rows: OrderRow[] = await manager.query(`${ORDER_SELECT} ${where} ORDER BY o.id DESC LIMIT $3 OFFSET $4`, [
    userId,
    status,
    SHOP_PER_PAGE,
    (query.page - 1) * SHOP_PER_PAGE,
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

const BOOKING_SELECT = `SELECT b.id, b.shop_id, s.name AS shop_name, b.product_id, p.name AS product_name, b.user_id, to_char(b.date, 'YYYY-MM-DD') AS date,
    b.hour, b.name, b.phone, b.note, b.status, b.created_at
  FROM shop_bookings b JOIN shops s ON s.id = b.shop_id JOIN shop_products p ON p.id = b.product_id`;

export async function bookedHours(manager: EntityManager, shopId: number, date: string): Promise<number[]> {
  const rows: { hour: number }[] = await manager.query(`SELECT hour FROM shop_bookings WHERE shop_id = $1 AND date = $2 AND status = 'booked'`, [shopId, date]);
  return rows.map((row) => Number(row.hour));
}

export async function insertBooking(
  manager: EntityManager,
  booking: { shop_id: number; product_id: number; user_id: number; date: string; hour: number; name: string; phone: string; note: string; created_at: Date },
): Promise<number> {
  const rows: { id: number }[] = await manager.query(
    `INSERT INTO shop_bookings (shop_id, product_id, user_id, date, hour, name, phone, note, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [booking.shop_id, booking.product_id, booking.user_id, booking.date, booking.hour, booking.name, booking.phone, booking.note, booking.created_at],
  );
  return Number(rows[0]?.id);
}

export async function findBooking(manager: EntityManager, id: number): Promise<BookingRow | null> {
  const rows: BookingRow[] = await manager.query(`${BOOKING_SELECT} WHERE b.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function bookingsOf(manager: EntityManager, userId: number): Promise<BookingRow[]> {
  return manager.query(`${BOOKING_SELECT} WHERE b.user_id = $1 ORDER BY b.date DESC, b.hour DESC, b.id DESC LIMIT 200`, [userId]);
}
