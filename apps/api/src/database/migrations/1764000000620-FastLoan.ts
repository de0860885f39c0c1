import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fast-loan requests: a borrower asks the platform to speed up the funding of a matching loan
 * (媒合中). Each loan is asked for once; the row records who asked and when.
 */
export class FastLoan1764000000620 implements MigrationInterface {
  name = 'FastLoan1764000000620';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE fast_loan_requests (
        id bigserial PRIMARY KEY,
        loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
        user_id bigint NOT NULL REFERENCES users (id),
        requested_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fast_loan_requests_loan_key UNIQUE (loan_id)
      )`);
    await queryRunner.query(`CREATE INDEX fast_loan_requests_user_idx ON fast_loan_requests (user_id, requested_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE fast_loan_requests`);
  }
}
