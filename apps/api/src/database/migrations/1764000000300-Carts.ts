import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's cart: one row per loan (adding a loan again replaces its amount), holding the
 * amount in whole NT$, the count of units and the commodity set a farmer loan is bought in.
 * Removing the member or the loan removes the row.
 */
export class Carts1764000000300 implements MigrationInterface {
  name = 'Carts1764000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cart_items (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
        amount bigint NOT NULL CHECK (amount > 0),
        count smallint NOT NULL DEFAULT 1 CHECK (count > 0),
        loan_commodity_set_id bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cart_items_user_loan_unique UNIQUE (user_id, loan_id)
      )`);
    await queryRunner.query(`CREATE INDEX cart_items_loan_idx ON cart_items (loan_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cart_items`);
  }
}
