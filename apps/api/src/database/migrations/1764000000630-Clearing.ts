import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Early repayment and clearing (提前清償). A clearing is one payment by a borrower that clears
 * investments of their loans at a settlement date: early (investments whose lenders agreed) or
 * pawnshop (every investment of a pawn loan at once). It records what reached the lenders and the
 * clearing fee: paid then, or added to the loan's next unpaid row (fee_carried).
 *
 * A clear request is an investment's way through early clearing: asked by the borrower
 * (wait_agree), agreed by the lender (wait_clear) or disagreed (the investment can be asked about
 * again), and cleared by a clearing, with what it paid. An investment has at most one request that
 * is open or cleared; a pawnshop clearing writes its investments' requests as cleared at once.
 * borrower_id and lender_id repeat the loan's borrower and the investment's lender, for the lists.
 */
export class Clearing1764000000630 implements MigrationInterface {
  name = 'Clearing1764000000630';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE clearings (
        id bigserial PRIMARY KEY,
        kind varchar(10) NOT NULL,
        borrower_id bigint NOT NULL REFERENCES users (id),
        settlement_date date NOT NULL,
        amount bigint NOT NULL,
        fee bigint NOT NULL,
        fee_paid bigint NOT NULL,
        fee_carried bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT clearings_kind_check CHECK (kind IN ('early', 'pawnshop')),
        CONSTRAINT clearings_amounts_check CHECK (amount >= 0 AND fee >= 0 AND fee_paid >= 0 AND fee_carried >= 0 AND fee_carried <= fee)
      )`);
    await queryRunner.query(`CREATE INDEX clearings_borrower_idx ON clearings (borrower_id, created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE clear_requests (
        id bigserial PRIMARY KEY,
        investment_id bigint NOT NULL REFERENCES investments (id),
        loan_id bigint NOT NULL REFERENCES loans (id),
        borrower_id bigint NOT NULL REFERENCES users (id),
        lender_id bigint NOT NULL REFERENCES users (id),
        status varchar(12) NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        clearing_id bigint REFERENCES clearings (id),
        clear_principal bigint,
        clear_interest bigint,
        clear_penalty bigint,
        lender_fee bigint,
        cleared_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT clear_requests_status_check CHECK (status IN ('wait_agree', 'wait_clear', 'disagreed', 'cleared')),
        CONSTRAINT clear_requests_decided_check CHECK ((status = 'wait_agree') = (decided_at IS NULL)),
        CONSTRAINT clear_requests_cleared_check CHECK (
          (status = 'cleared') = (clearing_id IS NOT NULL AND cleared_at IS NOT NULL AND clear_principal IS NOT NULL
                                  AND clear_interest IS NOT NULL AND clear_penalty IS NOT NULL AND lender_fee IS NOT NULL)),
        CONSTRAINT clear_requests_amounts_check CHECK (
          clear_principal >= 0 AND clear_interest >= 0 AND clear_penalty >= 0 AND lender_fee >= 0)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX clear_requests_investment_key ON clear_requests (investment_id) WHERE status IN ('wait_agree', 'wait_clear', 'cleared')`,
    );
    await queryRunner.query(`CREATE INDEX clear_requests_borrower_idx ON clear_requests (borrower_id, status, cleared_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX clear_requests_lender_idx ON clear_requests (lender_id, status, requested_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX clear_requests_clearing_idx ON clear_requests (clearing_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE clear_requests`);
    await queryRunner.query(`DROP TABLE clearings`);
  }
}
