import type { Response } from 'express';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { z } from 'zod';
import { AppError } from './app-error.js';

/** The list query of the ra-data-simple-rest contract: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface SimpleRestQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;

const rawQuerySchema = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.field(name, `${name} 格式不正確`);
  }
}

/**
 * Parses the query against the fields a resource allows to sort by; anything else is a 400.
 */
export function parseSimpleRestQuery(
  query: unknown,
  sortable: readonly string[],
  defaultSort: SimpleRestQuery['sort'],
): SimpleRestQuery {
  const raw = rawQuerySchema.parse(query ?? {});
  const sortValue = parseJson('sort', raw.sort);
  const rangeValue = parseJson('range', raw.range);
  const filterValue = parseJson('filter', raw.filter);

  let sort = defaultSort;
  if (sortValue !== undefined) {
    const parsed = z.tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])]).safeParse(sortValue);
    if (!parsed.success || !sortable.includes(parsed.data[0])) throw AppError.field('sort', 'sort 欄位不支援');
    sort = { field: parsed.data[0], order: parsed.data[1].toUpperCase() as 'ASC' | 'DESC' };
  }

  let range = { start: 0, end: 24 };
  if (rangeValue !== undefined) {
    const parsed = z.tuple([z.number().int().min(0), z.number().int().min(0)]).safeParse(rangeValue);
    if (!parsed.success || parsed.data[1] < parsed.data[0]) throw AppError.field('range', 'range 格式不正確');
    range = { start: parsed.data[0], end: Math.min(parsed.data[1], parsed.data[0] + MAX_PAGE - 1) };
  }

  let filter: Record<string, unknown> = {};
  if (filterValue !== undefined) {
    if (typeof filterValue !== 'object' || filterValue === null || Array.isArray(filterValue)) {
      throw AppError.field('filter', 'filter 格式不正確');
    }
    filter = filterValue as Record<string, unknown>;
  }
  return { sort, range, filter };
}

/** Sets the Content-Range header of a list answer: `<resource> <start>-<end>/<total>`. */
export function setContentRange(res: Response, resource: string, start: number, count: number, total: number): void {
  const end = count ? start + count - 1 : start;
  res.setHeader('Content-Range', `${resource} ${start}-${end}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

/** Applies range to a query builder, runs it with its count, and sets Content-Range on the response. */
export async function sendSimpleRestList<T extends ObjectLiteral, R>(
  res: Response,
  resource: string,
  builder: SelectQueryBuilder<T>,
  query: SimpleRestQuery,
  present: (row: T) => R,
): Promise<R[]> {
  const [rows, total] = await builder
    .skip(query.range.start)
    .take(query.range.end - query.range.start + 1)
    .getManyAndCount();
  setContentRange(res, resource, query.range.start, rows.length, total);
  return rows.map(present);
}

/** Reads a string filter value, ignoring other types. */
export function stringFilter(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads an id list filter (react-admin getMany sends filter={"id":[1,2]}). */
export function idsFilter(filter: Record<string, unknown>): number[] | undefined {
  const value = filter.id;
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.map(Number).filter((id) => Number.isSafeInteger(id));
}

/** `%` and `_` typed in a search mean themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The WHERE conditions of a list query with their numbered parameters ($1, $2, …). */
export class SqlConditions {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a condition built around the numbered parameter of its value. */
  add(sql: (param: string) => string, value: unknown): void {
    this.params.push(value);
    this.conditions.push(sql(`$${this.params.length}`));
  }

  /** Adds a condition that takes no value. */
  addFixed(sql: string): void {
    this.conditions.push(sql);
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** LIMIT and OFFSET parameters for a range, after the conditions' parameters. */
  page(range: SimpleRestQuery['range']): { sql: string; params: unknown[] } {
    const params = [...this.params, range.end - range.start + 1, range.start];
    return { sql: `LIMIT $${params.length - 1} OFFSET $${params.length}`, params };
  }
}
