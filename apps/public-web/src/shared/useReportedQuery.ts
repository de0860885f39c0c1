import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../app/api';
import { useErrorHandlerRef } from '../app/useErrorHandler';

/** A read answered 404: unknown, or another member's. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export interface ReportOptions {
  /** A 404 is the page's not-found state (see loadStateOf), not a failure to report. */
  missingOn404?: boolean;
}

/** What useReportedFailure reads of a query result. */
export interface ReadFailure {
  error: Error | null;
  errorUpdatedAt: number;
  /** A disabled read shares the failures of others with its key but reports none. */
  isEnabled?: boolean;
}

/**
 * Hands each failure of a read (any useQuery or useInfiniteQuery result) once to the app's error
 * handling: ladder redirects, the 哎呀！ dialog. A cancelled read is no failure.
 */
export function useReportedFailure({ error, errorUpdatedAt, isEnabled = true }: ReadFailure, { missingOn404 = false }: ReportOptions = {}): void {
  const handleErrorRef = useErrorHandlerRef();
  const reported = isEnabled ? error : null;

  useEffect(() => {
    if (reported === null || (missingOn404 && isNotFound(reported))) return;
    handleErrorRef.current(reported);
  }, [reported, errorUpdatedAt, missingOn404, handleErrorRef]);
}

/**
 * The one way a page reads: useQuery over the feature's query options (its key and its `*.api.ts`
 * function, given the query's signal), each failure reported once (see useReportedFailure).
 */
export function useReportedQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  report: ReportOptions = {},
): UseQueryResult<TData, Error> {
  const query = useQuery(options);
  useReportedFailure(query, report);
  return query;
}

/** Where a page showing one read is: reading, showing it, not found (404), or failed (the error was reported). */
export type LoadState<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'missing' } | { state: 'failed' };

/** The state of a read for RecordPage and the like. */
export const loadStateOf = <T>(query: UseQueryResult<T, Error>): LoadState<T> => {
  if (query.isSuccess) return { state: 'ready', data: query.data };
  if (query.isError) return isNotFound(query.error) ? { state: 'missing' } : { state: 'failed' };
  return { state: 'loading' };
};

/**
 * The data of a read made since the component mounted, or undefined: for decisions (where to go,
 * what the member has done) that must not rest on an earlier visit's cached answer.
 */
export const freshData = <T>(query: UseQueryResult<T, Error>): T | undefined =>
  query.isFetchedAfterMount && query.isSuccess ? query.data : undefined;
