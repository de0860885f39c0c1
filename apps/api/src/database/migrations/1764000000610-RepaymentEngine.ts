import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The repayment engine's guard in the books: a member's monthly settlement is one transfer a
 * month, named settlement:{YYYY-MM}:{userId}, so a second one for the same month is refused by
 * the database as well as by the batch.
 */
export class RepaymentEngine1764000000610 implements MigrationInterface {
  name = 'RepaymentEngine1764000000610';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE UNIQUE INDEX ledger_transfers_settlement_key ON ledger_transfers (reference) WHERE kind = 'monthly_settlement'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ledger_transfers_settlement_key`);
  }
}
