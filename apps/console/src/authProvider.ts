import { MESSAGES, TWO_FACTOR_LOGIN_PATH, TWO_FACTOR_TEXTS, isStaffRole } from '@lendbridge/domain';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { z } from 'zod';
import { canAccessResource, landingPathOf } from './access';
import { API_ROOT, httpClient, type HttpClient } from './httpClient';

export const LOGIN_URL = `${API_ROOT}/auth/login`;
export const LOGOUT_URL = `${API_ROOT}/auth/logout`;
export const STATUS_URL = `${API_ROOT}/auth/status`;

/** Shown when a member without a staff role signs in to the console. */
export const NOT_STAFF_MESSAGE = MESSAGES.notStaff;

const userStatusSchema = z.object({
  id: z.union([z.number(), z.string()]).nullable(),
  loggedIn: z.boolean(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
});

const envelopeSchema = z.object({ data: userStatusSchema });

export type UserStatus = z.infer<typeof userStatusSchema>;

export interface LoginParams {
  email: string;
  password: string;
  /** The two-factor code, for staff who turned two-factor sign-in on. */
  totp_code?: string;
}

/** The password was right and the account's two-factor code must follow. */
const needsCode = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && 'data' in json && (json as { data: { two_factor_required?: unknown } }).data.two_factor_required === true;

const readStatus = (json: unknown): UserStatus => envelopeSchema.parse(json).data;

export const isStaff = (status: UserStatus): boolean => status.loggedIn && status.roles.some(isStaffRole);

/** Session-cookie sign-in against /api/auth; only staff roles get in. */
export const createAuthProvider = (client: HttpClient = httpClient): AuthProvider => {
  let current: UserStatus | null = null;

  const fetchStatus = async (): Promise<UserStatus> => {
    const { json } = await client(STATUS_URL);
    current = readStatus(json);
    return current;
  };

  const knownStatus = (): Promise<UserStatus> => (current ? Promise.resolve(current) : fetchStatus());

  const signOut = async (): Promise<void> => {
    const wasSignedOut = current !== null && !current.loggedIn;
    current = null;
    if (wasSignedOut) return;
    try {
      const { json } = await client(LOGOUT_URL, { method: 'POST' });
      current = readStatus(json);
    } catch {
      current = null;
    }
  };

  return {
    login: async ({ email, password, totp_code: code }: LoginParams) => {
      const { json } = await client(LOGIN_URL, {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      if (needsCode(json)) {
        const typed = code?.trim() ?? '';
        if (typed === '') throw new Error(TWO_FACTOR_TEXTS.codeRequired);
        const step = await client(TWO_FACTOR_LOGIN_PATH, { method: 'POST', body: JSON.stringify({ code: typed }) });
        current = readStatus(step.json);
      } else {
        current = readStatus(json);
      }
      if (!isStaff(current)) {
        await signOut();
        throw new Error(NOT_STAFF_MESSAGE);
      }
      // A role that works in one resource opens it; the others go where react-admin leads (the dashboard, or the page asked for).
      const landing = landingPathOf(current.roles);
      return landing === undefined ? undefined : { redirectTo: landing };
    },

    logout: () => signOut(),

    checkAuth: async () => {
      const status = await fetchStatus();
      if (!status.loggedIn) throw new Error('ra.auth.auth_check_error');
      if (!isStaff(status)) throw new Error(NOT_STAFF_MESSAGE);
    },

    checkError: async (error: unknown) => {
      const status =
        typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
      if (status === 401) {
        current = null;
        throw error;
      }
    },

    getIdentity: async (): Promise<UserIdentity> => {
      const status = await knownStatus();
      if (!status.loggedIn || status.email === null) throw new Error('ra.auth.auth_check_error');
      return { id: status.id ?? status.email, fullName: status.email };
    },

    getPermissions: async (): Promise<string[]> => {
      const status = await knownStatus();
      return status.loggedIn ? status.roles : [];
    },

    canAccess: async ({ resource, action }) => {
      const status = await knownStatus();
      return status.loggedIn && canAccessResource(status.roles, resource, action);
    },
  };
};

export const authProvider = createAuthProvider();
