import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `data.csrfToken` of a JSON answer (csrf, status, login, logout). */
const csrfTokenOf = async (response: APIResponse): Promise<string> => {
  const body: unknown = await response.json();
  const token = isRecord(body) && isRecord(body.data) ? body.data.csrfToken : undefined;
  if (typeof token !== 'string' || token === '') {
    throw new Error(`no csrfToken in the answer of ${response.url()}: ${JSON.stringify(body)}`);
  }
  return token;
};

/**
 * A member signed in on the public API from its own request context (its own cookie jar), the way the
 * public site calls it: the ajax header and the session's CSRF token on every state-changing call.
 */
export class MemberApiSession {
  private constructor(
    private readonly request: APIRequestContext,
    private csrfToken: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<MemberApiSession> {
    const csrf = await request.get('/api/auth/csrf');
    expect(csrf.status(), 'GET /api/auth/csrf').toBe(200);
    const session = new MemberApiSession(request, await csrfTokenOf(csrf));
    const login = await session.post('/api/auth/login', { email, password });
    expect(login.status(), `POST /api/auth/login as ${email}`).toBe(200);
    session.csrfToken = await csrfTokenOf(login);
    return session;
  }

  post(path: string, data: Record<string, unknown>): Promise<APIResponse> {
    return this.request.post(path, {
      data,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': this.csrfToken },
    });
  }

  /** Asks for a code by SMS to the account's own mobile; the SMS lands in the outbox. */
  requestMobileCode(): Promise<APIResponse> {
    return this.post('/api/verify/mobile', {});
  }

  confirmMobileCode(mobile: string, code: string): Promise<APIResponse> {
    return this.post('/api/verify/mobile-code', { mobile, code });
  }
}
