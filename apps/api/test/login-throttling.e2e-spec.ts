import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { LOGIN_ACCOUNT_MAX_ATTEMPTS, LOGIN_ADDRESS_MAX_ATTEMPTS, LOGIN_MAX_ATTEMPTS, MESSAGES } from '@lendbridge/domain';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import { REDIS_URL, redisForTest } from './redis.js';
import type { TestApp } from './create-test-app.js';
import { PASSWORD, signUp, uniqueEmail } from './factories/members.js';

/**
 * Client addresses of this run only (a Redis may be shared with other runs): IPv6 in the documentation
 * range, each in a /64 network of its own.
 */
const runPrefix = `2001:db8:${randomBytes(2).toString('hex')}`;
const address = (n: number): string => `${runPrefix}:${n.toString(16)}::1`;

/** A sign-in from a fresh browser that claims, in X-Forwarded-For, to come from `address`. */
async function signInFrom(app: TestApp, address: string, email: string, password: string): Promise<request.Response> {
  const browser = new Browser(app.http);
  await browser.refreshCsrf();
  return browser.agent
    .post('/api/auth/login')
    .set(AJAX)
    .set('X-CSRF-Token', browser.csrfToken)
    .set('X-Forwarded-For', address)
    .send({ email, password });
}

const times = (count: number, status: number): number[] => Array<number>(count).fill(status);

describe('login throttling', () => {
  /** An API with no proxy configured (the default) and one behind a proxy on the loopback, as the tests connect. */
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
  });

  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('ignores X-Forwarded-For when no proxy is configured: forged addresses do not spread the attempts', async () => {
    const member = await signUp(direct);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      statuses.push((await signInFrom(direct, `203.0.113.${attempt}`, member.email, 'wrong123')).status);
    }
    expect(statuses).toEqual([...times(LOGIN_MAX_ATTEMPTS, 401), ...times(30 - LOGIN_MAX_ATTEMPTS, 429)]);
  });

  describe('behind the configured proxy', () => {
    const fromProxy = (address: string, email: string, password: string) => signInFrom(proxied, address, email, password);

    it(`locks an account after ${LOGIN_ACCOUNT_MAX_ATTEMPTS} failures from different addresses, even for the right password`, async () => {
      const member = await signUp(proxied);
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        statuses.push((await fromProxy(`198.51.100.${attempt}`, member.email, 'wrong123')).status);
      }
      expect(statuses).toEqual([...times(LOGIN_ACCOUNT_MAX_ATTEMPTS, 401), ...times(30 - LOGIN_ACCOUNT_MAX_ATTEMPTS, 429)]);
      const owner = await fromProxy('192.0.2.77', member.email, PASSWORD);
      expect(owner.status).toBe(429);
      expect(owner.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.tooManyAttempts });
    });

    it('lets the owner in again once the window has passed', async () => {
      const member = await signUp(proxied);
      for (let attempt = 1; attempt <= LOGIN_ACCOUNT_MAX_ATTEMPTS; attempt += 1) {
        await fromProxy(`198.51.100.${100 + attempt}`, member.email, 'wrong123');
      }
      expect((await fromProxy('192.0.2.78', member.email, PASSWORD)).status).toBe(429);
      await proxied.app
        .get(DataSource)
        .query(`UPDATE rate_limits SET expires_at = now() - interval '1 second' WHERE key LIKE $1`, [`%${member.email}%`]);
      expect((await fromProxy('192.0.2.78', member.email, PASSWORD)).status).toBe(200);
    });

    it(`blocks an address after ${LOGIN_ADDRESS_MAX_ATTEMPTS} failures over many accounts, even between its own successful sign-ins`, async () => {
      const own = await signUp(proxied);
      const victims = await Promise.all(Array.from({ length: 12 }, () => signUp(proxied)));
      const statuses: number[] = [];
      for (const victim of victims) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          statuses.push((await fromProxy('203.0.113.200', victim.email, 'wrong123')).status);
        }
        await fromProxy('203.0.113.200', own.email, PASSWORD);
      }
      expect(statuses).toEqual([...times(LOGIN_ADDRESS_MAX_ATTEMPTS, 401), ...times(36 - LOGIN_ADDRESS_MAX_ATTEMPTS, 429)]);
      expect((await fromProxy('192.0.2.79', victims[0].email, PASSWORD)).status).toBe(200);
    });

    it('does not hold back an address where many members sign in successfully', async () => {
      const members = await Promise.all(Array.from({ length: LOGIN_ADDRESS_MAX_ATTEMPTS + 2 }, () => signUp(proxied)));
      for (const member of members) {
        expect((await fromProxy('203.0.113.201', member.email, PASSWORD)).status).toBe(200);
      }
    });
  });

  it('counts the IPv6 addresses of one /64 network as one address', async () => {
    const member = await signUp(proxied);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= LOGIN_MAX_ATTEMPTS + 1; attempt += 1) {
      statuses.push((await signInFrom(proxied, `${address(0xfffe).replace('::1', '')}::${attempt.toString(16)}`, member.email, 'wrong123')).status);
    }
    expect(statuses).toEqual([...times(LOGIN_MAX_ATTEMPTS, 401), 429]);
  });

  /** Two API processes of one deployment behind the proxy: the limits are counted in their shared store. */
  const sharedAcrossProcesses = (overrides: Record<string, string>) => async () => {
    const first = await createTestApp({ TRUST_PROXY: 'loopback', ...overrides });
    const second = await createTestApp({ TRUST_PROXY: 'loopback', ...overrides }, { databaseUrl: first.databaseUrl });
    try {
      const processes = [first, second];
      const member = await signUp(first);
      const accountStatuses: number[] = [];
      for (let attempt = 0; attempt < LOGIN_ACCOUNT_MAX_ATTEMPTS + 2; attempt += 1) {
        accountStatuses.push((await signInFrom(processes[attempt % 2], address(attempt + 1), member.email, 'wrong123')).status);
      }
      expect(accountStatuses).toEqual([...times(LOGIN_ACCOUNT_MAX_ATTEMPTS, 401), 429, 429]);

      const own = await signUp(second);
      const shared = address(0xffff);
      const addressStatuses: number[] = [];
      for (let attempt = 0; attempt < LOGIN_ADDRESS_MAX_ATTEMPTS + 2; attempt += 1) {
        addressStatuses.push((await signInFrom(processes[attempt % 2], shared, uniqueEmail(), 'wrong123')).status);
        if (attempt < LOGIN_ADDRESS_MAX_ATTEMPTS - 1) {
          expect((await signInFrom(processes[(attempt + 1) % 2], shared, own.email, PASSWORD)).status).toBe(200);
        }
      }
      expect(addressStatuses).toEqual([...times(LOGIN_ADDRESS_MAX_ATTEMPTS, 401), 429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  };

  it('counts across the API processes of one deployment in PostgreSQL', sharedAcrossProcesses({}), 60_000);

  it('counts across the API processes of one deployment in Redis (REDIS_URL), where one runs', async () => {
    if (!(await redisForTest('the Redis rate limits'))) return;
    await sharedAcrossProcesses({ REDIS_URL })();
  }, 60_000);
});
