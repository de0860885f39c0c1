import { expect } from '@playwright/test';
import type { APIResponse, PlaywrightWorkerArgs } from '@playwright/test';

/** The demo admin (the seed's), who reads the outbox in the console. */
const ADMIN = 'admin@lendbridge.tw';
const ADMIN_PASSWORD = 'Demo1234';

const ok = async <T>(response: APIResponse): Promise<T> => {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
};

/**
 * The newest link of one kind e-mailed to an address, read from the outbox the way the console shows
 * it (GET /api/console/outbox) by the admin, in a request context of its own so the page's session
 * stays as it is; answered as a path on this site.
 */
export const emailedLink = async (
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  email: string,
  kind: string,
  path: RegExp,
): Promise<string> => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const { data: csrf } = await ok<{ data: { csrfToken: string } }>(await request.get('/api/auth/csrf'));
    const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf.csrfToken };
    await ok(await request.post('/api/auth/login', { data: { email: ADMIN, password: ADMIN_PASSWORD }, headers }));
    const query = new URLSearchParams({
      sort: JSON.stringify(['id', 'DESC']),
      range: JSON.stringify([0, 0]),
      filter: JSON.stringify({ kind, q: email }),
    });
    const [message] = await ok<{ recipient: string; body: string }[]>(await request.get(`/api/console/outbox?${query.toString()}`));
    expect(message?.recipient).toBe(email);
    const link = path.exec(message?.body ?? '');
    expect(link, message?.body).not.toBeNull();
    return link?.[0] ?? '';
  } finally {
    await request.dispose();
  }
};
