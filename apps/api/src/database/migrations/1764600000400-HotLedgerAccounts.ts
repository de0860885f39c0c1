import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ledger accounts are the most updated rows of the database: a lender's cash changes with every
 * order, repayment and fee. Leaving a third of each page free lets PostgreSQL keep a balance's new
 * version on the same page without new index entries (a HOT update), so a day's batch that pays
 * the same lenders loan after loan does not pile index entries onto their accounts. Pages written
 * from now on keep the room; existing pages gain it as they are rewritten.
 */
export class HotLedgerAccounts1764600000400 implements MigrationInterface {
  name = 'HotLedgerAccounts1764600000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ledger_accounts SET (fillfactor = 70)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ledger_accounts RESET (fillfactor)`);
  }
}
