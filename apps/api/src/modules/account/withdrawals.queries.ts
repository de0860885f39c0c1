import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { ACCOUNT_WITHDRAWAL_STATUSES } from '@lendbridge/domain';
import type { ConsoleWithdrawalRow } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';
import { WITHDRAWAL_SELECT, presentConsoleWithdrawal } from './account.presenter.js';
import type { WithdrawalDbRow } from './account.presenter.js';

/** The console's withdrawals: status, member, a search of member serial, name or account, and ids. */
export const WITHDRAWAL_LIST = simpleRestList({
  resource: 'withdrawals',
  filter: z.object({
    status: listFilter.oneOf(ACCOUNT_WITHDRAWAL_STATUSES),
    user_id: listFilter.id(),
    q: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'w.id',
    created_at: 'w.created_at',
    amount: 'w.amount',
    status: 'w.status',
    processed_at: 'w.processed_at',
  },
});

export async function listWithdrawals(
  manager: EntityManager,
  query: ListQuery<typeof WITHDRAWAL_LIST>,
): Promise<ListPage<ConsoleWithdrawalRow>> {
  const { status, user_id: userId, q, id } = query.filter;
  const conditions = new SqlConditions();
  if (status) conditions.add((p) => `w.status = ${p}`, status);
  if (userId !== undefined) conditions.add((p) => `w.user_id = ${p}`, userId);
  if (q) {
    conditions.add(
      (p) => `(u.member_serial ILIKE ${p} OR (p.lastname || p.firstname) ILIKE ${p} OR w.bank_account LIKE ${p})`,
      containsPattern(q),
    );
  }
  if (id) conditions.add((p) => `w.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<WithdrawalDbRow, typeof WITHDRAWAL_LIST>(manager, WITHDRAWAL_LIST, query, WITHDRAWAL_SELECT, conditions);
  return presentPage(page, presentConsoleWithdrawal);
}

/** Whether the member changed to this bank account on or after the business date (no withdrawal to it that day). */
export async function bankChangedSince(manager: EntityManager, bankId: number, businessDate: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM member_banks WHERE id = $1 AND changed_on >= $2::date`, [bankId, businessDate]);
  return rows.length > 0;
}
