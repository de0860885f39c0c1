import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { MESSAGES, RECOVERY_CODE_COUNT, TOTP_ISSUER, TWO_FACTOR_MAX_ATTEMPTS, TWO_FACTOR_TEXTS } from '@lendbridge/domain';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { TwoFactorClock } from '../src/modules/two-factor/two-factor.clock.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, depositTo, expectLedgerReconciled, postIdempotent, verifiedMember, verifyByStaff } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { PASSWORD, bankBody, signUp, signUpAs, uniqueMobile } from './factories/members.js';
import type { Member } from './factories/members.js';

/** The instant the codes are checked at (fixed: the tests compute the same codes with the library). */
const T0 = 1_800_000_000_000;
const STEP_MS = 30_000;

const totpOf = (secret: string): TOTP => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
const codeAt = (secret: string, ms: number): string => totpOf(secret).generate({ timestamp: ms });

/** A member who turned two-factor sign-in on: the secret and the recovery codes they were shown. */
interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

describe('two-factor sign-in', () => {
  let t: TestApp;
  let db: DataSource;
  let clock: TwoFactorClock;
  /** Each use of a code moves the checking clock on a step, so no test replays another's step by accident. */
  let now = T0;
  const nextStep = (): number => {
    now += STEP_MS;
    clock.setNow(now);
    return now;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    clock = t.app.get(TwoFactorClock);
    clock.setNow(now);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  async function enrol(member: Member): Promise<Enrolled> {
    const started = await member.browser.post('/api/two-factor/enrolment');
    expect(started.status).toBe(200);
    const secret = started.body.data.secret as string;
    const confirmed = await member.browser.post('/api/two-factor/enrolment/confirm', { code: codeAt(secret, nextStep()) });
    expect(confirmed.status).toBe(200);
    return { secret, recoveryCodes: confirmed.body.data.recovery_codes as string[] };
  }

  /** The password step from a fresh browser. */
  async function passwordStep(email: string): Promise<{ browser: Browser; response: Response }> {
    const browser = new Browser(t.http);
    const response = await browser.post('/api/auth/login', { email, password: PASSWORD });
    if (response.body.data?.csrfToken) browser.csrfToken = response.body.data.csrfToken as string;
    return { browser, response };
  }

  async function outboxKinds(userId: number, kind: string): Promise<{ body: string }[]> {
    return db.query(`SELECT body FROM outbox_messages WHERE user_id = $1 AND kind = $2 ORDER BY id`, [userId, kind]);
  }

  describe('access', () => {
    it('answers 401 without a session on every two-factor route, and the code step without a password step', async () => {
      const anonymous = new Browser(t.http);
      expect((await anonymous.get('/api/two-factor')).status).toBe(401);
      expect((await anonymous.post('/api/two-factor/enrolment')).status).toBe(401);
      expect((await anonymous.post('/api/two-factor/enrolment/confirm', { code: '123456' })).status).toBe(401);
      expect((await anonymous.post('/api/two-factor/disable', { code: '123456' })).status).toBe(401);
      const step = await anonymous.post('/api/auth/login/two-factor', { code: '123456' });
      expect(step.status).toBe(401);
      expect(step.body.message).toBe(TWO_FACTOR_TEXTS.loginPendingMissing);
    });

    it('answers 403 without the CSRF token', async () => {
      const member = await signUp(t);
      const forged = await member.browser.agent.post('/api/two-factor/enrolment').set('X-Requested-With', 'XMLHttpRequest');
      expect(forged.status).toBe(403);
    });
  });

  describe('enrolment', () => {
    it('gives a secret, its otpauth URI and an SVG QR code; stores the secret encrypted; turns on with a code', async () => {
      const member = await signUp(t);
      expect((await member.browser.get('/api/two-factor')).body.data).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
      const started = await member.browser.post('/api/two-factor/enrolment');
      expect(started.status).toBe(200);
      const { secret, otpauth_uri: uri, qr_data_url: qr } = started.body.data as { secret: string; otpauth_uri: string; qr_data_url: string };
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri).toContain(`secret=${secret}`);
      expect(uri).toContain(`issuer=${encodeURIComponent(TOTP_ISSUER)}`);
      expect(qr.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(Buffer.from(qr.split(',')[1], 'base64').toString('utf8')).toContain('<svg');
      const stored: { secret_encrypted: string }[] = await db.query(`SELECT secret_encrypted FROM two_factor_secrets WHERE user_id = $1`, [member.id]);
      expect(stored[0].secret_encrypted).not.toContain(secret);
      expect(stored[0].secret_encrypted.startsWith('v1.')).toBe(true);

      const wrong = await member.browser.post('/api/two-factor/enrolment/confirm', { code: codeAt(secret, now + 10 * STEP_MS) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors.code).toBe(TWO_FACTOR_TEXTS.codeInvalid);
      const confirmed = await member.browser.post('/api/two-factor/enrolment/confirm', { code: codeAt(secret, nextStep()) });
      expect(confirmed.status).toBe(200);
      const codes = confirmed.body.data.recovery_codes as string[];
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
      const hashes: { code_hash: string }[] = await db.query(`SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1`, [member.id]);
      expect(hashes.map((row) => row.code_hash)).not.toContain(codes[0]);
      expect((await member.browser.get('/api/two-factor')).body.data).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT, required: false });
      const again = await member.browser.post('/api/two-factor/enrolment');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(TWO_FACTOR_TEXTS.alreadyEnabled);
    });

    it('refuses a confirmation without a started enrolment', async () => {
      const member = await signUp(t);
      const response = await member.browser.post('/api/two-factor/enrolment/confirm', { code: '123456' });
      expect(response.status).toBe(400);
      expect(response.body.errors.code).toBe(TWO_FACTOR_TEXTS.enrolmentMissing);
    });
  });

  describe('sign-in', () => {
    it('without two-factor sign-in: signed in at once, and the sign-in is e-mailed', async () => {
      const member = await signUp(t);
      const { browser, response } = await passwordStep(member.email);
      expect(response.status).toBe(200);
      expect(response.body.data.loggedIn).toBe(true);
      expect(response.body.data.two_factor_required).toBeUndefined();
      expect((await browser.get('/api/two-factor')).status).toBe(200);
      const notices = await outboxKinds(member.id, 'sign_in');
      expect(notices).toHaveLength(1);
      expect(notices[0].body).toContain('登入');
    });

    it('with it on: the password alone grants nothing; the code then signs in and the sign-in is e-mailed', async () => {
      const member = await signUp(t);
      const { secret } = await enrol(member);
      const before = (await outboxKinds(member.id, 'sign_in')).length;
      const { browser, response } = await passwordStep(member.email);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ loggedIn: false, two_factor_required: true, next: '/' });
      expect((await browser.get('/api/two-factor')).status).toBe(401);
      expect((await browser.get('/api/auth/status')).body.data.loggedIn).toBe(false);
      expect(await outboxKinds(member.id, 'sign_in')).toHaveLength(before);

      const missing = await browser.post('/api/auth/login/two-factor', {});
      expect(missing.status).toBe(400);
      expect(missing.body.errors.code).toBe(TWO_FACTOR_TEXTS.codeOrRecovery);
      const signedIn = await browser.post('/api/auth/login/two-factor', { code: codeAt(secret, nextStep()) });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.loggedIn).toBe(true);
      browser.csrfToken = signedIn.body.data.csrfToken as string;
      expect((await browser.get('/api/two-factor')).body.data.enabled).toBe(true);
      expect(await outboxKinds(member.id, 'sign_in')).toHaveLength(before + 1);
    });

    it('takes a code of the step before or after, refuses one two steps away', async () => {
      const member = await signUp(t);
      const { secret } = await enrol(member);
      const at = nextStep() + 5 * STEP_MS;
      clock.setNow(at);
      now = at;
      for (const far of [at - 2 * STEP_MS, at + 2 * STEP_MS]) {
        const { browser } = await passwordStep(member.email);
        const refused = await browser.post('/api/auth/login/two-factor', { code: codeAt(secret, far) });
        expect(refused.status).toBe(400);
        expect(refused.body.errors.code).toBe(TWO_FACTOR_TEXTS.codeInvalid);
      }
      const { browser } = await passwordStep(member.email);
      const earlier = await browser.post('/api/auth/login/two-factor', { code: codeAt(secret, at - STEP_MS) });
      expect(earlier.status).toBe(200);
      const second = await passwordStep(member.email);
      const later = await second.browser.post('/api/auth/login/two-factor', { code: codeAt(secret, at + STEP_MS) });
      expect(later.status).toBe(200);
    });

    it('refuses a code already used (a replay), and any code of an earlier step', async () => {
      const member = await signUp(t);
      const { secret } = await enrol(member);
      const code = codeAt(secret, nextStep());
      const first = await passwordStep(member.email);
      expect((await first.browser.post('/api/auth/login/two-factor', { code })).status).toBe(200);
      const replay = await passwordStep(member.email);
      const replayed = await replay.browser.post('/api/auth/login/two-factor', { code });
      expect(replayed.status).toBe(400);
      expect(replayed.body.errors.code).toBe(TWO_FACTOR_TEXTS.codeReplayed);
      const older = await replay.browser.post('/api/auth/login/two-factor', { code: codeAt(secret, now - STEP_MS) });
      expect(older.body.errors.code).toBe(TWO_FACTOR_TEXTS.codeReplayed);
    });

    it('takes each recovery code once, and counts them down', async () => {
      const member = await signUp(t);
      const { recoveryCodes } = await enrol(member);
      const first = await passwordStep(member.email);
      const used = await first.browser.post('/api/auth/login/two-factor', { recovery_code: recoveryCodes[0].toUpperCase() });
      expect(used.status).toBe(200);
      const again = await passwordStep(member.email);
      const reused = await again.browser.post('/api/auth/login/two-factor', { recovery_code: recoveryCodes[0] });
      expect(reused.status).toBe(400);
      expect(reused.body.errors.recovery_code).toBe(TWO_FACTOR_TEXTS.recoveryCodeInvalid);
      const other = await again.browser.post('/api/auth/login/two-factor', { recovery_code: recoveryCodes[1].replace('-', '') });
      expect(other.status).toBe(200);
      again.browser.csrfToken = other.body.data.csrfToken as string;
      expect((await again.browser.get('/api/two-factor')).body.data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 2);
    });

    it(`answers 429 after ${TWO_FACTOR_MAX_ATTEMPTS} wrong codes, even for the right one`, async () => {
      const member = await signUp(t);
      const { secret } = await enrol(member);
      const { browser } = await passwordStep(member.email);
      const right = codeAt(secret, nextStep());
      const wrong = right === '000000' ? '111111' : '000000';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < TWO_FACTOR_MAX_ATTEMPTS; attempt += 1) {
        statuses.push((await browser.post('/api/auth/login/two-factor', { code: wrong })).status);
      }
      expect(statuses).toEqual(Array<number>(TWO_FACTOR_MAX_ATTEMPTS).fill(400));
      const locked = await browser.post('/api/auth/login/two-factor', { code: right });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(MESSAGES.tooManyAttempts);
    });

    it('turns off with a current code only; then the password alone signs in', async () => {
      const member = await signUp(t);
      const { secret } = await enrol(member);
      const wrong = await member.browser.post('/api/two-factor/disable', { code: codeAt(secret, now + 9 * STEP_MS) });
      expect(wrong.status).toBe(400);
      const off = await member.browser.post('/api/two-factor/disable', { code: codeAt(secret, nextStep()) });
      expect(off.status).toBe(200);
      expect(off.body.data).toEqual({ enabled: false });
      expect((await member.browser.post('/api/two-factor/disable', { code: codeAt(secret, nextStep()) })).status).toBe(409);
      const { response } = await passwordStep(member.email);
      expect(response.body.data.loggedIn).toBe(true);
    });
  });

  describe('withdrawals and bank changes', () => {
    async function mobileCode(member: Lender, mobile: string): Promise<string> {
      const sent = await member.browser.post('/api/verify/mobile', { mobile });
      expect(sent.status).toBe(200);
      const rows: { body: string }[] = await db.query(
        `SELECT body FROM outbox_messages WHERE user_id = $1 AND channel = 'sms' ORDER BY id DESC LIMIT 1`,
        [member.id],
      );
      return /(?<!\d)\d{6}(?!\d)/.exec(rows[0]?.body ?? '')?.[0] ?? '';
    }

    async function lenderWithCash(): Promise<Lender & { mobile: string }> {
      const mobile = uniqueMobile();
      const member = await verifiedMember(t, { registration: { mobile } });
      await depositTo(t, member, 10_000);
      return { ...member, mobile };
    }

    const withdraw = (member: Member, body: object): Promise<Response> => postIdempotent(member, '/api/account/withdraw', body);

    it('a withdrawal needs the code once two-factor sign-in is on', async () => {
      const member = await lenderWithCash();
      const { secret } = await enrol(member);
      const missing = await withdraw(member, { amount: 1_000, password: PASSWORD });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.totp_code).toBe(TWO_FACTOR_TEXTS.codeRequired);
      const letters = await withdraw(member, { amount: 1_000, password: PASSWORD, totp_code: 'abcdef' });
      expect(letters.status).toBe(400);
      expect(letters.body.errors.totp_code).toEqual(expect.any(String));
      const wrong = await withdraw(member, { amount: 1_000, password: PASSWORD, totp_code: codeAt(secret, now + 9 * STEP_MS) });
      expect(wrong.body.errors.totp_code).toBe(TWO_FACTOR_TEXTS.codeInvalid);
      const code = codeAt(secret, nextStep());
      const done = await withdraw(member, { amount: 1_000, password: PASSWORD, totp_code: code });
      expect(done.status).toBe(200);
      const replayed = await withdraw(member, { amount: 1_000, password: PASSWORD, totp_code: code });
      expect(replayed.body.errors.totp_code).toBe(TWO_FACTOR_TEXTS.codeReplayed);
    });

    it('a bank change needs the code once it is on, and is e-mailed', async () => {
      const member = await lenderWithCash();
      const { secret } = await enrol(member);
      const body = await bankBody(member, { account: '99988877766', account_confirmation: '99988877766' });
      const code = await mobileCode(member, member.mobile);
      const missing = await member.browser.put('/api/member/bank', { ...body, code });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.totp_code).toBe(TWO_FACTOR_TEXTS.codeRequired);
      const changed = await member.browser.put('/api/member/bank', {
        ...body,
        code,
        totp_code: codeAt(secret, nextStep()),
      });
      expect(changed.status).toBe(200);
      const notices = await outboxKinds(member.id, 'bank_changed');
      expect(notices.length).toBeGreaterThanOrEqual(2);
      expect(notices.at(-1)?.body).toContain('*******7766');
    });

    it('a changed bank account receives no withdrawal the same business day, for everyone; the next day it does', async () => {
      const member = await lenderWithCash();
      const body = await bankBody(member, { account: '55544433322', account_confirmation: '55544433322' });
      const changed = await member.browser.put('/api/member/bank', { ...body, code: await mobileCode(member, member.mobile) });
      expect(changed.status).toBe(200);
      await verifyByStaff(t, member, ['bank']);
      const sameDay = await withdraw(member, { amount: 1_000, password: PASSWORD });
      expect(sameDay.status).toBe(400);
      expect(sameDay.body).toMatchObject({ code: 'BANK_CHANGED_TODAY', message: TWO_FACTOR_TEXTS.bankChangedToday });
      const admin = await adminOf(t);
      await t.app.get(BusinessClock).moveForward(1, admin.id);
      const nextDay = await withdraw(member, { amount: 1_000, password: PASSWORD });
      expect(nextDay.status).toBe(200);
    });
  });

  describe('hostile input', () => {
    it('refuses wrong types, extra keys, huge and NUL input with a message and signs nobody in', async () => {
      const member = await signUp(t);
      await enrol(member);
      const { browser } = await passwordStep(member.email);
      const bodies: object[] = [
        { code: 123456 },
        { code: { $gt: '' } },
        { code: '12345a' },
        { code: '1'.repeat(10_000) },
        { recovery_code: 'x'.repeat(10_000) },
        { code: '123456', recovery_code: 'abcde-fghjk' },
        { code: '123456', admin: true },
        JSON.parse('{"__proto__": {"loggedIn": true}, "code": "12\\u00003456"}') as object,
      ];
      for (const body of bodies) {
        const response = await browser.post('/api/auth/login/two-factor', body);
        expect(response.status).toBe(400);
        expect(typeof response.body.message).toBe('string');
      }
      expect((await browser.get('/api/auth/status')).body.data.loggedIn).toBe(false);
      const confirm = await member.browser.post('/api/two-factor/enrolment/confirm', { code: ['123456'] });
      expect(confirm.status).toBe(400);
    });
  });

  describe('staff in production', () => {
    let production: TestApp;

    beforeAll(async () => {
      production = await createTestApp({
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-of-the-two-factor-tests',
        BANK_WEBHOOK_SECRET: 'a-production-bank-secret-of-the-tests',
      });
      production.app.get(TwoFactorClock).setNow(T0);
    });

    afterAll(async () => {
      await production.close();
    });

    it('a staff sign-in without two-factor may only enrol; after enrolling, the console opens and the code is asked', async () => {
      const staff = await signUpAs(production, ['admin']);
      const browser = new Browser(production.http);
      const login = await browser.post('/api/auth/login', { email: staff.email, password: PASSWORD });
      expect(login.status).toBe(200);
      browser.csrfToken = login.body.data.csrfToken as string;
      const console = await browser.get('/api/console/members');
      expect(console.status).toBe(403);
      expect(console.body).toMatchObject({ code: 'TWO_FACTOR_ENROLMENT_REQUIRED', message: TWO_FACTOR_TEXTS.enrolmentRequired });
      expect((await browser.get('/api/two-factor')).body.data).toMatchObject({ enabled: false, required: true });
      const started = await browser.post('/api/two-factor/enrolment');
      const secret = started.body.data.secret as string;
      const confirmed = await browser.post('/api/two-factor/enrolment/confirm', { code: codeAt(secret, T0) });
      expect(confirmed.status).toBe(200);
      expect((await browser.get('/api/console/members')).status).toBe(200);
      const off = await browser.post('/api/two-factor/disable', { code: codeAt(secret, T0 + STEP_MS) });
      expect(off.status).toBe(403);

      const again = new Browser(production.http);
      const password = await again.post('/api/auth/login', { email: staff.email, password: PASSWORD });
      expect(password.body.data.two_factor_required).toBe(true);
      again.csrfToken = password.body.data.csrfToken as string;
      const signedIn = await again.post('/api/auth/login/two-factor', { code: codeAt(secret, T0 + STEP_MS) });
      expect(signedIn.status).toBe(200);
      again.csrfToken = signedIn.body.data.csrfToken as string;
      expect((await again.get('/api/console/members')).status).toBe(200);
    });

    it('members are not required to use it in production', async () => {
      const member = await signUp(production);
      const browser = new Browser(production.http);
      const login = await browser.post('/api/auth/login', { email: member.email, password: PASSWORD });
      expect(login.body.data.loggedIn).toBe(true);
      expect((await browser.get('/api/member/basic')).status).toBe(200);
    });
  });
});
