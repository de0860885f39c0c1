import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  STATEMENT_END_PARAM,
  STATEMENT_START_PARAM,
  STATEMENT_SUBJECT_PARAM,
  defaultStatementWindow,
  parseIsoDate,
} from '@lendbridge/domain';
import type { StatementWindow } from '@lendbridge/domain';
import { useListQueryState } from '../../shared/useListQueryState';

export interface AccountListSearch extends StatementWindow {
  /** '' for every category. */
  subject: string;
}

export interface AccountListQuery extends AccountListSearch {
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** New filters: written to the query string together, back to page 1. */
  search: (next: AccountListSearch) => void;
}

/** Start and end from the query string when both are real dates in order, else the last 90 days. */
const readWindow = (params: URLSearchParams, fallback: StatementWindow): StatementWindow => {
  const start = parseIsoDate(params.get(STATEMENT_START_PARAM));
  const end = parseIsoDate(params.get(STATEMENT_END_PARAM));
  return start !== null && end !== null && start <= end ? { start_date: start, end_date: end } : fallback;
};

/**
 * A statement list's state in the query string: page and subject restored through
 * useListQueryState (the subject only when it is one of subjectValues), start_date and end_date
 * only as real dates. Other parameters (local_nav_active) stay.
 */
export function useAccountListQuery(subjectValues: readonly string[]): AccountListQuery {
  const allowed = useMemo(() => ({ orderBy: [] as const, filters: { [STATEMENT_SUBJECT_PARAM]: subjectValues } }), [subjectValues]);
  const { state, setState } = useListQueryState(allowed);
  const [searchParams, setSearchParams] = useSearchParams();
  const [fallback] = useState(() => defaultStatementWindow(new Date()));
  const dates = readWindow(searchParams, fallback);

  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) => setState({ ...state, page }, options),
    [setState, state],
  );

  const search = useCallback(
    (next: AccountListSearch) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.delete('page');
        if (next.subject === '') params.delete(STATEMENT_SUBJECT_PARAM);
        else params.set(STATEMENT_SUBJECT_PARAM, next.subject);
        params.set(STATEMENT_START_PARAM, next.start_date);
        params.set(STATEMENT_END_PARAM, next.end_date);
        return params;
      }),
    [setSearchParams],
  );

  return {
    page: state.page,
    subject: state.filters[STATEMENT_SUBJECT_PARAM] ?? '',
    start_date: dates.start_date,
    end_date: dates.end_date,
    setPage,
    search,
  };
}
