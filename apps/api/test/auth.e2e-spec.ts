import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CURRENT_POLICY_VERSION, LOGIN_MAX_ATTEMPTS, MESSAGES } from '@lendbridge/domain';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { secrets } from '../src/modules/auth/passwords.js';
import { PASSWORD, registerBody, registrationToken, signUp, uniqueEmail } from './factories/members.js';

function sessionCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('lendbridge.sid='))?.split(';')[0];
}

describe('auth', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('status', () => {
    it('describes a visitor', async () => {
      const response = await request(t.http).get('/api/auth/status').expect(200);
      expect(response.body.data).toMatchObject({
        id: null,
        loggedIn: false,
        isMember: false,
        isMemberFull: false,
        isMemberBankFilled: false,
        isMemberCompletedQuestionnaire: false,
        memberType: null,
        memberSerial: null,
        roles: [],
      });
      expect(response.body.data.csrfToken).toEqual(expect.any(String));
    });
  });

  describe('CSRF and ajax headers', () => {
    it('refuses a change without the CSRF token', async () => {
      const response = await request(t.http).post('/api/auth/login').set(AJAX).send({ email: 'a@b.co', password: 'x' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'CSRF_TOKEN_INVALID', message: MESSAGES.csrf });
    });

    it('refuses a change without the ajax header even with the token', async () => {
      const browser = new Browser(t.http);
      const token = await browser.refreshCsrf();
      const response = await browser.agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', token)
        .send({ email: 'a@b.co', password: 'abc123' });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('AJAX_HEADER_MISSING');
    });

    it('refuses a token from another session', async () => {
      const other = new Browser(t.http);
      const foreign = await other.refreshCsrf();
      const browser = new Browser(t.http);
      await browser.refreshCsrf();
      const response = await browser.agent
        .post('/api/auth/login')
        .set(AJAX)
        .set('X-CSRF-Token', foreign)
        .send({ email: 'a@b.co', password: 'abc123' });
      expect(response.status).toBe(403);
    });
  });

  describe('register', () => {
    it('creates the account only through the link e-mailed to the address, with its password, and signs in', async () => {
      const browser = new Browser(t.http);
      const body = registerBody({ intent: 'lender', member_type: 'corporate' });
      const registered = await browser.post('/api/auth/register', body);
      expect(registered.status).toBe(201);
      expect(registered.body).toEqual({ data: { sent: true } });
      expect((await browser.get('/api/auth/status')).body.data.loggedIn).toBe(false);
      const early = await new Browser(t.http).post('/api/auth/login', { email: body.email, password: PASSWORD });
      expect(early.status).toBe(401);

      const token = await registrationToken(t, body.email);
      const wrong = await browser.post('/api/auth/register/confirm', { token, password: 'Not-the-1-typed' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ password: MESSAGES.wrongPassword });

      const response = await browser.post('/api/auth/register/confirm', { token, password: PASSWORD });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        loggedIn: true,
        isMember: false,
        memberType: 'corporate',
        roles: ['lender', 'corporate'],
        email: body.email,
      });
      expect(response.body.data.memberSerial).toMatch(/^M\d{8}$/);
      browser.csrfToken = response.body.data.csrfToken;
      const status = await browser.get('/api/auth/status').expect(200);
      expect(status.body.data.loggedIn).toBe(true);
      const [row] = await t.app
        .get(DataSource)
        .query(`SELECT email_verified_at FROM users WHERE id = $1`, [response.body.data.id]);
      expect(row.email_verified_at).not.toBeNull();

      const again = await new Browser(t.http).post('/api/auth/register/confirm', { token, password: PASSWORD });
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual({ token: MESSAGES.registrationLinkInvalid });
    });

    it('records the acceptance of the current policies it was registered with', async () => {
      const { browser } = await signUp(t);
      const policy = await browser.get('/api/agree-policy').expect(200);
      expect(policy.body.data).toMatchObject({ version: CURRENT_POLICY_VERSION, agreed: true });
    });

    it('stores the password as an argon2id hash', async () => {
      const member = await signUp(t);
      const [row] = await t.app.get(DataSource).query(`SELECT password_hash FROM users WHERE id = $1`, [member.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      ['email', { email: 'not-an-email', email_confirmation: 'not-an-email' }, MESSAGES.email],
      ['email_confirmation', { email: 'a@example.com', email_confirmation: 'b@example.com' }, MESSAGES.notEqual],
      ['mobile', { mobile: '0812345678' }, MESSAGES.mobile],
      ['mobile', { mobile: '091234567' }, undefined],
      ['password', { password: 'abcdefgh', password_confirmation: 'abcdefgh' }, MESSAGES.password],
      ['password', { password: 'a1', password_confirmation: 'a1' }, undefined],
      ['password', { password: 'abc1234', password_confirmation: 'abc1234' }, '密碼至少需要 8 個字'],
      ['password', { password: 'qwerty123', password_confirmation: 'qwerty123' }, MESSAGES.passwordCommon],
      ['password_confirmation', { password_confirmation: 'abc12346' }, MESSAGES.notEqual],
      ['member_type', { member_type: 'robot' }, undefined],
      ['intent', { intent: 'gambler' }, undefined],
    ])('refuses a wrong %s', async (field, overrides, message) => {
      const browser = new Browser(t.http);
      const response = await browser.post('/api/auth/register', registerBody(overrides));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.errors[field]).toEqual(message ?? expect.any(String));
    });

    it('requires each field with the "為必填" message', async () => {
      const browser = new Browser(t.http);
      const response = await browser.post('/api/auth/register', {});
      expect(response.status).toBe(400);
      for (const field of ['email', 'mobile', 'password']) {
        expect(response.body.errors[field]).toMatch(/為必填$/);
      }
    });

    it('refuses unknown fields', async () => {
      const browser = new Browser(t.http);
      const response = await browser.post('/api/auth/register', registerBody({ roles: ['admin'] }));
      expect(response.status).toBe(400);
      expect(response.body.errors.roles).toBe(MESSAGES.unknownField);
    });

    it('answers a registered e-mail exactly as a new one, signs in as nobody and tells the owner by e-mail', async () => {
      const owner = await signUp(t);
      const hashing = jest.spyOn(secrets, 'hash');
      const taken = new Browser(t.http);
      const takenAnswer = await taken.post('/api/auth/register', registerBody({ email: owner.email.toUpperCase() }));
      const hashesForTaken = hashing.mock.calls.length;
      hashing.mockClear();
      const fresh = new Browser(t.http);
      const freshAnswer = await fresh.post('/api/auth/register', registerBody());
      const hashesForFresh = hashing.mock.calls.length;
      hashing.mockRestore();

      expect(takenAnswer.status).toBe(201);
      expect(takenAnswer.status).toBe(freshAnswer.status);
      expect(takenAnswer.body).toEqual(freshAnswer.body);
      expect(hashesForTaken).toBe(1);
      expect(hashesForTaken).toBe(hashesForFresh);
      expect(sessionCookie(takenAnswer) === undefined).toBe(sessionCookie(freshAnswer) === undefined);
      expect((await taken.get('/api/auth/status')).body.data.loggedIn).toBe(false);

      const mails: { kind: string; body: string }[] = await t.app
        .get(DataSource)
        .query(`SELECT kind, body FROM outbox_messages WHERE recipient = $1 ORDER BY id`, [owner.email]);
      expect(mails.map((mail) => mail.kind)).toEqual(['registration_confirm', 'registered', 'registration_attempt']);
      expect(mails[2].body).not.toMatch(/token=/);
      const login = await new Browser(t.http).post('/api/auth/login', { email: owner.email, password: PASSWORD });
      expect(login.status).toBe(200);
    });

    it('refuses a link past its day', async () => {
      const browser = new Browser(t.http);
      const body = registerBody();
      await browser.post('/api/auth/register', body);
      const token = await registrationToken(t, body.email);
      await t.app
        .get(DataSource)
        .query(`UPDATE pending_registrations SET expires_at = now() - interval '1 second' WHERE email = $1`, [body.email]);
      const late = await browser.post('/api/auth/register/confirm', { token, password: PASSWORD });
      expect(late.status).toBe(400);
      expect(late.body.errors).toEqual({ token: MESSAGES.registrationLinkInvalid });
    });

    it('sends a new link when the address registers again before finishing, and only the newest works', async () => {
      const browser = new Browser(t.http);
      const body = registerBody();
      await browser.post('/api/auth/register', body);
      const first = await registrationToken(t, body.email);
      await browser.post('/api/auth/register', { ...body, password: 'Second-try-2468', password_confirmation: 'Second-try-2468' });
      const second = await registrationToken(t, body.email);
      expect(second).not.toBe(first);
      const stale = await browser.post('/api/auth/register/confirm', { token: first, password: PASSWORD });
      expect(stale.status).toBe(400);
      const done = await browser.post('/api/auth/register/confirm', { token: second, password: 'Second-try-2468' });
      expect(done.status).toBe(201);
    });
  });

  describe('login and logout', () => {
    it('validates the form with the shared rules', async () => {
      const browser = new Browser(t.http);
      const response = await browser.post('/api/auth/login', { email: 'nope', password: '123' });
      expect(response.status).toBe(400);
      expect(response.body.errors.email).toBe(MESSAGES.email);
      expect(response.body.errors.password).toEqual(expect.any(String));
    });

    it('refuses a wrong password with one message for both unknown account and wrong password', async () => {
      const member = await signUp(t);
      const wrong = await new Browser(t.http).post('/api/auth/login', { email: member.email, password: 'wrong123' });
      const unknown = await new Browser(t.http).post('/api/auth/login', { email: uniqueEmail(), password: 'wrong123' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe(MESSAGES.invalidCredentials);
      expect(unknown.body.message).toBe(wrong.body.message);
    });

    it('rotates the session id at login, returns next, and destroys the session at logout', async () => {
      const member = await signUp(t);
      const browser = new Browser(t.http);
      const before = await browser.get('/api/auth/csrf');
      const anonymousCookie = sessionCookie(before);
      await browser.refreshCsrf();
      const login = await browser.post('/api/auth/login', { email: member.email, password: PASSWORD, next: '/member/bank' });
      expect(login.status).toBe(200);
      expect(login.body.data).toMatchObject({ loggedIn: true, next: '/member/bank' });
      const signedInCookie = sessionCookie(login);
      expect(signedInCookie).toBeDefined();
      expect(signedInCookie).not.toBe(anonymousCookie);

      browser.csrfToken = login.body.data.csrfToken;
      const logout = await browser.post('/api/auth/logout');
      expect(logout.status).toBe(200);
      expect(logout.body.data.loggedIn).toBe(false);

      const replay = await request(t.http).get('/api/auth/status').set('Cookie', signedInCookie as string);
      expect(replay.body.data.loggedIn).toBe(false);
      const protectedCall = await request(t.http).get('/api/member/basic').set('Cookie', signedInCookie as string);
      expect(protectedCall.status).toBe(401);
    });

    it('never sends the user to another site after login', async () => {
      const member = await signUp(t);
      const browser = new Browser(t.http);
      const login = await browser.post('/api/auth/login', { email: member.email, password: PASSWORD, next: '//evil.example/x' });
      expect(login.status).toBe(400);
      expect(login.body.errors.next).toBe(MESSAGES.invalidNext);
      const plain = await browser.post('/api/auth/login', { email: member.email, password: PASSWORD });
      expect(plain.body.data.next).toBe('/');
    });

    it(`locks the e-mail after ${LOGIN_MAX_ATTEMPTS} failed attempts`, async () => {
      const member = await signUp(t);
      for (let attempt = 0; attempt < LOGIN_MAX_ATTEMPTS; attempt += 1) {
        const response = await new Browser(t.http).post('/api/auth/login', { email: member.email, password: 'wrong123' });
        expect(response.status).toBe(401);
      }
      const locked = await new Browser(t.http).post('/api/auth/login', { email: member.email, password: PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.tooManyAttempts });
    });
  });

  describe('passwords', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const member = await signUp(t);
      const other = new Browser(t.http);
      const login = await other.post('/api/auth/login', { email: member.email, password: PASSWORD });
      expect(login.status).toBe(200);

      const wrongOld = await member.browser.post('/api/auth/password/change', {
        old_password: 'wrong123',
        password: 'Renewed2468x',
        password_confirmation: 'Renewed2468x',
      });
      expect(wrongOld.status).toBe(400);
      expect(wrongOld.body.errors.old_password).toBe(MESSAGES.oldPasswordWrong);

      const changed = await member.browser.post('/api/auth/password/change', {
        old_password: PASSWORD,
        password: 'Renewed2468x',
        password_confirmation: 'Renewed2468x',
      });
      expect(changed.status).toBe(200);
      member.browser.csrfToken = changed.body.data.csrfToken;
      expect((await member.browser.get('/api/auth/status')).body.data.loggedIn).toBe(true);
      expect((await other.get('/api/auth/status')).body.data.loggedIn).toBe(false);

      const oldLogin = await new Browser(t.http).post('/api/auth/login', { email: member.email, password: PASSWORD });
      expect(oldLogin.status).toBe(401);
      const newLogin = await new Browser(t.http).post('/api/auth/login', { email: member.email, password: 'Renewed2468x' });
      expect(newLogin.status).toBe(200);
    });

    it('needs a signed-in user to change the password', async () => {
      const browser = new Browser(t.http);
      const response = await browser.post('/api/auth/password/change', {
        old_password: PASSWORD,
        password: 'Renewed2468x',
        password_confirmation: 'Renewed2468x',
      });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(MESSAGES.notLoggedIn);
    });

    it('refuses a common password at reset and change with the Chinese message', async () => {
      const member = await signUp(t);
      const changed = await member.browser.post('/api/auth/password/change', {
        old_password: PASSWORD,
        password: 'password1',
        password_confirmation: 'password1',
      });
      expect(changed.status).toBe(400);
      expect(changed.body.errors).toEqual({ password: MESSAGES.passwordCommon });

      await new Browser(t.http).post('/api/auth/password/forgot', { email: member.email });
      const [mail] = await t.app
        .get(DataSource)
        .query(`SELECT body FROM outbox_messages WHERE recipient = $1 AND kind = 'password_reset'`, [member.email]);
      const token = /token=([\w-]+)/.exec(mail.body as string)?.[1];
      const reset = await new Browser(t.http).post('/api/auth/password/reset', {
        token,
        password: '1q2w3e4r',
        password_confirmation: '1q2w3e4r',
      });
      expect(reset.status).toBe(400);
      expect(reset.body.errors).toEqual({ password: MESSAGES.passwordCommon });
      const stillOld = await new Browser(t.http).post('/api/auth/login', { email: member.email, password: PASSWORD });
      expect(stillOld.status).toBe(200);
    });

    it('validates the forgot and reset forms', async () => {
      const visitor = new Browser(t.http);
      const forgot = await visitor.post('/api/auth/password/forgot', { email: 'not-an-email' });
      expect(forgot.status).toBe(400);
      expect(forgot.body.errors.email).toBe(MESSAGES.email);
      const reset = await visitor.post('/api/auth/password/reset', {
        token: 'x',
        password: 'abcdefgh',
        password_confirmation: 'abcdefgi',
      });
      expect(reset.status).toBe(400);
      expect(reset.body.errors.password).toBe(MESSAGES.password);
    });

    it('resets a forgotten password through the link sent to the outbox, once', async () => {
      const member = await signUp(t);
      const visitor = new Browser(t.http);
      const forgot = await visitor.post('/api/auth/password/forgot', { email: member.email });
      expect(forgot.status).toBe(200);
      const unknown = await visitor.post('/api/auth/password/forgot', { email: uniqueEmail() });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(forgot.body);

      const [mail] = await t.app
        .get(DataSource)
        .query(`SELECT body FROM outbox_messages WHERE recipient = $1 AND kind = 'password_reset'`, [member.email]);
      const token = /token=([\w-]+)/.exec(mail.body as string)?.[1];
      expect(token).toBeDefined();

      const reset = await visitor.post('/api/auth/password/reset', {
        token,
        password: 'Reset5678lb',
        password_confirmation: 'Reset5678lb',
      });
      expect(reset.status).toBe(200);
      const again = await visitor.post('/api/auth/password/reset', {
        token,
        password: 'Reset9753lb',
        password_confirmation: 'Reset9753lb',
      });
      expect(again.status).toBe(400);
      expect(again.body.errors.token).toBe(MESSAGES.resetTokenInvalid);
      const login = await new Browser(t.http).post('/api/auth/login', { email: member.email, password: 'Reset5678lb' });
      expect(login.status).toBe(200);
    });
  });
});
