import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_DATABASE_ROLE } from '../app-role.js';

const ROLE = APP_DATABASE_ROLE;

/**
 * The API's own role (NOLOGIN): it may read and write every table and use every sequence of the
 * schema, except that ledger transfers are insert-only and ledger accounts cannot be deleted; it
 * owns nothing, so it cannot truncate, alter or disable a trigger. Default privileges give the
 * same rights on the tables and sequences later migrations create.
 *
 * Roles belong to the whole server while grants belong to one database: the role is created only
 * when missing, and a concurrent creation by another database's migration is taken as done.
 */
export class AppRole1764100000100 implements MigrationInterface {
  name = 'AppRole1764100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}') THEN
          BEGIN
            CREATE ROLE ${ROLE} NOLOGIN;
          EXCEPTION WHEN duplicate_object OR unique_violation THEN
            NULL;
          END;
        END IF;
      END
      $$`);
    await queryRunner.query(`GRANT USAGE ON SCHEMA public TO ${ROLE}`);
    await queryRunner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${ROLE}`);
    await queryRunner.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${ROLE}`);
    await queryRunner.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${ROLE}`);
    await queryRunner.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${ROLE}`);
    await queryRunner.query(`REVOKE UPDATE, DELETE, TRUNCATE ON ledger_transfers FROM ${ROLE}`);
    await queryRunner.query(`REVOKE DELETE, TRUNCATE ON ledger_accounts FROM ${ROLE}`);
    await queryRunner.query(`REVOKE ALL ON schema_migrations FROM ${ROLE}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM ${ROLE}`);
    await queryRunner.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM ${ROLE}`);
    await queryRunner.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${ROLE}`);
    await queryRunner.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${ROLE}`);
    await queryRunner.query(`REVOKE USAGE ON SCHEMA public FROM ${ROLE}`);
  }
}
