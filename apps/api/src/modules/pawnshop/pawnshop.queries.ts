import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { APPRAISAL_IMAGE_KINDS_ALL, PAWN_CASE_LISTS, PAWN_CASE_STATUSES, PAWNSHOP_APP_TYPE } from '@lendbridge/domain';
import type { PawnCaseRow, PawnSetting } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern, returnedRows } from '../../common/sql.js';
import { holdsCollateralFileSql, isImageOfCollaterals } from '../appraisal/appraisal.queries.js';
import type { FormBlock } from '../loans/loan-application.entity.js';
import { presentPawnCaseRow } from './pawnshop.presenter.js';
import type { PawnCaseDbRow } from './pawnshop.presenter.js';

/** Application states in which a pending case is open to operators: submitted and not yet decided by a reviewer. */
const OPEN_APPLICATION_STATUSES = ['submitted', 'reviewing'];

/** A pending case whose application is still open: what the market lists and anyone may order. */
const OPEN_CASE = `c.status = 'pending' AND a.status IN (${OPEN_APPLICATION_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** A case with its application (serial, borrower, asked terms, collaterals, documents), its loan, its taker and its appraised value. */
const CASE_SELECT = `
  SELECT c.id, c.application_id, a.serial, a.user_id AS borrower_id, a.status AS application_status, l.serial AS loan_serial,
         c.status, c.operator_id,
         CASE WHEN c.operator_id IS NULL THEN NULL ELSE COALESCE(NULLIF(p.company_name, ''), NULLIF(p.lastname || p.firstname, ''), u.email) END AS operator_name,
         a.application, a.collaterals, a.attachments,
         c.amount, c.period, c.principal_repayment_type, c.apr::text AS apr, c.storage_fee, c.set_at, c.confirmed_at,
         c.pawn_ticket, c.taken_at, c.invested_at, to_char(c.invested_on, 'YYYY-MM-DD') AS invested_on, c.closed_at, c.created_at, c.updated_at,
         (SELECT sum(i.ten_thousand_value)::int FROM appraisal_items i WHERE i.application_id = c.application_id AND i.status = 'appraised')
           AS appraised_value
    FROM pawn_cases c
    JOIN loan_applications a ON a.id = c.application_id
    LEFT JOIN loans l ON l.id = c.loan_id
    LEFT JOIN users u ON u.id = c.operator_id
    LEFT JOIN member_profiles p ON p.user_id = c.operator_id`;

const COUNT_SELECT = `SELECT c.id FROM pawn_cases c JOIN loan_applications a ON a.id = c.application_id`;

/** Who reads the cases: an operator sees the open cases and their own; an admin every case. */
export interface PawnCaseReader {
  readonly userId: number;
  readonly admin: boolean;
}

/** The reader's visibility as a condition on c (the case) and a (its application). */
function addVisibility(conditions: SqlConditions, reader: PawnCaseReader): void {
  if (reader.admin) return;
  conditions.add((p) => `((${OPEN_CASE}) OR c.operator_id = ${p})`, reader.userId);
}

/** The console's pawn cases: the market (open cases), the reader's own (mine), by status, serial search and ids. */
export const PAWN_CASE_LIST = simpleRestList({
  resource: 'pawn-cases',
  filter: z.object({
    list: listFilter.oneOf(PAWN_CASE_LISTS),
    status: listFilter.oneOf(PAWN_CASE_STATUSES),
    q: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'c.id',
    created_at: 'c.created_at',
    updated_at: 'c.updated_at',
    status: 'c.status',
    serial: 'a.serial',
  },
});

export async function listPawnCases(
  manager: EntityManager,
  reader: PawnCaseReader,
  query: ListQuery<typeof PAWN_CASE_LIST>,
): Promise<ListPage<PawnCaseRow>> {
  const { list, status, q, id } = query.filter;
  const conditions = new SqlConditions();
  addVisibility(conditions, reader);
  if (list === 'market') conditions.addFixed(OPEN_CASE);
  if (list === 'mine') conditions.add((p) => `c.operator_id = ${p}`, reader.userId);
  if (status) conditions.add((p) => `c.status = ${p}`, status);
  if (q) conditions.add((p) => `a.serial ILIKE ${p}`, containsPattern(q));
  if (id) conditions.add((p) => `c.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<PawnCaseDbRow, typeof PAWN_CASE_LIST>(manager, PAWN_CASE_LIST, query, CASE_SELECT, conditions, COUNT_SELECT);
  return presentPage(page, (row) => presentPawnCaseRow(row, reader.userId));
}

/** One case the reader may see (null otherwise), locked for the caller's transaction when asked. */
export async function findPawnCase(manager: EntityManager, reader: PawnCaseReader, id: number, lock = false): Promise<PawnCaseDbRow | null> {
  const conditions = new SqlConditions();
  conditions.add((p) => `c.id = ${p}`, id);
  addVisibility(conditions, reader);
  const [row] = (await manager.query(`${CASE_SELECT} ${conditions.where}${lock ? ' FOR UPDATE OF c' : ''}`, conditions.params)) as PawnCaseDbRow[];
  return row ?? null;
}

/** A borrower's cases, newest first; or one of them by its application's serial, locked when asked. */
export async function borrowerPawnCases(manager: EntityManager, borrowerId: number): Promise<PawnCaseDbRow[]> {
  return (await manager.query(`${CASE_SELECT} WHERE a.user_id = $1 ORDER BY c.id DESC`, [borrowerId])) as PawnCaseDbRow[];
}

export async function findBorrowerPawnCase(manager: EntityManager, borrowerId: number, serial: string, lock = false): Promise<PawnCaseDbRow | null> {
  const [row] = (await manager.query(`${CASE_SELECT} WHERE a.user_id = $1 AND a.serial = $2${lock ? ' FOR UPDATE OF c' : ''}`, [
    borrowerId,
    serial,
  ])) as PawnCaseDbRow[];
  return row ?? null;
}

/**
 * A page of the cases lenders see in a pawn-project view, newest first: cases of these statuses
 * that a pawnshop has, or that wait for one while their application is open. Answers the rows and
 * how many there are.
 */
export async function marketPawnCases(
  manager: EntityManager,
  statuses: readonly string[],
  page: number,
  pageSize: number,
): Promise<{ rows: PawnCaseDbRow[]; total: number }> {
  if (statuses.length === 0) return { rows: [], total: 0 };
  const where = `WHERE c.status = ANY ($1::text[]) AND (c.status <> 'pending' OR (${OPEN_CASE}))`;
  const rows = (await manager.query(`${CASE_SELECT} ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`, [
    statuses,
    pageSize,
    (page - 1) * pageSize,
  ])) as PawnCaseDbRow[];
  const [count] = (await manager.query(`SELECT count(*)::int AS total FROM (${COUNT_SELECT} ${where}) counted`, [statuses])) as { total: number }[];
  return { rows, total: count?.total ?? 0 };
}

/** Makes the case of a submitted pawn_project application (none for other types); a case already there is kept. */
export async function createPawnCase(manager: EntityManager, applicationId: number): Promise<void> {
  await manager.query(
    `INSERT INTO pawn_cases (application_id)
     SELECT a.id FROM loan_applications a WHERE a.id = $1 AND a.app_type = $2
     ON CONFLICT (application_id) DO NOTHING`,
    [applicationId, PAWNSHOP_APP_TYPE],
  );
}

/**
 * The operator takes an open case that is not their own application: one conditional UPDATE, so
 * of operators ordering at once the first wins and the others find it taken. Answers whether this
 * order took it.
 */
export async function takePawnCase(manager: EntityManager, id: number, operatorId: number, at: Date): Promise<boolean> {
  const result: unknown = await manager.query(
    `UPDATE pawn_cases c SET status = 'taken', operator_id = $2, taken_at = $3, updated_at = $3
       FROM loan_applications a
      WHERE c.id = $1 AND a.id = c.application_id AND ${OPEN_CASE} AND a.user_id <> $2
      RETURNING c.id`,
    [id, operatorId, at],
  );
  return returnedRows<{ id: number }>(result).length === 1;
}

/**
 * Whether a pawnshop has the application's case (taken or later): its reviewer then leaves it to the
 * pawnshop. Called under the application's lock, which an order takes first too.
 */
export async function isWithPawnshop(manager: EntityManager, applicationId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM pawn_cases WHERE application_id = $1 AND status <> 'pending'`, [applicationId]);
  return rows.length > 0;
}

/** Locks the case's application, as a reviewer's decision does, so an order and a decision never both pass. */
export async function lockCaseApplication(manager: EntityManager, applicationId: number): Promise<void> {
  await manager.query(`SELECT id FROM loan_applications WHERE id = $1 FOR UPDATE`, [applicationId]);
}

/** Records the taker's terms; the case waits for the borrower's answer. */
export async function setPawnTerms(manager: EntityManager, id: number, terms: PawnSetting, at: Date): Promise<void> {
  await manager.query(
    `UPDATE pawn_cases
        SET status = 'wait_confirm', amount = $2, period = $3, principal_repayment_type = $4, apr = $5, storage_fee = $6,
            set_at = $7, updated_at = $7
      WHERE id = $1`,
    [id, terms.amount, terms.period, terms.principal_repayment_type, terms.apr, terms.storage_fee, at],
  );
}

/** The borrower agrees to the terms (confirmed) or declines them: the case goes back to its taker without terms. */
export async function answerPawnTerms(manager: EntityManager, id: number, agreed: boolean, at: Date): Promise<void> {
  await manager.query(
    agreed
      ? `UPDATE pawn_cases SET status = 'confirmed', confirmed_at = $2, updated_at = $2 WHERE id = $1`
      : `UPDATE pawn_cases
            SET status = 'taken', amount = NULL, period = NULL, principal_repayment_type = NULL, apr = NULL, storage_fee = NULL,
                set_at = NULL, updated_at = $2
          WHERE id = $1`,
    [id, at],
  );
}

/** The ids among these that are uploads of this owner, lower case. */
export async function ownUploadIds(manager: EntityManager, ownerId: number, ids: readonly string[]): Promise<Set<string>> {
  const rows = (await manager.query(`SELECT id::text AS id FROM uploads WHERE owner_id = $1 AND id::text = ANY ($2::text[])`, [
    ownerId,
    ids.map((id) => id.toLowerCase()),
  ])) as { id: string }[];
  return new Set(rows.map((row) => row.id.toLowerCase()));
}

/** The pawn case of a loan invested by a pawnshop, with its taker and storage fee; null for any other loan. */
export async function pawnCaseOfLoan(manager: EntityManager, loanId: number): Promise<{ id: number; operator_id: number; storage_fee: number } | null> {
  const [row] = (await manager.query(`SELECT id, operator_id, storage_fee FROM pawn_cases WHERE loan_id = $1`, [loanId])) as {
    id: number;
    operator_id: number;
    storage_fee: number;
  }[];
  return row ?? null;
}

/**
 * Whether an upload of this owner is something a pawnshop operator may open: an image a collateral
 * of a case open to them or taken by them shows (the appraisal's rule, appraisalImageIdsOf).
 */
export async function isPawnCaseFile(manager: EntityManager, operatorId: number, ownerId: number, uploadId: string): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT a.collaterals, a.attachments FROM pawn_cases c JOIN loan_applications a ON a.id = c.application_id
      WHERE a.user_id = $2 AND ((${OPEN_CASE}) OR c.operator_id = $1) AND ${holdsCollateralFileSql('$4', '$3')}`,
    [operatorId, ownerId, uploadId.toLowerCase(), APPRAISAL_IMAGE_KINDS_ALL],
  )) as { collaterals: FormBlock[]; attachments: Record<string, string[]> }[];
  return rows.some((row) => isImageOfCollaterals(row.collaterals, row.attachments, uploadId));
}

/** Whether an upload is the pawn ticket of one of this borrower's cases. */
export async function isOwnPawnTicket(manager: EntityManager, borrowerId: number, uploadId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM pawn_cases c JOIN loan_applications a ON a.id = c.application_id
      WHERE a.user_id = $1 AND c.pawn_ticket ? $2 LIMIT 1`,
    [borrowerId, uploadId.toLowerCase()],
  );
  return rows.length > 0;
}
