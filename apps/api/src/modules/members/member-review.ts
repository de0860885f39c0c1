import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** True when staff have verified the member's identity and their current bank account. */
export async function isReviewed(manager: EntityManager, userId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM member_profiles p
      WHERE p.user_id = $1 AND p.identity_status = 'verified'
        AND EXISTS (SELECT 1 FROM member_banks b WHERE b.user_id = p.user_id AND b.status = 'verified')`,
    [userId],
  );
  return rows.length > 0;
}

/** Refuses a member whose identity or bank account staff have not verified yet (403 REVIEW_PENDING). */
export async function assertReviewed(manager: EntityManager, userId: number): Promise<void> {
  if (!(await isReviewed(manager, userId))) throw AppError.forbidden(MESSAGES.reviewPending, 'REVIEW_PENDING');
}
