import { useCallback, useEffect, useState } from 'react';
import type { InvestmentDetail } from '@lendbridge/domain';
import { ApiError, isAbortError } from '../../app/api';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { fetchInvestment } from './investments.api';

/** Where the page is: reading, showing the investment, not found (404), or failed (the error was reported). */
export type InvestmentLoad =
  | { state: 'loading' }
  | { state: 'ready'; investment: InvestmentDetail }
  | { state: 'missing' }
  | { state: 'failed' };

/**
 * Reads one of the lender's investments. A 404 (unknown, or another member's) is not found; any
 * other failure goes to the app's error handling and can be read again.
 */
export function useInvestment(serial: string) {
  const handleErrorRef = useErrorHandlerRef();
  const [load, setLoad] = useState<InvestmentLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchInvestment(serial, controller.signal)
      .then((investment) => setLoad({ state: 'ready', investment }))
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
