import { useCallback, useEffect, useState } from 'react';
import { ApiError, isAbortError } from '../../app/api';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { fetchBorrowerLoan } from './borrower.api';
import type { BorrowerLoanDetail } from './borrower.api';

/** Where the page is: reading, showing the loan, not found (404), or failed (the error was reported). */
export type BorrowerLoanLoad =
  | { state: 'loading' }
  | { state: 'ready'; loan: BorrowerLoanDetail }
  | { state: 'missing' }
  | { state: 'failed' };

/**
 * Reads one of the borrower's loans. A 404 (unknown, or another member's) is not found; any other
 * failure goes to the app's error handling and can be read again.
 */
export function useBorrowerLoan(serial: string) {
  const handleErrorRef = useErrorHandlerRef();
  const [load, setLoad] = useState<BorrowerLoanLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchBorrowerLoan(serial, controller.signal)
      .then((loan) => setLoad({ state: 'ready', loan }))
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
