import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LoanApplicationExtras1763900000200 implements MigrationInterface {
  name = 'LoanApplicationExtras1763900000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The ids of the collaterals, by position in loan_applications.collaterals (which keeps the form's shape).
    await queryRunner.query(`ALTER TABLE loan_applications ADD COLUMN collateral_ids uuid[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`
      CREATE TABLE loan_credit_card_records (
        id bigserial PRIMARY KEY,
        application_id bigint NOT NULL REFERENCES loan_applications (id) ON DELETE CASCADE,
        bank_code varchar(3) NOT NULL REFERENCES bank_codes (code),
        account varchar(20),
        card_number_masked varchar(16) NOT NULL CHECK (card_number_masked ~ '^\\*{11,12}[0-9]{4}$'),
        amount bigint NOT NULL CHECK (amount >= 1),
        bill_image_id uuid NOT NULL REFERENCES uploads (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX loan_credit_card_records_app_idx ON loan_credit_card_records (application_id, created_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE policy_agreements (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        version varchar(20) NOT NULL,
        privacy_policy boolean NOT NULL CHECK (privacy_policy),
        transaction_policy boolean NOT NULL CHECK (transaction_policy),
        agreed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT policy_agreements_user_version_key UNIQUE (user_id, version)
      )`);
    await queryRunner.query(`
      CREATE TABLE loan_guarantors (
        id bigserial PRIMARY KEY,
        application_id bigint NOT NULL REFERENCES loan_applications (id) ON DELETE CASCADE,
        guarantor_resident_id varchar(10) NOT NULL,
        guarantor_user_id bigint REFERENCES users (id),
        relationship varchar(20),
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loan_guarantors_application_key UNIQUE (application_id),
        CONSTRAINT loan_guarantors_confirmed_check CHECK (
          (confirmed_at IS NULL AND guarantor_user_id IS NULL AND relationship IS NULL)
          OR (confirmed_at IS NOT NULL AND guarantor_user_id IS NOT NULL AND relationship IS NOT NULL)
        )
      )`);
    await queryRunner.query(`CREATE INDEX loan_guarantors_resident_idx ON loan_guarantors (guarantor_resident_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE loan_guarantors`);
    await queryRunner.query(`DROP TABLE policy_agreements`);
    await queryRunner.query(`DROP TABLE loan_credit_card_records`);
    await queryRunner.query(`ALTER TABLE loan_applications DROP COLUMN collateral_ids`);
  }
}
