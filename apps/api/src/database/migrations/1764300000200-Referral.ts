import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referral (member-get-member): the one reward decision per referred member, taken at their first
 * paid order (paid from the live referral campaign's budget, or nothing when none was live or its
 * budget was spent), and the invitations a member e-mailed, one per address.
 */
export class Referral1764300000200 implements MigrationInterface {
  name = 'Referral1764300000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE referral_rewards (
        id bigserial PRIMARY KEY,
        referrer_id bigint NOT NULL REFERENCES users (id),
        referred_id bigint NOT NULL REFERENCES users (id),
        campaign_id bigint REFERENCES campaigns (id),
        outcome varchar(16) NOT NULL,
        amount bigint NOT NULL DEFAULT 0,
        reference varchar(40) NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT referral_rewards_referred_key UNIQUE (referred_id),
        CONSTRAINT referral_rewards_reference_key UNIQUE (reference),
        CONSTRAINT referral_rewards_self_check CHECK (referrer_id <> referred_id),
        CONSTRAINT referral_rewards_outcome_check CHECK (outcome IN ('paid', 'no_campaign', 'budget_spent')),
        CONSTRAINT referral_rewards_amount_check CHECK (amount >= 0 AND (outcome = 'paid') = (amount > 0)),
        CONSTRAINT referral_rewards_campaign_check CHECK ((outcome = 'no_campaign') = (campaign_id IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_id)`);

    await queryRunner.query(`
      CREATE TABLE referral_invitations (
        id bigserial PRIMARY KEY,
        inviter_id bigint NOT NULL REFERENCES users (id),
        name varchar(30) NOT NULL,
        phone varchar(10),
        email varchar(255) NOT NULL,
        email_normalized varchar(255) NOT NULL,
        outbox_message_id bigint REFERENCES outbox_messages (id),
        created_at timestamptz NOT NULL,
        CONSTRAINT referral_invitations_email_key UNIQUE (inviter_id, email_normalized)
      )`);
    await queryRunner.query(`CREATE INDEX referral_invitations_inviter_idx ON referral_invitations (inviter_id, created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE referral_invitations`);
    await queryRunner.query(`DROP TABLE referral_rewards`);
  }
}
