import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

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

/** The session's reads: the status, kept apart from the member's data (which a change of member resets). */
export const sessionQueries = {
  root: ['session'] as const,
  status: () =>
    queryOptions({
      queryKey: [...sessionQueries.root, 'status'] as const,
      queryFn: ({ signal }) => fetchUserStatus(signal),
      staleTime: Infinity,
    }),
};

export function UserStatusProvider({ children, initialStatus }: UserStatusProviderProps) {
  const queryClient = useQueryClient();
  const firstRead = useQuery({ ...sessionQueries.status(), enabled: initialStatus === undefined });
  const read = firstRead.data;
  /** The status a call answered (or refresh() read); until there is one, the first read's. */
  const [taken, setTaken] = useState<UserStatus | undefined>(initialStatus);
  /** Counts status changes, so an answer overtaken by a newer status (a logout) is dropped. */
  const version = useRef(0);

  const setStatus = useCallback((next: UserStatus) => {
    version.current += 1;
    setTaken({ ...VISITOR_STATUS, ...next });
  }, []);

  const refresh = useCallback(async () => {
    const started = version.current;
    try {
      const next = await fetchUserStatus();
      if (version.current === started) setStatus(next);
      return next;
    } catch (error) {
      if (version.current === started) setTaken((current) => current ?? read ?? VISITOR_STATUS);
      throw error;
    }
  }, [read, setStatus]);

  const status = useMemo(() => taken ?? (read === undefined ? VISITOR_STATUS : { ...VISITOR_STATUS, ...read }), [taken, read]);
  const loading = taken === undefined && firstRead.isPending;

  /** A change of member resets every read of the one before (the session's own excepted). */
  const member = loading ? undefined : status.id;
  const shownMember = useRef(member);
  useEffect(() => {
    if (member === undefined) return;
    if (shownMember.current !== undefined && shownMember.current !== member) {
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== sessionQueries.root[0] });
    }
    shownMember.current = member;
  }, [member, queryClient]);

  const value = useMemo(() => ({ status, loading, refresh, setStatus }), [status, loading, refresh, setStatus]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useUserStatus(): SessionValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useUserStatus needs a UserStatusProvider');
  return value;
}
