import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../common/sql.js';

export interface TwoFactorSecretRow {
  secret_encrypted: string;
  enabled_at: Date | null;
  last_used_step: number | null;
}

export async function lockSecret(manager: EntityManager, userId: number): Promise<TwoFactorSecretRow | null> {
  const rows: TwoFactorSecretRow[] = await manager.query(
    `SELECT secret_encrypted, enabled_at, last_used_step FROM two_factor_secrets WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function isEnabled(manager: EntityManager, userId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM two_factor_secrets WHERE user_id = $1 AND enabled_at IS NOT NULL`,
    [userId],
  );
  return rows.length > 0;
}

export async function recoveryCodesLeft(manager: EntityManager, userId: number): Promise<number> {
  const rows: { count: number }[] = await manager.query(
    `SELECT count(*)::bigint AS count FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
    [userId],
  );
  return rows[0].count;
}

/** A new enrolment replaces one never confirmed; an enabled secret stays (the caller refuses first). */
export async function saveEnrolment(manager: EntityManager, userId: number, secretEncrypted: string): Promise<void> {
  await manager.query(
    `INSERT INTO two_factor_secrets (user_id, secret_encrypted) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_encrypted = EXCLUDED.secret_encrypted, last_used_step = NULL, updated_at = now()
       WHERE two_factor_secrets.enabled_at IS NULL`,
    [userId, secretEncrypted],
  );
}

/** Records the step a code was taken for; false when that step or a later one was already taken (a replay). */
export async function takeStep(manager: EntityManager, userId: number, step: number): Promise<boolean> {
  const result: unknown = await manager.query(
    `UPDATE two_factor_secrets SET last_used_step = $2, updated_at = now()
      WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING user_id`,
    [userId, step],
  );
  return returnedRows(result).length > 0;
}

export async function enable(manager: EntityManager, userId: number, codeHashes: readonly string[]): Promise<void> {
  await manager.query(`UPDATE two_factor_secrets SET enabled_at = now(), updated_at = now() WHERE user_id = $1`, [userId]);
  await manager.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
  await manager.query(
    `INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::char(64)[])`,
    [userId, codeHashes],
  );
}

export async function disable(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
  await manager.query(`DELETE FROM two_factor_secrets WHERE user_id = $1`, [userId]);
}

/** Uses one recovery code; false when it is not one of the member's or was used already. */
export async function useRecoveryCode(manager: EntityManager, userId: number, codeHash: string): Promise<boolean> {
  const rows: unknown = await manager.query(
    `UPDATE two_factor_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [userId, codeHash],
  );
  return returnedRows(rows).length > 0;
}
