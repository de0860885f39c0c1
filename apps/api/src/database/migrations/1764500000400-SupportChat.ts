import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The support chat: a member's conversations with the support desk and their messages. A
 * conversation waits for staff (open), is answered by the agent who took it (taken), or is over
 * (closed). Every message keeps the shared form's fields: receiver serial, subject and content.
 */
export class SupportChat1764500000400 implements MigrationInterface {
  name = 'SupportChat1764500000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE support_chats (
        id bigserial PRIMARY KEY,
        member_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        subject varchar(90) NOT NULL CHECK (subject <> ''),
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'taken', 'closed')),
        agent_id bigint REFERENCES users (id) ON DELETE SET NULL,
        last_message_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'taken') = (agent_id IS NOT NULL) OR status = 'closed')
      )`);
    await queryRunner.query(`CREATE INDEX support_chats_member_idx ON support_chats (member_id, id DESC)`);
    await queryRunner.query(`CREATE INDEX support_chats_status_idx ON support_chats (status, last_message_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE support_chat_messages (
        id bigserial PRIMARY KEY,
        chat_id bigint NOT NULL REFERENCES support_chats (id) ON DELETE CASCADE,
        sender_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        from_staff boolean NOT NULL,
        receiver_serial varchar(10) NOT NULL CHECK (receiver_serial <> ''),
        subject varchar(90) NOT NULL CHECK (subject <> ''),
        content varchar(1000) NOT NULL CHECK (content <> ''),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX support_chat_messages_chat_idx ON support_chat_messages (chat_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE support_chat_messages`);
    await queryRunner.query(`DROP TABLE support_chats`);
  }
}
