import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a listed loan needs on the market: the amount invested so far (never above the loan's
 * amount, so a loan cannot be oversold), the protection ratio of pgr loans (0: no protection),
 * the lender fee and its discount above an order amount, and the times of funding, disbursement,
 * cancellation and expiry.
 */
export class LoanMarket1764000000000 implements MigrationInterface {
  name = 'LoanMarket1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE loans
        ADD COLUMN invested_amount bigint NOT NULL DEFAULT 0,
        ADD COLUMN pgr numeric(5, 2) NOT NULL DEFAULT 0,
        ADD COLUMN lender_fee numeric(5, 2) NOT NULL DEFAULT 0,
        ADD COLUMN discount_lender_fee numeric(5, 2),
        ADD COLUMN min_discount_order_amount bigint,
        ADD COLUMN funded_at timestamptz,
        ADD COLUMN disbursed_at timestamptz,
        ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN expired_at timestamptz,
        ADD CONSTRAINT loans_invested_amount_check CHECK (invested_amount >= 0 AND invested_amount <= amount),
        ADD CONSTRAINT loans_pgr_check CHECK (pgr >= 0 AND pgr <= 100),
        ADD CONSTRAINT loans_lender_fee_check CHECK (lender_fee >= 0 AND lender_fee < 100),
        ADD CONSTRAINT loans_discount_lender_fee_check
          CHECK (discount_lender_fee IS NULL OR (discount_lender_fee >= 0 AND discount_lender_fee <= lender_fee)),
        ADD CONSTRAINT loans_min_discount_order_amount_check
          CHECK (min_discount_order_amount IS NULL OR min_discount_order_amount > 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE loans
        DROP COLUMN expired_at,
        DROP COLUMN cancelled_at,
        DROP COLUMN disbursed_at,
        DROP COLUMN funded_at,
        DROP COLUMN min_discount_order_amount,
        DROP COLUMN discount_lender_fee,
        DROP COLUMN lender_fee,
        DROP COLUMN pgr,
        DROP COLUMN invested_amount`);
  }
}
