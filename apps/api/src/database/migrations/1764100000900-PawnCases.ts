import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pawn cases: one per submitted pawn_project application, worked by pawnshop operators. A case
 * waits (pending) until one operator takes it (taken), carries the terms its taker set while the
 * borrower answers (wait_confirm), then the borrower's agreement (confirmed), the loan the operator
 * invested with the pawn ticket (invested), and its end (cleared or forfeited). The checks keep each
 * state's facts complete. Pawn loans may carry the pawnshop law's rates (up to 30 %, from 0), other
 * loans keep the loans' cap. Pawn applications submitted before this migration that no reviewer
 * listed for lenders get their cases here.
 */
export class PawnCases1764100000900 implements MigrationInterface {
  name = 'PawnCases1764100000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pawn_cases (
        id bigserial PRIMARY KEY,
        application_id bigint NOT NULL REFERENCES loan_applications (id),
        status varchar(16) NOT NULL DEFAULT 'pending',
        operator_id bigint REFERENCES users (id),
        taken_at timestamptz,
        amount bigint,
        period smallint,
        principal_repayment_type varchar(20),
        apr numeric(5, 2),
        storage_fee bigint,
        set_at timestamptz,
        confirmed_at timestamptz,
        pawn_ticket jsonb NOT NULL DEFAULT '[]',
        loan_id bigint REFERENCES loans (id),
        invested_at timestamptz,
        invested_on date,
        closed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pawn_cases_application_key UNIQUE (application_id),
        CONSTRAINT pawn_cases_loan_key UNIQUE (loan_id),
        CONSTRAINT pawn_cases_status_check
          CHECK (status IN ('pending', 'taken', 'wait_confirm', 'confirmed', 'invested', 'cleared', 'forfeited')),
        CONSTRAINT pawn_cases_taken_check CHECK ((status = 'pending') = (operator_id IS NULL AND taken_at IS NULL)),
        CONSTRAINT pawn_cases_terms_check CHECK (
          (status IN ('pending', 'taken')) = (set_at IS NULL)
          AND (set_at IS NULL) = (amount IS NULL) AND (set_at IS NULL) = (period IS NULL)
          AND (set_at IS NULL) = (principal_repayment_type IS NULL) AND (set_at IS NULL) = (apr IS NULL)
          AND (set_at IS NULL) = (storage_fee IS NULL)),
        CONSTRAINT pawn_cases_terms_range_check CHECK (
          amount > 0 AND period BETWEEN 3 AND 12 AND apr >= 0 AND apr <= 30 AND storage_fee >= 0 AND storage_fee * 20 <= amount),
        CONSTRAINT pawn_cases_confirmed_check CHECK ((status IN ('confirmed', 'invested', 'cleared', 'forfeited')) = (confirmed_at IS NOT NULL)),
        CONSTRAINT pawn_cases_invested_check CHECK (
          (status IN ('invested', 'cleared', 'forfeited')) = (loan_id IS NOT NULL AND invested_at IS NOT NULL AND invested_on IS NOT NULL)
          AND (loan_id IS NULL OR jsonb_array_length(pawn_ticket) > 0)),
        CONSTRAINT pawn_cases_closed_check CHECK ((status IN ('cleared', 'forfeited')) = (closed_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX pawn_cases_status_idx ON pawn_cases (status, id)`);
    await queryRunner.query(`CREATE INDEX pawn_cases_operator_idx ON pawn_cases (operator_id, id) WHERE operator_id IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE loans DROP CONSTRAINT loans_apr_check`);
    await queryRunner.query(`
      ALTER TABLE loans ADD CONSTRAINT loans_apr_check
        CHECK (CASE WHEN app_type = 'pawn_project' THEN apr >= 0 AND apr <= 30 ELSE apr > 0 AND apr <= 16 END)`);
    await queryRunner.query(`
      INSERT INTO pawn_cases (application_id, created_at, updated_at)
      SELECT a.id, COALESCE(a.submitted_at, a.created_at), COALESCE(a.submitted_at, a.created_at)
        FROM loan_applications a
       WHERE a.app_type = 'pawn_project' AND a.status IN ('submitted', 'reviewing')
         AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.application_id = a.id)
       ORDER BY a.id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE pawn_cases`);
    await queryRunner.query(`ALTER TABLE loans DROP CONSTRAINT loans_apr_check`);
    await queryRunner.query(`ALTER TABLE loans ADD CONSTRAINT loans_apr_check CHECK (apr > 0 AND apr <= 16)`);
  }
}
