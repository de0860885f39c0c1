import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Crowdfunding: projects (an owner member, open or finished, the page's blocks), their plans (a
 * limited number of units, never oversold: units_taken is only raised by a conditional update and
 * a CHECK backs it; the period choices with the first and later periods' amounts), the backers'
 * orders (paid by card or balance, waiting for a 3-D Secure step or a bank transfer, failed or
 * lapsed), each order's schedule of periods and its deliveries, the alumni roster of the alumni
 * dinner (one entry signs up once), the card payments (masked number only) and the sandbox
 * gateway's 3-D Secure sessions.
 */
export class Crowdfunding1764400000100 implements MigrationInterface {
  name = 'Crowdfunding1764400000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE crowdfunding_project_serial_seq START 1`);
    await queryRunner.query(`CREATE SEQUENCE crowdfunding_order_serial_seq START 1`);
    await queryRunner.query(`
      CREATE TABLE crowdfunding_projects (
        id bigserial PRIMARY KEY,
        serial varchar(20) NOT NULL DEFAULT ('CF' || lpad(nextval('crowdfunding_project_serial_seq')::text, 6, '0')),
        owner_id bigint NOT NULL REFERENCES users (id),
        kind varchar(20) NOT NULL DEFAULT 'standard',
        title varchar(100) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'open',
        contents jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT crowdfunding_projects_serial_key UNIQUE (serial),
        CONSTRAINT crowdfunding_projects_kind_check CHECK (kind IN ('standard', 'alumni_dinner')),
        CONSTRAINT crowdfunding_projects_status_check CHECK (status IN ('open', 'finished'))
      )`);
    await queryRunner.query(`
      CREATE TABLE crowdfunding_plans (
        id bigserial PRIMARY KEY,
        project_id bigint NOT NULL REFERENCES crowdfunding_projects (id),
        title varchar(100) NOT NULL,
        units integer NOT NULL,
        units_taken integer NOT NULL DEFAULT 0,
        rates jsonb NOT NULL,
        tabs jsonb NOT NULL DEFAULT '[]',
        position integer NOT NULL DEFAULT 0,
        CONSTRAINT crowdfunding_plans_units_check CHECK (units >= 0 AND units_taken >= 0 AND units_taken <= units)
      )`);
    await queryRunner.query(`CREATE INDEX crowdfunding_plans_project_idx ON crowdfunding_plans (project_id, position)`);
    await queryRunner.query(`
      CREATE TABLE alumni_roster (
        id bigserial PRIMARY KEY,
        project_id bigint NOT NULL REFERENCES crowdfunding_projects (id),
        student_id varchar(20) NOT NULL,
        academic varchar(30) NOT NULL,
        department varchar(30) NOT NULL,
        name varchar(40) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT alumni_roster_student_key UNIQUE (project_id, student_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE crowdfunding_orders (
        id bigserial PRIMARY KEY,
        serial varchar(20) NOT NULL,
        project_id bigint NOT NULL REFERENCES crowdfunding_projects (id),
        plan_id bigint NOT NULL REFERENCES crowdfunding_plans (id),
        user_id bigint NOT NULL REFERENCES users (id),
        period integer NOT NULL,
        first_period_amount bigint NOT NULL,
        later_period_amount bigint NOT NULL,
        payment_by smallint NOT NULL,
        status varchar(20) NOT NULL,
        pay_deadline timestamptz,
        delivery_receiver_name varchar(40) NOT NULL,
        delivery_address varchar(200) NOT NULL,
        delivery_phone varchar(20) NOT NULL,
        roster_id bigint REFERENCES alumni_roster (id),
        vegetable boolean,
        stay_assisted boolean,
        shirt_size varchar(5),
        business_date date NOT NULL,
        paid_at timestamptz,
        closed_at timestamptz,
        created_at timestamptz NOT NULL,
        CONSTRAINT crowdfunding_orders_serial_key UNIQUE (serial),
        CONSTRAINT crowdfunding_orders_status_check CHECK (status IN ('pending_card', 'pending_transfer', 'paid', 'failed', 'lapsed')),
        CONSTRAINT crowdfunding_orders_payment_by_check CHECK (payment_by IN (0, 1)),
        CONSTRAINT crowdfunding_orders_amounts_check CHECK (first_period_amount > 0 AND later_period_amount > 0 AND period >= 1)
      )`);
    await queryRunner.query(`CREATE INDEX crowdfunding_orders_user_idx ON crowdfunding_orders (user_id, created_at)`);
    await queryRunner.query(`CREATE INDEX crowdfunding_orders_open_idx ON crowdfunding_orders (status, pay_deadline) WHERE status IN ('pending_card', 'pending_transfer')`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX crowdfunding_orders_roster_key ON crowdfunding_orders (roster_id) WHERE roster_id IS NOT NULL AND status IN ('pending_card', 'pending_transfer', 'paid')`,
    );
    await queryRunner.query(`
      CREATE TABLE crowdfunding_repayments (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES crowdfunding_orders (id),
        period_no integer NOT NULL,
        due_date date NOT NULL,
        amount bigint NOT NULL,
        status varchar(20) NOT NULL,
        paid_at timestamptz,
        CONSTRAINT crowdfunding_repayments_period_key UNIQUE (order_id, period_no),
        CONSTRAINT crowdfunding_repayments_status_check CHECK (status IN ('paid', 'scheduled', 'cancelled')),
        CONSTRAINT crowdfunding_repayments_amount_check CHECK (amount > 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE crowdfunding_deliveries (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES crowdfunding_orders (id),
        period_no integer NOT NULL,
        deadline date NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'preparing',
        carrier_code varchar(40),
        delivery_id varchar(60),
        shipped_at timestamptz,
        received_at timestamptz,
        cancelled_at timestamptz,
        CONSTRAINT crowdfunding_deliveries_period_key UNIQUE (order_id, period_no),
        CONSTRAINT crowdfunding_deliveries_status_check CHECK (status IN ('preparing', 'shipped', 'received', 'cancelled')),
        CONSTRAINT crowdfunding_deliveries_shipped_check CHECK (status NOT IN ('shipped', 'received') OR (carrier_code IS NOT NULL AND delivery_id IS NOT NULL))
      )`);
    await queryRunner.query(`
      CREATE TABLE card_payments (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES crowdfunding_orders (id),
        gateway varchar(20) NOT NULL,
        gateway_ref varchar(80) NOT NULL,
        amount bigint NOT NULL,
        card_brand varchar(20) NOT NULL,
        card_masked varchar(20) NOT NULL,
        status varchar(20) NOT NULL,
        auth_token varchar(80),
        decline_reason varchar(200),
        created_at timestamptz NOT NULL,
        completed_at timestamptz,
        CONSTRAINT card_payments_ref_key UNIQUE (gateway, gateway_ref),
        CONSTRAINT card_payments_token_key UNIQUE (auth_token),
        CONSTRAINT card_payments_status_check CHECK (status IN ('approved', 'declined', 'requires_3ds', 'abandoned')),
        CONSTRAINT card_payments_masked_check CHECK (card_masked ~ '^[0-9]{6}[*]{6}[0-9]{4}$'),
        CONSTRAINT card_payments_amount_check CHECK (amount > 0)
      )`);
    await queryRunner.query(`CREATE INDEX card_payments_order_idx ON card_payments (order_id)`);
    await queryRunner.query(`
      CREATE TABLE card_sandbox_sessions (
        token varchar(80) PRIMARY KEY,
        reference varchar(80) NOT NULL,
        amount bigint NOT NULL,
        card_masked varchar(20) NOT NULL,
        return_url varchar(500) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT card_sandbox_sessions_status_check CHECK (status IN ('pending', 'authenticated', 'cancelled', 'completed'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'card_sandbox_sessions',
      'card_payments',
      'crowdfunding_deliveries',
      'crowdfunding_repayments',
      'crowdfunding_orders',
      'alumni_roster',
      'crowdfunding_plans',
      'crowdfunding_projects',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
    await queryRunner.query(`DROP SEQUENCE crowdfunding_order_serial_seq`);
    await queryRunner.query(`DROP SEQUENCE crowdfunding_project_serial_seq`);
  }
}
