import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Repayment life: the business clock (Asia/Taipei, with the demo offset that moves it forward),
 * the borrower's schedule of each disbursed loan and each investment's own schedule, the daily
 * batch's record of the business dates it ran, and the transit account through which a
 * borrower's payment reaches the lenders (debited and emptied in the same transaction).
 */
export class Repayment1764000000600 implements MigrationInterface {
  name = 'Repayment1764000000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE business_clock (
        id smallint PRIMARY KEY DEFAULT 1,
        offset_days integer NOT NULL DEFAULT 0,
        updated_by bigint REFERENCES users (id),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT business_clock_single_row CHECK (id = 1),
        CONSTRAINT business_clock_offset_check CHECK (offset_days >= 0 AND offset_days <= 3650)
      )`);
    await queryRunner.query(`INSERT INTO business_clock DEFAULT VALUES`);

    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await queryRunner.query(`
      ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
        CHECK (kind IN ('user_cash', 'user_locked', 'bank', 'platform_income', 'protection_fund', 'repayment_transit'))`);
    await queryRunner.query(`INSERT INTO ledger_accounts (kind) VALUES ('repayment_transit')`);

    await queryRunner.query(`
      ALTER TABLE loans
        ADD COLUMN cycle_day smallint,
        ADD COLUMN finished_at timestamptz,
        ADD COLUMN cleared_at timestamptz,
        ADD COLUMN protection_paid_at timestamptz,
        ADD CONSTRAINT loans_cycle_day_check CHECK (cycle_day IS NULL OR (cycle_day >= 1 AND cycle_day <= 28))`);

    await queryRunner.query(`ALTER TABLE investments DROP CONSTRAINT investments_status_check`);
    await queryRunner.query(`ALTER TABLE investments DROP CONSTRAINT investments_disbursed_check`);
    await queryRunner.query(`
      ALTER TABLE investments
        ADD COLUMN finished_at timestamptz,
        ADD CONSTRAINT investments_status_check
          CHECK (status IN ('pending_payment', 'waiting', 'active', 'finished', 'cleared', 'lapsed', 'cancelled', 'expired')),
        ADD CONSTRAINT investments_disbursed_check
          CHECK ((status IN ('active', 'finished', 'cleared')) = (disbursed_at IS NOT NULL)),
        ADD CONSTRAINT investments_finished_check CHECK ((status IN ('finished', 'cleared')) = (finished_at IS NOT NULL))`);

    await queryRunner.query(`
      CREATE TABLE loan_repayments (
        id bigserial PRIMARY KEY,
        loan_id bigint NOT NULL REFERENCES loans (id),
        period smallint NOT NULL,
        due_date date NOT NULL,
        principal bigint NOT NULL,
        interest bigint NOT NULL,
        balance bigint NOT NULL,
        fee_amount bigint NOT NULL DEFAULT 0,
        penalty bigint NOT NULL DEFAULT 0,
        penalty_through date,
        paid_principal bigint NOT NULL DEFAULT 0,
        paid_interest bigint NOT NULL DEFAULT 0,
        paid_fee bigint NOT NULL DEFAULT 0,
        paid_penalty bigint NOT NULL DEFAULT 0,
        status varchar(12) NOT NULL DEFAULT 'unpaid',
        late_since date,
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loan_repayments_period_key UNIQUE (loan_id, period),
        CONSTRAINT loan_repayments_status_check CHECK (status IN ('unpaid', 'partial', 'late', 'paid', 'late_paid', 'cleared')),
        CONSTRAINT loan_repayments_amounts_check CHECK (
          principal >= 0 AND interest >= 0 AND balance >= 0 AND fee_amount >= 0 AND penalty >= 0
          AND paid_principal BETWEEN 0 AND principal AND paid_interest BETWEEN 0 AND interest
          AND paid_fee BETWEEN 0 AND fee_amount AND paid_penalty BETWEEN 0 AND penalty),
        CONSTRAINT loan_repayments_paid_check CHECK ((status IN ('paid', 'late_paid', 'cleared')) = (paid_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX loan_repayments_due_idx ON loan_repayments (due_date, loan_id) WHERE status IN ('unpaid', 'partial', 'late')`);

    await queryRunner.query(`
      CREATE TABLE investment_repayments (
        id bigserial PRIMARY KEY,
        investment_id bigint NOT NULL REFERENCES investments (id),
        loan_repayment_id bigint NOT NULL REFERENCES loan_repayments (id),
        period smallint NOT NULL,
        due_date date NOT NULL,
        principal bigint NOT NULL,
        interest bigint NOT NULL,
        balance bigint NOT NULL,
        fee_amount bigint NOT NULL DEFAULT 0,
        robo_invest_monthly_lender_fee bigint NOT NULL DEFAULT 0,
        penalty bigint NOT NULL DEFAULT 0,
        paid_principal bigint NOT NULL DEFAULT 0,
        paid_interest bigint NOT NULL DEFAULT 0,
        paid_fee bigint NOT NULL DEFAULT 0,
        paid_penalty bigint NOT NULL DEFAULT 0,
        protection_paid bigint NOT NULL DEFAULT 0,
        status varchar(12) NOT NULL DEFAULT 'unpaid',
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT investment_repayments_period_key UNIQUE (investment_id, period),
        CONSTRAINT investment_repayments_status_check CHECK (status IN ('unpaid', 'partial', 'late', 'paid', 'late_paid', 'cleared')),
        CONSTRAINT investment_repayments_amounts_check CHECK (
          principal >= 0 AND interest >= 0 AND balance >= 0 AND fee_amount >= 0 AND robo_invest_monthly_lender_fee >= 0
          AND penalty >= 0 AND protection_paid >= 0
          AND paid_principal BETWEEN 0 AND principal AND paid_interest BETWEEN 0 AND interest
          AND paid_fee >= 0 AND paid_penalty BETWEEN 0 AND penalty),
        CONSTRAINT investment_repayments_paid_check CHECK ((status IN ('paid', 'late_paid', 'cleared')) = (paid_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX investment_repayments_row_idx ON investment_repayments (loan_repayment_id)`);

    await queryRunner.query(`
      CREATE TABLE batch_runs (
        business_date date PRIMARY KEY,
        status varchar(10) NOT NULL DEFAULT 'running',
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        started_by bigint REFERENCES users (id),
        summary jsonb,
        CONSTRAINT batch_runs_status_check CHECK (status IN ('running', 'done', 'failed')),
        CONSTRAINT batch_runs_finished_check CHECK ((status = 'running') = (finished_at IS NULL))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE batch_runs`);
    await queryRunner.query(`DROP TABLE investment_repayments`);
    await queryRunner.query(`DROP TABLE loan_repayments`);
    await queryRunner.query(`ALTER TABLE investments DROP CONSTRAINT investments_finished_check`);
    await queryRunner.query(`ALTER TABLE investments DROP CONSTRAINT investments_disbursed_check`);
    await queryRunner.query(`ALTER TABLE investments DROP CONSTRAINT investments_status_check`);
    await queryRunner.query(`
      ALTER TABLE investments
        DROP COLUMN finished_at,
        ADD CONSTRAINT investments_status_check
          CHECK (status IN ('pending_payment', 'waiting', 'active', 'lapsed', 'cancelled', 'expired')),
        ADD CONSTRAINT investments_disbursed_check CHECK ((status = 'active') = (disbursed_at IS NOT NULL))`);
    await queryRunner.query(`
      ALTER TABLE loans
        DROP CONSTRAINT loans_cycle_day_check,
        DROP COLUMN protection_paid_at,
        DROP COLUMN cleared_at,
        DROP COLUMN finished_at,
        DROP COLUMN cycle_day`);
    await queryRunner.query(`DELETE FROM ledger_accounts WHERE kind = 'repayment_transit'`);
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await queryRunner.query(`
      ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
        CHECK (kind IN ('user_cash', 'user_locked', 'bank', 'platform_income', 'protection_fund'))`);
    await queryRunner.query(`DROP TABLE business_clock`);
  }
}
