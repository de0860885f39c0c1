import { MESSAGES } from '@lendbridge/domain';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';

/**
 * A mobile number belongs to one account: refuses `mobile` when another account (any but
 * `userId`) has it, verified or not. Call it inside the transaction that stores the number: it
 * holds a lock on the number until that transaction ends, so two requests for one number at once
 * are answered one after the other (the unique index on users.mobile backs this where it exists).
 */
export async function assertMobileUnused(manager: EntityManager, mobile: string, userId: number | null = null): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('users.mobile'), hashtext($1))`, [mobile]);
  const rows: unknown[] = await manager.query(`SELECT 1 FROM users WHERE mobile = $1 AND id IS DISTINCT FROM $2 LIMIT 1`, [
    mobile,
    userId,
  ]);
  if (rows.length) throw AppError.conflict('MOBILE_TAKEN', MESSAGES.mobileTaken, { mobile: MESSAGES.mobileTaken });
}
