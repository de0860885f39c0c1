import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MESSAGES } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { signUp } from './factories/members.js';
import type { Member } from './factories/members.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Route {
  method: Method;
  path: string;
}

/** Routes a visitor may call; every other route must answer 401 without a session. */
const PUBLIC_ROUTES = new Set([
  'get /api/health',
  'get /api/auth/csrf',
  'get /api/auth/status',
  'post /api/auth/login',
  'post /api/auth/register',
  'post /api/auth/register/confirm',
  'post /api/auth/logout',
  'post /api/auth/password/forgot',
  'post /api/auth/password/reset',
  'post /api/attributes',
  'get /api/address-attributes',
  'get /api/charities',
  'get /api/cms/{tab}',
  'get /api/cms/{tab}/{id}',
  'get /api/lectures',
  'get /api/faq',
  'post /api/faq/feedback',
  'post /api/contact',
  'get /api/home/metric',
  'get /api/metrics',
  'get /api/homepage-entries',
  'get /api/press-entries',
  'get /api/stories',
  'get /api/chatroom/greet',
  'get /api/chat/status',
  'get /api/content-images/{uploadId}',
  'post /api/credit-try/level',
  'post /api/credit-try/credit-line',
  'get /api/school-email/verify',
  'post /api/bank/notifications',
  'get /api/market-place/credit',
  'get /api/market-place/sme',
  'get /api/market-place/farmer',
  'get /api/market-place/pawn-project',
  'get /api/market-place/realty',
  'get /api/market-place/other',
  'get /api/market-place/ntu',
  'get /api/market-place/loan/{serial}',
  'get /api/market-place/loan/{serial}/questions',
  'get /api/market-place/gallery/{imageId}',
  'get /api/market-place/pawn-cases',
  'get /api/market-place/bids',
  'get /api/vehicle-appraisal/car',
  'get /api/vehicle-appraisal/challenge',
  'get /api/vehicle-appraisal/search',
  'get /api/roulette/gifts',
  'get /api/roulette/rewards',
  'post /api/roulette/trial',
  'get /api/roulette/results',
  'get /api/activities/{key}',
  'put /api/activities/{key}/check-in',
  'get /api/activities/{key}/see-percent',
  'get /api/mgm/show-girls',
  'get /api/v1/crowdfundings',
  'get /api/v1/crowdfundings/{serial}',
  'get /api/v1/crowdfundings/{serial}/contract',
  'get /api/v1/crowdfundings/{serial}/images/{uploadId}',
  'get /api/funding/promotions',
  'get /api/funding/projects',
  'get /api/funding/project/{serial}',
  'get /api/funding/attributes',
  'get /api/funding/images/{imageId}',
  'get /api/farm-traceability/{no}',
  'get /api/farm-traceability/{no}/datas',
  'get /api/farm-traceability/{no}/ipcam_picture',
  'get /api/farm-traceability/{no}/ipcam_time_lapse',
  'get /api/farm-traceability/{no}/trace/gacp',
  'get /api/farm-traceability/{no}/images/{id}',
  'post /api/farm-ingestion/{no}/readings',
  'post /api/farm-ingestion/{no}/gacp-records',
  'post /api/farm-ingestion/{no}/images',
  'get /api/v1/shops',
  'get /api/v1/shops/{shopId}',
  'get /api/v1/shops/{shopId}/images/{uploadId}',
  'get /api/v1/shops/{shopId}/booking-slots',
  'get /api/v1/shop-products',
  'get /api/v1/shop-products/{id}/images/{uploadId}',
  'get /api/protection-fund',
  'get /api/loan-book',
  'get /api/loan-book.csv',
  'get /sitemap.xml',
  'post /api/auth/login/two-factor',
]);

/** Routes called by other systems with their own signature instead of a session and CSRF token. */
const CSRF_EXEMPT_ROUTES = new Set([
  'post /api/bank/notifications',
  'post /api/farm-ingestion/{no}/readings',
  'post /api/farm-ingestion/{no}/gacp-records',
  'post /api/farm-ingestion/{no}/images',
]);

function concrete(path: string): string {
  return path.replace(/\{[^}]+\}/g, (name) => (name === '{code}' ? '004' : name === '{id}' ? '1' : 'x'));
}

describe('access on every endpoint', () => {
  let t: TestApp;
  let routes: Route[];
  let member: Member;

  beforeAll(async () => {
    t = await createTestApp();
    const document = await request(t.http).get('/api/docs-json').expect(200);
    const paths = document.body.paths as Record<string, Record<string, unknown>>;
    routes = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method as Method, path })),
    );
    member = await signUp(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('documents every route in OpenAPI', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const key of PUBLIC_ROUTES) {
      expect(routes.map((route) => `${route.method} ${route.path}`)).toContain(key);
    }
  });

  it('answers 401 with 您尚未登入 to a visitor on every non-public route', async () => {
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    const checked: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (PUBLIC_ROUTES.has(key) || route.path.startsWith('/api/docs')) continue;
      const url = concrete(route.path);
      const response =
        route.method === 'get' ? await visitor.get(url) : await visitor.send(route.method, url, {});
      expect({ key, status: response.status }).toEqual({ key, status: 401 });
      expect(response.body.message).toBe(MESSAGES.notLoggedIn);
      checked.push(key);
    }
    expect(checked.length).toBeGreaterThan(20);
  });

  it('answers 403 to a member without a staff role on every console route', async () => {
    const consoleRoutes = routes.filter((route) => route.path.startsWith('/api/console/'));
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of consoleRoutes) {
      const url = concrete(route.path);
      const response =
        route.method === 'get' ? await member.browser.get(url) : await member.browser.send(route.method, url, {});
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
      expect(response.body.code).toBe('FORBIDDEN');
    }
  });

  it('refuses every state-changing route without the CSRF token, even for a signed-in member', async () => {
    for (const route of routes.filter((candidate) => candidate.method !== 'get' && !CSRF_EXEMPT_ROUTES.has(`${candidate.method} ${candidate.path}`))) {
      const response = await member.browser.agent[route.method](concrete(route.path))
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({});
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
      expect(response.body.code).toBe('CSRF_TOKEN_INVALID');
    }
  });
});
