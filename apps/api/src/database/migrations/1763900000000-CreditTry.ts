import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreditTry1763900000000 implements MigrationInterface {
  name = 'CreditTry1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE credit_try_results (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
        level varchar(1) NOT NULL CHECK (level IN ('A', 'B', 'C')),
        line bigint NOT NULL CHECK (line >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX credit_try_results_user_idx ON credit_try_results (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE credit_try_results`);
  }
}
