import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A mobile number belongs to one account. The unique index is created where the stored accounts
 * already hold distinct numbers; a database where several accounts share a number keeps working
 * without it, and registration and the mobile change refuse any number in use either way.
 */
export class OneAccountPerMobile1764100000500 implements MigrationInterface {
  name = 'OneAccountPerMobile1764100000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM users GROUP BY mobile HAVING count(*) > 1) THEN
          CREATE UNIQUE INDEX users_mobile_key ON users (mobile);
        END IF;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS users_mobile_key`);
  }
}
