import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content, help and home: the CMS posts of /cms/{tab}, the seminars (lectures), the homepage
 * entries (carousel, popup, jumbotron), the story wall, the chat greetings, and the FAQ with its
 * groups, items and the visitors' feedback per item. Rich text is stored already sanitised.
 */
export class Content1764500000200 implements MigrationInterface {
  name = 'Content1764500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cms_posts (
        id bigserial PRIMARY KEY,
        tab varchar(20) NOT NULL CHECK (tab IN ('post-news', 'post-press', 'post-finance')),
        title varchar(120) NOT NULL CHECK (title <> ''),
        summary varchar(500) NOT NULL DEFAULT '',
        content text NOT NULL,
        image_url varchar(1000) NOT NULL DEFAULT '',
        link varchar(1000) NOT NULL DEFAULT '',
        published_at timestamptz NOT NULL,
        is_published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX cms_posts_tab_idx ON cms_posts (tab, published_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE lectures (
        id bigserial PRIMARY KEY,
        title varchar(120) NOT NULL CHECK (title <> ''),
        speaker varchar(60) NOT NULL DEFAULT '',
        location varchar(120) NOT NULL DEFAULT '',
        starts_at timestamptz NOT NULL,
        content text NOT NULL,
        image_url varchar(1000) NOT NULL DEFAULT '',
        link varchar(1000) NOT NULL DEFAULT '',
        is_published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE homepage_entries (
        id bigserial PRIMARY KEY,
        title varchar(120) NOT NULL CHECK (title <> ''),
        category varchar(20) NOT NULL CHECK (category IN ('carousel', 'popup', 'jumbotron')),
        image_url varchar(1000) NOT NULL DEFAULT '',
        link varchar(1000) NOT NULL DEFAULT '',
        content text NOT NULL DEFAULT '',
        properties jsonb NOT NULL,
        position integer NOT NULL DEFAULT 0,
        is_published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE stories (
        id bigserial PRIMARY KEY,
        title varchar(120) NOT NULL CHECK (title <> ''),
        image_url varchar(1000) NOT NULL,
        properties jsonb NOT NULL,
        position integer NOT NULL DEFAULT 0,
        is_published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE chat_greetings (
        id bigserial PRIMARY KEY,
        title varchar(120) NOT NULL CHECK (title <> ''),
        properties jsonb NOT NULL,
        position integer NOT NULL DEFAULT 0,
        is_published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE faq_groups (
        id bigserial PRIMARY KEY,
        name varchar(60) NOT NULL CHECK (name <> ''),
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE faq_items (
        id bigserial PRIMARY KEY,
        group_id bigint NOT NULL REFERENCES faq_groups (id),
        question varchar(240) NOT NULL CHECK (question <> ''),
        answer text NOT NULL,
        position integer NOT NULL DEFAULT 0,
        is_published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX faq_items_group_idx ON faq_items (group_id, position)`);
    await queryRunner.query(`
      CREATE TABLE faq_feedback (
        id bigserial PRIMARY KEY,
        item_id bigint NOT NULL REFERENCES faq_items (id),
        user_id bigint REFERENCES users (id),
        score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
        content varchar(100) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX faq_feedback_item_idx ON faq_feedback (item_id, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['faq_feedback', 'faq_items', 'faq_groups', 'chat_greetings', 'stories', 'homepage_entries', 'lectures', 'cms_posts']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
