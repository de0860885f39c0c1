import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Manual deposits above a threshold wait for a second admin: a deposit may now be pending (recorded,
 * nothing credited) or rejected (never credited), and remembers who decided, when and why.
 */
export class DepositApproval1764100000110 implements MigrationInterface {
  name = 'DepositApproval1764100000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE deposits DROP CONSTRAINT deposits_status_check`);
    await queryRunner.query(`ALTER TABLE deposits DROP CONSTRAINT deposits_user_check`);
    await queryRunner.query(`
      ALTER TABLE deposits
        ADD COLUMN decided_by bigint REFERENCES users (id),
        ADD COLUMN decided_at timestamptz,
        ADD COLUMN decision_reason varchar(200),
        ADD CONSTRAINT deposits_status_check CHECK (status IN ('credited', 'unmatched', 'pending', 'rejected')),
        ADD CONSTRAINT deposits_user_check CHECK ((status = 'unmatched') = (user_id IS NULL)),
        ADD CONSTRAINT deposits_pending_check CHECK (status NOT IN ('pending', 'rejected') OR source = 'console'),
        ADD CONSTRAINT deposits_decision_check CHECK ((decided_by IS NULL) = (decided_at IS NULL))`);
    await queryRunner.query(`CREATE INDEX deposits_pending_idx ON deposits (id) WHERE status = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX deposits_pending_idx`);
    await queryRunner.query(`DELETE FROM deposits WHERE status IN ('pending', 'rejected')`);
    await queryRunner.query(`
      ALTER TABLE deposits
        DROP CONSTRAINT deposits_decision_check,
        DROP CONSTRAINT deposits_pending_check,
        DROP CONSTRAINT deposits_user_check,
        DROP CONSTRAINT deposits_status_check,
        DROP COLUMN decision_reason,
        DROP COLUMN decided_at,
        DROP COLUMN decided_by,
        ADD CONSTRAINT deposits_status_check CHECK (status IN ('credited', 'unmatched')),
        ADD CONSTRAINT deposits_user_check CHECK ((status = 'credited') = (user_id IS NOT NULL))`);
  }
}
