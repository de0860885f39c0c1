import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A registration waits here until the link e-mailed to its address is opened: the account is
 * created only then, so the registration form answers the same whether or not the address already
 * has an account. One row per address; registering again replaces it (a new link, the old one stops).
 */
export class PendingRegistrations1764100000200 implements MigrationInterface {
  name = 'PendingRegistrations1764100000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pending_registrations (
        id bigserial PRIMARY KEY,
        email varchar(255) NOT NULL,
        email_normalized varchar(255) NOT NULL,
        password_hash text NOT NULL,
        mobile varchar(10) NOT NULL,
        member_type varchar(16) NOT NULL CHECK (member_type IN ('person', 'corporate')),
        intent varchar(16) NOT NULL CHECK (intent IN ('borrower', 'lender', 'both')),
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pending_registrations_email_key UNIQUE (email_normalized),
        CONSTRAINT pending_registrations_token_hash_key UNIQUE (token_hash)
      )`);
    await queryRunner.query(`CREATE INDEX pending_registrations_expires_idx ON pending_registrations (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE pending_registrations`);
  }
}
