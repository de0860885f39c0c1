import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE member_serial_seq START 100001`);
    await queryRunner.query(`
      CREATE TABLE users (
        id bigserial PRIMARY KEY,
        email varchar(255) NOT NULL,
        email_normalized varchar(255) NOT NULL,
        password_hash text NOT NULL,
        mobile varchar(10) NOT NULL,
        member_type varchar(16) NOT NULL CHECK (member_type IN ('person', 'corporate')),
        intent varchar(16) NOT NULL CHECK (intent IN ('borrower', 'lender', 'both')),
        roles text[] NOT NULL DEFAULT '{}',
        member_serial varchar(16) NOT NULL DEFAULT ('M' || lpad(nextval('member_serial_seq')::text, 8, '0')),
        email_verified_at timestamptz,
        mobile_verified_at timestamptz,
        disabled_at timestamptz,
        password_changed_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_normalized_key UNIQUE (email_normalized),
        CONSTRAINT users_member_serial_key UNIQUE (member_serial)
      )`);
    await queryRunner.query(`
      CREATE TABLE member_profiles (
        user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        firstname varchar(10) NOT NULL,
        lastname varchar(10) NOT NULL,
        birthday date NOT NULL,
        gender varchar(16) NOT NULL,
        education_level varchar(32) NOT NULL,
        safe_question_type varchar(32) NOT NULL,
        safe_question_other varchar(30),
        safe_question_answer_hash text NOT NULL,
        company_name varchar(30),
        tax_id varchar(10),
        contact_name varchar(30),
        resident_id varchar(10),
        marriage_status varchar(32),
        children_count varchar(8),
        house_type varchar(32),
        registered_address jsonb,
        current_address jsonb,
        phone_code varchar(4),
        phone_number varchar(8),
        contact_line varchar(50),
        contact_skype varchar(50),
        registered_at timestamptz,
        identity_status varchar(16) NOT NULL DEFAULT 'none'
          CHECK (identity_status IN ('none', 'pending', 'verified', 'rejected')),
        identity_reviewed_at timestamptz,
        identity_reviewed_by bigint REFERENCES users (id),
        identity_review_note varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT member_profiles_resident_id_key UNIQUE (resident_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type varchar(32) NOT NULL,
        mime_type varchar(128) NOT NULL,
        extension varchar(8) NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes > 0),
        storage_key varchar(255) NOT NULL,
        original_name varchar(255) NOT NULL,
        sha256 char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX uploads_owner_idx ON uploads (owner_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE member_banks (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        bank_code varchar(3) NOT NULL,
        branch_code varchar(4),
        account varchar(20) NOT NULL,
        proof_type varchar(16) NOT NULL CHECK (proof_type IN ('bankbook', 'atm_card')),
        proof_image_id uuid NOT NULL REFERENCES uploads (id),
        id_card_front_image_id uuid NOT NULL REFERENCES uploads (id),
        id_card_back_image_id uuid NOT NULL REFERENCES uploads (id),
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected', 'replaced')),
        reviewed_at timestamptz,
        reviewed_by bigint REFERENCES users (id),
        review_note varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX member_banks_current_key ON member_banks (user_id) WHERE status <> 'replaced'`,
    );
    await queryRunner.query(`
      CREATE TABLE risk_questionnaires (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        annual_household_income varchar(32) NOT NULL,
        total_investment_amount varchar(32) NOT NULL,
        risk_appetite varchar(32) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX risk_questionnaires_user_idx ON risk_questionnaires (user_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE outbox_messages (
        id bigserial PRIMARY KEY,
        channel varchar(8) NOT NULL CHECK (channel IN ('email', 'sms')),
        recipient varchar(255) NOT NULL,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        kind varchar(32) NOT NULL,
        user_id bigint REFERENCES users (id) ON DELETE SET NULL,
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'stored', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error varchar(500),
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX outbox_messages_status_idx ON outbox_messages (status, created_at)`);
    await queryRunner.query(`
      CREATE TABLE verification_codes (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel varchar(8) NOT NULL CHECK (channel IN ('email', 'mobile')),
        target varchar(255) NOT NULL,
        code_hash char(64) NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX verification_codes_user_idx ON verification_codes (user_id, channel, created_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE password_resets (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT password_resets_token_hash_key UNIQUE (token_hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE bank_codes (
        code varchar(3) PRIMARY KEY CHECK (code ~ '^[0-9]{3}$'),
        name varchar(64) NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE audit_logs (
        id bigserial PRIMARY KEY,
        actor_id bigint REFERENCES users (id) ON DELETE SET NULL,
        action varchar(64) NOT NULL,
        target_type varchar(32) NOT NULL,
        target_id varchar(64) NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX audit_logs_target_idx ON audit_logs (target_type, target_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE http_sessions (
        sid varchar(128) PRIMARY KEY,
        sess jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX http_sessions_expires_idx ON http_sessions (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        hits integer NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'rate_limits',
      'http_sessions',
      'audit_logs',
      'bank_codes',
      'password_resets',
      'verification_codes',
      'outbox_messages',
      'risk_questionnaires',
      'member_banks',
      'uploads',
      'member_profiles',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
    await queryRunner.query(`DROP SEQUENCE member_serial_seq`);
  }
}
