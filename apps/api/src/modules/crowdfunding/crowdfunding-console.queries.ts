import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import { CROWDFUNDING_DELIVERY_STATUSES, CROWDFUNDING_KINDS, CROWDFUNDING_ORDER_STATUSES, CROWDFUNDING_STATUSES } from '@lendbridge/domain';
import type {
  ConsoleAlumniRosterRow,
  ConsoleCrowdfundingDeliveryRow,
  ConsoleCrowdfundingOrderRow,
  ConsoleCrowdfundingProjectRow,
} from '@lendbridge/domain';
import { SqlConditions, escapeLike } from '../../common/sql.js';
import { listFilter, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';

export const PROJECT_LIST = simpleRestList({
  resource: 'crowdfunding-projects',
  filter: z.object({ q: listFilter.text(), status: listFilter.oneOf(CROWDFUNDING_STATUSES), kind: listFilter.oneOf(CROWDFUNDING_KINDS), id: listFilter.ids() }),
  sortable: { id: 'p.id', serial: 'p.serial', title: 'p.title', status: 'p.status', created_at: 'p.created_at' },
});

export type ConsoleProjectRow = ConsoleCrowdfundingProjectRow<Date>;

const PROJECT_SELECT = `SELECT p.id, p.serial, p.title, p.kind, p.status, u.member_serial AS owner_member_serial,
    (SELECT count(*)::int FROM crowdfunding_plans pl WHERE pl.project_id = p.id) AS plans_count,
    (SELECT count(*)::int FROM crowdfunding_orders o WHERE o.project_id = p.id AND o.status = 'paid') AS orders_paid, p.created_at
  FROM crowdfunding_projects p JOIN users u ON u.id = p.owner_id`;

export async function listProjects(manager: EntityManager, query: ListQuery<typeof PROJECT_LIST>): Promise<ListPage<ConsoleProjectRow>> {
  const { q, status, kind, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(p.title ILIKE ${p} OR p.serial ILIKE ${p})`, `%${escapeLike(q)}%`);
  if (status) conditions.add((p) => `p.status = ${p}`, status);
  if (kind) conditions.add((p) => `p.kind = ${p}`, kind);
  if (id) conditions.add((p) => `p.id = ANY (${p}::bigint[])`, id);
  return selectListPage(manager, PROJECT_LIST, query, PROJECT_SELECT, conditions);
}

export async function findConsoleProject(manager: EntityManager, id: number): Promise<ConsoleProjectRow | null> {
  const rows: ConsoleProjectRow[] = await manager.query(`${PROJECT_SELECT} WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

export const ORDER_LIST = simpleRestList({
  resource: 'crowdfunding-orders',
  filter: z.object({ q: listFilter.text(), status: listFilter.oneOf(CROWDFUNDING_ORDER_STATUSES), project_id: listFilter.id(), id: listFilter.ids() }),
  sortable: { id: 'o.id', serial: 'o.serial', status: 'o.status', created_at: 'o.created_at', first_period_amount: 'o.first_period_amount' },
});

export type ConsoleOrderRow = ConsoleCrowdfundingOrderRow<Date>;

const ORDER_SELECT = `SELECT o.id, o.serial, o.project_id, p.title AS project_title, pl.title AS plan_title, u.member_serial AS backer_member_serial,
    o.period, o.first_period_amount, o.later_period_amount, o.payment_by, o.status, o.pay_deadline, o.delivery_receiver_name, o.delivery_address,
    o.delivery_phone, o.vegetable, o.stay_assisted, o.shirt_size, c.card_masked, c.status AS card_status, o.paid_at, o.created_at
  FROM crowdfunding_orders o JOIN crowdfunding_projects p ON p.id = o.project_id JOIN crowdfunding_plans pl ON pl.id = o.plan_id
  JOIN users u ON u.id = o.user_id
  LEFT JOIN LATERAL (SELECT card_masked, status FROM card_payments cp WHERE cp.order_id = o.id ORDER BY cp.id DESC LIMIT 1) c ON true`;

export async function listOrders(manager: EntityManager, query: ListQuery<typeof ORDER_LIST>): Promise<ListPage<ConsoleOrderRow>> {
  const { q, status, project_id: projectId, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(o.serial ILIKE ${p} OR u.member_serial ILIKE ${p})`, `%${escapeLike(q)}%`);
  if (status) conditions.add((p) => `o.status = ${p}`, status);
  if (projectId !== undefined) conditions.add((p) => `o.project_id = ${p}`, projectId);
  if (id) conditions.add((p) => `o.id = ANY (${p}::bigint[])`, id);
  return selectListPage(manager, ORDER_LIST, query, ORDER_SELECT, conditions);
}

export async function findConsoleOrder(manager: EntityManager, id: number): Promise<ConsoleOrderRow | null> {
  const rows: ConsoleOrderRow[] = await manager.query(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
  return rows[0] ?? null;
}

export const DELIVERY_LIST = simpleRestList({
  resource: 'crowdfunding-deliveries',
  filter: z.object({ status: listFilter.oneOf(CROWDFUNDING_DELIVERY_STATUSES), order_id: listFilter.id(), id: listFilter.ids() }),
  sortable: { id: 'd.id', deadline: 'd.deadline', status: 'd.status' },
});

export type ConsoleDeliveryRow = ConsoleCrowdfundingDeliveryRow<Date>;

const DELIVERY_SELECT = `SELECT d.id, d.order_id, o.serial AS order_serial, p.title AS project_title, d.period_no, to_char(d.deadline, 'YYYY-MM-DD') AS deadline,
    d.status, d.carrier_code, d.delivery_id, o.delivery_receiver_name || ' ' || o.delivery_phone || ' ' || o.delivery_address AS receiver, d.shipped_at, d.received_at
  FROM crowdfunding_deliveries d JOIN crowdfunding_orders o ON o.id = d.order_id JOIN crowdfunding_projects p ON p.id = o.project_id`;

export async function listDeliveries(manager: EntityManager, query: ListQuery<typeof DELIVERY_LIST>): Promise<ListPage<ConsoleDeliveryRow>> {
  const { status, order_id: orderId, id } = query.filter;
  const conditions = new SqlConditions();
  if (status) conditions.add((p) => `d.status = ${p}`, status);
  if (orderId !== undefined) conditions.add((p) => `d.order_id = ${p}`, orderId);
  if (id) conditions.add((p) => `d.id = ANY (${p}::bigint[])`, id);
  return selectListPage(manager, DELIVERY_LIST, query, DELIVERY_SELECT, conditions);
}

export async function findConsoleDelivery(manager: EntityManager, id: number): Promise<ConsoleDeliveryRow | null> {
  const rows: ConsoleDeliveryRow[] = await manager.query(`${DELIVERY_SELECT} WHERE d.id = $1`, [id]);
  return rows[0] ?? null;
}

export const ROSTER_LIST = simpleRestList({
  resource: 'crowdfunding-alumni-roster',
  filter: z.object({ q: listFilter.text(), project_id: listFilter.id(), id: listFilter.ids() }),
  sortable: { id: 'r.id', student_id: 'r.student_id', department: 'r.department' },
});

export type ConsoleRosterRow = ConsoleAlumniRosterRow;

const ROSTER_SELECT = `SELECT r.id, r.project_id, r.student_id, r.academic, r.department, r.name,
    EXISTS (SELECT 1 FROM crowdfunding_orders o WHERE o.roster_id = r.id AND o.status IN ('pending_card', 'pending_transfer', 'paid')) AS is_used
  FROM alumni_roster r`;

export async function listRoster(manager: EntityManager, query: ListQuery<typeof ROSTER_LIST>): Promise<ListPage<ConsoleRosterRow>> {
  const { q, project_id: projectId, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(r.student_id ILIKE ${p} OR r.name ILIKE ${p} OR r.department ILIKE ${p})`, `%${escapeLike(q)}%`);
  if (projectId !== undefined) conditions.add((p) => `r.project_id = ${p}`, projectId);
  if (id) conditions.add((p) => `r.id = ANY (${p}::bigint[])`, id);
  return selectListPage(manager, ROSTER_LIST, query, ROSTER_SELECT, conditions);
}

export async function findRosterEntry(manager: EntityManager, id: number): Promise<ConsoleRosterRow | null> {
  const rows: ConsoleRosterRow[] = await manager.query(`${ROSTER_SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}
