import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The funding marketplace: a project is a listing of one listed (primary) loan, with its story,
 * usage distribution (adding up to the loan's amount), credit words, mentor comment, videos and
 * pictures, and its places in the promotions carousel and the popular list. Members like projects
 * (one like each); a lender may hide their name on a project's backer list, order by order.
 */
export class FundingProjects1764400000200 implements MigrationInterface {
  name = 'FundingProjects1764400000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE funding_projects (
        id bigserial PRIMARY KEY,
        serial varchar(20) NOT NULL,
        loan_id bigint NOT NULL REFERENCES loans (id),
        title varchar(60) NOT NULL,
        display_name varchar(30) NOT NULL,
        detail text NOT NULL,
        interest text NOT NULL DEFAULT '',
        personal_credit text NOT NULL DEFAULT '',
        company_credit text NOT NULL DEFAULT '',
        mentor_comment text NOT NULL DEFAULT '',
        usage_distribution jsonb NOT NULL,
        video_ids text[] NOT NULL DEFAULT '{}',
        promoted boolean NOT NULL DEFAULT false,
        promotion_order integer NOT NULL DEFAULT 0,
        popularity_order integer NOT NULL DEFAULT 0,
        created_by bigint NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT funding_projects_serial_key UNIQUE (serial),
        CONSTRAINT funding_projects_loan_key UNIQUE (loan_id),
        CONSTRAINT funding_projects_serial_check CHECK (serial ~ '^F[0-9]{1,18}$'),
        CONSTRAINT funding_projects_usage_check CHECK (jsonb_typeof(usage_distribution) = 'array'),
        CONSTRAINT funding_projects_text_check CHECK (
          length(detail) <= 4000 AND length(interest) <= 4000 AND length(personal_credit) <= 4000
          AND length(company_credit) <= 4000 AND length(mentor_comment) <= 4000),
        CONSTRAINT funding_projects_videos_check CHECK (cardinality(video_ids) <= 4),
        CONSTRAINT funding_projects_order_check CHECK (promotion_order BETWEEN 0 AND 9999 AND popularity_order BETWEEN 0 AND 9999)
      )`);
    await queryRunner.query(`CREATE INDEX funding_projects_promoted_idx ON funding_projects (promotion_order, id) WHERE promoted`);

    await queryRunner.query(`
      CREATE TABLE funding_project_images (
        id bigserial PRIMARY KEY,
        project_id bigint NOT NULL REFERENCES funding_projects (id) ON DELETE CASCADE,
        upload_id uuid NOT NULL REFERENCES uploads (id),
        position integer NOT NULL,
        CONSTRAINT funding_project_images_upload_key UNIQUE (upload_id),
        CONSTRAINT funding_project_images_position_key UNIQUE (project_id, position)
      )`);

    await queryRunner.query(`
      CREATE TABLE funding_project_likes (
        project_id bigint NOT NULL REFERENCES funding_projects (id) ON DELETE CASCADE,
        user_id bigint NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (project_id, user_id)
      )`);
    await queryRunner.query(`CREATE INDEX funding_project_likes_user_idx ON funding_project_likes (user_id)`);

    await queryRunner.query(`
      CREATE TABLE funding_order_choices (
        order_id bigint PRIMARY KEY REFERENCES orders (id),
        user_id bigint NOT NULL REFERENCES users (id),
        anonymous boolean NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE funding_order_choices`);
    await queryRunner.query(`DROP TABLE funding_project_likes`);
    await queryRunner.query(`DROP TABLE funding_project_images`);
    await queryRunner.query(`DROP TABLE funding_projects`);
  }
}
