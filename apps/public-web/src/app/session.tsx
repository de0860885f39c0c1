import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { api, isAbortError } from './api';

/** GET /api/auth/status: who is signed in and how far up the member ladder they are. */
export interface UserStatus {
  id: number | null;
  loggedIn: boolean;
  isMember: boolean;
  isMemberFull: boolean;
  isMemberBankFilled: boolean;
  isMemberCompletedQuestionnaire: boolean;
  /** Staff have verified the identity. */
  isMemberVerified: boolean;
  /** Staff have verified the bound bank: with the identity, investing, a disbursement and withdrawing are open. */
  isMemberBankVerified: boolean;
  memberType: 'person' | 'corporate' | null;
  memberSerial: string | null;
  roles: string[];
  email: string | null;
  csrfToken?: string;
  /** The business date 'YYYY-MM-DD' (the status call answers it; the demo may move it ahead). */
  businessDate?: string;
}

export const VISITOR_STATUS: UserStatus = {
  id: null,
  loggedIn: false,
  isMember: false,
  isMemberFull: false,
  isMemberBankFilled: false,
  isMemberCompletedQuestionnaire: false,
  isMemberVerified: false,
  isMemberBankVerified: false,
  memberType: null,
  memberSerial: null,
  roles: [],
  email: null,
};

export interface SessionValue {
  status: UserStatus;
  /** True until the first status answer arrives. */
  loading: boolean;
  /** Reads the status again from the server. */
  refresh: () => Promise<UserStatus>;
  /** Takes the status a call answered with (login, registration steps, logout). */
  setStatus: (status: UserStatus) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export const fetchUserStatus = (signal?: AbortSignal): Promise<UserStatus> =>
  api.get<UserStatus>('/api/auth/status', { signal });

export interface UserStatusProviderProps {
  children: ReactNode;
  /** A known status; the provider then skips the first request (tests, server hand-over). */
  initialStatus?: UserStatus;
}

export function UserStatusProvider({ children, initialStatus }: UserStatusProviderProps) {
  const [status, setStatusState] = useState<UserStatus>(initialStatus ?? VISITOR_STATUS);
  const [loading, setLoading] = useState(initialStatus === undefined);
  /** Counts status changes, so an answer overtaken by a newer status (a logout) is dropped. */
  const version = useRef(0);

  const setStatus = useCallback((next: UserStatus) => {
    version.current += 1;
    setStatusState({ ...VISITOR_STATUS, ...next });
    setLoading(false);
  }, []);

  const load = useCallback(
    async (signal?: AbortSignal): Promise<UserStatus> => {
      const started = version.current;
      const next = await fetchUserStatus(signal);
      if (version.current === started) setStatus(next);
      return next;
    },
    [setStatus],
  );

  const refresh = useCallback(async () => {
    try {
      return await load();
    } catch (error) {
      setLoading(false);
      throw error;
    }
  }, [load]);

  useEffect(() => {
    if (initialStatus !== undefined) return undefined;
    const controller = new AbortController();
    load(controller.signal).catch((error: unknown) => {
      if (!isAbortError(error)) setLoading(false);
    });
    return () => controller.abort();
  }, [initialStatus, load]);

  const value = useMemo(() => ({ status, loading, refresh, setStatus }), [status, loading, refresh, setStatus]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useUserStatus(): SessionValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useUserStatus needs a UserStatusProvider');
  return value;
}
