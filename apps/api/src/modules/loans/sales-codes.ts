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
