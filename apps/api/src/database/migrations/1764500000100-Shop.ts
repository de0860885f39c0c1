import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACCOUNT_KINDS_BEFORE = `'user_cash', 'user_locked', 'bank', 'platform_income', 'protection_fund', 'repayment_transit', 'robo_stable', 'robo_vip', 'marketing'`;
const MEMBER_KINDS_BEFORE = `'user_cash', 'user_locked', 'robo_stable', 'robo_vip'`;

/**
 * The shop: shops owned by sellers (goods or bookable services), their products (price, stock
 * never below zero, visible and orderable flags, pictures), the buyers' orders (their lines at the
 * price of the day, paid from the balance or by pay-later instalments, the delivery and its
 * carrier, what the order brought into the seller's payable, paid out and refunded), the pay-later
 * instalments the daily batch collects, and the bookings of a service shop (one live booking per
 * shop, date and hour). The seller's payable is a member account of the ledger (shop_payable).
 */
export class Shop1764500000100 implements MigrationInterface {
  name = 'Shop1764500000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_check`);
    await queryRunner.query(`
      ALTER TABLE ledger_accounts
        ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${ACCOUNT_KINDS_BEFORE}, 'shop_payable')),
        ADD CONSTRAINT ledger_accounts_owner_check CHECK ((kind IN (${MEMBER_KINDS_BEFORE}, 'shop_payable')) = (user_id IS NOT NULL))`);

    await queryRunner.query(`CREATE SEQUENCE shop_order_serial_seq START 1`);
    await queryRunner.query(`
      CREATE TABLE shops (
        id bigserial PRIMARY KEY,
        owner_user_id bigint NOT NULL REFERENCES users (id),
        kind varchar(10) NOT NULL,
        name varchar(60) NOT NULL,
        description varchar(2000) NOT NULL DEFAULT '',
        image_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT shops_kind_check CHECK (kind IN ('goods', 'service'))
      )`);
    await queryRunner.query(`CREATE INDEX shops_owner_idx ON shops (owner_user_id)`);
    await queryRunner.query(`
      CREATE TABLE shop_products (
        id bigserial PRIMARY KEY,
        shop_id bigint NOT NULL REFERENCES shops (id),
        name varchar(100) NOT NULL,
        price bigint NOT NULL,
        is_orderable boolean NOT NULL DEFAULT true,
        is_visible boolean NOT NULL DEFAULT true,
        quantity integer NOT NULL DEFAULT 0,
        note varchar(500) NOT NULL DEFAULT '',
        image_ids uuid[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT shop_products_price_check CHECK (price >= 1 AND price <= 10000000),
        CONSTRAINT shop_products_quantity_check CHECK (quantity >= 0),
        CONSTRAINT shop_products_images_check CHECK (cardinality(image_ids) <= 8)
      )`);
    await queryRunner.query(`CREATE INDEX shop_products_shop_idx ON shop_products (shop_id, id)`);
    await queryRunner.query(`
      CREATE TABLE shop_orders (
        id bigserial PRIMARY KEY,
        serial varchar(20) NOT NULL,
        shop_id bigint NOT NULL REFERENCES shops (id),
        user_id bigint NOT NULL REFERENCES users (id),
        status varchar(10) NOT NULL DEFAULT 'unpaid',
        payment_method varchar(30) NOT NULL,
        delivery_status varchar(10) NOT NULL DEFAULT 'pending',
        total bigint NOT NULL,
        discount bigint NOT NULL DEFAULT 0,
        promo_code varchar(40),
        receiver_name varchar(40) NOT NULL,
        phone varchar(20) NOT NULL,
        email varchar(120) NOT NULL DEFAULT '',
        address varchar(200) NOT NULL,
        note varchar(500) NOT NULL DEFAULT '',
        contact varchar(100) NOT NULL DEFAULT '',
        info jsonb NOT NULL DEFAULT '{}',
        pay_deadline timestamptz,
        paid_on date,
        paid_at timestamptz,
        delivery_deadline date,
        carrier varchar(40),
        carrier_code varchar(60),
        delivered_at timestamptz,
        received_at timestamptz,
        closed_at timestamptz,
        paid_in bigint NOT NULL DEFAULT 0,
        paid_out bigint NOT NULL DEFAULT 0,
        refunded bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        CONSTRAINT shop_orders_serial_key UNIQUE (serial),
        CONSTRAINT shop_orders_status_check CHECK (status IN ('unpaid', 'paid', 'cancelled', 'lapsed')),
        CONSTRAINT shop_orders_payment_method_check CHECK (payment_method IN ('balance', 'lnb_paylater_installment')),
        CONSTRAINT shop_orders_delivery_status_check CHECK (delivery_status IN ('pending', 'delivered', 'received')),
        CONSTRAINT shop_orders_delivery_paid_check CHECK (delivery_status = 'pending' OR status = 'paid'),
        CONSTRAINT shop_orders_unpaid_check CHECK ((status = 'unpaid') = (pay_deadline IS NOT NULL)),
        CONSTRAINT shop_orders_paid_check CHECK ((status = 'paid') = (paid_at IS NOT NULL AND closed_at IS NULL)),
        CONSTRAINT shop_orders_amounts_check CHECK (total >= 1 AND discount >= 0 AND paid_in >= 0 AND paid_out >= 0 AND refunded >= 0
          AND paid_in <= total AND paid_out + refunded <= paid_in),
        CONSTRAINT shop_orders_carrier_check CHECK (delivery_status = 'pending' OR carrier_code IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX shop_orders_user_idx ON shop_orders (user_id, delivery_status, id)`);
    await queryRunner.query(`CREATE INDEX shop_orders_shop_idx ON shop_orders (shop_id, id)`);
    await queryRunner.query(`CREATE INDEX shop_orders_unpaid_idx ON shop_orders (pay_deadline) WHERE status = 'unpaid'`);
    await queryRunner.query(`
      CREATE TABLE shop_order_lines (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES shop_orders (id),
        product_id bigint NOT NULL REFERENCES shop_products (id),
        name varchar(100) NOT NULL,
        price bigint NOT NULL,
        quantity integer NOT NULL,
        note varchar(500) NOT NULL DEFAULT '',
        CONSTRAINT shop_order_lines_product_key UNIQUE (order_id, product_id),
        CONSTRAINT shop_order_lines_amounts_check CHECK (price >= 1 AND quantity >= 1)
      )`);
    await queryRunner.query(`
      CREATE TABLE shop_instalments (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES shop_orders (id),
        no smallint NOT NULL,
        due_date date NOT NULL,
        amount bigint NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'scheduled',
        paid_at timestamptz,
        created_at timestamptz NOT NULL,
        CONSTRAINT shop_instalments_no_key UNIQUE (order_id, no),
        CONSTRAINT shop_instalments_amount_check CHECK (amount >= 0 AND no >= 1),
        CONSTRAINT shop_instalments_status_check CHECK (status IN ('scheduled', 'paid', 'cancelled')),
        CONSTRAINT shop_instalments_paid_check CHECK ((status = 'paid') = (paid_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX shop_instalments_due_idx ON shop_instalments (due_date, id) WHERE status = 'scheduled'`);
    await queryRunner.query(`
      CREATE TABLE shop_bookings (
        id bigserial PRIMARY KEY,
        shop_id bigint NOT NULL REFERENCES shops (id),
        product_id bigint NOT NULL REFERENCES shop_products (id),
        user_id bigint NOT NULL REFERENCES users (id),
        date date NOT NULL,
        hour smallint NOT NULL,
        name varchar(40) NOT NULL,
        phone varchar(20) NOT NULL,
        note varchar(500) NOT NULL DEFAULT '',
        status varchar(10) NOT NULL DEFAULT 'booked',
        created_at timestamptz NOT NULL,
        cancelled_at timestamptz,
        CONSTRAINT shop_bookings_hour_check CHECK (hour >= 0 AND hour <= 23),
        CONSTRAINT shop_bookings_status_check CHECK (status IN ('booked', 'cancelled')),
        CONSTRAINT shop_bookings_cancelled_check CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX shop_bookings_slot_key ON shop_bookings (shop_id, date, hour) WHERE status = 'booked'`);
    await queryRunner.query(`CREATE INDEX shop_bookings_user_idx ON shop_bookings (user_id, date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['shop_bookings', 'shop_instalments', 'shop_order_lines', 'shop_orders', 'shop_products', 'shops']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
    await queryRunner.query(`DROP SEQUENCE shop_order_serial_seq`);
    await queryRunner.query(`DELETE FROM ledger_accounts WHERE kind = 'shop_payable' AND balance = 0`);
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_check`);
    await queryRunner.query(`
      ALTER TABLE ledger_accounts
        ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${ACCOUNT_KINDS_BEFORE})),
        ADD CONSTRAINT ledger_accounts_owner_check CHECK ((kind IN (${MEMBER_KINDS_BEFORE})) = (user_id IS NOT NULL))`);
  }
}
