import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The open loans every market list reads: matching and listed (primary_unfinished). */
const OPEN = `status = 'matching' AND market_status = 'primary_unfinished'`;

/** The sort keys of the market lists; each gets a partial index over the open loans of a tab. */
const SORT_INDEXES = [
  ['listed', 'rate_confirmed_at'],
  ['apr', 'apr'],
  ['amount', 'amount'],
  ['period', 'period'],
  ['rank', 'credit_rank'],
  ['progress', 'invested_ratio'],
] as const;

/**
 * The marketplace. Loans get three stored generated columns the lists filter and sort on: the
 * market tab of the application type (libs/domain MARKET_TAB_APP_TYPES; guarantor loans have
 * none), the credit rank of the grade (libs/domain creditRankOf: 1 = A+ … 9 = C-, 10 = any
 * student code, 11–13 = S1–S3) and the invested ratio. Partial indexes over the open loans serve
 * one index scan per page and sort key, and the count. Beside them: members' read markers,
 * questions and the borrower's replies, messages sent to borrowers, and SME financial statements.
 */
export class Marketplace1764000000200 implements MigrationInterface {
  name = 'Marketplace1764000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE loans
        ADD COLUMN market_tab varchar(20) GENERATED ALWAYS AS (
          CASE app_type
            WHEN 'credit' THEN 'credit'
            WHEN 'student' THEN 'credit'
            WHEN 'sme' THEN 'sme'
            WHEN 'corporate' THEN 'sme'
            WHEN 'farmer' THEN 'farmer'
            WHEN 'pawn_project' THEN 'pawn-project'
            WHEN 'realty' THEN 'realty'
            WHEN 'other' THEN 'other'
            WHEN 'ntu' THEN 'ntu'
          END) STORED,
        ADD COLUMN credit_rank smallint GENERATED ALWAYS AS (
          CASE
            WHEN right(grade, 4) = '_STU' THEN 10
            WHEN grade IN ('A0', '2A0') THEN 1
            WHEN grade IN ('A1', 'B', '2A1', '2B') THEN 2
            WHEN grade IN ('C', 'D', 'E', '2C', '2D', '2E') THEN 3
            WHEN grade IN ('F', '2F') THEN 4
            WHEN grade IN ('G1', 'G2', '2G', '2H') THEN 5
            WHEN grade IN ('G3', '2I') THEN 6
            WHEN grade IN ('H1', '2J1') THEN 7
            WHEN grade IN ('H2', 'H3', '2J2', '2J3') THEN 8
            WHEN grade IN ('H4', 'H5', '2J4', '2K') THEN 9
            WHEN grade = 'S1' THEN 11
            WHEN grade = 'S2' THEN 12
            WHEN grade = 'S3' THEN 13
          END) STORED,
        ADD COLUMN invested_ratio numeric(9, 6) GENERATED ALWAYS AS (round(invested_amount::numeric / amount, 6)) STORED`);
    for (const [name, column] of SORT_INDEXES) {
      await queryRunner.query(`CREATE INDEX loans_open_${name}_idx ON loans (market_tab, ${column}, id) WHERE ${OPEN}`);
    }
    await queryRunner.query(`
      CREATE TABLE market_reads (
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, loan_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE loan_questions (
        id bigserial PRIMARY KEY,
        loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
        user_id bigint NOT NULL REFERENCES users (id),
        title varchar(200) NOT NULL CHECK (title <> ''),
        description varchar(1000),
        replied_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loan_questions_reply_check CHECK ((description IS NULL) = (replied_at IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX loan_questions_loan_idx ON loan_questions (loan_id, id)`);
    await queryRunner.query(`
      CREATE TABLE market_messages (
        id bigserial PRIMARY KEY,
        loan_id bigint NOT NULL REFERENCES loans (id),
        sender_id bigint NOT NULL REFERENCES users (id),
        receiver_id bigint NOT NULL REFERENCES users (id),
        subject varchar(90) NOT NULL,
        content varchar(1000) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT market_messages_not_self CHECK (sender_id <> receiver_id)
      )`);
    await queryRunner.query(`CREATE INDEX market_messages_sender_idx ON market_messages (sender_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE loan_financial_statements (
        id bigserial PRIMARY KEY,
        loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
        statement varchar(20) NOT NULL CHECK (statement IN ('balance_sheet', 'income_statement')),
        year smallint NOT NULL CHECK (year BETWEEN 1900 AND 9999),
        items jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loan_financial_statements_key UNIQUE (loan_id, statement, year)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE loan_financial_statements`);
    await queryRunner.query(`DROP TABLE market_messages`);
    await queryRunner.query(`DROP TABLE loan_questions`);
    await queryRunner.query(`DROP TABLE market_reads`);
    for (const [name] of SORT_INDEXES) await queryRunner.query(`DROP INDEX loans_open_${name}_idx`);
    await queryRunner.query(`ALTER TABLE loans DROP COLUMN invested_ratio, DROP COLUMN credit_rank, DROP COLUMN market_tab`);
  }
}
