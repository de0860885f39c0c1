import { expect, type Response } from '@playwright/test';

export const CONSOLE_API = '/api/console';

export type SortOrder = 'ASC' | 'DESC';

/** The query string ra-data-simple-rest sends: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface SimpleRestQuery {
  sort: [string, SortOrder];
  range: [number, number];
  filter: Record<string, unknown>;
}

export interface SimpleRestList {
  query: SimpleRestQuery;
  contentRange: { resource: string; start: number; end: number; total: number };
  rows: Record<string, unknown>[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseParam = (params: URLSearchParams, name: string): unknown => {
  const text = params.get(name);
  if (text === null) throw new Error(`the list request has no "${name}" parameter`);
  return JSON.parse(text);
};

/** Reads the sort, range and filter of a list request, failing when one is missing or malformed. */
export const readSimpleRestQuery = (url: string): SimpleRestQuery => {
  const params = new URL(url).searchParams;
  const sort = parseParam(params, 'sort');
  const range = parseParam(params, 'range');
  const filter = parseParam(params, 'filter');
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    (sort[1] !== 'ASC' && sort[1] !== 'DESC')
  ) {
    throw new Error(`sort is not ["field","ASC"|"DESC"]: ${JSON.stringify(sort)}`);
  }
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !Number.isInteger(range[0]) ||
    !Number.isInteger(range[1]) ||
    range[0] > range[1]
  ) {
    throw new Error(`range is not [start,end]: ${JSON.stringify(range)}`);
  }
  if (!isRecord(filter)) throw new Error(`filter is not an object: ${JSON.stringify(filter)}`);
  return { sort: [sort[0], sort[1]], range: [range[0], range[1]], filter };
};

/** A finished GET of the resource's list (not of one record). */
export const isListResponse =
  (resource: string) =>
  (response: Response): boolean =>
    response.request().method() === 'GET' && new URL(response.url()).pathname === `${CONSOLE_API}/${resource}`;

/**
 * Checks one list answer against the ra-data-simple-rest contract: the request carries sort, range and
 * filter as JSON, the answer is a JSON array and Content-Range covers exactly the rows answered.
 */
export const expectSimpleRestList = async (response: Response, resource: string): Promise<SimpleRestList> => {
  expect(response.status(), `GET ${response.url()}`).toBe(200);
  const query = readSimpleRestQuery(response.url());
  const header = await response.headerValue('content-range');
  expect(header, 'Content-Range header').not.toBeNull();
  const match = /^(\S+) (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  expect(match, `Content-Range "${header}"`).not.toBeNull();
  const [, name, start, end, total] = match ?? [];
  const contentRange = { resource: name, start: Number(start), end: Number(end), total: Number(total) };
  const body: unknown = await response.json();
  expect(Array.isArray(body), 'the list answer is a JSON array').toBe(true);
  const rows = (Array.isArray(body) ? body : []).filter(isRecord);
  expect(contentRange.resource).toBe(resource);
  expect(contentRange.start).toBe(query.range[0]);
  expect(rows.length).toBeLessThanOrEqual(query.range[1] - query.range[0] + 1);
  if (rows.length > 0) expect(contentRange.end - contentRange.start + 1).toBe(rows.length);
  expect(contentRange.total).toBeGreaterThanOrEqual(contentRange.start + rows.length);
  return { query, contentRange, rows };
};

/** The string field of a row, failing when the row lacks it. */
export const stringField = (row: Record<string, unknown>, field: string): string => {
  const value = row[field];
  if (typeof value !== 'string') throw new Error(`row field "${field}" is not a string: ${JSON.stringify(row)}`);
  return value;
};
