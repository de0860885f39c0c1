import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  INBOX_DEFAULT_ORDER_DIR,
  INBOX_FILTER_MAX_LENGTH,
  INBOX_FOLDERS,
  INBOX_ORDER_FIELDS,
  INBOX_READ_FILTERS,
  INBOX_VIEW_QUERIES,
  inboxViewOf,
} from '@lendbridge/domain';
import type { InboxView, SortDirection } from '@lendbridge/domain';
import { useListQueryState } from '../../shared/useListQueryState';

/** What the inbox takes back from its query string: folder and read (the view), order_by, order_dir, page. */
export const INBOX_QUERY_ALLOWED = {
  orderBy: INBOX_ORDER_FIELDS,
  filters: { folder: INBOX_FOLDERS, read: INBOX_READ_FILTERS },
} as const;

/** The subject filter rides in the query string as `filter`, beside the list state. */
export const FILTER_PARAM = 'filter';

const POSITIVE_WHOLE = /^\d+$/;

/** A page in the query string that is not a positive whole number. */
export const isInvalidPageParam = (raw: string | null): boolean =>
  raw !== null && (!POSITIVE_WHOLE.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw)));

export interface InboxQuery {
  view: InboxView;
  filter: string;
  page: number;
  orderDir: SortDirection;
  /** The page parameter was there but not a page number. */
  pageInvalid: boolean;
  setView: (view: InboxView) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  toggleOrder: () => void;
  setFilter: (text: string) => void;
}

/**
 * The inbox's list state in the query string, restored through useListQueryState: the view
 * (folder and read), page, order_by and order_dir; plus the subject filter text. Changing the
 * view, the order or the filter goes back to page 1.
 */
export function useInboxQuery(): InboxQuery {
  const { state, setState } = useListQueryState(INBOX_QUERY_ALLOWED);
  const [searchParams, setSearchParams] = useSearchParams();
  const typed = (searchParams.get(FILTER_PARAM) ?? '').trim();
  const filter = typed.length <= INBOX_FILTER_MAX_LENGTH ? typed : '';
  const orderDir = state.order_dir ?? INBOX_DEFAULT_ORDER_DIR;

  const setView = useCallback(
    (view: InboxView) => setState({ ...state, page: 1, filters: view === 'inbox' ? {} : INBOX_VIEW_QUERIES[view] }),
    [setState, state],
  );

  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) => setState({ ...state, page }, options),
    [setState, state],
  );

  const toggleOrder = useCallback(
    () =>
      setState({
        ...state,
        page: 1,
        order_by: 'created_at',
        order_dir: orderDir === 'desc' ? 'asc' : 'desc',
      }),
    [orderDir, setState, state],
  );

  const setFilter = useCallback(
    (text: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        const trimmed = text.trim();
        if (trimmed === '') next.delete(FILTER_PARAM);
        else next.set(FILTER_PARAM, trimmed);
        return next;
      }),
    [setSearchParams],
  );

  return {
    view: inboxViewOf(state.filters.folder, state.filters.read),
    filter,
    page: state.page,
    orderDir,
    pageInvalid: isInvalidPageParam(searchParams.get('page')),
    setView,
    setPage,
    toggleOrder,
    setFilter,
  };
}
