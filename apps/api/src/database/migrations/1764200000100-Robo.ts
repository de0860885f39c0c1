import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACCOUNT_KINDS_BEFORE = `'user_cash', 'user_locked', 'bank', 'platform_income', 'protection_fund', 'repayment_transit'`;
const MEMBER_KINDS_BEFORE = `'user_cash', 'user_locked'`;

/**
 * Robo investing: a robo cash account per member and product in the ledger; robo_investments, one
 * row per internal transfer (its serial, amount and date); the robo product of each part the
 * engine ordered (investments.robo_product, orders paid by 'robo'); the vip flag staff set.
 */
export class Robo1764200000100 implements MigrationInterface {
  name = 'Robo1764200000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_check`);
    await queryRunner.query(`
      ALTER TABLE ledger_accounts
        ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${ACCOUNT_KINDS_BEFORE}, 'robo_stable', 'robo_vip')),
        ADD CONSTRAINT ledger_accounts_owner_check CHECK ((kind IN (${MEMBER_KINDS_BEFORE}, 'robo_stable', 'robo_vip')) = (user_id IS NOT NULL))`);

    await queryRunner.query(`ALTER TABLE users ADD COLUMN robo_vip boolean NOT NULL DEFAULT false`);

    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check`);
    await queryRunner.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('balance', 'deposit', 'robo'))`,
    );
    await queryRunner.query(`
      ALTER TABLE investments
        ADD COLUMN robo_product varchar(10),
        ADD CONSTRAINT investments_robo_product_check CHECK (robo_product IS NULL OR robo_product IN ('stable', 'vip'))`);
    await queryRunner.query(
      `CREATE INDEX investments_robo_idx ON investments (user_id, robo_product, loan_id) WHERE robo_product IS NOT NULL`,
    );

    await queryRunner.query(`CREATE SEQUENCE robo_investment_serial_seq`);
    await queryRunner.query(`
      CREATE FUNCTION next_robo_investment_serial(at timestamptz) RETURNS text LANGUAGE sql AS $$
        SELECT 'R' || to_char(at AT TIME ZONE 'Asia/Taipei', 'YYMMDD')
                   || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END
          FROM (SELECT nextval('robo_investment_serial_seq') AS n) AS next_value
      $$`);
    await queryRunner.query(`
      CREATE TABLE robo_investments (
        id bigserial PRIMARY KEY,
        serial varchar(20) NOT NULL,
        user_id bigint NOT NULL REFERENCES users (id),
        product varchar(10) NOT NULL,
        amount bigint NOT NULL,
        transfer_reference varchar(80) NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT robo_investments_serial_key UNIQUE (serial),
        CONSTRAINT robo_investments_product_check CHECK (product IN ('stable', 'vip')),
        CONSTRAINT robo_investments_amount_check CHECK (amount > 0)
      )`);
    await queryRunner.query(`CREATE INDEX robo_investments_user_idx ON robo_investments (user_id, product, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE robo_investments`);
    await queryRunner.query(`DROP FUNCTION next_robo_investment_serial(timestamptz)`);
    await queryRunner.query(`DROP SEQUENCE robo_investment_serial_seq`);
    await queryRunner.query(`DROP INDEX investments_robo_idx`);
    await queryRunner.query(`ALTER TABLE investments DROP CONSTRAINT investments_robo_product_check, DROP COLUMN robo_product`);
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check`);
    await queryRunner.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('balance', 'deposit'))`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN robo_vip`);
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_check`);
    await queryRunner.query(`
      ALTER TABLE ledger_accounts
        ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${ACCOUNT_KINDS_BEFORE})),
        ADD CONSTRAINT ledger_accounts_owner_check CHECK ((kind IN (${MEMBER_KINDS_BEFORE})) = (user_id IS NOT NULL))`);
  }
}
