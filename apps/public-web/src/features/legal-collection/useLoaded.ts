import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbortError } from '../../app/api';
import { useErrorHandlerRef } from '../../app/useErrorHandler';

/** Where a read is: reading, done, not found (404), or failed (the error was reported). */
export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'missing' } | { state: 'failed' };

/**
 * Reads what `load` answers, again whenever `key` changes or reload() is called. A 404 is not
 * found; any other failure goes to the app's error handling and can be read again.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const handleErrorRef = useErrorHandlerRef();
  const loadRef = useRef(load);
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    loadRef
      .current(controller.signal)
      .then((data) => setLoaded({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setLoaded({ state: 'missing' });
          return;
        }
        setLoaded({ state: 'failed' });
        handleErrorRef.current(error);
      });
    return () => controller.abort();
  }, [key, attempt, handleErrorRef]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  return { loaded, reload };
}
