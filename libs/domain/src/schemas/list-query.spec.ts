import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  listQuerySchema,
  parseListQuery,
  parsePage,
  toListQueryString,
  toggleSort,
  withFilter,
} from './list-query.js';

const allowed = {
  orderBy: ['created_at', 'amount'] as const,
  filters: { folder: ['inbox', 'trash'] as const, read: ['0', '1'] as const },
};

describe('parsePage', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['007', 7],
    [undefined, 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['', 1],
    ['99999999999999999999', 1],
  ])('page %s → %s', (raw, expected) => {
    expect(parsePage(raw)).toBe(expected);
  });
});

describe('parseListQuery', () => {
  it('takes valid values back', () => {
    expect(
      parseListQuery(
        { page: '2', order_by: 'amount', order_dir: 'desc', folder: 'trash', read: '1' },
        allowed,
      ),
    ).toEqual({
      page: 2,
      order_by: 'amount',
      order_dir: 'desc',
      filters: { folder: 'trash', read: '1' },
    });
  });

  it('drops invalid values', () => {
    expect(
      parseListQuery(
        { page: 'x', order_by: 'password', order_dir: 'sideways', folder: 'spam', other: 'y' },
        allowed,
      ),
    ).toEqual({ page: 1, order_by: undefined, order_dir: undefined, filters: {} });
  });

  it('ignores inherited keys', () => {
    expect(parseListQuery({}, { orderBy: ['constructor'], filters: {} }).order_by).toBeUndefined();
  });
});

describe('toListQueryString', () => {
  it('writes the state, leaving out page 1 and empty values', () => {
    expect(
      toListQueryString({ page: 1, order_by: 'amount', order_dir: 'asc', filters: { folder: 'inbox' } }),
    ).toBe('order_by=amount&order_dir=asc&folder=inbox');
    expect(toListQueryString({ page: 3, filters: { folder: undefined } })).toBe('page=3');
    expect(toListQueryString({ page: 1, filters: { q: '臺北 市' } })).toBe(
      'q=%E8%87%BA%E5%8C%97%20%E5%B8%82',
    );
  });

  it('round-trips through parseListQuery', () => {
    const state = fc.record({
      page: fc.integer({ min: 1, max: 10_000 }),
      order_by: fc.option(fc.constantFrom(...allowed.orderBy), { nil: undefined }),
      order_dir: fc.option(fc.constantFrom('asc' as const, 'desc' as const), { nil: undefined }),
      filters: fc.record(
        {
          folder: fc.constantFrom(...allowed.filters.folder),
          read: fc.constantFrom(...allowed.filters.read),
        },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(state, (s) => {
        const query = toListQueryString(s);
        const raw = Object.fromEntries(
          query
            .split('&')
            .filter((pair) => pair !== '')
            .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
        );
        expect(parseListQuery(raw, allowed)).toEqual({
          page: s.page,
          order_by: s.order_by,
          order_dir: s.order_dir,
          filters: s.filters,
        });
      }),
    );
  });
});

describe('toggleSort and withFilter', () => {
  const start = parseListQuery({ page: '4' }, allowed);

  it('starts a new field at asc and toggles the same field', () => {
    const first = toggleSort(start, 'amount');
    expect(first).toMatchObject({ page: 1, order_by: 'amount', order_dir: 'asc' });
    expect(toggleSort(first, 'amount')).toMatchObject({ order_dir: 'desc' });
    expect(toggleSort(toggleSort(first, 'amount'), 'amount')).toMatchObject({ order_dir: 'asc' });
    expect(toggleSort({ ...first, order_dir: 'desc' }, 'created_at')).toMatchObject({
      order_by: 'created_at',
      order_dir: 'asc',
    });
  });

  it('filtering resets the page', () => {
    expect(withFilter(start, 'folder', 'trash')).toMatchObject({ page: 1, filters: { folder: 'trash' } });
  });
});

describe('listQuerySchema', () => {
  it('reads a framework query object leniently', () => {
    expect(
      listQuerySchema(allowed).parse({ page: '5', folder: ['inbox', 'trash'], order_dir: 'asc' }),
    ).toEqual({ page: 5, order_by: undefined, order_dir: 'asc', filters: {} });
  });
});
