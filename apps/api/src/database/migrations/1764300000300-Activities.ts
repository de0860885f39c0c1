import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The activities around the campaigns: the missions of a missions or flip-cards campaign (message:
 * first line the title, the rest the body; where 前往 leads; the rule that completes it from real
 * records; whether it counts only once started), each member's progress on them (drawn by a spin,
 * started, completed with what completed it, claimed; one drawn mission open at a time), the
 * click-dollar check-ins (one per business day), the members' stories, the agreements of the
 * joint-promotion campaigns, and the path a reward draw was opened from.
 */
export class Activities1764300000300 implements MigrationInterface {
  name = 'Activities1764300000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE campaign_missions (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES campaigns (id),
        key varchar(40) NOT NULL,
        message varchar(500) NOT NULL,
        notice varchar(500) NOT NULL DEFAULT '',
        target_path varchar(100) NOT NULL,
        rule varchar(20) NOT NULL,
        needs_start boolean NOT NULL DEFAULT false,
        tickets integer NOT NULL DEFAULT 1,
        position integer NOT NULL DEFAULT 0,
        CONSTRAINT campaign_missions_key_key UNIQUE (campaign_id, key),
        CONSTRAINT campaign_missions_rule_check CHECK (rule IN ('invest', 'robo_transfer', 'invite', 'credit_check')),
        CONSTRAINT campaign_missions_target_check CHECK (target_path ~ '^/[A-Za-z0-9/_-]*$'),
        CONSTRAINT campaign_missions_tickets_check CHECK (tickets >= 0)
      )`);

    await queryRunner.query(`
      CREATE TABLE mission_progress (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES campaigns (id),
        mission_id bigint NOT NULL REFERENCES campaign_missions (id),
        user_id bigint NOT NULL REFERENCES users (id),
        drawn boolean NOT NULL DEFAULT false,
        assigned_at timestamptz NOT NULL,
        started_at timestamptz,
        completed_at timestamptz,
        claimed_at timestamptz,
        property varchar(60),
        serial varchar(30),
        CONSTRAINT mission_progress_member_key UNIQUE (mission_id, user_id),
        CONSTRAINT mission_progress_claim_check CHECK (claimed_at IS NULL OR completed_at IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX mission_progress_member_idx ON mission_progress (campaign_id, user_id)`);
    await queryRunner.query(`CREATE UNIQUE INDEX mission_progress_open_key ON mission_progress (campaign_id, user_id) WHERE drawn AND claimed_at IS NULL`);

    await queryRunner.query(`
      CREATE TABLE campaign_check_ins (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES campaigns (id),
        user_id bigint NOT NULL REFERENCES users (id),
        business_date date NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT campaign_check_ins_day_key UNIQUE (campaign_id, user_id, business_date)
      )`);

    await queryRunner.query(`
      CREATE TABLE campaign_stories (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id),
        name varchar(20) NOT NULL,
        age integer NOT NULL,
        company_title varchar(50) NOT NULL,
        company_income varchar(30) NOT NULL,
        personal_photo uuid NOT NULL REFERENCES uploads (id),
        share_video boolean NOT NULL,
        agree1 boolean NOT NULL,
        agree2 boolean NOT NULL,
        agree3 boolean NOT NULL,
        questionnaire_type varchar(10) NOT NULL,
        questionnaire_answers jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT campaign_stories_member_key UNIQUE (user_id),
        CONSTRAINT campaign_stories_age_check CHECK (age BETWEEN 18 AND 120),
        CONSTRAINT campaign_stories_agree_check CHECK (agree1 AND agree2 AND agree3),
        CONSTRAINT campaign_stories_type_check CHECK (questionnaire_type IN ('lend', 'borrow')),
        CONSTRAINT campaign_stories_answers_check CHECK (jsonb_typeof(questionnaire_answers) = 'object')
      )`);

    await queryRunner.query(`
      CREATE TABLE campaign_agreements (
        id bigserial PRIMARY KEY,
        campaign_id bigint NOT NULL REFERENCES campaigns (id),
        user_id bigint NOT NULL REFERENCES users (id),
        privacy_policy boolean NOT NULL,
        transaction_policy boolean NOT NULL,
        agreed_at timestamptz NOT NULL,
        CONSTRAINT campaign_agreements_member_key UNIQUE (campaign_id, user_id),
        CONSTRAINT campaign_agreements_ticks_check CHECK (privacy_policy AND transaction_policy)
      )`);

    await queryRunner.query(`ALTER TABLE campaign_spins ADD COLUMN source varchar(200)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE campaign_spins DROP COLUMN source`);
    await queryRunner.query(`DROP TABLE campaign_agreements`);
    await queryRunner.query(`DROP TABLE campaign_stories`);
    await queryRunner.query(`DROP TABLE campaign_check_ins`);
    await queryRunner.query(`DROP TABLE mission_progress`);
    await queryRunner.query(`DROP TABLE campaign_missions`);
  }
}
