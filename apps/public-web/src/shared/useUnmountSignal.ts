import { useCallback, useEffect, useRef } from 'react';

/**
 * For writes that should stop when their component goes (uploads): a function answering a signal
 * that is aborted once the component unmounts. Reads never need it: useQuery gives its own.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    return () => controller.abort();
  }, []);

  return useCallback(() => controllerRef.current?.signal ?? AbortSignal.abort(), []);
}
