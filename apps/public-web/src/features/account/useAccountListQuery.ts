import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  STATEMENT_END_PARAM,
  STATEMENT_START_PARAM,
  STATEMENT_SUBJECT_PARAM,
  parseIsoDate,
} from '@lendbridge/domain';
import type { StatementWindow } from '@lendbridge/domain';
import { useListQueryState } from '../../shared/useListQueryState';

export interface AccountListSearch extends StatementWindow {
  /** '' for every category. */
  subject: string;
}

export interface AccountListQuery {
  page: number;
  /** '' for every category. */
  subject: string;
  /** The dates chosen in the query string; null for the server's default (the last 90 days up to the business date). */
  dates: StatementWindow | null;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** New filters: written to the query string together, back to page 1. */
  search: (next: AccountListSearch) => void;
}

/** Start and end from the query string when both are real dates in order, else null. */
const readWindow = (startParam: string | null, endParam: string | null): StatementWindow | null => {
  const start = parseIsoDate(startParam);
  const end = parseIsoDate(endParam);
  return start !== null && end !== null && start <= end ? { start_date: start, end_date: end } : null;
};

/**
 * The dates a list's filters show: the ones chosen, else the ones the server's answer applied
 * (its default follows the business date, which the demo clock may move past the calendar);
 * null until known.
 */
export const shownWindow = (dates: StatementWindow | null, answer: StatementWindow | null): StatementWindow | null =>
  dates ?? (answer === null ? null : { start_date: answer.start_date, end_date: answer.end_date });

/** The filters' value, the same object while the subject and dates stay; null while the dates are not known. */
export function useFilterValue(subject: string, shown: StatementWindow | null): AccountListSearch | null {
  const start = shown?.start_date ?? null;
  const end = shown?.end_date ?? null;
  return useMemo(() => (start === null || end === null ? null : { subject, start_date: start, end_date: end }), [subject, start, end]);
}

/**
 * A statement list's state in the query string: page and subject restored through
 * useListQueryState (the subject only when it is one of subjectValues), start_date and end_date
 * only as real dates in order (else none: the server's default). Other parameters (local_nav_active) stay.
 */
export function useAccountListQuery(subjectValues: readonly string[]): AccountListQuery {
  const allowed = useMemo(() => ({ orderBy: [] as const, filters: { [STATEMENT_SUBJECT_PARAM]: subjectValues } }), [subjectValues]);
  const { state, setState } = useListQueryState(allowed);
  const [searchParams, setSearchParams] = useSearchParams();
  const startParam = searchParams.get(STATEMENT_START_PARAM);
  const endParam = searchParams.get(STATEMENT_END_PARAM);
  const dates = useMemo(() => readWindow(startParam, endParam), [startParam, endParam]);

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
    dates,
    setPage,
    search,
  };
}
