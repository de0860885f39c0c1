import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { FARM_FIELD_CODES, GACP_RECORD_TYPE_VALUES } from '@lendbridge/domain';
import type { ConsoleFarmReadingRow, ConsoleFarmRow, ConsoleGacpRecordRow, FarmFieldCode } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';
import { GACP_SELECT } from './farms.queries.js';
import type { GacpDbRow } from './farms.queries.js';
import { presentGacp } from './farms.service.js';

/** A farm as FARM_SELECT reads it. */
type FarmDbRow = ConsoleFarmRow<Date>;

const FARM_SELECT = `
  SELECT f.id, f.no, f.name, f.owner_id, u.member_serial AS owner_serial, f.location, f.description, f.page_key,
         ARRAY(SELECT l.serial FROM farm_loans fl JOIN loans l ON l.id = fl.loan_id WHERE fl.farm_id = f.id ORDER BY l.id) AS loan_serials,
         COALESCE((SELECT json_agg(json_build_object('code', ff.code, 'name', ff.name) ORDER BY ff.code) FROM farm_fields ff WHERE ff.farm_id = f.id), '[]') AS fields,
         k.key_prefix, k.created_at AS key_created_at,
         (SELECT count(*)::int FROM farm_readings r JOIN farm_fields ff ON ff.id = r.field_id WHERE ff.farm_id = f.id) AS reading_count,
         f.created_at
    FROM farms f
    JOIN users u ON u.id = f.owner_id
    LEFT JOIN farm_ingestion_keys k ON k.farm_id = f.id AND k.revoked_at IS NULL`;

const presentFarm = (row: FarmDbRow): ConsoleFarmRow => ({
  ...row,
  key_created_at: row.key_created_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

export const FARM_LIST = simpleRestList({
  resource: 'farms',
  filter: z.object({ q: listFilter.text(), id: listFilter.ids(), owner_id: listFilter.id() }),
  sortable: { id: 'f.id', no: 'f.no', name: 'f.name', created_at: 'f.created_at' },
});

export async function listFarms(manager: EntityManager, query: ListQuery<typeof FARM_LIST>): Promise<ListPage<ConsoleFarmRow>> {
  const { q, id, owner_id: ownerId } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(f.no ILIKE ${p} OR f.name ILIKE ${p} OR f.location ILIKE ${p})`, containsPattern(q));
  if (id) conditions.add((p) => `f.id = ANY (${p}::bigint[])`, id);
  if (ownerId !== undefined) conditions.add((p) => `f.owner_id = ${p}`, ownerId);
  return presentPage(await selectListPage<FarmDbRow, typeof FARM_LIST>(manager, FARM_LIST, query, FARM_SELECT, conditions), presentFarm);
}

export async function findConsoleFarm(manager: Pick<EntityManager, 'query'>, id: number): Promise<ConsoleFarmRow | undefined> {
  const rows = (await manager.query(`${FARM_SELECT} WHERE f.id = $1`, [id])) as FarmDbRow[];
  return rows[0] ? presentFarm(rows[0]) : undefined;
}

interface ReadingDbRow {
  id: number;
  farm_id: number;
  farm_no: string;
  field: FarmFieldCode;
  metric: string;
  value: number;
  measured_at: Date;
}

export const READING_LIST = simpleRestList({
  resource: 'farm-readings',
  filter: z.object({ farm_id: listFilter.id(), field: listFilter.oneOf(FARM_FIELD_CODES), metric: listFilter.text() }),
  sortable: { id: 'r.id', measured_at: 'r.measured_at', value: 'r.value' },
  defaultSort: { field: 'measured_at', order: 'DESC' },
  tieBreaker: { column: 'r.id' },
});

export async function listReadings(manager: EntityManager, query: ListQuery<typeof READING_LIST>): Promise<ListPage<ConsoleFarmReadingRow>> {
  const { farm_id: farmId, field, metric } = query.filter;
  const conditions = new SqlConditions();
  if (farmId !== undefined) conditions.add((p) => `ff.farm_id = ${p}`, farmId);
  if (field) conditions.add((p) => `ff.code = ${p}`, field);
  if (metric) conditions.add((p) => `r.metric = ${p}`, metric);
  const select = `SELECT r.id, ff.farm_id, f.no AS farm_no, ff.code AS field, r.metric, r.value, r.measured_at
                    FROM farm_readings r JOIN farm_fields ff ON ff.id = r.field_id JOIN farms f ON f.id = ff.farm_id`;
  const page = await selectListPage<ReadingDbRow, typeof READING_LIST>(manager, READING_LIST, query, select, conditions);
  return presentPage(page, (row) => ({ ...row, measured_at: row.measured_at.toISOString() }));
}

interface ConsoleGacpDbRow extends GacpDbRow {
  farm_id: number;
  farm_no: string;
  created_at: Date;
}

export const GACP_LIST = simpleRestList({
  resource: 'farm-gacp-records',
  filter: z.object({ farm_id: listFilter.id(), type: listFilter.oneOf(GACP_RECORD_TYPE_VALUES) }),
  sortable: { id: 'g.id', work_date: 'g.work_date', type: 'g.type' },
  defaultSort: { field: 'work_date', order: 'DESC' },
  tieBreaker: { column: 'g.id' },
});

export async function listGacpRecords(manager: EntityManager, query: ListQuery<typeof GACP_LIST>): Promise<ListPage<ConsoleGacpRecordRow>> {
  const { farm_id: farmId, type } = query.filter;
  const conditions = new SqlConditions();
  if (farmId !== undefined) conditions.add((p) => `ff.farm_id = ${p}`, farmId);
  if (type) conditions.add((p) => `g.type = ${p}`, type);
  const select = GACP_SELECT.replace('SELECT g.id,', 'SELECT g.id, ff.farm_id, f.no AS farm_no, g.created_at,') + ' JOIN farms f ON f.id = ff.farm_id';
  const page = await selectListPage<ConsoleGacpDbRow, typeof GACP_LIST>(manager, GACP_LIST, query, select, conditions);
  return presentPage(page, (row) => ({ ...presentGacp(row), farm_id: row.farm_id, farm_no: row.farm_no, created_at: row.created_at.toISOString() }));
}
