import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Reference records of the NTU alumni program: student id, college, department. */
const ALUMNI_RECORDS: readonly [string, string, string][] = [
  ['B03901001', '電機資訊學院', '電機工程學系'],
  ['B04902032', '電機資訊學院', '資訊工程學系'],
  ['B05701118', '管理學院', '財務金融學系'],
  ['R06521603', '工學院', '土木工程學系'],
  ['B02202045', '理學院', '物理學系'],
  ['D07401007', '醫學院', '醫學系'],
];

export class StudentVerification1763900000300 implements MigrationInterface {
  name = 'StudentVerification1763900000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE student_email_verifications (
        id bigserial PRIMARY KEY,
        application_id bigint NOT NULL REFERENCES loan_applications (id) ON DELETE CASCADE,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX student_email_verifications_app_idx ON student_email_verifications (application_id, created_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE id_card_verifications (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        person_id varchar(10) NOT NULL,
        apply_code varchar(1) NOT NULL,
        apply_yyymmdd varchar(7) NOT NULL,
        issue_site_id varchar(5) NOT NULL,
        verified boolean NOT NULL,
        message varchar(200),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX id_card_verifications_user_idx ON id_card_verifications (user_id, person_id, created_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE alumni_records (
        id bigserial PRIMARY KEY,
        student_id varchar(20) NOT NULL,
        academic varchar(50) NOT NULL,
        department varchar(50) NOT NULL,
        used_by bigint REFERENCES users (id) ON DELETE SET NULL,
        used_at timestamptz,
        CONSTRAINT alumni_records_student_key UNIQUE (student_id),
        CONSTRAINT alumni_records_used_check CHECK ((used_by IS NULL) = (used_at IS NULL))
      )`);
    for (const [studentId, academic, department] of ALUMNI_RECORDS) {
      await queryRunner.query(`INSERT INTO alumni_records (student_id, academic, department) VALUES ($1, $2, $3)`, [
        studentId,
        academic,
        department,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE alumni_records`);
    await queryRunner.query(`DROP TABLE id_card_verifications`);
    await queryRunner.query(`DROP TABLE student_email_verifications`);
  }
}
