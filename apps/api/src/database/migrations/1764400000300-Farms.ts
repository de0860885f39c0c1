import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Farm traceability: farms (their public number, the borrower who owns them, the farmer loans of
 * that borrower they belong to (a loan to one farm at most), the key of their public page), their fields (002 poultry, 003 planting; one per code), the ingestion keys their
 * devices post with (only the SHA-256 of each key is kept; one active at a time), the sensor
 * readings (one row per metric value; a repeat of the same field, metric and instant is not
 * stored twice), the camera pictures (stored as uploads) and the GACP production records.
 */
export class Farms1764400000300 implements MigrationInterface {
  name = 'Farms1764400000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE farms (
        id bigserial PRIMARY KEY,
        no varchar(9) NOT NULL,
        name varchar(60) NOT NULL,
        owner_id bigint NOT NULL REFERENCES users (id),
        location varchar(60) NOT NULL,
        description varchar(500),
        page_key varchar(22) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT farms_no_key UNIQUE (no),
        CONSTRAINT farms_page_key_key UNIQUE (page_key),
        CONSTRAINT farms_no_check CHECK (no ~ '^F[0-9]{4,8}$')
      )`);
    await queryRunner.query(`CREATE INDEX farms_owner_idx ON farms (owner_id)`);

    await queryRunner.query(`
      CREATE TABLE farm_fields (
        id bigserial PRIMARY KEY,
        farm_id bigint NOT NULL REFERENCES farms (id),
        code char(3) NOT NULL,
        name varchar(40) NOT NULL,
        CONSTRAINT farm_fields_code_key UNIQUE (farm_id, code),
        CONSTRAINT farm_fields_code_check CHECK (code IN ('002', '003'))
      )`);

    await queryRunner.query(`
      CREATE TABLE farm_loans (
        farm_id bigint NOT NULL REFERENCES farms (id),
        loan_id bigint NOT NULL REFERENCES loans (id),
        PRIMARY KEY (farm_id, loan_id),
        CONSTRAINT farm_loans_loan_key UNIQUE (loan_id)
      )`);

    await queryRunner.query(`
      CREATE TABLE farm_ingestion_keys (
        id bigserial PRIMARY KEY,
        farm_id bigint NOT NULL REFERENCES farms (id),
        key_hash char(64) NOT NULL,
        key_prefix varchar(12) NOT NULL,
        created_by bigint REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CONSTRAINT farm_ingestion_keys_hash_key UNIQUE (key_hash)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX farm_ingestion_keys_active_idx ON farm_ingestion_keys (farm_id) WHERE revoked_at IS NULL`);

    await queryRunner.query(`
      CREATE TABLE farm_readings (
        id bigserial PRIMARY KEY,
        field_id bigint NOT NULL REFERENCES farm_fields (id),
        metric varchar(40) NOT NULL,
        measured_at timestamptz NOT NULL,
        value double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT farm_readings_once_key UNIQUE (field_id, metric, measured_at),
        CONSTRAINT farm_readings_finite_check CHECK (value > '-Infinity'::float8 AND value < 'Infinity'::float8)
      )`);

    await queryRunner.query(`
      CREATE TABLE farm_images (
        id bigserial PRIMARY KEY,
        field_id bigint NOT NULL REFERENCES farm_fields (id),
        upload_id uuid NOT NULL REFERENCES uploads (id),
        taken_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT farm_images_upload_key UNIQUE (upload_id)
      )`);
    await queryRunner.query(`CREATE INDEX farm_images_taken_idx ON farm_images (field_id, taken_at)`);

    await queryRunner.query(`
      CREATE TABLE farm_gacp_records (
        id bigserial PRIMARY KEY,
        field_id bigint NOT NULL REFERENCES farm_fields (id),
        type varchar(20) NOT NULL,
        work_date date NOT NULL,
        work_item varchar(100) NOT NULL,
        material varchar(100),
        quantity numeric(12, 2),
        unit varchar(20),
        operator varchar(40) NOT NULL,
        note varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT farm_gacp_records_quantity_check CHECK (quantity IS NULL OR quantity >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX farm_gacp_records_type_idx ON farm_gacp_records (field_id, type, work_date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['farm_gacp_records', 'farm_images', 'farm_readings', 'farm_ingestion_keys', 'farm_loans', 'farm_fields', 'farms']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
