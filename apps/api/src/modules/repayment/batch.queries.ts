import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { BATCH_RUN_STATUSES, MESSAGES, parseBusinessDate } from '@lendbridge/domain';
import type { ConsoleBatchRunRow } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions } from '../../common/sql.js';
import { BATCH_RUN_SELECT, presentBatchRun } from './repayment.presenter.js';
import type { BatchRunDbRow } from './repayment.presenter.js';

/** A business date, YYYY-MM-DD. */
const businessDateSchema = z.string({ error: MESSAGES.invalidFormat }).transform((text, ctx) => {
  const date = parseBusinessDate(text);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.invalidFormat });
    return z.NEVER;
  }
  return date;
});

/** The console's batch runs, keyed by business date: status, and dates (the records' ids). */
export const BATCH_RUN_LIST = simpleRestList({
  resource: 'batch-runs',
  filter: z.object({
    status: listFilter.oneOf(BATCH_RUN_STATUSES),
    id: listFilter.many(businessDateSchema),
  }),
  sortable: {
    id: 'b.business_date',
    business_date: 'b.business_date',
    status: 'b.status',
    started_at: 'b.started_at',
    finished_at: 'b.finished_at',
  },
  defaultSort: { field: 'business_date', order: 'DESC' },
  tieBreaker: { column: 'b.business_date' },
});

export async function listBatchRuns(manager: EntityManager, query: ListQuery<typeof BATCH_RUN_LIST>): Promise<ListPage<ConsoleBatchRunRow>> {
  const { status, id: dates } = query.filter;
  const conditions = new SqlConditions();
  if (status) conditions.add((p) => `b.status = ${p}`, status);
  if (dates) conditions.add((p) => `b.business_date = ANY (${p}::date[])`, dates);
  const page = await selectListPage<BatchRunDbRow, typeof BATCH_RUN_LIST>(manager, BATCH_RUN_LIST, query, BATCH_RUN_SELECT, conditions);
  return presentPage(page, presentBatchRun);
}

/** The run of a business date, if the batch ran for it. */
export async function findBatchRun(manager: EntityManager, businessDate: string): Promise<ConsoleBatchRunRow | null> {
  const rows = (await manager.query(`${BATCH_RUN_SELECT} WHERE b.business_date = $1`, [businessDate])) as BatchRunDbRow[];
  return rows[0] ? presentBatchRun(rows[0]) : null;
}

/** A member whose balance may be settled to their verified bound bank. */
export interface SettlementCandidate {
  user_id: number;
  bank_code: string;
  account: string;
}

/** The latest verified bound bank of each of these members who has one, by member id. */
export async function verifiedBanksOf(manager: EntityManager, userIds: readonly number[]): Promise<SettlementCandidate[]> {
  if (userIds.length === 0) return [];
  return (await manager.query(
    `SELECT DISTINCT ON (b.user_id) b.user_id, b.bank_code, b.account
       FROM member_banks b
      WHERE b.status = 'verified' AND b.user_id = ANY ($1::bigint[])
      ORDER BY b.user_id, b.id DESC`,
    [[...userIds]],
  )) as SettlementCandidate[];
}
