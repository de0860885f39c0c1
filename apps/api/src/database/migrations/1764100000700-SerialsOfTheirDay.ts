import type { MigrationInterface, QueryRunner } from 'typeorm';

const SERIALS = [
  ['A', 'loan_application'],
  ['O', 'order'],
  ['I', 'investment'],
] as const;

/**
 * The serial of a record made at a given instant carries that instant's Taipei date: a second form
 * of each serial function takes the instant, for records written with their business step's time
 * (an order placed for a past step of the demo is dated that day); the columns' defaults still
 * use the database clock.
 */
export class SerialsOfTheirDay1764100000700 implements MigrationInterface {
  name = 'SerialsOfTheirDay1764100000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [prefix, name] of SERIALS) {
      await queryRunner.query(`
        CREATE FUNCTION next_${name}_serial(at timestamptz) RETURNS text LANGUAGE sql AS $$
          SELECT '${prefix}' || to_char(at AT TIME ZONE 'Asia/Taipei', 'YYMMDD')
                     || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END
            FROM (SELECT nextval('${name}_serial_seq') AS n) AS next_value
        $$`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [, name] of SERIALS) await queryRunner.query(`DROP FUNCTION next_${name}_serial(timestamptz)`);
  }
}
