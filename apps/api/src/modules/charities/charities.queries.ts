import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { Charity, ConsoleCharityRow } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';

/** A charity as CHARITY_SELECT reads it. */
interface CharityDbRow {
  id: number;
  name: string;
  donation_code: string;
  description: string;
  enabled: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
}

const CHARITY_SELECT = `SELECT c.id, c.name, c.donation_code, c.description, c.enabled, c.position, c.created_at, c.updated_at FROM charities c`;

const presentCharity = (row: CharityDbRow): ConsoleCharityRow => ({
  id: Number(row.id),
  name: row.name,
  donation_code: row.donation_code,
  description: row.description,
  enabled: row.enabled,
  position: row.position,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The charities a member may donate to: the enabled ones, in the console's order. */
export async function enabledCharities(manager: EntityManager): Promise<Charity[]> {
  const rows: CharityDbRow[] = await manager.query(`${CHARITY_SELECT} WHERE c.enabled ORDER BY c.position, c.id`);
  return rows.map(({ id, name, donation_code, description }) => ({ id: Number(id), name, donation_code, description }));
}

/** Whether a member may donate to this charity now. */
export async function isCharityEnabled(manager: EntityManager, id: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM charities WHERE id = $1 AND enabled`, [id]);
  return rows.length > 0;
}

/** The console's list: a search of the name or donation code, on or off, and ids. */
export const CHARITY_LIST = simpleRestList({
  resource: 'charities',
  filter: z.object({ q: listFilter.text(), enabled: listFilter.flag(), id: listFilter.ids() }),
  sortable: { id: 'c.id', name: 'c.name', donation_code: 'c.donation_code', position: 'c.position', updated_at: 'c.updated_at' },
  defaultSort: { field: 'position', order: 'ASC' },
});

export async function listCharities(manager: EntityManager, query: ListQuery<typeof CHARITY_LIST>): Promise<ListPage<ConsoleCharityRow>> {
  const { q, enabled, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(c.name ILIKE ${p} OR c.donation_code LIKE ${p})`, containsPattern(q));
  if (enabled !== undefined) conditions.add((p) => `c.enabled = ${p}`, enabled);
  if (id) conditions.add((p) => `c.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<CharityDbRow, typeof CHARITY_LIST>(manager, CHARITY_LIST, query, CHARITY_SELECT, conditions);
  return presentPage(page, presentCharity);
}

export async function findCharity(manager: EntityManager, id: number): Promise<ConsoleCharityRow | null> {
  const rows: CharityDbRow[] = await manager.query(`${CHARITY_SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ? presentCharity(rows[0]) : null;
}
