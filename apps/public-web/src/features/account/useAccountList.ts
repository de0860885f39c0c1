import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { PagedAnswer } from './account.api';

export interface AccountListState<T> {
  answer: PagedAnswer<T> | null;
  loading: boolean;
}

/** A page past the last one: the list goes to the last page instead. */
const pastLast = <T>(answer: PagedAnswer<T> | undefined): answer is PagedAnswer<T> =>
  answer !== undefined && answer.last_page >= 1 && answer.current_page > answer.last_page;

/**
 * A page of a statement list, read with its query options (disabled until the list can be asked
 * for). The page shown stays while the next one loads; a page past the last one goes to the last
 * page; a failed read only clears the loading flag.
 */
export function useAccountList<T, TKey extends QueryKey>(
  options: UseQueryOptions<PagedAnswer<T>, Error, PagedAnswer<T>, TKey>,
  setPage: (page: number, options?: { replace?: boolean }) => void,
): AccountListState<T> {
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const setPageRef = useRef(setPage);
  const answer = query.data;
  const redirect = !query.isPlaceholderData && pastLast(answer) ? answer.last_page : null;

  useEffect(() => {
    setPageRef.current = setPage;
  }, [setPage]);

  useEffect(() => {
    if (redirect !== null) setPageRef.current(redirect, { replace: true });
  }, [redirect]);

  return {
    answer: answer === undefined || pastLast(answer) ? null : answer,
    loading: options.enabled === false || query.isFetching || redirect !== null,
  };
}
