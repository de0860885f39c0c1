import { describe, expect, it } from '@jest/globals';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import request from 'supertest';
import { existingSession, fixedHeaders, lazySession } from './request-pipeline.js';

const COOKIE = 'test.sid';

/** An app whose session store counts its reads and writes, with routes that read, write or ignore the session. */
function sessionApp() {
  const store = new session.MemoryStore();
  const calls = { get: 0, set: 0 };
  const get = store.get.bind(store);
  const set = store.set.bind(store);
  store.get = (...args: Parameters<typeof get>) => {
    calls.get += 1;
    get(...args);
  };
  store.set = (...args: Parameters<typeof set>) => {
    calls.set += 1;
    set(...args);
  };
  const app = express();
  app.use(lazySession(session({ name: COOKIE, secret: 'spec-secret', store, resave: false, saveUninitialized: false }), COOKIE));
  app.get('/ignore', (req, res) => res.json({ existing: existingSession(req) !== undefined }));
  app.get('/read', (req, res) => res.json({ value: req.session.csrfToken ?? null }));
  app.post('/write', (req, res) => {
    req.session.csrfToken = 'token-1';
    res.json({ ok: true });
  });
  app.get('/existing', (req, res) => res.json({ value: existingSession(req)?.csrfToken ?? null }));
  return { app, calls };
}

describe('lazySession', () => {
  it('makes no session for a request without the cookie that never reads it', async () => {
    const { app, calls } = sessionApp();
    const answer = await request(app).get('/ignore').expect(200);
    expect(answer.body).toEqual({ existing: false });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(calls).toEqual({ get: 0, set: 0 });
  });

  it('makes a new session on first read, saved and sent only when a handler changes it', async () => {
    const { app, calls } = sessionApp();
    const read = await request(app).get('/read').expect(200);
    expect(read.body).toEqual({ value: null });
    expect(read.headers['set-cookie']).toBeUndefined();
    const written = await request(app).post('/write').expect(200);
    const cookie = written.headers['set-cookie']?.[0]?.split(';')[0];
    expect(cookie).toMatch(new RegExp(`^${COOKIE}=`));
    expect(calls.set).toBe(1);
    const again = await request(app).get('/existing').set('Cookie', cookie ?? '').expect(200);
    expect(again.body).toEqual({ value: 'token-1' });
    expect(calls.get).toBe(1);
  });

  it('loads the session of a request that names the cookie before any route, even a forged one', async () => {
    const { app, calls } = sessionApp();
    const answer = await request(app).get('/existing').set('Cookie', `${COOKIE}=s%3Aforged.signature`).expect(200);
    expect(answer.body).toEqual({ value: null });
    expect(calls.get).toBe(0);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('fixedHeaders', () => {
  it("sets exactly helmet's headers", async () => {
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameSrc: ["'self'", 'https://example.org'] } } };
    const route = (app: express.Express) => app.get('/', (_req, res) => res.send('ok'));
    const plain = express();
    plain.use(helmet(options));
    route(plain);
    const fixed = express();
    fixed.use(fixedHeaders(helmet(options)));
    route(fixed);
    const expected = (await request(plain).get('/')).headers;
    const actual = (await request(fixed).get('/')).headers;
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'etag', 'content-length'].includes(name)));
    expect(security(actual)).toEqual(security(expected));
    expect(actual['content-security-policy']).toContain('frame-src');
    expect(actual['x-powered-by']).toBeUndefined();
  });

  it('refuses a middleware that does not pass on at once', () => {
    expect(() => fixedHeaders((_req, _res, _next) => undefined)).toThrow();
  });
});
