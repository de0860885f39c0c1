import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

type FilterOptions = Readonly<Record<string, readonly string[]>>;

/** What a list screen accepts back from its query string. */
export interface ListQueryAllowed<O extends string, F extends FilterOptions> {
  readonly orderBy: readonly O[];
  readonly filters: F;
}

export interface ListQueryState<
  O extends string = string,
  F extends FilterOptions = FilterOptions,
> {
  readonly page: number;
  readonly order_by?: O | undefined;
  readonly order_dir?: SortDirection | undefined;
  readonly filters: { readonly [K in keyof F]?: F[K][number] | undefined };
}

/** A parsed query string, e.g. Object.fromEntries(new URLSearchParams(location.search)). */
export type RawQuery = Readonly<Record<string, string | undefined>>;

const read = (raw: RawQuery, key: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(raw, key) ? raw[key] : undefined;

const isOneOf = <T extends string>(options: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (options as readonly string[]).includes(value);

/** A page number: only a positive whole number is taken back, anything else is page 1. */
export const parsePage = (value: string | undefined): number => {
  if (value === undefined || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/**
 * Restores a list's state from its query string: page (numeric only), order_by (allowed
 * fields only), order_dir (asc or desc only) and each filter (valid options only). Values
 * that fail are dropped, never passed on.
 */
export const parseListQuery = <O extends string, F extends FilterOptions>(
  raw: RawQuery,
  allowed: ListQueryAllowed<O, F>,
): ListQueryState<O, F> => {
  const orderBy = read(raw, 'order_by');
  const orderDir = read(raw, 'order_dir');
  const filters: Partial<Record<keyof F, string>> = {};
  for (const key of Object.keys(allowed.filters) as (keyof F & string)[]) {
    const value = read(raw, key);
    if (isOneOf(allowed.filters[key] ?? [], value)) filters[key] = value;
  }
  return {
    page: parsePage(read(raw, 'page')),
    order_by: isOneOf(allowed.orderBy, orderBy) ? orderBy : undefined,
    order_dir: isOneOf(SORT_DIRECTIONS, orderDir) ? orderDir : undefined,
    filters: filters as ListQueryState<O, F>['filters'],
  };
};

/** The query string (without "?") of a list state; page 1 and empty values are left out. */
export const toListQueryString = (state: ListQueryState): string => {
  const pairs: [string, string][] = [];
  if (state.page > 1) pairs.push(['page', String(state.page)]);
  if (state.order_by !== undefined) pairs.push(['order_by', state.order_by]);
  if (state.order_dir !== undefined) pairs.push(['order_dir', state.order_dir]);
  for (const [key, value] of Object.entries(state.filters)) {
    if (typeof value === 'string' && value !== '') pairs.push([key, value]);
  }
  return pairs
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
};

/**
 * Sorting by a column: the same field toggles asc/desc, a new field starts at asc, and the
 * page goes back to 1.
 */
export const toggleSort = <O extends string, F extends FilterOptions>(
  state: ListQueryState<O, F>,
  field: O,
): ListQueryState<O, F> => ({
  ...state,
  page: 1,
  order_by: field,
  order_dir: state.order_by === field && state.order_dir === 'asc' ? 'desc' : 'asc',
});

/** Setting (or clearing, with undefined) a filter goes back to page 1. */
export const withFilter = <O extends string, F extends FilterOptions, K extends keyof F>(
  state: ListQueryState<O, F>,
  key: K,
  value: F[K][number] | undefined,
): ListQueryState<O, F> => ({
  ...state,
  page: 1,
  filters: { ...state.filters, [key]: value },
});

/**
 * A schema that reads a raw query object (as a server framework hands it over) leniently:
 * non-string values are ignored, then parseListQuery applies.
 */
export const listQuerySchema = <O extends string, F extends FilterOptions>(
  allowed: ListQueryAllowed<O, F>,
) =>
  z.record(z.string(), z.unknown()).transform((raw) => {
    const strings: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string') strings[key] = value;
    }
    return parseListQuery(strings, allowed);
  });

const WHOLE_NUMBER = /^\d+$/;

/** GET a paged list: page (1 unless given; a positive whole number, else 400). Other query parameters are ignored. */
export const pageQuerySchema = z.object({
  page: z
    .string({ error: MESSAGES.invalidPage })
    .refine((value) => WHOLE_NUMBER.test(value) && Number(value) >= 1 && Number.isSafeInteger(Number(value)), { error: MESSAGES.invalidPage })
    .transform(Number)
    .default(1),
});
export type PageQuery = z.output<typeof pageQuerySchema>;
