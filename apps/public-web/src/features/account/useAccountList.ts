import { useEffect, useRef, useState } from 'react';
import type { PagedAnswer } from './account.api';

export interface AccountListState<T> {
  answer: PagedAnswer<T> | null;
  loading: boolean;
}

/**
 * Loads a page of a statement list whenever its request changes (the key names it). A page
 * past the last one goes to the last page; a failed load only clears the loading flag.
 */
export function useAccountList<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<PagedAnswer<T>>,
  setPage: (page: number, options?: { replace?: boolean }) => void,
): AccountListState<T> {
  const [answer, setAnswer] = useState<PagedAnswer<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const loadRef = useRef(load);
  const setPageRef = useRef(setPage);

  useEffect(() => {
    loadRef.current = load;
    setPageRef.current = setPage;
  }, [load, setPage]);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setLoading(true);
    loadRef
      .current(controller.signal)
      .then((result) => {
        if (result.last_page >= 1 && result.current_page > result.last_page) {
          setPageRef.current(result.last_page, { replace: true });
          return;
        }
        setAnswer(result);
        setLoading(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [key]);

  return { answer, loading };
}
