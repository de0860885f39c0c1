import { QueryFailedError } from 'typeorm';
import type { EntityManager } from 'typeorm';

/**
 * The rows of a statement's RETURNING clause: TypeORM's query() answers an `UPDATE` or `DELETE` as
 * [rows, count] and an `INSERT` as its rows.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (!Array.isArray(result)) return [];
  return Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]);
}

/** `%` and `_` typed in a search mean themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The pattern of a search that matches the text anywhere, wildcards taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** The WHERE conditions of a query with their numbered parameters ($1, $2, …). */
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

  /** LIMIT and OFFSET parameters for a range of rows (both ends included), after the conditions' parameters. */
  page(range: { start: number; end: number }): { sql: string; params: unknown[] } {
    const params = [...this.params, range.end - range.start + 1, range.start];
    return { sql: `LIMIT $${params.length - 1} OFFSET $${params.length}`, params };
  }
}

/** How many rows a SELECT answers under these conditions. */
export async function countRows(manager: EntityManager, select: string, conditions: SqlConditions): Promise<number> {
  const rows = (await manager.query(`SELECT count(*)::bigint AS total FROM (${select} ${conditions.where}) counted`, conditions.params)) as {
    total: number;
  }[];
  return rows[0]?.total ?? 0;
}

/** Whether a statement failed on this unique constraint (PostgreSQL's 23505, as TypeORM's QueryFailedError carries it). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}
