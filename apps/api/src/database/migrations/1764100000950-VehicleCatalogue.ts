import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vehicle appraisal's price catalogue: one row per vehicle (type, brand, model, model year,
 * body type, spec) with its new price in whole NT$, an optional note (示範資料 on the demo rows),
 * who imported it and when. The unique key over the selections lets an import update a price.
 *
 * The human check's spent challenges: a solved proof-of-work challenge is good for one search, so
 * its id is kept here until the challenge expires (every API process shares them).
 */
export class VehicleCatalogue1764100000950 implements MigrationInterface {
  name = 'VehicleCatalogue1764100000950';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE vehicle_catalogue (
        id bigserial PRIMARY KEY,
        vehicle_type varchar(16) NOT NULL,
        kind varchar(50) NOT NULL,
        car varchar(50) NOT NULL,
        year integer NOT NULL,
        type varchar(50) NOT NULL,
        spec varchar(50) NOT NULL,
        price bigint NOT NULL,
        note varchar(100),
        imported_by bigint REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT vehicle_catalogue_vehicle_key UNIQUE (vehicle_type, kind, car, year, type, spec),
        CONSTRAINT vehicle_catalogue_type_check CHECK (vehicle_type IN ('car', 'motorcycle')),
        CONSTRAINT vehicle_catalogue_year_check CHECK (year BETWEEN 1950 AND 9999),
        CONSTRAINT vehicle_catalogue_price_check CHECK (price > 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE captcha_spent (
        challenge_id varchar(64) PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX captcha_spent_expires_idx ON captcha_spent (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE captcha_spent`);
    await queryRunner.query(`DROP TABLE vehicle_catalogue`);
  }
}
