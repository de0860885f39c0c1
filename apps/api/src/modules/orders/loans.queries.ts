import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { LOAN_STATUSES } from '@lendbridge/domain';
import type { ConsoleLoanRow } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';
import { CONSOLE_LOAN_SELECT, presentConsoleLoan } from './orders.presenter.js';
import type { ConsoleLoanDbRow } from './orders.presenter.js';

/** The console's loans: status (one or a list), borrower, a search of loan or member serial, and ids. */
export const LOAN_LIST = simpleRestList({
  resource: 'loans',
  filter: z.object({
    status: listFilter.anyOf(LOAN_STATUSES),
    borrower_id: listFilter.id(),
    q: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'l.id',
    serial: 'l.serial',
    created_at: 'l.created_at',
    amount: 'l.amount',
    invested_amount: 'l.invested_amount',
    status: 'l.status',
    funding_deadline: 'l.funding_deadline',
    funded_at: 'l.funded_at',
    disbursed_at: 'l.disbursed_at',
  },
});

/** The loans of the list without what waits for their disbursement: enough to count them. */
const LOAN_COUNT_SELECT = `SELECT l.id FROM loans l JOIN users u ON u.id = l.borrower_id`;

export async function listConsoleLoans(manager: EntityManager, query: ListQuery<typeof LOAN_LIST>): Promise<ListPage<ConsoleLoanRow>> {
  const { status, borrower_id: borrowerId, q, id } = query.filter;
  const conditions = new SqlConditions();
  if (status) conditions.add((p) => `l.status = ANY (${p}::text[])`, status);
  if (q) conditions.add((p) => `(l.serial ILIKE ${p} OR u.member_serial ILIKE ${p})`, containsPattern(q));
  if (borrowerId !== undefined) conditions.add((p) => `l.borrower_id = ${p}`, borrowerId);
  if (id) conditions.add((p) => `l.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<ConsoleLoanDbRow, typeof LOAN_LIST>(manager, LOAN_LIST, query, CONSOLE_LOAN_SELECT, conditions, LOAN_COUNT_SELECT);
  return presentPage(page, presentConsoleLoan);
}
