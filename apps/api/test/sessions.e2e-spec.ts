import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp } from './create-test-app.js';
import { REDIS_URL, redisForTest } from './redis.js';
import type { TestApp } from './create-test-app.js';
import { PASSWORD, signUp } from './factories/members.js';
import { Browser } from './create-test-app.js';

function sessionCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((candidate) => candidate.startsWith('lendbridge.sid='));
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie.split(';')[0];
}

/** Two API processes of one deployment (same database, same secret) behind a load balancer. */
async function twoProcesses(overrides: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
  const sessionSecret = randomBytes(32).toString('hex');
  const first = await createTestApp(overrides, { sessionSecret });
  const second = await createTestApp(overrides, { sessionSecret, databaseUrl: first.databaseUrl });
  return [first, second];
}

async function expectSharedSession(first: TestApp, second: TestApp): Promise<void> {
  const member = await signUp(first);
  const browser = new Browser(first.http);
  const login = await browser.post('/api/auth/login', { email: member.email, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = sessionCookie(login);
  const elsewhere = await request(second.http).get('/api/auth/status').set('Cookie', cookie).expect(200);
  expect(elsewhere.body.data).toMatchObject({ loggedIn: true, email: member.email });

  const logout = await request(second.http)
    .post('/api/auth/logout')
    .set('Cookie', cookie)
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('X-CSRF-Token', login.body.data.csrfToken);
  expect(logout.status).toBe(200);
  const afterLogout = await request(first.http).get('/api/auth/status').set('Cookie', cookie).expect(200);
  expect(afterLogout.body.data.loggedIn).toBe(false);
}

describe('sessions shared by several API processes', () => {
  describe('in PostgreSQL (default)', () => {
    let apps: [TestApp, TestApp];

    beforeAll(async () => {
      apps = await twoProcesses();
    });

    afterAll(async () => {
      await apps[1].close();
      await apps[0].close();
    });

    it('signs in on one process, is recognised and signed out on the other', async () => {
      await expectSharedSession(...apps);
    });
  });

  describe('in Redis (REDIS_URL)', () => {
    let apps: [TestApp, TestApp] | undefined;

    beforeAll(async () => {
      if (await redisForTest('the Redis session store')) apps = await twoProcesses({ REDIS_URL });
    });

    afterAll(async () => {
      await apps?.[1].close();
      await apps?.[0].close();
    });

    it('signs in on one process, is recognised and signed out on the other', async () => {
      if (!apps) return;
      await expectSharedSession(...apps);
    });
  });
});
