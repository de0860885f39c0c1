import { isDeepStrictEqual as isEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDEMPOTENCY_KEY_HEADER, MESSAGES, REQUEST_MAX_DEPTH, ROLES } from '@lendbridge/domain';
import { BANK_NOTIFICATIONS_PATH } from '../src/modules/bank/bank-notifications.controller.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { verifiedMember } from './factories/ledger.js';
import { grantRoles } from './factories/members.js';
import type { Member } from './factories/members.js';

const ATTACK_DEPTH = 10_000;
const LOGOUT = '/api/auth/logout';
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
type WriteMethod = (typeof WRITE_METHODS)[number];

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
}

interface WriteRoute {
  method: WriteMethod;
  path: string;
}

/** Every route of the application that takes a body, read from the Express router Nest registered them on. */
function writeRoutes(t: TestApp): WriteRoute[] {
  const routes: WriteRoute[] = [];
  const walk = (layers: RouteLayer[]): void => {
    for (const layer of layers) {
      if (layer.route) {
        for (const method of WRITE_METHODS) {
          if (layer.route.methods[method]) routes.push({ method, path: layer.route.path.replace(/:[A-Za-z_]+/g, '1') });
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  const router = (t.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } }).router;
  walk(router.stack);
  // The bank's notifications are read as raw bytes and authenticated by their signature before they are parsed.
  const withBody = routes.filter((route) => route.path.startsWith('/api/') && route.path !== BANK_NOTIFICATIONS_PATH);
  // Signing out last, so that a route that let the body through would not end the session of the others.
  return [...withBody.filter((route) => route.path !== LOGOUT), ...withBody.filter((route) => route.path === LOGOUT)];
}

/** `{"a":{"a":…}}` nested `depth` levels deep, as text (JSON.stringify itself would overflow). */
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('request input', () => {
  let t: TestApp;
  let member: Member;
  let routes: WriteRoute[];

  /** A raw JSON body sent the way the site sends it, with the idempotency key money routes ask for. */
  const sendRaw = (method: WriteMethod, path: string, raw: string, key = 'input-check') =>
    member.browser.agent[method](path)
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-CSRF-Token', member.browser.csrfToken)
      .set(IDEMPOTENCY_KEY_HEADER, key)
      .set('Content-Type', 'application/json')
      .send(raw);

  beforeAll(async () => {
    t = await createTestApp();
    member = await verifiedMember(t);
    await grantRoles(t, member.id, [...ROLES]);
    routes = writeRoutes(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('finds the routes that take a body, the idempotent money routes among them', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'put', path: '/api/member/update-social' },
        { method: 'put', path: '/api/console/loan-applications/1/assign-sales' },
        { method: 'put', path: '/api/market-place/read' },
        { method: 'post', path: '/api/console/legal-collections/1/advance' },
        { method: 'post', path: '/api/v1/orders' },
      ]),
    );
  });

  it('refuses a body nested 10,000 levels deep on every route with 400 and the reason, before any route reads it', async () => {
    const raw = nestedJson(ATTACK_DEPTH);
    const expected = { statusCode: 400, code: 'REQUEST_TOO_DEEP', message: MESSAGES.requestTooDeep, errors: { _: MESSAGES.requestTooDeep } };
    const answers = [];
    for (const route of routes) {
      const response = await sendRaw(route.method, route.path, raw, `deep-${route.method}-${route.path}`);
      answers.push({ ...route, body: response.body as unknown });
    }
    expect(answers.filter((answer) => !isEqual(answer.body, expected))).toEqual([]);
  });

  it('takes a body exactly at the depth limit to the route, and refuses one level more', async () => {
    const atLimit = await sendRaw('put', '/api/member/update-social', nestedJson(REQUEST_MAX_DEPTH));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.code).toBe('VALIDATION_FAILED');
    const beyond = await sendRaw('put', '/api/member/update-social', nestedJson(REQUEST_MAX_DEPTH + 1));
    expect(beyond.status).toBe(400);
    expect(beyond.body.code).toBe('REQUEST_TOO_DEEP');
  });

  it('refuses a NUL character in any string of any body on every route with 400 on the field', async () => {
    const raw = JSON.stringify({ note: 'a\u0000b' });
    const expected = { statusCode: 400, code: 'INVALID_CHARACTER', message: MESSAGES.invalidCharacter, errors: { note: MESSAGES.invalidCharacter } };
    const answers = [];
    for (const route of routes) {
      const response = await sendRaw(route.method, route.path, raw, `nul-${route.method}-${route.path}`);
      answers.push({ ...route, body: response.body as unknown });
    }
    expect(answers.filter((answer) => !isEqual(answer.body, expected))).toEqual([]);
  });

  it('names the nested field or key that holds the NUL character', async () => {
    const nested = await member.browser.put('/api/member/update-social', { social: { links: ['ok', 'x\u0000'] } });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual({ 'social.links.1': MESSAGES.invalidCharacter });
    const inKey = await member.browser.put('/api/member/update-social', { 'line\u0000id': 'a' });
    expect(inKey.status).toBe(400);
    expect(inKey.body.code).toBe('INVALID_CHARACTER');
  });

  it('refuses a NUL character in the query string with 400 on the parameter', async () => {
    const response = await member.browser.get('/api/inbox?filter=a%00b');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'INVALID_CHARACTER',
      message: MESSAGES.invalidCharacter,
      errors: { filter: MESSAGES.invalidCharacter },
    });
  });

  it('answers invalid JSON in Chinese with a code', async () => {
    const response = await sendRaw('post', '/api/member/basic', '{"member_type":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: MESSAGES.malformedRequest });
    const visitor = new Browser(t.http);
    const anonymous = await visitor.agent.post('/api/auth/login').set('Content-Type', 'application/json').send('{');
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.code).toBe('MALFORMED_JSON');
  });

  it('refuses __proto__, constructor and prototype keys anywhere in a body on their field', async () => {
    const proto = await sendRaw('post', '/api/member/basic', '{"member_type":"person","__proto__":{"admin":true}}');
    expect(proto.status).toBe(400);
    expect(proto.body).toMatchObject({ statusCode: 400, code: 'FORBIDDEN_FIELD', message: MESSAGES.unknownField });
    expect(Object.entries(proto.body.errors)).toEqual([['__proto__', MESSAGES.unknownField]]);
    const constructor = await sendRaw('put', '/api/member/update-social', '{"social":{"constructor":{"prototype":{"x":1}}}}');
    expect(constructor.status).toBe(400);
    expect(constructor.body.code).toBe('FORBIDDEN_FIELD');
    expect(constructor.body.errors).toEqual({ 'social.constructor': MESSAGES.unknownField });
    const query = await member.browser.get('/api/inbox?__proto__=1');
    expect(query.status).toBe(400);
    expect(Object.entries(query.body.errors)).toEqual([['__proto__', MESSAGES.unknownField]]);
  });

  it('answers a badly encoded path or a path id that is not a number in Chinese with a code', async () => {
    const response = await member.browser.get('/api/console/members/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.malformedRequest });
    const notNumber = await member.browser.get('/api/console/withdrawals/abc');
    expect(notNumber.status).toBe(400);
    expect(notNumber.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.malformedRequest });
  });
});
