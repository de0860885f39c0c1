import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The contact form: the messages visitors and members send (with the member's user id when a
 * session sent it), the staff answer, and up to three files per message. The files are stored
 * like uploads (checked by their content) but belong to the message, not to a user, so a visitor
 * without an account can send them; only staff read them.
 */
export class Contact1764500000300 implements MigrationInterface {
  name = 'Contact1764500000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id bigserial PRIMARY KEY,
        name varchar(255) NOT NULL CHECK (name <> ''),
        email varchar(255) NOT NULL CHECK (email <> ''),
        category varchar(20) NOT NULL CHECK (category IN ('account', 'borrowing', 'lending', 'repayment', 'shop', 'suggestion', 'other')),
        description varchar(10000) NOT NULL CHECK (description <> ''),
        user_id bigint REFERENCES users (id),
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
        answer varchar(5000),
        answered_by bigint REFERENCES users (id),
        answered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'answered') = (answer IS NOT NULL AND answered_by IS NOT NULL AND answered_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX contact_messages_status_idx ON contact_messages (status, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX contact_messages_user_idx ON contact_messages (user_id) WHERE user_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE contact_message_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id bigint NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
        mime_type varchar(128) NOT NULL,
        extension varchar(8) NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes > 0),
        storage_key varchar(255) NOT NULL,
        original_name varchar(255) NOT NULL,
        sha256 char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX contact_message_files_message_idx ON contact_message_files (message_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_message_files`);
    await queryRunner.query(`DROP TABLE contact_messages`);
  }
}
