import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Selling robo investments: a sale set asks for an amount of one robo investment; while it sells,
 * other robo accounts buy the seller's parts and the proceeds reach the collection account when the
 * amount is met. One sale at a time per member and product.
 */
export class RoboSales1764200000300 implements MigrationInterface {
  name = 'RoboSales1764200000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE robo_sales (
        id bigserial PRIMARY KEY,
        robo_investment_id bigint NOT NULL REFERENCES robo_investments (id),
        user_id bigint NOT NULL REFERENCES users (id),
        product varchar(10) NOT NULL,
        target_amount bigint NOT NULL,
        sell_fee_rate numeric(5, 2) NOT NULL,
        sells_all boolean NOT NULL,
        expires_on date,
        status varchar(12) NOT NULL DEFAULT 'selling',
        sell_fee bigint,
        proceeds bigint,
        started_at timestamptz NOT NULL,
        closed_at timestamptz,
        CONSTRAINT robo_sales_product_check CHECK (product IN ('stable', 'vip')),
        CONSTRAINT robo_sales_target_check CHECK (target_amount > 0),
        CONSTRAINT robo_sales_status_check CHECK (status IN ('selling', 'sold', 'cancelled', 'expired')),
        CONSTRAINT robo_sales_closed_check CHECK ((status = 'selling') = (closed_at IS NULL)),
        CONSTRAINT robo_sales_sold_check CHECK ((status = 'sold') = (sell_fee IS NOT NULL AND proceeds IS NOT NULL)),
        CONSTRAINT robo_sales_expiry_check CHECK (sells_all = (expires_on IS NULL))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX robo_sales_selling_key ON robo_sales (user_id, product) WHERE status = 'selling'`);
    await queryRunner.query(`CREATE INDEX robo_sales_investment_idx ON robo_sales (robo_investment_id, status)`);
    // A part another robo account bought from a sale comes from neither an order nor a resale offer,
    // and like a resale it is the principal still owed, not a multiple of the order step.
    await queryRunner.query(`
      ALTER TABLE investments
        ADD COLUMN robo_sale_id bigint REFERENCES robo_sales (id),
        DROP CONSTRAINT investments_origin_check,
        DROP CONSTRAINT investments_amount_check,
        ADD CONSTRAINT investments_origin_check
          CHECK (num_nonnulls(order_id, resale_offer_id, robo_sale_id) = 1),
        ADD CONSTRAINT investments_amount_check
          CHECK (amount > 0 AND (order_id IS NULL OR (amount >= 1000 AND amount % 1000 = 0)))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE investments
        DROP CONSTRAINT investments_origin_check,
        DROP CONSTRAINT investments_amount_check,
        DROP COLUMN robo_sale_id,
        ADD CONSTRAINT investments_origin_check CHECK ((order_id IS NULL) = (resale_offer_id IS NOT NULL)),
        ADD CONSTRAINT investments_amount_check
          CHECK (amount > 0 AND (resale_offer_id IS NOT NULL OR (amount >= 1000 AND amount % 1000 = 0)))`);
    await queryRunner.query(`DROP TABLE robo_sales`);
  }
}
