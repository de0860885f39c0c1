import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { ClearInvestmentRecord, ClearPage, LenderClearRequest } from '@lendbridge/domain';
import { useReportedFailure } from '../../shared/useReportedQuery';
import { clearingQueries } from './clearing.api';

export interface PagedClearList<T> {
  /** Every row loaded so far; null until the first page arrives. */
  rows: T[] | null;
  /** A page follows the last one loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** A clearing list paged by next_page_url: its first page, and further pages appended on demand; failures are reported. */
export function usePagedClearList<T extends ClearInvestmentRecord | LenderClearRequest>(path: string): PagedClearList<T> {
  const query = useInfiniteQuery(clearingQueries.pages<T>(path));
  useReportedFailure(query);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const rows = useMemo(() => (data === undefined ? null : data.pages.flatMap((page) => page.data)), [data]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    rows,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}

/** Reads the clearing lists again after an action: each paged list from its first page only. */
export function useReloadClearing(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueriesData<InfiniteData<ClearPage<ClearInvestmentRecord | LenderClearRequest>, string>>(
      { queryKey: clearingQueries.pagesRoot },
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    void queryClient.invalidateQueries({ queryKey: clearingQueries.root });
  }, [queryClient]);
}
