import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Replies to inbox messages: a message may ask for a reply until a deadline (the spec's
 * inbox_reply_setting.deadline); the member's one reply (inbox_reply.reply_value) is kept with it.
 */
export class InboxReplies1764100000410 implements MigrationInterface {
  name = 'InboxReplies1764100000410';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE inbox_messages
        ADD COLUMN reply_deadline timestamptz,
        ADD COLUMN reply_value text,
        ADD COLUMN replied_at timestamptz,
        ADD CONSTRAINT inbox_messages_reply_check CHECK (
          (reply_value IS NULL) = (replied_at IS NULL) AND (reply_value IS NULL OR reply_deadline IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE inbox_messages
        DROP CONSTRAINT inbox_messages_reply_check,
        DROP COLUMN replied_at,
        DROP COLUMN reply_value,
        DROP COLUMN reply_deadline`);
  }
}
