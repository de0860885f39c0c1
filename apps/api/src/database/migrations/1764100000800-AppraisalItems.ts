import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Appraisal items: one per collateral of a submitted pawn_project or realty application, keyed by
 * the application and the collateral's place in its list. An item waits unappraised until one
 * appraiser's comment (the value in ten-thousands of NT$ and the text) closes it; the checks keep
 * an appraised item complete and an unappraised one empty. Applications submitted before this
 * migration get their items here.
 */
export class AppraisalItems1764100000800 implements MigrationInterface {
  name = 'AppraisalItems1764100000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE appraisal_items (
        id bigserial PRIMARY KEY,
        application_id bigint NOT NULL REFERENCES loan_applications (id),
        collateral_index integer NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'unappraised',
        ten_thousand_value integer,
        comment text,
        appraiser_id bigint REFERENCES users (id),
        appraised_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT appraisal_items_collateral_key UNIQUE (application_id, collateral_index),
        CONSTRAINT appraisal_items_index_check CHECK (collateral_index >= 0),
        CONSTRAINT appraisal_items_status_check CHECK (status IN ('unappraised', 'appraised')),
        CONSTRAINT appraisal_items_value_check CHECK (ten_thousand_value > 0),
        CONSTRAINT appraisal_items_appraised_check CHECK (
          CASE WHEN status = 'appraised'
               THEN ten_thousand_value IS NOT NULL AND comment IS NOT NULL AND appraiser_id IS NOT NULL AND appraised_at IS NOT NULL
               ELSE ten_thousand_value IS NULL AND comment IS NULL AND appraiser_id IS NULL AND appraised_at IS NULL
          END)
      )`);
    await queryRunner.query(`CREATE INDEX appraisal_items_status_idx ON appraisal_items (status, id)`);
    await queryRunner.query(`
      INSERT INTO appraisal_items (application_id, collateral_index, created_at)
      SELECT a.id, c.position - 1, COALESCE(a.submitted_at, a.created_at)
        FROM loan_applications a
        CROSS JOIN LATERAL jsonb_array_elements(a.collaterals) WITH ORDINALITY AS c (collateral, position)
       WHERE a.app_type IN ('pawn_project', 'realty') AND a.status <> 'prepare'
       ORDER BY a.id, c.position`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE appraisal_items`);
  }
}
