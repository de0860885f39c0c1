import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { DEPOSIT_SOURCES, DEPOSIT_STATUSES } from '@lendbridge/domain';
import type { ConsoleDepositRow, DepositSource, DepositStatus } from '@lendbridge/domain';
import { iso } from '../../common/dates.js';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';

/** A deposit as DEPOSIT_SELECT reads it: with the member's serial and the e-mails of the admins who recorded and decided it. */
interface DepositDbRow {
  id: number;
  source: DepositSource;
  notification_id: string | null;
  virtual_account: string;
  user_id: number | null;
  member_serial: string | null;
  amount: number;
  transferred_at: Date;
  status: DepositStatus;
  note: string | null;
  created_by: number | null;
  created_by_email: string | null;
  created_at: Date;
  decided_by: number | null;
  decided_by_email: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
}

export const DEPOSIT_SELECT = `
  SELECT d.id, d.source, d.notification_id, d.virtual_account, d.user_id, u.member_serial, d.amount,
         d.transferred_at, d.status, d.note, d.created_by, c.email AS created_by_email, d.created_at,
         d.decided_by, r.email AS decided_by_email, d.decided_at, d.decision_reason
    FROM deposits d
    LEFT JOIN users u ON u.id = d.user_id
    LEFT JOIN users c ON c.id = d.created_by
    LEFT JOIN users r ON r.id = d.decided_by`;

/** A deposit as the console lists it. */
const presentConsoleDeposit = (row: DepositDbRow): ConsoleDepositRow => ({
  id: row.id,
  source: row.source,
  notification_id: row.notification_id,
  virtual_account: row.virtual_account,
  user_id: row.user_id,
  member_serial: row.member_serial,
  amount: row.amount,
  transferred_at: row.transferred_at.toISOString(),
  status: row.status,
  note: row.note,
  created_by: row.created_by,
  created_by_email: row.created_by_email,
  created_at: row.created_at.toISOString(),
  decided_by: row.decided_by,
  decided_by_email: row.decided_by_email,
  decided_at: iso(row.decided_at),
  decision_reason: row.decision_reason,
});

/** The console's deposits: status, source, member, a search of serial, virtual account or notification id, and ids. */
export const DEPOSIT_LIST = simpleRestList({
  resource: 'deposits',
  filter: z.object({
    status: listFilter.oneOf(DEPOSIT_STATUSES),
    source: listFilter.oneOf(DEPOSIT_SOURCES),
    user_id: listFilter.id(),
    q: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'd.id',
    created_at: 'd.created_at',
    transferred_at: 'd.transferred_at',
    amount: 'd.amount',
    status: 'd.status',
  },
});

export async function listDeposits(manager: EntityManager, query: ListQuery<typeof DEPOSIT_LIST>): Promise<ListPage<ConsoleDepositRow>> {
  const { status, source, user_id: userId, q, id } = query.filter;
  const conditions = new SqlConditions();
  if (status) conditions.add((p) => `d.status = ${p}`, status);
  if (source) conditions.add((p) => `d.source = ${p}`, source);
  if (userId !== undefined) conditions.add((p) => `d.user_id = ${p}`, userId);
  if (q) {
    conditions.add((p) => `(u.member_serial ILIKE ${p} OR d.virtual_account LIKE ${p} OR d.notification_id LIKE ${p})`, containsPattern(q));
  }
  if (id) conditions.add((p) => `d.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<DepositDbRow, typeof DEPOSIT_LIST>(manager, DEPOSIT_LIST, query, DEPOSIT_SELECT, conditions);
  return presentPage(page, presentConsoleDeposit);
}

export async function findDeposit(manager: EntityManager, id: number): Promise<ConsoleDepositRow | null> {
  const rows = (await manager.query(`${DEPOSIT_SELECT} WHERE d.id = $1`, [id])) as DepositDbRow[];
  return rows[0] ? presentConsoleDeposit(rows[0]) : null;
}
