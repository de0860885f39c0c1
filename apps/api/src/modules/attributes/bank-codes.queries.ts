import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { ConsoleBankCodeRow } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, escapeLike } from '../../common/sql.js';
import { presentBankCode } from './bank-codes.service.js';
import type { BankCode } from './bank-code.entity.js';

/** The codes under their entity's property names, as presentBankCode reads them. */
const BANK_CODE_SELECT = `SELECT b.code, b.name, b.is_active AS "isActive", b.updated_at AS "updatedAt" FROM bank_codes b`;

/** The console's bank codes: a search of code prefix or name, active or not, and codes (the records' ids). */
export const BANK_CODE_LIST = simpleRestList({
  resource: 'bank-codes',
  filter: z.object({
    q: listFilter.text(),
    is_active: listFilter.flag(),
    id: listFilter.keys(),
  }),
  sortable: {
    id: 'b.code',
    code: 'b.code',
    name: 'b.name',
    is_active: 'b.is_active',
    updated_at: 'b.updated_at',
  },
  defaultSort: { field: 'code', order: 'ASC' },
  tieBreaker: { column: 'b.code', order: 'ASC' },
});

export async function listBankCodes(manager: EntityManager, query: ListQuery<typeof BANK_CODE_LIST>): Promise<ListPage<ConsoleBankCodeRow>> {
  const { q, is_active: active, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(b.code LIKE (${p} || '%') OR b.name ILIKE ('%' || ${p} || '%'))`, escapeLike(q));
  if (active !== undefined) conditions.add((p) => `b.is_active = ${p}`, active);
  if (id) conditions.add((p) => `b.code = ANY (${p}::text[])`, id);
  const page = await selectListPage<BankCode, typeof BANK_CODE_LIST>(manager, BANK_CODE_LIST, query, BANK_CODE_SELECT, conditions);
  return presentPage(page, presentBankCode);
}
