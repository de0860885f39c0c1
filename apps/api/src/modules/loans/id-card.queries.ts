import type { EntityManager } from 'typeorm';
import type { IdCardCheckResult, IdCardRecord } from '@lendbridge/domain';

/** The member's resident ID on file, or null without a profile or an ID. */
export async function residentIdOnFile(manager: EntityManager, userId: number): Promise<string | null> {
  const rows = (await manager.query(`SELECT resident_id FROM member_profiles WHERE user_id = $1`, [userId])) as { resident_id: string | null }[];
  return rows[0]?.resident_id ?? null;
}

/** Records the check's answer for the card, with the reason when it refused it. */
export async function recordIdCardVerification(
  manager: EntityManager,
  userId: number,
  record: IdCardRecord,
  result: IdCardCheckResult,
): Promise<void> {
  await manager.query(
    `INSERT INTO id_card_verifications (user_id, person_id, apply_code, apply_yyymmdd, issue_site_id, verified, message)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      userId,
      record.personId,
      record.applyCode,
      record.applyYyymmdd,
      record.issueSiteId,
      result.verified,
      result.verified ? null : result.message,
    ],
  );
}

/** Whether the member's latest check of this ID passed (false when they never checked it). */
export async function latestIdCardCheckPassed(manager: EntityManager, userId: number, personId: string): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT verified FROM id_card_verifications
      WHERE user_id = $1 AND person_id = $2
      ORDER BY created_at DESC, id DESC
      LIMIT 1`,
    [userId, personId],
  )) as { verified: boolean }[];
  return rows[0]?.verified ?? false;
}
