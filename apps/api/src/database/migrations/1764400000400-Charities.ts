import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The charities staff offer for the donation of a farmer order's e-invoice (one per donation code,
 * 愛心碼), and each order's invoice choice: sent to the member, or donated to one of them.
 */
export class Charities1764400000400 implements MigrationInterface {
  name = 'Charities1764400000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE charities (
        id bigserial PRIMARY KEY,
        name varchar(60) NOT NULL CHECK (name <> ''),
        donation_code varchar(7) NOT NULL,
        description varchar(200) NOT NULL DEFAULT '',
        enabled boolean NOT NULL DEFAULT true,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT charities_donation_code_key UNIQUE (donation_code),
        CONSTRAINT charities_donation_code_check CHECK (donation_code ~ '^[0-9]{3,7}$')
      )`);
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN invoice_method varchar(10) NOT NULL DEFAULT 'return'`);
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN charity_id bigint REFERENCES charities (id)`);
    await queryRunner.query(`
      ALTER TABLE orders ADD CONSTRAINT orders_invoice_check
        CHECK ((invoice_method = 'return' AND charity_id IS NULL) OR (invoice_method = 'donate' AND charity_id IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_invoice_check`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN charity_id`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN invoice_method`);
    await queryRunner.query(`DROP TABLE charities`);
  }
}
