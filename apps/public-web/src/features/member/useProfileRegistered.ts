import { useEffect, useState } from 'react';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { getProfile, isProfileRegistered } from './member.api';

/**
 * Whether the member's trading registration is done, read from GET /api/member/profile: null
 * while loading. When the profile cannot be read, the error is shown and the answer is
 * whenUnreadable (the page's own form stays reachable).
 */
export function useProfileRegistered(whenUnreadable: boolean): boolean | null {
  const handleErrorRef = useErrorHandlerRef();
  const [registered, setRegistered] = useState<boolean | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getProfile(controller.signal)
      .then((profile) => setRegistered(isProfileRegistered(profile)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setRegistered(whenUnreadable);
        handleErrorRef.current(error);
      });
    return () => controller.abort();
  }, [whenUnreadable, handleErrorRef]);

  return registered;
}
