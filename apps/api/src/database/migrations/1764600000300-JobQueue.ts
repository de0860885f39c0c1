import PgBoss from 'pg-boss';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_DATABASE_ROLE } from '../app-role.js';

const ROLE = APP_DATABASE_ROLE;
const SCHEMA = 'pgboss';

/** The periodic jobs' queues as this migration creates them (later changes take a migration of their own). */
const QUEUES = ['repayment-batch', 'order-jobs', 'robo-round', 'crowdfunding-jobs', 'shop-jobs'];
const QUEUE_OPTIONS = {
  policy: 'standard',
  retryLimit: 2,
  retryDelay: 5,
  retryBackoff: false,
  expireInSeconds: 15 * 60,
  retentionMinutes: 24 * 60,
};

/**
 * The job queue's tables (pg-boss, schema version 24) in their own schema, created here by the
 * owner: the API's role may not create tables, and every queue is a partition pg-boss creates with
 * the queue, so the periodic jobs' queues are created here too. The API's role reads and writes
 * the queue's rows. The construction takes pg-boss's own advisory lock in its own transaction.
 */
export class JobQueue1764600000300 implements MigrationInterface {
  name = 'JobQueue1764600000300';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(PgBoss.getConstructionPlans(SCHEMA));
    for (const queue of QUEUES) {
      await queryRunner.query(`SELECT ${SCHEMA}.create_queue($1, $2::json)`, [queue, JSON.stringify(QUEUE_OPTIONS)]);
    }
    await queryRunner.query(`GRANT USAGE ON SCHEMA ${SCHEMA} TO ${ROLE}`);
    await queryRunner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${SCHEMA} TO ${ROLE}`);
    await queryRunner.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${SCHEMA} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${ROLE}`);
    await queryRunner.query(`REVOKE EXECUTE ON FUNCTION ${SCHEMA}.create_queue(text, json), ${SCHEMA}.delete_queue(text) FROM PUBLIC`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${SCHEMA} REVOKE ALL ON TABLES FROM ${ROLE}`);
    await queryRunner.query(`DROP SCHEMA ${SCHEMA} CASCADE`);
  }
}
