import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { LEGAL_COLLECTION_STATUSES } from '@lendbridge/domain';
import type { ConsoleLegalCollectionRow } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';
import { REQUEST_SELECT, presentConsoleRow } from './legal-collection.presenter.js';
import type { RequestDbRow } from './legal-collection.presenter.js';

/** The console's legal collection requests: status, lender, a search of member serial or name, and ids. */
export const LEGAL_COLLECTION_LIST = simpleRestList({
  resource: 'legal-collections',
  filter: z.object({
    status: listFilter.oneOf(LEGAL_COLLECTION_STATUSES),
    user_id: listFilter.id(),
    q: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'r.id',
    created_at: 'r.created_at',
    updated_at: 'r.updated_at',
    status: 'r.status',
    court_fee: 'r.court_fee',
    case_count: 'r.case_count',
  },
});

export async function listLegalCollections(
  manager: EntityManager,
  query: ListQuery<typeof LEGAL_COLLECTION_LIST>,
): Promise<ListPage<ConsoleLegalCollectionRow>> {
  const { status, user_id: userId, q, id } = query.filter;
  const conditions = new SqlConditions();
  if (status) conditions.add((p) => `r.status = ${p}`, status);
  if (userId !== undefined) conditions.add((p) => `r.user_id = ${p}`, userId);
  if (q) conditions.add((p) => `(u.member_serial ILIKE ${p} OR (p.lastname || p.firstname) ILIKE ${p})`, containsPattern(q));
  if (id) conditions.add((p) => `r.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<RequestDbRow, typeof LEGAL_COLLECTION_LIST>(manager, LEGAL_COLLECTION_LIST, query, REQUEST_SELECT, conditions);
  return presentPage(page, presentConsoleRow);
}
