import { Query } from '@nestjs/common';
import type { PipeTransform } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { MESSAGES, zodIssuesToFieldErrors } from '@lendbridge/domain';
import { AppError } from './app-error.js';
import type { FieldErrors } from './app-error.js';
import { inputProblem } from './request-input.js';
import { countRows } from './sql.js';
import type { SqlConditions } from './sql.js';

/**
 * The console lists, in the ra-data-simple-rest contract: `GET /console/<resource>?sort=["field","ASC"]
 * &range=[0,24]&filter={...}` answers the rows of the range, with `Content-Range: <resource>
 * <start>-<end>/<total>`. Each list declares, beside its SQL, a SimpleRestList: its resource name,
 * the zod schema of its filter, its sortable fields and its default order.
 */

export type SortOrder = 'ASC' | 'DESC';

/** The largest page a list answers, whatever range is asked for. */
export const SIMPLE_REST_MAX_PAGE = 500;

/** The range when none is asked for: react-admin's first page. */
const DEFAULT_RANGE = { start: 0, end: 24 } as const;

export interface SimpleRestList<F extends z.ZodType<object>, S extends string> {
  /** The resource the Content-Range header names. */
  readonly resource: string;
  /** The filter object: a bad value answers 400 on `filter.<field>`; keys the schema does not name are dropped. */
  readonly filter: F;
  /** The fields the list sorts by, each with its SQL expression. */
  readonly sortable: Readonly<Record<S, string>>;
  readonly defaultSort: { readonly field: NoInfer<S>; readonly order: SortOrder };
  /** The unique column ordering the rows of one sort value: in the sort's direction unless it names its own. */
  readonly tieBreaker: { readonly column: string; readonly order?: SortOrder };
}

// A list of any filter and fields, for the helpers below.
type AnyList = SimpleRestList<z.ZodType<object>, string>;

/** The parsed query of a list: its sort, its range (both ends included) and its filter. */
export interface ListQuery<L extends AnyList> {
  readonly sort: { readonly field: keyof L['sortable'] & string; readonly order: SortOrder };
  readonly range: { readonly start: number; readonly end: number };
  readonly filter: z.output<L['filter']>;
}

/** One page of a list: the rows from `start` on, and how many rows the whole list has. */
export interface ListPage<R> {
  readonly start: number;
  readonly rows: R[];
  readonly total: number;
}

/** A list as declared: without defaultSort it lists the newest id first, without tieBreaker it breaks ties by its id column. */
export type SimpleRestListDeclaration<F extends z.ZodType<object>, S extends string> = Omit<SimpleRestList<F, S>, 'defaultSort' | 'tieBreaker'> &
  Partial<Pick<SimpleRestList<F, S>, 'defaultSort' | 'tieBreaker'>>;

/** Declares a list (keeping its field names as types); a list that sorts by no `id` names its defaultSort and tieBreaker. */
export function simpleRestList<F extends z.ZodType<object>, S extends string>(list: SimpleRestListDeclaration<F, S>): SimpleRestList<F, S> {
  const idColumn: string | undefined = (list.sortable as Readonly<Record<string, string>>).id;
  const defaultSort = list.defaultSort ?? (idColumn === undefined ? undefined : { field: 'id' as NoInfer<S>, order: 'DESC' as const });
  const tieBreaker = list.tieBreaker ?? (idColumn === undefined ? undefined : { column: idColumn });
  if (defaultSort === undefined || tieBreaker === undefined) {
    throw new Error(`The ${list.resource} list sorts by no id: it names its defaultSort and tieBreaker`);
  }
  return { ...list, defaultSort, tieBreaker };
}

const invalid = { error: MESSAGES.invalidFormat };

/** A query parameter holding JSON; an empty one counts as absent. */
const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string(invalid)
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidFormat });
        return z.NEVER;
      }
    })
    .pipe(schema);

const orderSchema = z.enum(['ASC', 'DESC', 'asc', 'desc'], invalid).transform((order) => order.toUpperCase() as SortOrder);

const rangeSchema = z
  .tuple([z.number(invalid).int(invalid).min(0, invalid), z.number(invalid).int(invalid).min(0, invalid)], invalid)
  .refine(([start, end]) => end >= start, invalid)
  .transform(([start, end]) => ({ start, end: Math.min(end, start + SIMPLE_REST_MAX_PAGE - 1) }));

/** The query schema of a list: sort among its fields, a range, and its filter. */
function querySchemaOf<L extends AnyList>(list: L) {
  const fields = Object.keys(list.sortable) as [string, ...string[]];
  const sortSchema = z.tuple([z.enum(fields, invalid), orderSchema], invalid).transform(([field, order]) => ({ field, order }));
  const absentWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
  return z.object({
    sort: z.preprocess(absentWhenEmpty, jsonParam(sortSchema).optional()),
    range: z.preprocess(absentWhenEmpty, jsonParam(rangeSchema).optional()),
    filter: z.preprocess(absentWhenEmpty, jsonParam(list.filter).optional()),
  });
}

/** The 400's field map: a sort or range problem on that parameter, a filter problem on `filter.<field>`. */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(zodIssuesToFieldErrors(error))) {
    const parameter = key.split('.')[0];
    const field = parameter === 'filter' ? key : parameter;
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

const JSON_PARAMETERS = ['sort', 'range', 'filter'] as const;

/**
 * What the request input guard refuses in a body, refused in the JSON of the list parameters too
 * (a NUL written as \u0000, a prototype key, nesting too deep), on `filter.<field>`: the guard
 * sees only the parameters' text.
 */
function jsonParameterProblem(query: unknown): AppError | undefined {
  if (query === null || typeof query !== 'object') return undefined;
  for (const parameter of JSON_PARAMETERS) {
    const text: unknown = (query as Record<string, unknown>)[parameter];
    if (typeof text !== 'string') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    const problem = inputProblem({ [parameter]: value });
    if (problem) return problem;
  }
  return undefined;
}

/** Parses a list's query; anything it refuses is a 400 with the project's validation error. */
export function parseListQuery<L extends AnyList>(list: L, query: unknown): ListQuery<L> {
  const problem = jsonParameterProblem(query);
  if (problem) throw problem;
  const parsed = querySchemaOf(list).safeParse(query ?? {});
  if (!parsed.success) throw AppError.validation(fieldErrorsOf(parsed.error));
  const filter = parsed.data.filter ?? list.filter.parse({});
  return {
    sort: (parsed.data.sort ?? list.defaultSort) as ListQuery<L>['sort'],
    range: parsed.data.range ?? DEFAULT_RANGE,
    filter: filter as z.output<L['filter']>,
  };
}

class SimpleRestPipe<L extends AnyList> implements PipeTransform<unknown, ListQuery<L>> {
  constructor(private readonly list: L) {}

  transform(value: unknown): ListQuery<L> {
    return parseListQuery(this.list, value);
  }
}

/**
 * The list's query parameters, parsed and validated (a ListQuery), and documented in OpenAPI: the
 * one way a console list reads sort, range and filter.
 */
export function SimpleRestQuery(list: AnyList): ParameterDecorator {
  const documents = [
    ApiQuery({ name: 'sort', required: false, description: `JSON ["field","ASC"|"DESC"]; fields: ${Object.keys(list.sortable).join(', ')}` }),
    ApiQuery({ name: 'range', required: false, description: `JSON [start, end], both included; at most ${SIMPLE_REST_MAX_PAGE} rows` }),
    ApiQuery({ name: 'filter', required: false, description: 'JSON object of the filter fields' }),
  ];
  const query = Query(new SimpleRestPipe(list));
  return (target, key, index) => {
    query(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (descriptor) for (const document of documents) document(target, key, descriptor);
  };
}

/**
 * Runs a list's SELECT under its conditions, in the query's order and range (nulls last), and
 * counts the rows of the whole list: the page tells the count unless it is full, or empty past the
 * start. `countSelect`, when given, is a cheaper SELECT of the same rows under the same aliases.
 */
export async function selectListPage<R, L extends AnyList>(
  manager: EntityManager,
  list: L,
  query: ListQuery<L>,
  select: string,
  conditions: SqlConditions,
  countSelect: string = select,
): Promise<ListPage<R>> {
  const { start, end } = query.range;
  const { order, field } = query.sort;
  const tieOrder = list.tieBreaker.order ?? order;
  const page = conditions.page(query.range);
  const rows = (await manager.query(
    `${select} ${conditions.where}
     ORDER BY ${list.sortable[field]} ${order} NULLS LAST, ${list.tieBreaker.column} ${tieOrder}
     ${page.sql}`,
    page.params,
  )) as R[];
  const counted = rows.length < end - start + 1 && (rows.length > 0 || start === 0);
  const total = counted ? start + rows.length : await countRows(manager, countSelect, conditions);
  return { start, rows, total };
}

/** The page with each row presented as the API answers it. */
export const presentPage = <R, A>(page: ListPage<R>, present: (row: R) => A): ListPage<A> => ({ ...page, rows: page.rows.map(present) });

/** Sets the Content-Range header of a list answer: `<resource> <start>-<end>/<total>`. */
export function setContentRange(res: Response, resource: string, start: number, count: number, total: number): void {
  const end = count ? start + count - 1 : start;
  res.setHeader('Content-Range', `${resource} ${start}-${end}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

/** Answers a page in the contract: its rows, with the Content-Range header. */
export function sendListPage<R>(res: Response, list: AnyList, page: ListPage<R>): R[] {
  setContentRange(res, list.resource, page.start, page.rows.length, page.total);
  return page.rows;
}

/** A filter value left empty ('' or null, as a cleared input sends it) filters nothing. */
const unlessEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A whole number given as a number or as its digits. */
const idSchema = z
  .union([z.number(invalid), z.string(invalid).regex(/^-?\d{1,16}$/, invalid).transform(Number)], invalid)
  .pipe(z.number().refine(Number.isSafeInteger, invalid));

/** One value or a list of them, as a list. */
const oneOrMany = <S extends z.ZodType>(schema: S) =>
  z.union([schema, z.array(schema, invalid)], invalid).transform((value): z.output<S>[] => (Array.isArray(value) ? value : [value]));

/** The building blocks of the lists' filter schemas. */
export const listFilter = {
  /** A search text, trimmed; a blank one searches nothing. */
  text: () =>
    z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string(invalid).trim().optional()),
  /** One of these values. */
  oneOf: <const T extends readonly string[]>(values: T) => unlessEmpty(z.enum(values, invalid)),
  /** One of these values or a list of them (rows of any of them). */
  anyOf: <const T extends readonly string[]>(values: T) => unlessEmpty(oneOrMany(z.enum(values, invalid))),
  /** A record id. */
  id: () => unlessEmpty(idSchema),
  /** Record ids, one or a list (react-admin's getMany sends filter={"id":[1,2]}); an empty list matches nothing. */
  ids: () => unlessEmpty(oneOrMany(idSchema)),
  /** Text keys, one or a list. */
  keys: () => unlessEmpty(oneOrMany(z.string(invalid))),
  /** Values of a schema of their own, one or a list. */
  many: <S extends z.ZodType>(schema: S) => unlessEmpty(oneOrMany(schema)),
  /** A yes/no value. */
  flag: () => unlessEmpty(z.boolean(invalid)),
};
