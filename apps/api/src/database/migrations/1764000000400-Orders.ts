import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders and investments. An order holds one investment per loan; its total is their sum. An
 * order paid from the balance is paid at once; a deposit order waits for its payment until
 * arrive_at. Each investment has reserved its amount in loans.invested_amount (never above the
 * loan's amount) from the moment the order was placed until it lapses, is cancelled or expires.
 *
 * Serials: O (orders) or I (investments) + the Taipei date (YYMMDD) + a six-digit running number
 * (longer once it passes a million), from a sequence each.
 */
export class Orders1764000000400 implements MigrationInterface {
  name = 'Orders1764000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [prefix, name] of [
      ['O', 'order'],
      ['I', 'investment'],
    ] as const) {
      await queryRunner.query(`CREATE SEQUENCE ${name}_serial_seq START 1`);
      await queryRunner.query(`
        CREATE FUNCTION next_${name}_serial() RETURNS text LANGUAGE sql AS $$
          SELECT '${prefix}' || to_char(now() AT TIME ZONE 'Asia/Taipei', 'YYMMDD')
                     || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END
            FROM (SELECT nextval('${name}_serial_seq') AS n) AS next_value
        $$`);
    }
    await queryRunner.query(`
      CREATE TABLE orders (
        id bigserial PRIMARY KEY,
        serial varchar(20) NOT NULL DEFAULT next_order_serial(),
        user_id bigint NOT NULL REFERENCES users (id),
        status varchar(20) NOT NULL,
        payment_method varchar(10) NOT NULL,
        total_amount bigint NOT NULL,
        promo_code varchar(30),
        arrive_at timestamptz,
        paid_at timestamptz,
        closed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT orders_serial_key UNIQUE (serial),
        CONSTRAINT orders_status_check CHECK (status IN ('pending_payment', 'paid', 'lapsed', 'cancelled')),
        CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('balance', 'deposit')),
        CONSTRAINT orders_total_amount_check CHECK (total_amount >= 1000 AND total_amount % 1000 = 0),
        CONSTRAINT orders_arrive_at_check CHECK ((payment_method = 'deposit') = (arrive_at IS NOT NULL)),
        CONSTRAINT orders_paid_check CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
        CONSTRAINT orders_closed_check CHECK ((status IN ('lapsed', 'cancelled')) = (closed_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX orders_pending_idx ON orders (arrive_at, id) WHERE status = 'pending_payment'`);
    await queryRunner.query(`
      CREATE TABLE investments (
        id bigserial PRIMARY KEY,
        serial varchar(20) NOT NULL DEFAULT next_investment_serial(),
        order_id bigint NOT NULL REFERENCES orders (id),
        user_id bigint NOT NULL REFERENCES users (id),
        loan_id bigint NOT NULL REFERENCES loans (id),
        amount bigint NOT NULL,
        status varchar(20) NOT NULL,
        lender_fee numeric(5, 2) NOT NULL,
        paid_at timestamptz,
        disbursed_at timestamptz,
        closed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT investments_serial_key UNIQUE (serial),
        CONSTRAINT investments_order_loan_key UNIQUE (order_id, loan_id),
        CONSTRAINT investments_status_check
          CHECK (status IN ('pending_payment', 'waiting', 'active', 'lapsed', 'cancelled', 'expired')),
        CONSTRAINT investments_amount_check CHECK (amount >= 1000 AND amount % 1000 = 0),
        CONSTRAINT investments_lender_fee_check CHECK (lender_fee >= 0 AND lender_fee < 100),
        CONSTRAINT investments_paid_check CHECK (status NOT IN ('waiting', 'active') OR paid_at IS NOT NULL),
        CONSTRAINT investments_disbursed_check CHECK ((status = 'active') = (disbursed_at IS NOT NULL)),
        CONSTRAINT investments_closed_check CHECK ((status IN ('lapsed', 'cancelled', 'expired')) = (closed_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX investments_user_idx ON investments (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX investments_loan_idx ON investments (loan_id, status)`);
    await queryRunner.query(`CREATE INDEX investments_order_idx ON investments (order_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE investments`);
    await queryRunner.query(`DROP TABLE orders`);
    for (const name of ['investment', 'order']) {
      await queryRunner.query(`DROP FUNCTION next_${name}_serial()`);
      await queryRunner.query(`DROP SEQUENCE ${name}_serial_seq`);
    }
  }
}
