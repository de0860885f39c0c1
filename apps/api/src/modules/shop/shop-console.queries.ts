import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import { SHOP_DELIVERY_STATUSES, SHOP_KINDS, SHOP_ORDER_STATUSES, shopDeliveryFilterSchema } from '@lendbridge/domain';
import type { ConsoleShopBookingRow, ConsoleShopDeliveryRow, ConsoleShopOrderRow, ConsoleShopProductRow, ConsoleShopRow } from '@lendbridge/domain';
import { SqlConditions, containsPattern } from '../../common/sql.js';
import { listFilter, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';

/** Whose shops a console user works on: the seller's own (their user id), or every shop (null) for admins and sales. */
export type ShopScope = number | null;

const scoped = (conditions: SqlConditions, scope: ShopScope): void => {
  if (scope !== null) conditions.add((p) => `s.owner_user_id = ${p}`, scope);
};

export const MYSHOP_LIST = simpleRestList({
  resource: 'myshop',
  filter: z.object({ q: listFilter.text(), kind: listFilter.oneOf(SHOP_KINDS), id: listFilter.ids() }),
  sortable: { id: 's.id', name: 's.name', kind: 's.kind', created_at: 's.created_at' },
  defaultSort: { field: 'id', order: 'ASC' },
});

export type ConsoleShop = ConsoleShopRow<Date>;

const SHOP_SELECT = `SELECT s.id, s.name, s.kind, s.description, s.image_id::text AS image_id, s.owner_user_id, u.email AS owner_email, s.created_at
  FROM shops s JOIN users u ON u.id = s.owner_user_id`;

export async function listConsoleShops(manager: EntityManager, scope: ShopScope, query: ListQuery<typeof MYSHOP_LIST>): Promise<ListPage<ConsoleShop>> {
  const { q, kind, id } = query.filter;
  const conditions = new SqlConditions();
  scoped(conditions, scope);
  if (q) conditions.add((p) => `s.name ILIKE ${p}`, containsPattern(q));
  if (kind) conditions.add((p) => `s.kind = ${p}`, kind);
  if (id) conditions.add((p) => `s.id = ANY (${p}::bigint[])`, id);
  return selectListPage(manager, MYSHOP_LIST, query, SHOP_SELECT, conditions);
}

export async function findConsoleShop(manager: EntityManager, scope: ShopScope, id: number): Promise<ConsoleShop | null> {
  const rows: ConsoleShop[] = await manager.query(`${SHOP_SELECT} WHERE s.id = $1 AND ($2::bigint IS NULL OR s.owner_user_id = $2)`, [id, scope]);
  return rows[0] ?? null;
}

export const PRODUCT_LIST = simpleRestList({
  resource: 'shop-products',
  filter: z.object({ q: listFilter.text(), shop_id: listFilter.id(), is_visible: listFilter.flag(), id: listFilter.ids() }),
  sortable: { id: 'p.id', name: 'p.name', price: 'p.price', quantity: 'p.quantity', created_at: 'p.created_at' },
});

export type ConsoleProduct = ConsoleShopProductRow<Date>;

const PRODUCT_SELECT = `SELECT p.id, p.shop_id, s.name AS shop_name, p.name, p.price, p.is_orderable, p.is_visible, p.quantity, p.note,
    p.image_ids::text[] AS image_ids, p.created_at
  FROM shop_products p JOIN shops s ON s.id = p.shop_id`;

export async function listConsoleProducts(manager: EntityManager, scope: ShopScope, query: ListQuery<typeof PRODUCT_LIST>): Promise<ListPage<ConsoleProduct>> {
  const { q, shop_id: shopId, is_visible: isVisible, id } = query.filter;
  const conditions = new SqlConditions();
  scoped(conditions, scope);
  if (q) conditions.add((p) => `p.name ILIKE ${p}`, containsPattern(q));
  if (shopId !== undefined) conditions.add((p) => `p.shop_id = ${p}`, shopId);
  if (isVisible !== undefined) conditions.add((p) => `p.is_visible = ${p}`, isVisible);
  if (id) conditions.add((p) => `p.id = ANY (${p}::bigint[])`, id);
  return selectListPage(manager, PRODUCT_LIST, query, PRODUCT_SELECT, conditions);
}

export async function findConsoleProduct(manager: EntityManager, scope: ShopScope, id: number): Promise<ConsoleProduct | null> {
  const rows: ConsoleProduct[] = await manager.query(`${PRODUCT_SELECT} WHERE p.id = $1 AND ($2::bigint IS NULL OR s.owner_user_id = $2)`, [id, scope]);
  return rows[0] ?? null;
}

export const ORDER_FILTER = z.object({
  q: listFilter.text(),
  shop_id: listFilter.id(),
  status: listFilter.oneOf(SHOP_ORDER_STATUSES),
  delivery_status: listFilter.oneOf(SHOP_DELIVERY_STATUSES),
  id: listFilter.ids(),
});

export const ORDER_LIST = simpleRestList({
  resource: 'shop-orders',
  filter: ORDER_FILTER,
  sortable: { id: 'o.id', serial: 'o.serial', total: 'o.total', status: 'o.status', delivery_status: 'o.delivery_status', created_at: 'o.created_at' },
});

export type ConsoleOrder = ConsoleShopOrderRow<Date>;

const PRODUCTS_TEXT = `(SELECT string_agg(l.name || ' × ' || l.quantity, '、' ORDER BY l.id) FROM shop_order_lines l WHERE l.order_id = o.id)`;

const ORDER_SELECT = `SELECT o.id, o.serial, o.shop_id, s.name AS shop_name, u.email AS buyer_email, o.status, o.payment_method, o.delivery_status, o.total,
    COALESCE(${PRODUCTS_TEXT}, '') AS products, o.receiver_name, o.phone, o.email, o.address, o.note, o.contact, o.carrier, o.carrier_code,
    to_char(o.delivery_deadline, 'YYYY-MM-DD') AS delivery_deadline, o.pay_deadline, o.paid_at, o.delivered_at, o.received_at,
    (o.paid_out > 0) AS paid_out, o.created_at
  FROM shop_orders o JOIN shops s ON s.id = o.shop_id JOIN users u ON u.id = o.user_id`;

const orderConditions = (scope: ShopScope, filter: z.output<typeof ORDER_FILTER>): SqlConditions => {
  const conditions = new SqlConditions();
  scoped(conditions, scope);
  if (filter.q) conditions.add((p) => `(o.serial ILIKE ${p} OR o.receiver_name ILIKE ${p})`, containsPattern(filter.q));
  if (filter.shop_id !== undefined) conditions.add((p) => `o.shop_id = ${p}`, filter.shop_id);
  if (filter.status) conditions.add((p) => `o.status = ${p}`, filter.status);
  if (filter.delivery_status) conditions.add((p) => `o.delivery_status = ${p}`, filter.delivery_status);
  if (filter.id) conditions.add((p) => `o.id = ANY (${p}::bigint[])`, filter.id);
  return conditions;
};

export async function listConsoleOrders(manager: EntityManager, scope: ShopScope, query: ListQuery<typeof ORDER_LIST>): Promise<ListPage<ConsoleOrder>> {
  return selectListPage(manager, ORDER_LIST, query, ORDER_SELECT, orderConditions(scope, query.filter));
}

/** Every order of the filter (the export), oldest first, at most `limit`. */
export async function exportOrders(manager: EntityManager, scope: ShopScope, filter: z.output<typeof ORDER_FILTER>, limit: number): Promise<ConsoleOrder[]> {
  const conditions = orderConditions(scope, filter);
  return manager.query(`${ORDER_SELECT} ${conditions.where} ORDER BY o.id LIMIT ${Math.trunc(limit)}`, conditions.params);
}

export async function findConsoleOrder(manager: EntityManager, scope: ShopScope, id: number): Promise<ConsoleOrder | null> {
  const rows: ConsoleOrder[] = await manager.query(`${ORDER_SELECT} WHERE o.id = $1 AND ($2::bigint IS NULL OR s.owner_user_id = $2)`, [id, scope]);
  return rows[0] ?? null;
}

export const DELIVERY_LIST = simpleRestList({
  resource: 'shop-deliveries',
  filter: shopDeliveryFilterSchema.extend({ shop_id: listFilter.id(), id: listFilter.ids() }),
  sortable: { id: 'o.id', serial: 'o.serial', delivery_deadline: 'o.delivery_deadline', delivery_status: 'o.delivery_status' },
  defaultSort: { field: 'delivery_deadline', order: 'ASC' },
  tieBreaker: { column: 'o.id', order: 'ASC' },
});

export type ConsoleDelivery = ConsoleShopDeliveryRow<Date>;

const DELIVERY_SELECT = `SELECT o.id, o.serial, o.shop_id, s.name AS shop_name, COALESCE(${PRODUCTS_TEXT}, '') AS products, o.receiver_name, o.phone, o.address,
    o.delivery_status, to_char(o.delivery_deadline, 'YYYY-MM-DD') AS delivery_deadline, o.carrier, o.carrier_code, o.delivered_at
  FROM shop_orders o JOIN shops s ON s.id = o.shop_id`;

export async function listConsoleDeliveries(manager: EntityManager, scope: ShopScope, query: ListQuery<typeof DELIVERY_LIST>): Promise<ListPage<ConsoleDelivery>> {
  const filter = query.filter;
  const conditions = new SqlConditions();
  conditions.addFixed(`o.status = 'paid'`);
  scoped(conditions, scope);
  if (filter.delivery_deadline_gte) conditions.add((p) => `o.delivery_deadline >= ${p}::date`, filter.delivery_deadline_gte);
  if (filter.delivery_deadline_lt) conditions.add((p) => `o.delivery_deadline < ${p}::date`, filter.delivery_deadline_lt);
  if (filter.delivery_status) conditions.add((p) => `o.delivery_status = ${p}`, filter.delivery_status);
  if (filter.shop_id !== undefined) conditions.add((p) => `o.shop_id = ${p}`, filter.shop_id);
  if (filter.id) conditions.add((p) => `o.id = ANY (${p}::bigint[])`, filter.id);
  return selectListPage(manager, DELIVERY_LIST, query, DELIVERY_SELECT, conditions);
}

export async function findConsoleDeliveries(manager: EntityManager, ids: readonly number[]): Promise<ConsoleDelivery[]> {
  return manager.query(`${DELIVERY_SELECT} WHERE o.id = ANY ($1::bigint[]) ORDER BY o.id`, [[...ids]]);
}

export const BOOKING_LIST = simpleRestList({
  resource: 'shop-bookings',
  filter: z.object({ shop_id: listFilter.id(), date: listFilter.text(), status: listFilter.oneOf(['booked', 'cancelled'] as const), id: listFilter.ids() }),
  sortable: { id: 'b.id', date: 'b.date', hour: 'b.hour', created_at: 'b.created_at' },
});

export type ConsoleBooking = ConsoleShopBookingRow<Date>;

const BOOKING_SELECT = `SELECT b.id, b.shop_id, s.name AS shop_name, b.product_id, p.name AS product_name, to_char(b.date, 'YYYY-MM-DD') AS date, b.hour,
    b.name, b.phone, b.note, b.status, u.email AS buyer_email, b.created_at
  FROM shop_bookings b JOIN shops s ON s.id = b.shop_id JOIN shop_products p ON p.id = b.product_id JOIN users u ON u.id = b.user_id`;

export async function listConsoleBookings(manager: EntityManager, scope: ShopScope, query: ListQuery<typeof BOOKING_LIST>): Promise<ListPage<ConsoleBooking>> {
  const { shop_id: shopId, date, status, id } = query.filter;
  const conditions = new SqlConditions();
  scoped(conditions, scope);
  if (shopId !== undefined) conditions.add((p) => `b.shop_id = ${p}`, shopId);
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) conditions.add((p) => `b.date = ${p}::date`, date);
  if (status) conditions.add((p) => `b.status = ${p}`, status);
  if (id) conditions.add((p) => `b.id = ANY (${p}::bigint[])`, id);
  return selectListPage(manager, BOOKING_LIST, query, BOOKING_SELECT, conditions);
}

export async function findConsoleBooking(manager: EntityManager, scope: ShopScope, id: number): Promise<ConsoleBooking | null> {
  const rows: ConsoleBooking[] = await manager.query(`${BOOKING_SELECT} WHERE b.id = $1 AND ($2::bigint IS NULL OR s.owner_user_id = $2)`, [id, scope]);
  return rows[0] ?? null;
}
