import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { getCsrfToken, httpClient } from './httpClient';
import { apiError, json, mockFetch, unhandled, userStatus } from './test/fetchMock';

const catchError = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('httpClient', () => {
  it('sends the session cookie and the ajax header, and no CSRF token on GET', async () => {
    const { calls } = mockFetch(() => json(200, [{ id: 1 }]));

    const response = await httpClient('/api/console/members/1');

    expect(response.json).toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0].credentials).toBe('same-origin');
    expect(calls[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(calls[0].headers.get('Accept')).toBe('application/json');
    expect(calls[0].headers.has('X-CSRF-Token')).toBe(false);
  });

  it('keeps headers the caller set (the Range header of list calls)', async () => {
    const { calls } = mockFetch(() => json(200, []));

    await httpClient('/api/console/members', { headers: new Headers({ Range: 'members=0-24' }) });

    expect(calls[0].headers.get('Range')).toBe('members=0-24');
    expect(calls[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('fetches the CSRF token once and sends it on every state-changing call', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token-1' } });
      if (call.method === 'POST') return json(200, { id: 7 });
      return unhandled(call);
    });

    await httpClient('/api/console/members/7/verify-identity', { method: 'POST', body: '{}' });
    await httpClient('/api/console/members/7/verify-bank', { method: 'POST', body: '{}' });

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/auth/csrf',
      'POST /api/console/members/7/verify-identity',
      'POST /api/console/members/7/verify-bank',
    ]);
    expect(calls[1].headers.get('X-CSRF-Token')).toBe('token-1');
    expect(calls[2].headers.get('X-CSRF-Token')).toBe('token-1');
    expect(calls[1].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(calls[1].headers.get('Content-Type')).toBe('application/json');
  });

  it('takes the rotated token from login and logout answers', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'before-login' } });
      if (call.path === '/api/auth/login') return json(200, { data: { ...userStatus(['admin']), csrfToken: 'after-login' } });
      if (call.path === '/api/auth/logout') return json(200, { data: { ...userStatus([]), csrfToken: 'after-logout' } });
      return unhandled(call);
    });

    await httpClient('/api/auth/login', { method: 'POST', body: '{}' });
    expect(getCsrfToken()).toBe('after-login');
    await httpClient('/api/auth/logout', { method: 'POST' });

    expect(calls[1].headers.get('X-CSRF-Token')).toBe('before-login');
    expect(calls[2].headers.get('X-CSRF-Token')).toBe('after-login');
    expect(getCsrfToken()).toBe('after-logout');
  });

  it('retries once with a fresh token after 403 CSRF_TOKEN_INVALID', async () => {
    let tokens = 0;
    let posts = 0;
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: `token-${++tokens}` } });
      posts += 1;
      return posts === 1 ? apiError(403, 'CSRF_TOKEN_INVALID', '頁面已過期，請重新整理後再試') : json(200, { ok: true });
    });

    const response = await httpClient('/api/console/members/7/verify-bank', { method: 'POST', body: '{"decision":"verified"}' });

    expect(response.json).toEqual({ ok: true });
    expect(calls.map((call) => `${call.method} ${call.path} ${call.headers.get('X-CSRF-Token') ?? ''}`)).toEqual([
      'GET /api/auth/csrf ',
      'POST /api/console/members/7/verify-bank token-1',
      'GET /api/auth/csrf ',
      'POST /api/console/members/7/verify-bank token-2',
    ]);
    expect(calls[3].body).toEqual({ decision: 'verified' });
  });

  it('retries only once when the token is refused again', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'stale' } });
      return apiError(403, 'CSRF_TOKEN_INVALID', '頁面已過期，請重新整理後再試');
    });

    const error = await catchError(httpClient('/api/auth/logout', { method: 'POST' }));

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('does not retry other 403 answers', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
      return apiError(403, 'FORBIDDEN', '您沒有權限執行此操作');
    });

    const error = await catchError(httpClient('/api/console/members/7/verify-bank', { method: 'POST', body: '{}' }));

    expect((error as HttpError).message).toBe('您沒有權限執行此操作');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('turns a server error into an HttpError carrying the message and the field errors', async () => {
    mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
      return apiError(400, 'VALIDATION_FAILED', '請確認填寫欄位', { note: '審核備註不能超過 200 個字' });
    });

    const error = await catchError(httpClient('/api/console/members/7/verify-identity', { method: 'POST', body: '{}' }));

    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(400);
    expect(httpError.message).toBe('請確認填寫欄位');
    expect(httpError.body).toEqual({
      message: '請確認填寫欄位',
      errors: { note: '審核備註不能超過 200 個字' },
    });
  });

  it('leaves out the field map when the error has none', async () => {
    mockFetch(() => apiError(404, 'NOT_FOUND', '找不到資料'));

    const error = (await catchError(httpClient('/api/console/members/999'))) as HttpError;

    expect(error.status).toBe(404);
    expect(error.body).toEqual({ message: '找不到資料' });
  });

  it('gives a Chinese message when the answer is not the API error shape', async () => {
    mockFetch(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    const error = (await catchError(httpClient('/api/console/members'))) as HttpError;

    expect(error.status).toBe(502);
    expect(error.message).toBe('系統發生錯誤，請稍後再試');
    expect(error.body).toEqual({ message: '系統發生錯誤，請稍後再試' });
  });
});
