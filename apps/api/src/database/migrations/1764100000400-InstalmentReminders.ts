import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reminders of instalments coming due: one row per borrower instalment reminded, so the daily
 * batch reminds each instalment once, however often a date is run.
 */
export class InstalmentReminders1764100000400 implements MigrationInterface {
  name = 'InstalmentReminders1764100000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE instalment_reminders (
        loan_repayment_id bigint PRIMARY KEY REFERENCES loan_repayments (id) ON DELETE CASCADE,
        business_date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE instalment_reminders`);
  }
}
