import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { APPRAISAL_IMAGE_KINDS_ALL, APPRAISAL_SOURCES, APPRAISAL_STATUSES } from '@lendbridge/domain';
import type { AppraisalComment, AppraisalItem } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern, returnedRows } from '../../common/sql.js';
import type { FormBlock } from '../loans/loan-application.entity.js';
import { appraisalImageIdsOf, presentAppraisal } from './appraisal.presenter.js';
import type { AppraisalDbRow } from './appraisal.presenter.js';

/** An item with its application (serial, type, the collateral, the documents) and its appraiser's name. */
const ITEM_SELECT = `
  SELECT i.id, i.application_id, a.serial, a.app_type AS source, i.collateral_index,
         a.collaterals -> i.collateral_index AS collateral, a.attachments,
         i.status, i.ten_thousand_value, i.comment, i.appraiser_id,
         CASE WHEN i.appraiser_id IS NULL THEN NULL ELSE COALESCE(p.lastname || p.firstname, u.email) END AS appraiser_name,
         i.appraised_at, i.created_at
    FROM appraisal_items i
    JOIN loan_applications a ON a.id = i.application_id
    LEFT JOIN users u ON u.id = i.appraiser_id
    LEFT JOIN member_profiles p ON p.user_id = i.appraiser_id`;

const COUNT_SELECT = `SELECT i.id FROM appraisal_items i JOIN loan_applications a ON a.id = i.application_id`;

/** The console's appraisal items: by status (the marketplace's tabs), application type, serial search and ids. */
export const APPRAISAL_LIST = simpleRestList({
  resource: 'appraisals',
  filter: z.object({
    status: listFilter.oneOf(APPRAISAL_STATUSES),
    source: listFilter.oneOf(APPRAISAL_SOURCES),
    q: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'i.id',
    created_at: 'i.created_at',
    appraised_at: 'i.appraised_at',
    status: 'i.status',
    serial: 'a.serial',
  },
});

export async function listAppraisals(manager: EntityManager, query: ListQuery<typeof APPRAISAL_LIST>): Promise<ListPage<AppraisalItem>> {
  const { status, source, q, id } = query.filter;
  const conditions = new SqlConditions();
  if (status) conditions.add((p) => `i.status = ${p}`, status);
  if (source) conditions.add((p) => `a.app_type = ${p}`, source);
  if (q) conditions.add((p) => `a.serial ILIKE ${p}`, containsPattern(q));
  if (id) conditions.add((p) => `i.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<AppraisalDbRow, typeof APPRAISAL_LIST>(manager, APPRAISAL_LIST, query, ITEM_SELECT, conditions, COUNT_SELECT);
  return presentPage(page, presentAppraisal);
}

export async function findAppraisal(manager: EntityManager, id: number): Promise<AppraisalDbRow | null> {
  const [row] = (await manager.query(`${ITEM_SELECT} WHERE i.id = $1`, [id])) as AppraisalDbRow[];
  return row ?? null;
}

/** The items of an application, in collateral order. */
export async function appraisalsOfApplication(manager: EntityManager, applicationId: number): Promise<AppraisalDbRow[]> {
  return (await manager.query(`${ITEM_SELECT} WHERE i.application_id = $1 ORDER BY i.collateral_index`, [applicationId])) as AppraisalDbRow[];
}

/**
 * Makes the items of a submitted application: one per collateral of a pawn_project or realty
 * application (none for other types); an item already there is kept.
 */
export async function createAppraisalItems(manager: EntityManager, applicationId: number): Promise<void> {
  await manager.query(
    `INSERT INTO appraisal_items (application_id, collateral_index)
     SELECT a.id, c.position - 1
       FROM loan_applications a
       CROSS JOIN LATERAL jsonb_array_elements(a.collaterals) WITH ORDINALITY AS c (collateral, position)
      WHERE a.id = $1 AND a.app_type = ANY ($2::text[])
      ORDER BY c.position
     ON CONFLICT (application_id, collateral_index) DO NOTHING`,
    [applicationId, APPRAISAL_SOURCES],
  );
}

/**
 * Records a comment on an item still unappraised: one conditional UPDATE, so of two appraisers
 * commenting at once the second waits for the first and then finds the item appraised. Answers
 * whether this comment closed the item. It is dated now unless `at` says when (the demo's story).
 */
export async function recordAppraisal(
  manager: EntityManager,
  id: number,
  appraiserId: number,
  comment: AppraisalComment,
  at: Date | null = null,
): Promise<boolean> {
  const result: unknown = await manager.query(
    `UPDATE appraisal_items
        SET status = 'appraised', ten_thousand_value = $2, comment = $3, appraiser_id = $4, appraised_at = COALESCE($5, now())
      WHERE id = $1 AND status = 'unappraised'
      RETURNING id`,
    [id, comment.ten_thousand_value, comment.comment, appraiserId, at],
  );
  return returnedRows<{ id: number }>(result).length === 1;
}

interface ApplicationDocumentsRow {
  collaterals: FormBlock[];
  attachments: Record<string, string[]>;
  indexes: number[];
}

/**
 * The condition that application a holds the file among its documents of the kinds an appraisal
 * shows: the parameters name APPRAISAL_IMAGE_KINDS_ALL and the file's id in lower case.
 */
export const holdsCollateralFileSql = (kindsParam: string, fileParam: string): string =>
  `EXISTS (SELECT 1 FROM jsonb_each(a.attachments) AS k (kind, files), jsonb_array_elements_text(k.files) AS f (file)
            WHERE k.kind = ANY (${kindsParam}::text[]) AND lower(f.file) = ${fileParam})`;

/** Whether an upload is an image one of these collaterals shows (appraisalImageIdsOf). */
export const isImageOfCollaterals = (collaterals: readonly (FormBlock | null)[], attachments: Record<string, string[]>, uploadId: string): boolean =>
  collaterals.some((collateral) => appraisalImageIdsOf(collateral, attachments).includes(uploadId.toLowerCase()));

/** Whether an upload of this owner is an image some appraisal item shows (what an appraiser may open). */
export async function isAppraisalImage(manager: EntityManager, ownerId: number, uploadId: string): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT a.collaterals, a.attachments, array_agg(i.collateral_index) AS indexes
       FROM loan_applications a
       JOIN appraisal_items i ON i.application_id = a.id
      WHERE a.user_id = $1 AND ${holdsCollateralFileSql('$2', '$3')}
      GROUP BY a.id`,
    [ownerId, APPRAISAL_IMAGE_KINDS_ALL, uploadId.toLowerCase()],
  )) as ApplicationDocumentsRow[];
  return rows.some((row) => isImageOfCollaterals(row.indexes.map((index) => row.collaterals[index] ?? null), row.attachments, uploadId));
}
