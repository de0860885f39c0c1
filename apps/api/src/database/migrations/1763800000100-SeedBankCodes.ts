import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TAIWAN_BANK_CODES } from '../../modules/attributes/taiwan-bank-codes.js';

/** Loads the interbank codes as seed data; rows admins have edited or added are left alone. */
export class SeedBankCodes1763800000100 implements MigrationInterface {
  name = 'SeedBankCodes1763800000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO bank_codes (code, name)
       SELECT code, name FROM unnest($1::varchar[], $2::varchar[]) AS seed (code, name)
       ON CONFLICT (code) DO NOTHING`,
      [TAIWAN_BANK_CODES.map((bank) => bank.code), TAIWAN_BANK_CODES.map((bank) => bank.name)],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM bank_codes WHERE code = ANY($1::varchar[])`, [
      TAIWAN_BANK_CODES.map((bank) => bank.code),
    ]);
  }
}
