import type { EntityManager } from 'typeorm';
import type {
  CrowdfundingContentType,
  CrowdfundingDeliveryStatus,
  CrowdfundingKind,
  CrowdfundingOrderStatus,
  CrowdfundingPaymentBy,
  CrowdfundingRate,
  CrowdfundingRepaymentStatus,
  CrowdfundingStatus,
  ScheduleRow,
} from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';

export interface ProjectRow {
  id: number;
  serial: string;
  owner_id: number;
  owner_serial: string;
  owner_name: string;
  kind: CrowdfundingKind;
  title: string;
  status: CrowdfundingStatus;
  contents: { type: CrowdfundingContentType; content: string }[];
  created_at: Date;
  updated_at: Date;
}

export interface PlanRow {
  id: number;
  project_id: number;
  title: string;
  units: number;
  units_taken: number;
  rates: CrowdfundingRate[];
  tabs: { title: string; content: string }[];
  position: number;
}

export interface OrderRow {
  id: number;
  serial: string;
  project_id: number;
  plan_id: number;
  user_id: number;
  period: number;
  first_period_amount: number;
  later_period_amount: number;
  payment_by: CrowdfundingPaymentBy;
  status: CrowdfundingOrderStatus;
  pay_deadline: Date | null;
  delivery_receiver_name: string;
  delivery_address: string;
  delivery_phone: string;
  roster_id: number | null;
  business_date: string;
  paid_at: Date | null;
  created_at: Date;
}

export interface RepaymentRow {
  period_no: number;
  due_date: string;
  amount: number;
  status: CrowdfundingRepaymentStatus;
  paid_at: Date | null;
}

export interface DeliveryRow {
  id: number;
  order_id: number;
  period_no: number;
  deadline: string;
  status: CrowdfundingDeliveryStatus;
  carrier_code: string | null;
  delivery_id: string | null;
}

export const PROJECT_COLUMNS = `p.id, p.serial, p.owner_id, u.member_serial AS owner_serial,
  COALESCE(NULLIF(mp.lastname || mp.firstname, ''), mp.company_name, u.member_serial) AS owner_name,
  p.kind, p.title, p.status, p.contents, p.created_at, p.updated_at`;
export const PROJECT_FROM = `crowdfunding_projects p JOIN users u ON u.id = p.owner_id LEFT JOIN member_profiles mp ON mp.user_id = p.owner_id`;

export const ORDER_COLUMNS = `o.id, o.serial, o.project_id, o.plan_id, o.user_id, o.period, o.first_period_amount, o.later_period_amount,
  o.payment_by, o.status, o.pay_deadline, o.delivery_receiver_name, o.delivery_address, o.delivery_phone, o.roster_id,
  to_char(o.business_date, 'YYYY-MM-DD') AS business_date, o.paid_at, o.created_at`;

/** An open project with plans, as the list reads it: the least first period and the units left over its plans. */
export interface OpenProjectRow extends ProjectRow {
  from_amount: number;
  units_left: number;
}

/** The open projects that have plans, newest first. */
export function openProjects(manager: EntityManager): Promise<OpenProjectRow[]> {
  return manager.query(
    `SELECT ${PROJECT_COLUMNS}, pl.from_amount, pl.units_left
       FROM ${PROJECT_FROM}
       JOIN LATERAL (
         SELECT min((r ->> 'first_period_amount')::bigint) AS from_amount, (SELECT sum(units - units_taken) FROM crowdfunding_plans WHERE project_id = p.id)::int AS units_left
           FROM crowdfunding_plans cp, jsonb_array_elements(cp.rates) r
          WHERE cp.project_id = p.id
       ) pl ON pl.from_amount IS NOT NULL
      WHERE p.status = 'open'
      ORDER BY p.created_at DESC, p.id DESC`,
  );
}

export async function findProject(manager: EntityManager, serial: string): Promise<ProjectRow | null> {
  const rows: ProjectRow[] = await manager.query(`SELECT ${PROJECT_COLUMNS} FROM ${PROJECT_FROM} WHERE p.serial = $1`, [serial]);
  return rows[0] ?? null;
}

export async function findProjectById(manager: EntityManager, id: number): Promise<ProjectRow | null> {
  const rows: ProjectRow[] = await manager.query(`SELECT ${PROJECT_COLUMNS} FROM ${PROJECT_FROM} WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

export function plansOf(manager: EntityManager, projectId: number): Promise<PlanRow[]> {
  return manager.query(
    `SELECT id, project_id, title, units, units_taken, rates, tabs, position FROM crowdfunding_plans WHERE project_id = $1 ORDER BY position, id`,
    [projectId],
  );
}

/** Takes one unit of the plan when one is left (a conditional update: two orders for the last unit never both get it). */
export async function takeUnit(manager: EntityManager, planId: number): Promise<boolean> {
  const result: unknown = await manager.query(
    `UPDATE crowdfunding_plans SET units_taken = units_taken + 1 WHERE id = $1 AND units_taken < units RETURNING id`,
    [planId],
  );
  return returnedRows(result).length === 1;
}

export async function releaseUnit(manager: EntityManager, planId: number): Promise<void> {
  await manager.query(`UPDATE crowdfunding_plans SET units_taken = units_taken - 1 WHERE id = $1 AND units_taken > 0`, [planId]);
}

/** The member's order, locked for the change that follows; anyone else's is not found. */
export async function lockOwnOrder(manager: EntityManager, userId: number, serial: string): Promise<OrderRow | null> {
  const rows: OrderRow[] = await manager.query(`SELECT ${ORDER_COLUMNS} FROM crowdfunding_orders o WHERE o.serial = $1 AND o.user_id = $2 FOR UPDATE`, [
    serial,
    userId,
  ]);
  return rows[0] ?? null;
}

/** Writes the schedule of a paid order: its first period paid now, each later one due a month after the one before; a delivery per period. */
export async function writeSchedule(manager: EntityManager, orderId: number, schedule: readonly ScheduleRow[], paidAt: Date): Promise<void> {
  for (const row of schedule) {
    await manager.query(
      `INSERT INTO crowdfunding_repayments (order_id, period_no, due_date, amount, status, paid_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [orderId, row.period_no, row.due_date, row.amount, row.period_no === 1 ? 'paid' : 'scheduled', row.period_no === 1 ? paidAt : null],
    );
    await manager.query(`INSERT INTO crowdfunding_deliveries (order_id, period_no, deadline) VALUES ($1, $2, $3)`, [
      orderId,
      row.period_no,
      row.delivery_deadline,
    ]);
  }
}
