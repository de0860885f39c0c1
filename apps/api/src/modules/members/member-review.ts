import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** True when staff have verified the member's identity (resident ID or ARC against the ID card images). */
export async function isIdentityVerified(manager: EntityManager, userId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM member_profiles WHERE user_id = $1 AND identity_status = 'verified'`,
    [userId],
  );
  return rows.length > 0;
}

/** True when staff have verified the member's bound bank account (the one money is paid out to). */
export async function isBankVerified(manager: EntityManager, userId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM member_banks WHERE user_id = $1 AND status = 'verified'`, [userId]);
  return rows.length > 0;
}

/** Refuses a member whose identity staff have not verified yet (403 IDENTITY_REVIEW_PENDING). */
export async function assertIdentityVerified(manager: EntityManager, userId: number): Promise<void> {
  if (!(await isIdentityVerified(manager, userId))) {
    throw AppError.forbidden(MESSAGES.identityReviewPending, 'IDENTITY_REVIEW_PENDING');
  }
}

/**
 * Refuses a member whose identity or bound bank staff have not verified yet: 403
 * IDENTITY_REVIEW_PENDING first, then 403 BANK_REVIEW_PENDING in the spec's wording for the bank review.
 */
export async function assertReviewsPassed(manager: EntityManager, userId: number): Promise<void> {
  await assertIdentityVerified(manager, userId);
  if (!(await isBankVerified(manager, userId))) {
    throw AppError.forbidden(MESSAGES.bankNotVerified, 'BANK_REVIEW_PENDING');
  }
}
