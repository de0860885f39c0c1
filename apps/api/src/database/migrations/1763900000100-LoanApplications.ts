import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LoanApplications1763900000100 implements MigrationInterface {
  name = 'LoanApplications1763900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE loan_application_serial_seq START 1`);
    await queryRunner.query(`
      CREATE FUNCTION next_loan_application_serial() RETURNS text LANGUAGE sql AS $$
        SELECT 'A' || to_char(now() AT TIME ZONE 'Asia/Taipei', 'YYMMDD')
                   || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END
          FROM (SELECT nextval('loan_application_serial_seq') AS n) AS next_value
      $$`);
    await queryRunner.query(`
      CREATE TABLE loan_applications (
        id bigserial PRIMARY KEY,
        serial varchar(20) NOT NULL DEFAULT next_loan_application_serial(),
        user_id bigint NOT NULL REFERENCES users (id),
        app_type varchar(20) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'prepare'
          CHECK (status IN ('prepare', 'submitted', 'reviewing', 'approved', 'rejected')),
        application jsonb NOT NULL DEFAULT '{}',
        profile jsonb NOT NULL DEFAULT '{}',
        corporate_profile jsonb NOT NULL DEFAULT '{}',
        collaterals jsonb NOT NULL DEFAULT '[]',
        attachments jsonb NOT NULL DEFAULT '{}',
        step smallint NOT NULL DEFAULT 1 CHECK (step >= 1),
        tags text[] NOT NULL DEFAULT '{}',
        sales_id bigint REFERENCES users (id),
        version integer NOT NULL DEFAULT 1,
        submitted_at timestamptz,
        decided_at timestamptz,
        decided_by bigint REFERENCES users (id),
        decision_reason varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loan_applications_serial_key UNIQUE (serial)
      )`);
    await queryRunner.query(`CREATE INDEX loan_applications_user_idx ON loan_applications (user_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX loan_applications_status_idx ON loan_applications (status, submitted_at)`);
    await queryRunner.query(`
      CREATE TABLE loan_application_events (
        id bigserial PRIMARY KEY,
        application_id bigint NOT NULL REFERENCES loan_applications (id) ON DELETE CASCADE,
        actor_id bigint REFERENCES users (id),
        action varchar(40) NOT NULL,
        from_status varchar(16),
        to_status varchar(16),
        data jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX loan_application_events_app_idx ON loan_application_events (application_id, created_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE loans (
        id bigserial PRIMARY KEY,
        serial varchar(20) NOT NULL,
        application_id bigint NOT NULL REFERENCES loan_applications (id),
        borrower_id bigint NOT NULL REFERENCES users (id),
        app_type varchar(20) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'rate_confirming'
          CHECK (status IN ('rate_confirming', 'matching', 'funded', 'cancelled', 'expired', 'repaying',
                            'overdue', 'legal_collection', 'finished', 'cleared')),
        market_status varchar(30),
        source varchar(10) NOT NULL DEFAULT 'complex' CHECK (source IN ('complex', 'npr', 'pgr')),
        grade varchar(8) NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        period smallint NOT NULL CHECK (period > 0),
        principal_repayment_type varchar(20) NOT NULL,
        add_rate numeric(5, 2) NOT NULL,
        apr numeric(5, 2) NOT NULL CHECK (apr > 0 AND apr <= 16),
        original_apr numeric(5, 2),
        borrower_fee bigint NOT NULL CHECK (borrower_fee >= 0),
        funding_deadline timestamptz,
        rate_confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loans_serial_key UNIQUE (serial),
        CONSTRAINT loans_application_key UNIQUE (application_id)
      )`);
    await queryRunner.query(`CREATE INDEX loans_borrower_idx ON loans (borrower_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX loans_market_idx ON loans (status, market_status)`);
    await queryRunner.query(`
      CREATE TABLE marketing_codes (
        code varchar(30) PRIMARY KEY,
        description varchar(100) NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        valid_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE inbox_messages (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        subject varchar(90) NOT NULL,
        content text NOT NULL,
        loan_serials text[] NOT NULL DEFAULT '{}',
        investment_serials text[] NOT NULL DEFAULT '{}',
        read_at timestamptz,
        marked boolean NOT NULL DEFAULT false,
        trashed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX inbox_messages_user_idx ON inbox_messages (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE inbox_messages`);
    await queryRunner.query(`DROP TABLE marketing_codes`);
    await queryRunner.query(`DROP TABLE loans`);
    await queryRunner.query(`DROP TABLE loan_application_events`);
    await queryRunner.query(`DROP TABLE loan_applications`);
    await queryRunner.query(`DROP FUNCTION next_loan_application_serial()`);
    await queryRunner.query(`DROP SEQUENCE loan_application_serial_seq`);
  }
}
