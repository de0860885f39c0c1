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

/**
 * The one way a page reads: useQuery over the feature's query options (its key and its `*.api.ts`
 * function, given the query's signal). Each failure goes once to the app's error handling
 * (ladder redirects, the 哎呀！ dialog); a cancelled read is no failure.
 */
export function useReportedQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  { missingOn404 = false }: ReportOptions = {},
): UseQueryResult<TData, Error> {
  const query = useQuery(options);
  const handleErrorRef = useErrorHandlerRef();
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error === null || (missingOn404 && isNotFound(error))) return;
    handleErrorRef.current(error);
  }, [error, errorUpdatedAt, missingOn404, handleErrorRef]);

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
