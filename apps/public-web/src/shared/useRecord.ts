import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbortError } from '../app/api';
import { useErrorHandlerRef } from '../app/useErrorHandler';

/** Where a page showing one record is: reading, showing it, not found (404), or failed (the error was reported). */
export type RecordLoad<T> = { state: 'loading' } | { state: 'ready'; record: T } | { state: 'missing' } | { state: 'failed' };

/**
 * Reads one record of the member's (a loan, an investment) by its serial. A 404 (unknown, or
 * another member's) is not found; any other failure goes to the app's error handling, and
 * reload() reads it again.
 */
export function useRecord<T>(serial: string, fetchRecord: (serial: string, signal: AbortSignal) => Promise<T>) {
  const handleErrorRef = useErrorHandlerRef();
  const fetchRef = useRef(fetchRecord);
  fetchRef.current = fetchRecord;
  const [load, setLoad] = useState<RecordLoad<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchRef
      .current(serial, controller.signal)
      .then((record) => setLoad({ state: 'ready', record }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setLoad({ state: 'missing' });
          return;
        }
        setLoad({ state: 'failed' });
        handleErrorRef.current(error);
      });
    return () => controller.abort();
  }, [serial, attempt, handleErrorRef]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  return { load, reload };
}
