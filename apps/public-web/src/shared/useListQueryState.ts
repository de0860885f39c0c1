import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListQuery, toListQueryString } from '@lendbridge/domain';
import type { ListQueryAllowed, ListQueryState } from '@lendbridge/domain';

type FilterOptions = Readonly<Record<string, readonly string[]>>;

export interface ListQueryStateResult<O extends string, F extends FilterOptions> {
  /** The state read back from the query string (invalid values dropped). */
  state: ListQueryState<O, F>;
  /** Writes a new state into the query string. */
  setState: (next: ListQueryState<O, F>, options?: { replace?: boolean }) => void;
}

/**
 * A list screen's page, order_by, order_dir and filters kept in the query string: only valid
 * filter options, asc/desc and numeric pages are accepted back. Other query parameters stay.
 */
export function useListQueryState<O extends string, F extends FilterOptions>(
  allowed: ListQueryAllowed<O, F>,
): ListQueryStateResult<O, F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();

  const state = useMemo(
    () => parseListQuery(Object.fromEntries(new URLSearchParams(search)), allowed),
    [search, allowed],
  );

  const setState = useCallback(
    (next: ListQueryState<O, F>, options: { replace?: boolean } = {}) => {
      const managed = new Set(['page', 'order_by', 'order_dir', ...Object.keys(allowed.filters)]);
      const kept = [...new URLSearchParams(search).entries()].filter(([key]) => !managed.has(key));
      const params = new URLSearchParams(toListQueryString(next));
      for (const [key, value] of kept) params.append(key, value);
      setSearchParams(params, { replace: options.replace ?? false });
    },
    [allowed, search, setSearchParams],
  );

  return { state, setState };
}
