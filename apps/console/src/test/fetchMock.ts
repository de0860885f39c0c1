import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** An API error answer in the shape of the server's global filter. */
export const apiError = (
  status: number,
  code: string,
  message: string,
  errors?: Record<string, string>,
): Response => json(status, { statusCode: status, code, message, ...(errors ? { errors } : {}) });

/** A simple-rest list answer with its Content-Range header. */
export const list = (resource: string, rows: unknown[], total: number, start = 0): Response =>
  json(200, rows, {
    'Content-Range': `${resource} ${start}-${Math.max(start, start + rows.length - 1)}/${total}`,
  });

const readBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

/**
 * Replaces fetch with a handler and records every call. Handlers receive the parsed request;
 * an unhandled request fails the test through a 599 answer named after it.
 */
export const mockFetch = (handler: Handler) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: url.pathname,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: readBody(init.body),
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};

/**
 * Like mockFetch for a signed-in staff member with these roles: GET /api/auth/status answers them
 * and GET /api/auth/csrf a token; every other call goes to the handler.
 */
export const mockStaffFetch = (roles: string[], handler: Handler) =>
  mockFetch((call) => {
    if (call.path === '/api/auth/status') return json(200, { data: userStatus(roles) });
    if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
    return handler(call);
  });

export const unhandled = (call: RecordedCall): Response =>
  json(599, { statusCode: 599, code: 'UNHANDLED', message: `${call.method} ${call.url.pathname}${call.url.search}` });

/** A UserStatus as GET /api/auth/status and the login and logout calls answer it. */
export const userStatus = (roles: string[], overrides: Record<string, unknown> = {}) => ({
  id: roles.length > 0 ? 1 : null,
  loggedIn: roles.length > 0,
  isMember: false,
  isMemberFull: false,
  isMemberBankFilled: false,
  isMemberCompletedQuestionnaire: false,
  memberType: null,
  memberSerial: null,
  roles,
  email: roles.length > 0 ? 'staff@lendbridge.tw' : null,
  csrfToken: 'token-status',
  ...overrides,
});

/** The list query params of a simple-rest call, parsed. */
export const listQuery = (url: URL) => ({
  sort: JSON.parse(url.searchParams.get('sort') ?? 'null') as unknown,
  range: JSON.parse(url.searchParams.get('range') ?? 'null') as unknown,
  filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as unknown,
});
