import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

export type MockRoutes = Record<string, MockReply | MockHandler>;

export const TEST_CSRF_TOKEN = 'csrf-test-token';

const readBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
};

/**
 * Replaces fetch with answers keyed by "METHOD /path" (query string excluded). GET
 * /api/auth/csrf answers a token unless a route overrides it; unknown routes answer 404.
 */
export function mockFetch(routes: MockRoutes = {}) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const request: MockRequest = {
      method,
      path,
      url,
      headers: new Headers(init.headers),
      body: readBody(init.body),
      signal: init.signal ?? undefined,
    };
    calls.push(request);
    if (request.signal?.aborted === true) throw new DOMException('The operation was aborted.', 'AbortError');
    const key = `${method} ${path}`;
    const route =
      routes[key] ?? (key === 'GET /api/auth/csrf' ? { body: { data: { csrfToken: TEST_CSRF_TOKEN } } } : undefined);
    const reply: MockReply =
      route === undefined
        ? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: '找不到資料' } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** Calls other than the CSRF token fetch. */
    apiCalls: () => calls.filter((call) => call.path !== '/api/auth/csrf'),
  };
}

/** A promise the test resolves when it chooses (to hold a request in flight). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
