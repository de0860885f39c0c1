import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in: each account's TOTP secret, encrypted (AES-256-GCM, see two-factor.crypto.ts),
 * in force once enabled_at is set (before that, an enrolment waiting for its first code), with the
 * last time step a code was taken for, so a code is never taken twice. Recovery codes are kept as
 * keyed hashes, each usable once. A bank account changed by the member records the business date
 * of the change: no withdrawal goes to it that same business day.
 */
export class TwoFactor1764600000100 implements MigrationInterface {
  name = 'TwoFactor1764600000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE two_factor_secrets (
        user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_encrypted varchar(200) NOT NULL CHECK (secret_encrypted <> ''),
        enabled_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE two_factor_recovery_codes (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
    await queryRunner.query(`ALTER TABLE member_banks ADD COLUMN changed_on date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member_banks DROP COLUMN changed_on`);
    await queryRunner.query(`DROP TABLE two_factor_recovery_codes`);
    await queryRunner.query(`DROP TABLE two_factor_secrets`);
  }
}
