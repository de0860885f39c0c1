import { describe, expect, it } from '@jest/globals';
import type { Response } from 'express';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { MESSAGES } from '@lendbridge/domain';
import { AppError } from './app-error.js';
import { SIMPLE_REST_MAX_PAGE, listFilter, parseListQuery, selectListPage, sendListPage, simpleRestList } from './simple-rest.js';
import { SqlConditions } from './sql.js';

const THINGS = simpleRestList({
  resource: 'things',
  filter: z.object({
    q: listFilter.text(),
    status: listFilter.oneOf(['open', 'closed']),
    kinds: listFilter.anyOf(['a', 'b']),
    owner_id: listFilter.id(),
    id: listFilter.ids(),
    codes: listFilter.keys(),
    active: listFilter.flag(),
  }),
  sortable: { id: 't.id', name: 't.name' },
});

const json = (value: unknown): string => JSON.stringify(value);

/** The 400 a query answers, or null when it parses. */
function refusal(query: Record<string, string>): AppError | null {
  try {
    parseListQuery(THINGS, query);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

interface Call {
  sql: string;
  params: unknown[];
}

/** An EntityManager whose query() answers the given results in turn and records each call. */
function fakeManager(...results: unknown[][]): { manager: EntityManager; calls: Call[] } {
  const calls: Call[] = [];
  const manager = {
    query: (sql: string, params: unknown[] = []) => {
      calls.push({ sql, params });
      return Promise.resolve(results.shift() ?? []);
    },
  } as unknown as EntityManager;
  return { manager, calls };
}

/** A response that keeps its headers. */
function fakeResponse(): { res: Response; headers: Map<string, string> } {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => {
      headers.set(name, value);
      return res;
    },
  } as unknown as Response;
  return { res, headers };
}

describe('simpleRestList', () => {
  it('lists the newest id first and breaks ties by the id column unless the list names its own', () => {
    expect({ defaultSort: THINGS.defaultSort, tieBreaker: THINGS.tieBreaker }).toEqual({
      defaultSort: { field: 'id', order: 'DESC' },
      tieBreaker: { column: 't.id' },
    });
    const byName = simpleRestList({ ...THINGS, defaultSort: { field: 'name', order: 'ASC' } });
    expect({ defaultSort: byName.defaultSort, tieBreaker: byName.tieBreaker }).toEqual({
      defaultSort: { field: 'name', order: 'ASC' },
      tieBreaker: { column: 't.id' },
    });
  });

  it('refuses a list that sorts by no id and names no default sort or tie breaker', () => {
    const days = { resource: 'days', filter: z.object({}), sortable: { day: 'd.day' } };
    expect(() => simpleRestList(days)).toThrow('The days list sorts by no id');
    expect(() => simpleRestList({ ...days, defaultSort: { field: 'day', order: 'DESC' } })).toThrow('The days list sorts by no id');
    const named = simpleRestList({ ...days, defaultSort: { field: 'day', order: 'DESC' }, tieBreaker: { column: 'd.day' } });
    expect(named.tieBreaker).toEqual({ column: 'd.day' });
  });
});

describe('parseListQuery', () => {
  it('takes the default sort, the first page and an empty filter when nothing is asked', () => {
    expect(parseListQuery(THINGS, {})).toEqual({
      sort: { field: 'id', order: 'DESC' },
      range: { start: 0, end: 24 },
      filter: {},
    });
    expect(parseListQuery(THINGS, { sort: '', range: '', filter: '' }).range).toEqual({ start: 0, end: 24 });
  });

  it('reads sort and range in the ra-data-simple-rest form', () => {
    const query = parseListQuery(THINGS, { sort: json(['name', 'asc']), range: json([10, 19]) });
    expect(query.sort).toEqual({ field: 'name', order: 'ASC' });
    expect(query.range).toEqual({ start: 10, end: 19 });
  });

  it('answers at most the largest page', () => {
    expect(parseListQuery(THINGS, { range: json([0, 10_000]) }).range).toEqual({ start: 0, end: SIMPLE_REST_MAX_PAGE - 1 });
  });

  it('reads each kind of filter value', () => {
    const query = parseListQuery(THINGS, {
      filter: json({ q: '  lin  ', status: 'open', kinds: 'a', owner_id: '12', id: [3, '4'], codes: '004', active: false, other: 1 }),
    });
    expect(query.filter).toEqual({ q: 'lin', status: 'open', kinds: ['a'], owner_id: 12, id: [3, 4], codes: ['004'], active: false });
  });

  it('takes blank values as no filter, and an empty id list as one matching nothing', () => {
    expect(parseListQuery(THINGS, { filter: json({ q: '   ', status: '', owner_id: null, id: [] }) }).filter).toEqual({ id: [] });
  });

  it('refuses a sort field the list does not name, and a bad order, on sort', () => {
    for (const sort of [json(['password_hash', 'ASC']), json(['id', 'UP']), json('id'), 'id']) {
      const error = refusal({ sort });
      expect(error?.getStatus()).toBe(400);
      expect(error?.errors).toEqual({ sort: MESSAGES.invalidFormat });
    }
  });

  it('refuses a reversed, negative or fractional range on range', () => {
    for (const range of [json([5, 1]), json([-1, 4]), json([0, 1.5]), json([0])]) {
      expect(refusal({ range })?.errors).toEqual({ range: MESSAGES.invalidFormat });
    }
  });

  it('refuses a filter that is not a JSON object on filter, and a bad value on its field', () => {
    expect(refusal({ filter: '{not-json' })?.errors).toEqual({ filter: MESSAGES.invalidFormat });
    expect(refusal({ filter: json([1]) })?.getStatus()).toBe(400);
    expect(refusal({ filter: json({ status: 'lost' }) })?.errors).toEqual({ 'filter.status': MESSAGES.invalidFormat });
    expect(refusal({ filter: json({ owner_id: 'x' }) })?.errors).toHaveProperty(['filter.owner_id']);
    expect(refusal({ filter: json({ kinds: ['a', 'c'] }) })?.getStatus()).toBe(400);
    expect(refusal({ filter: json({ active: 'yes' }) })?.getStatus()).toBe(400);
    expect(refusal({ filter: json({ id: [1, 'two'] }) })?.getStatus()).toBe(400);
  });

  it('answers the project validation error', () => {
    const error = refusal({ filter: json({ status: 'lost' }) });
    expect(error?.getResponse()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: MESSAGES.invalidFormat,
      errors: { 'filter.status': MESSAGES.invalidFormat },
    });
  });
});

describe('selectListPage', () => {
  const SELECT = 'SELECT t.id, t.name FROM things t';

  it('orders by the sort field then the tie breaker, pages with LIMIT and OFFSET, and counts a part page itself', async () => {
    const { manager, calls } = fakeManager([{ id: 7 }, { id: 8 }]);
    const conditions = new SqlConditions();
    conditions.add((p) => `t.status = ${p}`, 'open');
    const query = parseListQuery(THINGS, { sort: json(['name', 'ASC']), range: json([10, 19]) });
    const page = await selectListPage(manager, THINGS, query, SELECT, conditions);
    expect(page).toEqual({ start: 10, rows: [{ id: 7 }, { id: 8 }], total: 12 });
    expect(calls).toHaveLength(1);
    expect(calls[0].sql.replace(/\s+/g, ' ').trim()).toBe(
      'SELECT t.id, t.name FROM things t WHERE t.status = $1 ORDER BY t.name ASC NULLS LAST, t.id ASC LIMIT $2 OFFSET $3',
    );
    expect(calls[0].params).toEqual(['open', 10, 10]);
  });

  it('counts the whole list when the page is full or empty past the start', async () => {
    const full = fakeManager([{ id: 1 }, { id: 2 }], [{ total: 40 }]);
    const query = parseListQuery(THINGS, { range: json([0, 1]) });
    expect((await selectListPage(full.manager, THINGS, query, SELECT, new SqlConditions())).total).toBe(40);
    expect(full.calls[1].sql).toBe(`SELECT count(*)::bigint AS total FROM (${SELECT} ) counted`);

    const beyond = fakeManager([], [{ total: 5 }]);
    const far = parseListQuery(THINGS, { range: json([10, 19]) });
    expect(await selectListPage(beyond.manager, THINGS, far, SELECT, new SqlConditions())).toEqual({ start: 10, rows: [], total: 5 });

    const none = fakeManager([]);
    expect((await selectListPage(none.manager, THINGS, parseListQuery(THINGS, {}), SELECT, new SqlConditions())).total).toBe(0);
    expect(none.calls).toHaveLength(1);
  });

  it('keeps a tie breaker of its own direction', async () => {
    const list = { ...THINGS, tieBreaker: { column: 't.code', order: 'ASC' as const } };
    const { manager, calls } = fakeManager([]);
    await selectListPage(manager, list, parseListQuery(list, { sort: json(['name', 'DESC']) }), SELECT, new SqlConditions());
    expect(calls[0].sql).toContain('ORDER BY t.name DESC NULLS LAST, t.code ASC');
  });
});

describe('sendListPage', () => {
  it('answers the rows with Content-Range and exposes the header', () => {
    const { res, headers } = fakeResponse();
    expect(sendListPage(res, THINGS, { start: 10, rows: ['a', 'b'], total: 12 })).toEqual(['a', 'b']);
    expect(headers.get('Content-Range')).toBe('things 10-11/12');
    expect(headers.get('Access-Control-Expose-Headers')).toBe('Content-Range');
  });

  it('names the start as the end of an empty page', () => {
    const { res, headers } = fakeResponse();
    sendListPage(res, THINGS, { start: 10, rows: [], total: 5 });
    expect(headers.get('Content-Range')).toBe('things 10-10/5');
  });
});
