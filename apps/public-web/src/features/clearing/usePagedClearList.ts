import { useCallback, useEffect, useState } from 'react';
import type { ClearInvestmentRecord, LenderClearRequest } from '@lendbridge/domain';
import { isAbortError } from '../../app/api';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { fetchClearPage } from './clearing.api';

export interface PagedClearList<T> {
  /** Every row loaded so far; null until the first page arrives. */
  rows: T[] | null;
  /** The next page's URL, null on the last page. */
  next: string | null;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * A clearing list paged by next_page_url: the first page of `path` (again whenever `version`
 * changes), and further pages appended on demand.
 */
export function usePagedClearList<T extends ClearInvestmentRecord | LenderClearRequest>(path: string, version: number): PagedClearList<T> {
  const handleErrorRef = useErrorHandlerRef();
  const [rows, setRows] = useState<T[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchClearPage<T>(path, controller.signal)
      .then((page) => {
        setRows(page.data);
        setNext(page.next_page_url);
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        handleErrorRef.current(error);
      });
    return () => controller.abort();
  }, [path, version, handleErrorRef]);

  const loadMore = useCallback(() => {
    if (next === null) return;
    setLoadingMore(true);
    fetchClearPage<T>(next)
      .then((page) => {
        setRows((current) => [...(current ?? []), ...page.data]);
        setNext(page.next_page_url);
      })
      .catch((error: unknown) => handleErrorRef.current(error))
      .finally(() => setLoadingMore(false));
  }, [next, handleErrorRef]);

  return { rows, next, loadingMore, loadMore };
}
