import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money of the platform: a double-entry ledger (accounts with their balance, append-only
 * transfers), the keys that make money-moving requests idempotent, the members' virtual
 * accounts, deposits from the bank and withdrawal requests.
 *
 * A balance is credits minus debits. A member's cash and locked accounts, the platform's income
 * and the protection fund never go below zero (CHECK); the bank account stands for the outside
 * world and may, so the balances of all accounts always add up to zero.
 */
export class Ledger1764000000100 implements MigrationInterface {
  name = 'Ledger1764000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ledger_accounts (
        id bigserial PRIMARY KEY,
        kind varchar(32) NOT NULL,
        user_id bigint REFERENCES users (id),
        balance bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_accounts_kind_check
          CHECK (kind IN ('user_cash', 'user_locked', 'bank', 'platform_income', 'protection_fund')),
        CONSTRAINT ledger_accounts_owner_check
          CHECK ((kind IN ('user_cash', 'user_locked')) = (user_id IS NOT NULL)),
        CONSTRAINT ledger_accounts_balance_check CHECK (kind = 'bank' OR balance >= 0)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ledger_accounts_user_kind_key ON ledger_accounts (user_id, kind) WHERE user_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX ledger_accounts_platform_kind_key ON ledger_accounts (kind) WHERE user_id IS NULL`,
    );
    await queryRunner.query(
      `INSERT INTO ledger_accounts (kind) VALUES ('bank'), ('platform_income'), ('protection_fund')`,
    );

    await queryRunner.query(`
      CREATE TABLE ledger_transfers (
        id bigserial PRIMARY KEY,
        kind varchar(40) NOT NULL,
        debit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
        credit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
        amount bigint NOT NULL,
        debit_balance_after bigint NOT NULL,
        credit_balance_after bigint NOT NULL,
        reference varchar(80) NOT NULL,
        case_serial varchar(20),
        case_group boolean NOT NULL DEFAULT false,
        bank_code varchar(3),
        bank_account varchar(32),
        description varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_transfers_amount_check CHECK (amount > 0),
        CONSTRAINT ledger_transfers_accounts_check CHECK (debit_account_id <> credit_account_id)
      )`);
    await queryRunner.query(`CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, id)`);
    await queryRunner.query(`CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, id)`);
    await queryRunner.query(`CREATE INDEX ledger_transfers_reference_idx ON ledger_transfers (reference)`);
    await queryRunner.query(`
      CREATE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_transfers is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON ledger_transfers
        FOR EACH ROW EXECUTE FUNCTION ledger_transfers_append_only()`);
    await queryRunner.query(`
      CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_append_only()`);

    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key varchar(255) NOT NULL,
        request_hash char(64) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'in_flight',
        response_status smallint,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, key),
        CONSTRAINT idempotency_keys_status_check CHECK (status IN ('in_flight', 'done')),
        CONSTRAINT idempotency_keys_response_check CHECK ((status = 'done') = (response_status IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at)`);

    await queryRunner.query(`
      CREATE TABLE virtual_accounts (
        user_id bigint PRIMARY KEY REFERENCES users (id),
        account_number varchar(14) NOT NULL,
        bank_code varchar(3) NOT NULL REFERENCES bank_codes (code),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT virtual_accounts_account_number_key UNIQUE (account_number),
        CONSTRAINT virtual_accounts_account_number_check CHECK (account_number ~ '^[0-9]{14}$')
      )`);

    await queryRunner.query(`
      CREATE TABLE deposits (
        id bigserial PRIMARY KEY,
        source varchar(10) NOT NULL,
        notification_id varchar(64),
        virtual_account varchar(32) NOT NULL,
        user_id bigint REFERENCES users (id),
        amount bigint NOT NULL,
        transferred_at timestamptz NOT NULL,
        status varchar(12) NOT NULL,
        note varchar(200),
        payload jsonb,
        created_by bigint REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT deposits_notification_id_key UNIQUE (notification_id),
        CONSTRAINT deposits_source_check CHECK (source IN ('bank', 'console')),
        CONSTRAINT deposits_notification_check CHECK ((source = 'bank') = (notification_id IS NOT NULL)),
        CONSTRAINT deposits_status_check CHECK (status IN ('credited', 'unmatched')),
        CONSTRAINT deposits_user_check CHECK ((status = 'credited') = (user_id IS NOT NULL)),
        CONSTRAINT deposits_amount_check CHECK (amount > 0)
      )`);
    await queryRunner.query(`CREATE INDEX deposits_user_idx ON deposits (user_id, id)`);

    await queryRunner.query(`
      CREATE TABLE withdrawals (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id),
        amount bigint NOT NULL,
        fee bigint NOT NULL,
        bank_code varchar(3) NOT NULL,
        branch_code varchar(4),
        bank_account varchar(20) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending',
        reject_reason varchar(200),
        processed_at timestamptz,
        processed_by bigint REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT withdrawals_amount_check CHECK (amount > 0 AND fee >= 0 AND fee < amount),
        CONSTRAINT withdrawals_status_check CHECK (status IN ('pending', 'paid', 'rejected')),
        CONSTRAINT withdrawals_processed_check CHECK ((status = 'pending') = (processed_at IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at)`);
    await queryRunner.query(`CREATE INDEX withdrawals_status_idx ON withdrawals (status, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE withdrawals`);
    await queryRunner.query(`DROP TABLE deposits`);
    await queryRunner.query(`DROP TABLE virtual_accounts`);
    await queryRunner.query(`DROP TABLE idempotency_keys`);
    await queryRunner.query(`DROP TABLE ledger_transfers`);
    await queryRunner.query(`DROP FUNCTION ledger_transfers_append_only()`);
    await queryRunner.query(`DROP TABLE ledger_accounts`);
  }
}
