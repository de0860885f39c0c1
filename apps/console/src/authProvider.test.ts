import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_TEXTS } from '@lendbridge/domain';
import { createAuthProvider, NOT_STAFF_MESSAGE } from './authProvider';
import { apiError, json, mockFetch, unhandled, userStatus } from './test/fetchMock';

const csrf = () => json(200, { data: { csrfToken: 'token' } });

describe('authProvider', () => {
  it('signs a staff member in with e-mail and password', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return csrf();
      if (call.path === '/api/auth/login') return json(200, { data: { ...userStatus(['sales']), next: null } });
      return unhandled(call);
    });
    const auth = createAuthProvider();

    await expect(auth.login({ email: 'sales@lendbridge.tw', password: 'secret1' })).resolves.toBeUndefined();

    const login = calls.find((call) => call.path === '/api/auth/login');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ email: 'sales@lendbridge.tw', password: 'secret1' });
    expect(login?.headers.get('X-CSRF-Token')).toBe('token');
    await expect(auth.getPermissions?.({})).resolves.toEqual(['sales']);
    await expect(auth.getIdentity?.()).resolves.toEqual({ id: 1, fullName: 'staff@lendbridge.tw' });
  });

  it('sends the two-factor code after the password when the account asks for it, and asks for the code when it is missing', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return csrf();
      if (call.path === '/api/auth/login') {
        return json(200, { data: { ...userStatus([]), loggedIn: false, two_factor_required: true, next: '/', csrfToken: 'step' } });
      }
      if (call.path === '/api/auth/login/two-factor') return json(200, { data: userStatus(['admin']) });
      return unhandled(call);
    });
    const auth = createAuthProvider();

    await expect(auth.login({ email: 'admin@lendbridge.tw', password: 'secret1' })).rejects.toThrow(TWO_FACTOR_TEXTS.codeRequired);
    expect(calls.some((call) => call.path === '/api/auth/login/two-factor')).toBe(false);
    await expect(auth.login({ email: 'admin@lendbridge.tw', password: 'secret1', totp_code: ' 123456 ' })).resolves.toBeUndefined();
    const step = calls.find((call) => call.path === '/api/auth/login/two-factor');
    expect(step?.body).toEqual({ code: '123456' });
    expect(step?.headers.get('X-CSRF-Token')).toBe('step');
    await expect(auth.getPermissions?.({})).resolves.toEqual(['admin']);
  });

  it('refuses a member without a staff role and signs them out again', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return csrf();
      if (call.path === '/api/auth/login') {
        return json(200, { data: { ...userStatus(['borrower', 'lender']), csrfToken: 'member-token' } });
      }
      if (call.path === '/api/auth/logout') return json(200, { data: userStatus([]) });
      return unhandled(call);
    });
    const auth = createAuthProvider();

    await expect(auth.login({ email: 'member@example.com', password: 'secret1' })).rejects.toThrow(NOT_STAFF_MESSAGE);

    const logout = calls.find((call) => call.path === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('X-CSRF-Token')).toBe('member-token');
    await expect(auth.getPermissions?.({})).resolves.toEqual([]);
  });

  it('passes the server message on wrong credentials', async () => {
    mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return csrf();
      if (call.path === '/api/auth/login') return apiError(401, 'INVALID_CREDENTIALS', '帳號或密碼錯誤');
      return unhandled(call);
    });

    await expect(createAuthProvider().login({ email: 'a@b.tw', password: 'wrong1' })).rejects.toThrow('帳號或密碼錯誤');
  });

  it('checkAuth accepts a signed-in staff member', async () => {
    mockFetch((call) => (call.path === '/api/auth/status' ? json(200, { data: userStatus(['admin']) }) : unhandled(call)));

    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();
  });

  it('checkAuth refuses a visitor', async () => {
    mockFetch((call) => (call.path === '/api/auth/status' ? json(200, { data: userStatus([]) }) : unhandled(call)));

    await expect(createAuthProvider().checkAuth({})).rejects.toThrow();
  });

  it('checkAuth refuses a signed-in member without a staff role', async () => {
    mockFetch((call) => (call.path === '/api/auth/status' ? json(200, { data: userStatus(['lender']) }) : unhandled(call)));

    await expect(createAuthProvider().checkAuth({})).rejects.toThrow(NOT_STAFF_MESSAGE);
  });

  it('logs out on 401 and stays on 403', async () => {
    const auth = createAuthProvider();

    await expect(auth.checkError(new HttpError('您尚未登入', 401, { message: '您尚未登入' }))).rejects.toBeDefined();
    await expect(auth.checkError(new HttpError('您沒有權限執行此操作', 403, {}))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('找不到資料', 404, {}))).resolves.toBeUndefined();
  });

  it('logout posts to /api/auth/logout', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/csrf') return csrf();
      if (call.path === '/api/auth/status') return json(200, { data: userStatus(['admin']) });
      if (call.path === '/api/auth/logout') return json(200, { data: userStatus([]) });
      return unhandled(call);
    });
    const auth = createAuthProvider();
    await auth.checkAuth({});

    await auth.logout({});

    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/auth/logout');
  });

  it.each([
    ['admin', 'members', 'list', true],
    ['admin', 'members', 'verify', true],
    ['admin', 'outbox', 'show', true],
    ['sales', 'members', 'list', true],
    ['sales', 'members', 'show', true],
    ['sales', 'members', 'verify', false],
    ['sales', 'members', 'edit', false],
    ['sales', 'outbox', 'list', false],
    ['sales', 'loan-applications', 'assign', false],
    ['admin', 'loan-applications', 'assign', true],
    ['appraiser', 'members', 'list', false],
    ['pawnshop_operator', 'outbox', 'list', false],
  ])('canAccess: %s on %s/%s is %s', async (role, resource, action, expected) => {
    mockFetch((call) => (call.path === '/api/auth/status' ? json(200, { data: userStatus([role]) }) : unhandled(call)));

    await expect(createAuthProvider().canAccess?.({ resource, action })).resolves.toBe(expected);
  });
});
