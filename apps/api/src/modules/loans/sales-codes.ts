import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/**
 * The active sales person whose sales code (member serial) is `code`; refused under `field` with
 * 查無此業務代碼 otherwise.
 */
export async function salesIdOf(manager: EntityManager, code: string, field: string): Promise<number> {
  const [sales] = (await manager.query(
    `SELECT id FROM users WHERE member_serial = $1 AND 'sales' = ANY (roles) AND disabled_at IS NULL`,
    [code],
  )) as { id: number }[];
  if (!sales) throw AppError.field(field, MESSAGES.salesCodeUnknown);
  return sales.id;
}

/**
 * The condition on the loan application aliased `alias` that a sales person (their id in the SQL
 * parameter `salesParam`) reaches it: submitted, since drafts are out of every staff member's reach,
 * and attached to them, named by the applicant or assigned by an admin.
 */
export function reachedBySales(alias: string, salesParam: string): string {
  return `(${alias}.status <> 'prepare' AND ${alias}.sales_id = ${salesParam})`;
}

/**
 * The condition on the user aliased `alias` that a sales person (their id in `salesParam`) reaches
 * them: the applicant of an application the sales person reaches.
 */
export function applicantOfSales(alias: string, salesParam: string): string {
  return `EXISTS (SELECT 1 FROM loan_applications sa WHERE sa.user_id = ${alias}.id AND ${reachedBySales('sa', salesParam)})`;
}
