import { useEffect, useRef } from 'react';

/** Tells the parent the verification state at mount and whenever it changes (the latest callback given). */
export function useReportVerified(verified: boolean, onVerifiedChange: ((verified: boolean) => void) | undefined): void {
  const onVerifiedChangeRef = useRef(onVerifiedChange);
  useEffect(() => {
    onVerifiedChangeRef.current = onVerifiedChange;
  }, [onVerifiedChange]);
  useEffect(() => {
    onVerifiedChangeRef.current?.(verified);
  }, [verified]);
}
