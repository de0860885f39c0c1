import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Legal collection (法律催收): a lender's request to have the platform's legal partner recover
 * late investments, its cases (each investment with what was owed and its court fee when the
 * request was made), and the activities that record each stage with a note.
 *
 * The prepaid court fee sits in the lender's locked account while the request is pending
 * (fee_state held), comes back on cancellation (released) or goes to the court when the case
 * goes to court (paid). An investment is in at most one open request: its case row stays open
 * (closed_at null) until the request is cancelled or finished, and a unique index says so.
 */
export class LegalCollection1764000000640 implements MigrationInterface {
  name = 'LegalCollection1764000000640';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE legal_collection_requests (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id),
        status varchar(40) NOT NULL DEFAULT 'pending',
        court_fee bigint NOT NULL,
        fee_state varchar(10) NOT NULL DEFAULT 'held',
        remain_principal bigint NOT NULL,
        remain_interest bigint NOT NULL,
        remain_penalty bigint NOT NULL,
        case_count integer NOT NULL,
        fee_paid_at timestamptz,
        cancelled_at timestamptz,
        finished_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT legal_collection_requests_status_check CHECK (status IN (
          'pending', 'preparing', 'contacting_debtor', 'processing', 'received_court_reply',
          'checking_debtors_property', 'applying_for_court_enforcement', 'finished', 'cancelled')),
        CONSTRAINT legal_collection_requests_fee_state_check CHECK (fee_state IN ('held', 'released', 'paid')),
        CONSTRAINT legal_collection_requests_amounts_check CHECK (
          court_fee > 0 AND remain_principal >= 0 AND remain_interest >= 0 AND remain_penalty >= 0 AND case_count > 0),
        CONSTRAINT legal_collection_requests_released_check CHECK ((fee_state = 'released') = (status = 'cancelled')),
        CONSTRAINT legal_collection_requests_paid_check CHECK ((fee_state = 'paid') = (fee_paid_at IS NOT NULL)),
        CONSTRAINT legal_collection_requests_cancelled_check CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
        CONSTRAINT legal_collection_requests_finished_check CHECK ((status = 'finished') = (finished_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX legal_collection_requests_user_idx ON legal_collection_requests (user_id, id DESC)`);
    await queryRunner.query(`CREATE INDEX legal_collection_requests_status_idx ON legal_collection_requests (status, id)`);

    await queryRunner.query(`
      CREATE TABLE legal_collection_investments (
        request_id bigint NOT NULL REFERENCES legal_collection_requests (id),
        investment_id bigint NOT NULL REFERENCES investments (id),
        remain_principal bigint NOT NULL,
        remain_interest bigint NOT NULL,
        remain_penalty bigint NOT NULL,
        min_court_fee bigint NOT NULL,
        max_court_fee bigint NOT NULL,
        closed_at timestamptz,
        PRIMARY KEY (request_id, investment_id),
        CONSTRAINT legal_collection_investments_amounts_check CHECK (
          remain_principal >= 0 AND remain_interest >= 0 AND remain_penalty >= 0
          AND min_court_fee >= 0 AND max_court_fee >= min_court_fee)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX legal_collection_investments_open_key ON legal_collection_investments (investment_id) WHERE closed_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE legal_collection_activities (
        id bigserial PRIMARY KEY,
        request_id bigint NOT NULL REFERENCES legal_collection_requests (id),
        status varchar(40) NOT NULL,
        note varchar(500) NOT NULL,
        created_by bigint REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX legal_collection_activities_request_idx ON legal_collection_activities (request_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE legal_collection_activities`);
    await queryRunner.query(`DROP TABLE legal_collection_investments`);
    await queryRunner.query(`DROP TABLE legal_collection_requests`);
  }
}
