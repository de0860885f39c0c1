import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { CROWDFUNDING_TEXTS as T, MESSAGES, crowdfundingUnitsBelowTaken } from '@lendbridge/domain';
import type { AlumniRosterInput, ConsoleCrowdfundingProjectDetail, CrowdfundingDeliveryUpdateInput, CrowdfundingProjectInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { isUniqueViolation, returnedRows } from '../../common/sql.js';
import { recordAudit } from '../audit/audit.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { deliveryNotChangeable } from './crowdfunding.errors.js';
import { findConsoleDelivery, findConsoleProject, findRosterEntry } from './crowdfunding-console.queries.js';
import type { ConsoleDeliveryRow, ConsoleRosterRow } from './crowdfunding-console.queries.js';
import { plansOf } from './crowdfunding.queries.js';
import type { PlanRow } from './crowdfunding.queries.js';

/** A project with its page blocks and plans as the console's form edits them, and each plan's units taken beside. */
export interface ConsoleProjectDetail extends ConsoleCrowdfundingProjectDetail<Date> {
  plans: Pick<PlanRow, 'id' | 'title' | 'units' | 'rates' | 'tabs'>[];
}

/**
 * The crowdfunding console's writes (admins), each in one transaction with its audit row: projects
 * and their plans (a plan's units never below the units its orders hold, a plan with orders never
 * removed), deliveries marked shipped (carrier and tracking number) or cancelled, the alumni roster.
 */
@Injectable()
export class CrowdfundingConsoleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  async project(id: number, manager: EntityManager = this.dataSource.manager): Promise<ConsoleProjectDetail> {
    const row = await findConsoleProject(manager, id);
    if (row === null) throw AppError.notFound();
    const extra: { contents: { type: string; content: string }[] }[] = await manager.query(`SELECT contents FROM crowdfunding_projects WHERE id = $1`, [id]);
    const plans = await plansOf(manager, id);
    return {
      ...row,
      contents: extra[0]?.contents ?? [],
      plans: plans.map((plan) => ({ id: Number(plan.id), title: plan.title, units: plan.units, rates: plan.rates, tabs: plan.tabs })),
      plan_units: plans.map((plan) => ({ id: Number(plan.id), title: plan.title, units: plan.units, units_taken: plan.units_taken })),
    };
  }

  private async ownerId(manager: EntityManager, memberSerial: string): Promise<number> {
    const rows: { id: number }[] = await manager.query(`SELECT id FROM users WHERE member_serial = $1`, [memberSerial]);
    const row = rows[0];
    if (row === undefined) throw AppError.field('owner_member_serial', MESSAGES.notFound);
    return Number(row.id);
  }

  async createProject(actorId: number, input: CrowdfundingProjectInput): Promise<ConsoleProjectDetail> {
    const id = await this.dataSource.transaction(async (manager) => {
      const ownerId = await this.ownerId(manager, input.owner_member_serial);
      const rows: { id: number }[] = await manager.query(
        `INSERT INTO crowdfunding_projects (owner_id, kind, title, status, contents) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [ownerId, input.kind, input.title, input.status, JSON.stringify(input.contents)],
      );
      const projectId = Number(rows[0]?.id);
      await this.writePlans(manager, projectId, input.plans);
      await recordAudit(manager, { actorId, action: 'crowdfunding.created', targetType: 'crowdfunding_project', targetId: projectId, data: { after: input } });
      return projectId;
    });
    return this.project(id);
  }

  async updateProject(actorId: number, id: number, input: CrowdfundingProjectInput): Promise<ConsoleProjectDetail> {
    await this.dataSource.transaction(async (manager) => {
      const locked: { id: number }[] = await manager.query(`SELECT id FROM crowdfunding_projects WHERE id = $1 FOR UPDATE`, [id]);
      if (locked.length === 0) throw AppError.notFound();
      const before = await this.project(id, manager);
      const ownerId = await this.ownerId(manager, input.owner_member_serial);
      await manager.query(`UPDATE crowdfunding_projects SET owner_id = $2, kind = $3, title = $4, status = $5, contents = $6, updated_at = now() WHERE id = $1`, [
        id,
        ownerId,
        input.kind,
        input.title,
        input.status,
        JSON.stringify(input.contents),
      ]);
      await this.writePlans(manager, id, input.plans);
      await recordAudit(manager, { actorId, action: 'crowdfunding.updated', targetType: 'crowdfunding_project', targetId: id, data: { before, after: input } });
    });
    return this.project(id);
  }

  /** Plans with an id are changed (their units never below what orders hold), new ones added, missing ones removed when no order names them. */
  private async writePlans(manager: EntityManager, projectId: number, plans: CrowdfundingProjectInput['plans']): Promise<void> {
    const existing = await manager.query(`SELECT id, units_taken FROM crowdfunding_plans WHERE project_id = $1 FOR UPDATE`, [projectId]) as { id: number; units_taken: number }[];
    const kept = new Set<number>();
    for (const [position, plan] of plans.entries()) {
      const current = plan.id === undefined ? undefined : existing.find((row) => Number(row.id) === plan.id);
      if (plan.id !== undefined && current === undefined) throw AppError.field(`plans.${position}.id`, MESSAGES.notFound);
      if (current !== undefined) {
        if (plan.units < current.units_taken) throw AppError.field(`plans.${position}.units`, crowdfundingUnitsBelowTaken(current.units_taken));
        kept.add(Number(current.id));
        await manager.query(`UPDATE crowdfunding_plans SET title = $2, units = $3, rates = $4, tabs = $5, position = $6 WHERE id = $1`, [
          current.id,
          plan.title,
          plan.units,
          JSON.stringify(plan.rates),
          JSON.stringify(plan.tabs),
          position,
        ]);
      } else {
        await manager.query(`INSERT INTO crowdfunding_plans (project_id, title, units, rates, tabs, position) VALUES ($1, $2, $3, $4, $5, $6)`, [
          projectId,
          plan.title,
          plan.units,
          JSON.stringify(plan.rates),
          JSON.stringify(plan.tabs),
          position,
        ]);
      }
    }
    for (const row of existing) {
      if (kept.has(Number(row.id))) continue;
      const orders: { n: number }[] = await manager.query(`SELECT count(*)::int AS n FROM crowdfunding_orders WHERE plan_id = $1`, [row.id]);
      if ((orders[0]?.n ?? 0) > 0) throw AppError.field('plans', T.planHasOrders);
      await manager.query(`DELETE FROM crowdfunding_plans WHERE id = $1`, [row.id]);
    }
  }

  /** A delivery still being prepared is marked shipped (carrier and tracking number) or cancelled; under the order's lock, so the backer's address change and the shipping never cross. */
  async updateDelivery(actorId: number, id: number, input: CrowdfundingDeliveryUpdateInput, now: Date = new Date()): Promise<ConsoleDeliveryRow> {
    const at = await this.clock.instant(now);
    await this.dataSource.transaction(async (manager) => {
      const rows: { order_id: number }[] = await manager.query(`SELECT order_id FROM crowdfunding_deliveries WHERE id = $1`, [id]);
      const orderId = rows[0]?.order_id;
      if (orderId === undefined) throw AppError.notFound();
      await manager.query(`SELECT id FROM crowdfunding_orders WHERE id = $1 AND status = 'paid' FOR UPDATE`, [orderId]);
      const updated = returnedRows<{ id: number }>(
        input.status === 'shipped'
          ? await manager.query(
              `UPDATE crowdfunding_deliveries d SET status = 'shipped', carrier_code = $2, delivery_id = $3, shipped_at = $4
                 FROM crowdfunding_orders o WHERE d.id = $1 AND d.status = 'preparing' AND o.id = d.order_id AND o.status = 'paid' RETURNING d.id`,
              [id, input.carrier_code, input.delivery_id, at],
            )
          : await manager.query(`UPDATE crowdfunding_deliveries SET status = 'cancelled', cancelled_at = $2 WHERE id = $1 AND status = 'preparing' RETURNING id`, [id, at]),
      );
      if (updated.length === 0) throw deliveryNotChangeable();
      await recordAudit(manager, { actorId, action: `crowdfunding_delivery.${input.status}`, targetType: 'crowdfunding_delivery', targetId: id, data: { ...input } });
    });
    const row = await findConsoleDelivery(this.dataSource.manager, id);
    if (row === null) throw AppError.notFound();
    return row;
  }

  async createRoster(actorId: number, input: AlumniRosterInput): Promise<ConsoleRosterRow> {
    const id = await this.dataSource.transaction(async (manager) => {
      const projects: { kind: string }[] = await manager.query(`SELECT kind FROM crowdfunding_projects WHERE id = $1`, [input.project_id]);
      if (projects[0]?.kind !== 'alumni_dinner') throw AppError.field('project_id', MESSAGES.invalidOption);
      try {
        const rows: { id: number }[] = await manager.query(
          `INSERT INTO alumni_roster (project_id, student_id, academic, department, name) VALUES ($1, upper($2), $3, $4, $5) RETURNING id`,
          [input.project_id, input.student_id, input.academic, input.department, input.name],
        );
        const rosterId = Number(rows[0]?.id);
        await recordAudit(manager, { actorId, action: 'alumni_roster.created', targetType: 'alumni_roster', targetId: rosterId, data: { ...input } });
        return rosterId;
      } catch (error) {
        if (isUniqueViolation(error, 'alumni_roster_student_key')) throw AppError.field('student_id', T.rosterDuplicate);
        throw error;
      }
    });
    return this.rosterEntry(id);
  }

  async updateRoster(actorId: number, id: number, input: AlumniRosterInput): Promise<ConsoleRosterRow> {
    await this.dataSource.transaction(async (manager) => {
      const before = await findRosterEntry(manager, id);
      if (before === null) throw AppError.notFound();
      if (Number(before.project_id) !== input.project_id) throw AppError.field('project_id', MESSAGES.invalidOption);
      try {
        await manager.query(`UPDATE alumni_roster SET student_id = upper($2), academic = $3, department = $4, name = $5 WHERE id = $1`, [
          id,
          input.student_id,
          input.academic,
          input.department,
          input.name,
        ]);
      } catch (error) {
        if (isUniqueViolation(error, 'alumni_roster_student_key')) throw AppError.field('student_id', T.rosterDuplicate);
        throw error;
      }
      await recordAudit(manager, { actorId, action: 'alumni_roster.updated', targetType: 'alumni_roster', targetId: id, data: { before, after: input } });
    });
    return this.rosterEntry(id);
  }

  async deleteRoster(actorId: number, id: number): Promise<ConsoleRosterRow> {
    return this.dataSource.transaction(async (manager) => {
      const before = await findRosterEntry(manager, id);
      if (before === null) throw AppError.notFound();
      const orders: { n: number }[] = await manager.query(`SELECT count(*)::int AS n FROM crowdfunding_orders WHERE roster_id = $1`, [id]);
      if (before.is_used || (orders[0]?.n ?? 0) > 0) throw AppError.conflict('ROSTER_USED', T.rosterUsed);
      await manager.query(`DELETE FROM alumni_roster WHERE id = $1`, [id]);
      await recordAudit(manager, { actorId, action: 'alumni_roster.deleted', targetType: 'alumni_roster', targetId: id, data: { before } });
      return before;
    });
  }

  async rosterEntry(id: number): Promise<ConsoleRosterRow> {
    const row = await findRosterEntry(this.dataSource.manager, id);
    if (row === null) throw AppError.notFound();
    return row;
  }
}
