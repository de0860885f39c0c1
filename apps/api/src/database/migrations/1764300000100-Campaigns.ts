import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACCOUNT_KINDS_BEFORE = `'user_cash', 'user_locked', 'bank', 'platform_income', 'protection_fund', 'repayment_transit', 'robo_stable', 'robo_vip'`;

/**
 * Campaigns: staff-made campaigns with a window, a kind, an audience and a cashback budget; their
 * prizes with chance (basis points), stock and what they give; promo codes (a fee discount or
 * cashback, with an expiry, a number of uses and one use per member) and their uses, which the
 * investments of the order carry with the fee before the discount (and each repayment row the fee
 * it saves); the spins and draws; tickets granted beyond the ones earned by
 * investing and inviting; the cashback tiers each member reached (once a tier); the marketing budget account of the ledger that pays cashback; the
 * member who invited a member (users.referrer_id, kept on the pending registration until it is confirmed).
 */
export class Campaigns1764300000100 implements MigrationInterface {
  name = 'Campaigns1764300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await queryRunner.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${ACCOUNT_KINDS_BEFORE}, 'marketing'))`);
    await queryRunner.query(`INSERT INTO ledger_accounts (kind) VALUES ('marketing')`);

    await queryRunner.query(`
      CREATE TABLE campaigns (
        id bigserial PRIMARY KEY,
        key varchar(40) NOT NULL,
        kind varchar(20) NOT NULL,
        title varchar(100) NOT NULL,
        description varchar(2000) NOT NULL DEFAULT '',
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        audience varchar(20) NOT NULL DEFAULT 'members',
        budget bigint NOT NULL DEFAULT 0,
        spent bigint NOT NULL DEFAULT 0,
        enabled boolean NOT NULL DEFAULT true,
        settings jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT campaigns_key_key UNIQUE (key),
        CONSTRAINT campaigns_kind_check CHECK (kind IN ('roulette', 'missions', 'flip_cards', 'draw', 'check_in', 'cashback_tiers', 'referral')),
        CONSTRAINT campaigns_audience_check CHECK (audience IN ('everyone', 'members', 'full_members')),
        CONSTRAINT campaigns_window_check CHECK (ends_at > starts_at),
        CONSTRAINT campaigns_budget_check CHECK (spent >= 0 AND spent <= budget)
      )`);
    await queryRunner.query(`CREATE INDEX campaigns_kind_idx ON campaigns (kind, starts_at)`);

    await queryRunner.query(`
      CREATE TABLE campaign_prizes (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES campaigns (id),
        name varchar(60) NOT NULL,
        type varchar(12) NOT NULL,
        reward varchar(12) NOT NULL,
        chance integer NOT NULL,
        stock integer,
        awarded integer NOT NULL DEFAULT 0,
        discount_percent integer,
        cashback_amount bigint,
        extra_spins integer NOT NULL DEFAULT 0,
        min_invested bigint,
        position integer NOT NULL DEFAULT 0,
        CONSTRAINT campaign_prizes_type_check CHECK (type IN ('fail', 'reality', 'bonus', 'firstTrial')),
        CONSTRAINT campaign_prizes_reward_check CHECK (reward IN ('nothing', 'fee_discount', 'cashback', 'goods', 'extra_spin')),
        CONSTRAINT campaign_prizes_chance_check CHECK (chance >= 0 AND chance <= 10000),
        CONSTRAINT campaign_prizes_stock_check CHECK (stock IS NULL OR (stock >= 0 AND awarded <= stock)),
        CONSTRAINT campaign_prizes_awarded_check CHECK (awarded >= 0),
        CONSTRAINT campaign_prizes_discount_check CHECK ((reward = 'fee_discount') = (discount_percent IS NOT NULL) AND (discount_percent IS NULL OR discount_percent BETWEEN 1 AND 100)),
        CONSTRAINT campaign_prizes_cashback_check CHECK ((reward = 'cashback') = (cashback_amount IS NOT NULL) AND (cashback_amount IS NULL OR cashback_amount > 0)),
        CONSTRAINT campaign_prizes_extra_check CHECK ((reward = 'extra_spin') = (extra_spins > 0) AND extra_spins >= 0),
        CONSTRAINT campaign_prizes_tier_check CHECK (min_invested IS NULL OR min_invested >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX campaign_prizes_campaign_idx ON campaign_prizes (campaign_id, position)`);

    await queryRunner.query(`
      CREATE TABLE promo_codes (
        id bigserial PRIMARY KEY,
        code varchar(30) NOT NULL,
        kind varchar(12) NOT NULL,
        discount_percent integer,
        cashback_amount bigint,
        campaign_id bigint REFERENCES campaigns (id),
        owner_id bigint REFERENCES users (id),
        expires_at timestamptz NOT NULL,
        max_uses integer NOT NULL,
        uses integer NOT NULL DEFAULT 0,
        min_order_amount bigint NOT NULL DEFAULT 0,
        enabled boolean NOT NULL DEFAULT true,
        created_by bigint REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT promo_codes_code_key UNIQUE (code),
        CONSTRAINT promo_codes_code_check CHECK (code ~ '^[A-Z0-9]{4,30}$'),
        CONSTRAINT promo_codes_kind_check CHECK (kind IN ('fee_discount', 'cashback')),
        CONSTRAINT promo_codes_discount_check CHECK ((kind = 'fee_discount') = (discount_percent IS NOT NULL) AND (discount_percent IS NULL OR discount_percent BETWEEN 1 AND 100)),
        CONSTRAINT promo_codes_cashback_check CHECK ((kind = 'cashback') = (cashback_amount IS NOT NULL) AND (cashback_amount IS NULL OR cashback_amount > 0)),
        CONSTRAINT promo_codes_cashback_campaign_check CHECK (kind <> 'cashback' OR campaign_id IS NOT NULL),
        CONSTRAINT promo_codes_uses_check CHECK (max_uses > 0 AND uses >= 0 AND uses <= max_uses),
        CONSTRAINT promo_codes_minimum_check CHECK (min_order_amount >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX promo_codes_owner_idx ON promo_codes (owner_id) WHERE owner_id IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE promo_code_uses (
        id bigserial PRIMARY KEY,
        promo_code_id bigint NOT NULL REFERENCES promo_codes (id),
        user_id bigint NOT NULL REFERENCES users (id),
        order_id bigint NOT NULL REFERENCES orders (id),
        discount_percent integer,
        cashback_amount bigint,
        cashback_paid_at timestamptz,
        created_at timestamptz NOT NULL,
        CONSTRAINT promo_code_uses_member_key UNIQUE (promo_code_id, user_id),
        CONSTRAINT promo_code_uses_order_key UNIQUE (order_id)
      )`);
    await queryRunner.query(`
      ALTER TABLE investments
        ADD COLUMN promo_code_use_id bigint REFERENCES promo_code_uses (id),
        ADD COLUMN lender_fee_before_promo numeric(5, 2),
        ADD CONSTRAINT investments_promo_check CHECK ((promo_code_use_id IS NULL) = (lender_fee_before_promo IS NULL))`);
    await queryRunner.query(`
      ALTER TABLE investment_repayments
        ADD COLUMN fee_discount bigint NOT NULL DEFAULT 0,
        ADD CONSTRAINT investment_repayments_fee_discount_check CHECK (fee_discount >= 0)`);

    await queryRunner.query(`
      CREATE TABLE campaign_spins (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES campaigns (id),
        user_id bigint REFERENCES users (id),
        prize_id bigint REFERENCES campaign_prizes (id),
        reward_name varchar(60) NOT NULL,
        promo_code_id bigint REFERENCES promo_codes (id),
        cashback_amount bigint,
        business_date date NOT NULL,
        daily boolean NOT NULL DEFAULT false,
        trial boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        CONSTRAINT campaign_spins_member_check CHECK (trial OR user_id IS NOT NULL),
        CONSTRAINT campaign_spins_cashback_check CHECK (cashback_amount IS NULL OR cashback_amount > 0)
      )`);
    await queryRunner.query(`CREATE INDEX campaign_spins_member_idx ON campaign_spins (campaign_id, user_id) WHERE NOT trial`);
    await queryRunner.query(`CREATE INDEX campaign_spins_recent_idx ON campaign_spins (campaign_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE UNIQUE INDEX campaign_spins_daily_key ON campaign_spins (campaign_id, user_id, business_date) WHERE daily`);

    await queryRunner.query(`
      CREATE TABLE campaign_tickets (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES campaigns (id),
        user_id bigint NOT NULL REFERENCES users (id),
        count integer NOT NULL,
        source varchar(20) NOT NULL,
        reference varchar(80) NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT campaign_tickets_count_check CHECK (count > 0),
        CONSTRAINT campaign_tickets_source_check CHECK (source IN ('prize', 'mission', 'staff')),
        CONSTRAINT campaign_tickets_reference_key UNIQUE (campaign_id, reference)
      )`);
    await queryRunner.query(`CREATE INDEX campaign_tickets_member_idx ON campaign_tickets (campaign_id, user_id)`);

    await queryRunner.query(`
      CREATE TABLE campaign_tier_rewards (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES campaigns (id),
        prize_id bigint NOT NULL REFERENCES campaign_prizes (id),
        user_id bigint NOT NULL REFERENCES users (id),
        amount bigint NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT campaign_tier_rewards_member_key UNIQUE (prize_id, user_id),
        CONSTRAINT campaign_tier_rewards_amount_check CHECK (amount > 0)
      )`);

    await queryRunner.query(`ALTER TABLE users ADD COLUMN referrer_id bigint REFERENCES users (id), ADD CONSTRAINT users_referrer_check CHECK (referrer_id <> id)`);
    await queryRunner.query(`CREATE INDEX users_referrer_idx ON users (referrer_id, created_at) WHERE referrer_id IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE pending_registrations ADD COLUMN referrer_id bigint REFERENCES users (id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE pending_registrations DROP COLUMN referrer_id`);
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_referrer_check, DROP COLUMN referrer_id`);
    await queryRunner.query(`DROP TABLE campaign_tier_rewards`);
    await queryRunner.query(`DROP TABLE campaign_tickets`);
    await queryRunner.query(`DROP TABLE campaign_spins`);
    await queryRunner.query(`ALTER TABLE investment_repayments DROP CONSTRAINT investment_repayments_fee_discount_check, DROP COLUMN fee_discount`);
    await queryRunner.query(`ALTER TABLE investments DROP CONSTRAINT investments_promo_check, DROP COLUMN lender_fee_before_promo, DROP COLUMN promo_code_use_id`);
    await queryRunner.query(`DROP TABLE promo_code_uses`);
    await queryRunner.query(`DROP TABLE promo_codes`);
    await queryRunner.query(`DROP TABLE campaign_prizes`);
    await queryRunner.query(`DROP TABLE campaigns`);
    await queryRunner.query(`DELETE FROM ledger_accounts WHERE kind = 'marketing'`);
    await queryRunner.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await queryRunner.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${ACCOUNT_KINDS_BEFORE}))`);
  }
}
