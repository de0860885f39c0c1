import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Resale (債權轉讓, bid): a lender offers what remains of an active investment at a price; another
 * lender buys it. An offer is open until its seller withdraws it or it is sold, and an investment
 * has at most one open offer. A sale ends the seller's investment (transferred, with closed_at) and
 * makes the buyer a new investment of the remaining principal that came from the offer instead of
 * an order: its amount is any whole NT$ (the principal left), and the seller's unpaid schedule rows
 * move to it.
 */
export class Resale1764200000200 implements MigrationInterface {
  name = 'Resale1764200000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE resale_offers (
        id bigserial PRIMARY KEY,
        investment_id bigint NOT NULL REFERENCES investments (id),
        seller_id bigint NOT NULL REFERENCES users (id),
        loan_id bigint NOT NULL REFERENCES loans (id),
        price bigint NOT NULL,
        remain_principal bigint NOT NULL,
        status varchar(12) NOT NULL DEFAULT 'open',
        buyer_id bigint REFERENCES users (id),
        accrued_interest bigint,
        resale_fee bigint,
        sold_on date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        CONSTRAINT resale_offers_status_check CHECK (status IN ('open', 'sold', 'withdrawn')),
        CONSTRAINT resale_offers_amounts_check CHECK (price > 0 AND remain_principal > 0),
        CONSTRAINT resale_offers_closed_check CHECK ((status = 'open') = (closed_at IS NULL)),
        CONSTRAINT resale_offers_sold_check CHECK (
          (status = 'sold') = (buyer_id IS NOT NULL AND accrued_interest IS NOT NULL AND resale_fee IS NOT NULL AND sold_on IS NOT NULL)),
        CONSTRAINT resale_offers_buyer_check CHECK (buyer_id IS NULL OR buyer_id <> seller_id)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX resale_offers_open_key ON resale_offers (investment_id) WHERE status = 'open'`);
    await queryRunner.query(`CREATE INDEX resale_offers_market_idx ON resale_offers (created_at DESC, id DESC) WHERE status = 'open'`);

    await queryRunner.query(`
      ALTER TABLE investments
        DROP CONSTRAINT investments_status_check,
        DROP CONSTRAINT investments_disbursed_check,
        DROP CONSTRAINT investments_closed_check,
        DROP CONSTRAINT investments_amount_check`);
    await queryRunner.query(`
      ALTER TABLE investments
        ALTER COLUMN order_id DROP NOT NULL,
        ADD COLUMN resale_offer_id bigint REFERENCES resale_offers (id),
        ADD CONSTRAINT investments_status_check
          CHECK (status IN ('pending_payment', 'waiting', 'active', 'finished', 'cleared', 'transferred', 'lapsed', 'cancelled', 'expired')),
        ADD CONSTRAINT investments_disbursed_check
          CHECK ((status IN ('active', 'finished', 'cleared', 'transferred')) = (disbursed_at IS NOT NULL)),
        ADD CONSTRAINT investments_closed_check
          CHECK ((status IN ('lapsed', 'cancelled', 'expired', 'transferred')) = (closed_at IS NOT NULL)),
        ADD CONSTRAINT investments_amount_check
          CHECK (amount > 0 AND (resale_offer_id IS NOT NULL OR (amount >= 1000 AND amount % 1000 = 0))),
        ADD CONSTRAINT investments_origin_check CHECK ((order_id IS NULL) = (resale_offer_id IS NOT NULL))`);
    await queryRunner.query(`CREATE UNIQUE INDEX investments_resale_offer_key ON investments (resale_offer_id) WHERE resale_offer_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX investments_resale_offer_key`);
    await queryRunner.query(`
      ALTER TABLE investments
        DROP CONSTRAINT investments_origin_check,
        DROP CONSTRAINT investments_amount_check,
        DROP CONSTRAINT investments_closed_check,
        DROP CONSTRAINT investments_disbursed_check,
        DROP CONSTRAINT investments_status_check`);
    await queryRunner.query(`
      ALTER TABLE investments
        DROP COLUMN resale_offer_id,
        ALTER COLUMN order_id SET NOT NULL,
        ADD CONSTRAINT investments_status_check
          CHECK (status IN ('pending_payment', 'waiting', 'active', 'finished', 'cleared', 'lapsed', 'cancelled', 'expired')),
        ADD CONSTRAINT investments_disbursed_check
          CHECK ((status IN ('active', 'finished', 'cleared')) = (disbursed_at IS NOT NULL)),
        ADD CONSTRAINT investments_closed_check CHECK ((status IN ('lapsed', 'cancelled', 'expired')) = (closed_at IS NOT NULL)),
        ADD CONSTRAINT investments_amount_check CHECK (amount >= 1000 AND amount % 1000 = 0)`);
    await queryRunner.query(`DROP TABLE resale_offers`);
  }
}
