import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXTS, MESSAGES } from '@lendbridge/domain';
import { TEST_CSRF_TOKEN, mockFetch } from '../test/fetchMock';
import { ApiError, api, getCsrfToken, isAbortError, readServerMessage, setCsrfToken } from './api';

describe('api client', () => {
  it('sends the ajax header and same-origin credentials on a GET, without a CSRF token', async () => {
    const { calls, fetchMock } = mockFetch({ 'GET /api/auth/status': { body: { data: { loggedIn: false } } } });
    const data = await api.get<{ loggedIn: boolean }>('/api/auth/status');
    expect(data).toEqual({ loggedIn: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(calls[0]?.headers.has('X-CSRF-Token')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('fetches the CSRF token once and sends it with JSON on state-changing calls', async () => {
    const { calls } = mockFetch({
      'POST /api/member/basic': { body: { data: { ok: true } } },
      'PUT /api/member/update-social': { body: { data: { ok: true } } },
    });
    await api.post('/api/member/basic', { firstname: '小明' });
    await api.put('/api/member/update-social', { contact_line: 'line' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/auth/csrf',
      'POST /api/member/basic',
      'PUT /api/member/update-social',
    ]);
    for (const call of calls.slice(1)) {
      expect(call.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
      expect(call.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(call.headers.get('Content-Type')).toBe('application/json');
    }
    expect(calls[1]?.body).toEqual({ firstname: '小明' });
  });

  it('keeps the token every response carries in data.csrfToken', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/login': { body: { data: { loggedIn: true, csrfToken: 'rotated' } } },
      'POST /api/auth/logout': { body: { data: { loggedIn: false, csrfToken: 'after-logout' } } },
    });
    setCsrfToken('first');
    await api.post('/api/auth/login', { email: 'a@b.tw', password: 'abc123' });
    expect(getCsrfToken()).toBe('rotated');
    await api.post('/api/auth/logout');
    expect(calls[1]?.headers.get('X-CSRF-Token')).toBe('rotated');
    expect(getCsrfToken()).toBe('after-logout');
  });

  it('refreshes the token and retries once after 403 CSRF_TOKEN_INVALID', async () => {
    let attempts = 0;
    const { calls } = mockFetch({
      'GET /api/auth/csrf': { body: { data: { csrfToken: 'fresh' } } },
      'POST /api/member/bank': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 403, body: { statusCode: 403, code: 'CSRF_TOKEN_INVALID', message: MESSAGES.csrf } }
          : { body: { data: { saved: true } } };
      },
    });
    setCsrfToken('stale');
    await expect(api.post('/api/member/bank', {})).resolves.toEqual({ saved: true });
    expect(calls.map((call) => call.headers.get('X-CSRF-Token'))).toEqual(['stale', null, 'fresh']);
  });

  it('retries only once', async () => {
    const refused = { status: 403, body: { statusCode: 403, code: 'CSRF_TOKEN_INVALID', message: MESSAGES.csrf } };
    const { apiCalls } = mockFetch({ 'POST /api/member/bank': refused });
    const failure = api.post('/api/member/bank', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'CSRF_TOKEN_INVALID', message: MESSAGES.csrf });
    expect(apiCalls()).toHaveLength(2);
  });

  it('turns a refusal into an ApiError with status, code, message and field errors', async () => {
    mockFetch({
      'POST /api/auth/register': {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: '此 Email 已被註冊', errors: { email: '此 Email 已被註冊' } },
      },
    });
    const error = await api.post('/api/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '此 Email 已被註冊',
      errors: { email: '此 Email 已被註冊' },
    });
  });

  it('keeps the data a refusal carries', async () => {
    const loans = [{ serial: 'A251100000001', amount: 2000, updated_at: '2025-11-20T04:00:00.000Z' }];
    mockFetch({
      'POST /api/v1/orders': { status: 409, body: { statusCode: 409, code: 'CART_CHANGED', message: CHECKOUT_TEXTS.cartChanged, data: { loans } } },
    });
    const error = await api.post('/api/v1/orders', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CART_CHANGED', message: CHECKOUT_TEXTS.cartChanged, data: { loans } });
  });

  it('reads retryAfter from a 429 answer', async () => {
    mockFetch({
      'POST /api/verify/mobile': { status: 429, body: { statusCode: 429, code: 'CODE_COOLDOWN', message: '請稍候', retryAfter: 42 } },
    });
    await expect(api.post('/api/verify/mobile', {})).rejects.toMatchObject({ code: 'CODE_COOLDOWN', retryAfter: 42 });
  });

  it('falls back to 貌似發生了什麼錯誤 when the server gives no text', async () => {
    mockFetch({ 'GET /api/member/profile': { status: 502 } });
    await expect(api.get('/api/member/profile')).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.genericErrorText,
    });
  });

  it('reads the server text from message, data.message, error or data.error', () => {
    expect(readServerMessage({ message: 'a' })).toBe('a');
    expect(readServerMessage({ data: { message: 'b' } })).toBe('b');
    expect(readServerMessage({ error: 'c' })).toBe('c');
    expect(readServerMessage({ data: { error: 'd' } })).toBe('d');
    expect(readServerMessage({ errors: { a: '一', b: '二' } })).toBe('一\n二');
    expect(readServerMessage({})).toBeUndefined();
    expect(readServerMessage('plain')).toBeUndefined();
  });

  it('reports a network failure as an ApiError and a cancelled call as an AbortError', async () => {
    mockFetch({
      'GET /api/down': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.get('/api/down')).rejects.toMatchObject({ status: 0, message: MESSAGES.genericErrorText });

    const controller = new AbortController();
    controller.abort();
    const cancelled = await api.get('/api/down', { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(isAbortError(cancelled)).toBe(true);
    expect(cancelled).not.toBeInstanceOf(ApiError);
  });
});
