import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a loan shows lenders beyond its application, kept by the console: a farmer loan's profile
 * (produce, place of origin and its position, repayment in goods), its commodity sets and its
 * gallery of uploaded images; and any loan's credit records (the borrower's existing debts from
 * the credit report, balances in thousands of NT$). A cart item and an investment may name the
 * commodity set they were bought in; a set so named cannot be removed. Removing the loan removes
 * its extras.
 */
export class ListingExtras1764000000500 implements MigrationInterface {
  name = 'ListingExtras1764000000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE loan_farmer_profiles (
        loan_id bigint PRIMARY KEY REFERENCES loans (id) ON DELETE CASCADE,
        produce_situation varchar(1000) NOT NULL CHECK (produce_situation <> ''),
        place_of_origin varchar(100) NOT NULL CHECK (place_of_origin <> ''),
        lat numeric(8, 6) CHECK (lat BETWEEN -90 AND 90),
        lng numeric(9, 6) CHECK (lng BETWEEN -180 AND 180),
        payment_in_goods varchar(30) NOT NULL DEFAULT 'none'
          CHECK (payment_in_goods IN ('none', 'principal_and_interest', 'interest_only')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loan_farmer_profiles_geo_check CHECK ((lat IS NULL) = (lng IS NULL))
      )`);
    await queryRunner.query(`
      CREATE TABLE loan_commodity_sets (
        id bigserial PRIMARY KEY,
        loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
        name varchar(50) NOT NULL CHECK (name <> ''),
        description varchar(500) NOT NULL DEFAULT '',
        amount bigint NOT NULL CHECK (amount >= 1000 AND amount % 1000 = 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX loan_commodity_sets_loan_idx ON loan_commodity_sets (loan_id, id)`);
    await queryRunner.query(`
      ALTER TABLE cart_items
        ADD CONSTRAINT cart_items_commodity_set_fkey FOREIGN KEY (loan_commodity_set_id) REFERENCES loan_commodity_sets (id)`);
    await queryRunner.query(`CREATE INDEX cart_items_commodity_set_idx ON cart_items (loan_commodity_set_id) WHERE loan_commodity_set_id IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE investments ADD COLUMN loan_commodity_set_id bigint REFERENCES loan_commodity_sets (id)`);
    await queryRunner.query(
      `CREATE INDEX investments_commodity_set_idx ON investments (loan_commodity_set_id) WHERE loan_commodity_set_id IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE loan_gallery_images (
        id bigserial PRIMARY KEY,
        loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
        upload_id uuid NOT NULL REFERENCES uploads (id),
        kind varchar(20) NOT NULL CHECK (kind IN ('produce', 'collateral')),
        caption varchar(100) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loan_gallery_images_upload_key UNIQUE (upload_id)
      )`);
    await queryRunner.query(`CREATE INDEX loan_gallery_images_loan_idx ON loan_gallery_images (loan_id, id)`);
    await queryRunner.query(`
      CREATE TABLE loan_credit_records (
        id bigserial PRIMARY KEY,
        loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
        institution varchar(50) NOT NULL CHECK (institution <> ''),
        kind varchar(30) NOT NULL CHECK (kind <> ''),
        balance_thousand bigint NOT NULL CHECK (balance_thousand >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX loan_credit_records_loan_idx ON loan_credit_records (loan_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE loan_credit_records`);
    await queryRunner.query(`DROP TABLE loan_gallery_images`);
    await queryRunner.query(`ALTER TABLE investments DROP COLUMN loan_commodity_set_id`);
    await queryRunner.query(`DROP INDEX cart_items_commodity_set_idx`);
    await queryRunner.query(`ALTER TABLE cart_items DROP CONSTRAINT cart_items_commodity_set_fkey`);
    await queryRunner.query(`DROP TABLE loan_commodity_sets`);
    await queryRunner.query(`DROP TABLE loan_farmer_profiles`);
  }
}
