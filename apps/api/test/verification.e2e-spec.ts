import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  MESSAGES,
  VERIFICATION_CODE_COOLDOWN_SECONDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  codeCooldown,
} from '@lendbridge/domain';
import type { ConsoleOutboxMessage } from '@lendbridge/domain';
import { OutboxService } from '../src/modules/outbox/outbox.service.js';
import { VERIFICATION_OUTBOX_KIND, VerificationService } from '../src/modules/verification/verification.service.js';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { grantRoles, signUp, uniqueMobile } from './factories/members.js';
import type { Member } from './factories/members.js';

type OutboxRecord = Pick<ConsoleOutboxMessage, 'id' | 'channel' | 'recipient' | 'subject' | 'body' | 'kind' | 'status' | 'user_id'>;

const CODE_PATTERN = new RegExp(`(?<!\\d)\\d{${VERIFICATION_CODE_LENGTH}}(?!\\d)`);

function codeIn(text: string): string {
  const match = CODE_PATTERN.exec(text);
  if (!match) throw new Error(`no code in ${text}`);
  return match[0];
}

/** Polls `read` until `done` holds (at most about two seconds), returning the last value. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let round = 0; round < 100 && !done(value); round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/** A code of the right length that differs from `code`. */
function wrongCode(code: string): string {
  const last = (Number(code.at(-1)) + 1) % 10;
  return `${code.slice(0, -1)}${last}`;
}

describe('verification codes', () => {
  let t: TestApp;
  let db: DataSource;

  interface Person extends Member {
    mobile: string;
  }

  async function person(): Promise<Person> {
    const mobile = uniqueMobile();
    const member = await signUp(t, { mobile });
    return { ...member, mobile };
  }

  /** The verification codes sent to the member (other e-mails, such as the welcome of the registration, aside). */
  async function messagesOf(userId: number, channel: 'sms' | 'email'): Promise<OutboxRecord[]> {
    return db.query(
      `SELECT id, channel, recipient, subject, body, kind, status, user_id
         FROM outbox_messages WHERE user_id = $1 AND channel = $2 AND kind = $3 ORDER BY id`,
      [userId, channel, VERIFICATION_OUTBOX_KIND],
    );
  }

  async function latestCode(userId: number, channel: 'sms' | 'email'): Promise<string> {
    const rows = await messagesOf(userId, channel);
    const last = rows.at(-1);
    if (!last) throw new Error('no message');
    return codeIn(last.body);
  }

  /** Moves the user's codes back in time, past the resend cooldown. */
  async function passCooldown(userId: number, channel: 'mobile' | 'email'): Promise<void> {
    await db.query(
      `UPDATE verification_codes SET created_at = created_at - make_interval(secs => $3)
        WHERE user_id = $1 AND channel = $2`,
      [userId, channel, VERIFICATION_CODE_COOLDOWN_SECONDS + 1],
    );
  }

  async function attemptsOfLatest(userId: number, channel: 'mobile' | 'email'): Promise<number> {
    const rows: { attempts: number }[] = await db.query(
      `SELECT attempts FROM verification_codes WHERE user_id = $1 AND channel = $2 ORDER BY id DESC LIMIT 1`,
      [userId, channel],
    );
    return rows[0].attempts;
  }

  async function mobileVerifiedAt(userId: number): Promise<{ mobile: string; mobile_verified_at: Date | null }> {
    const rows: { mobile: string; mobile_verified_at: Date | null }[] = await db.query(
      'SELECT mobile, mobile_verified_at FROM users WHERE id = $1',
      [userId],
    );
    return rows[0];
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    const endpoints: [string, object][] = [
      ['/api/verify/mobile', {}],
      ['/api/verify/mobile-code', { mobile: '0912345678', code: '123456' }],
      ['/api/verify/email', {}],
      ['/api/verify/email-code', { code: '123456' }],
    ];

    it.each(endpoints)('answers 401 to a visitor on %s', async (path, body) => {
      const visitor = new Browser(t.http);
      const response = await visitor.post(path, body);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED', message: MESSAGES.notLoggedIn });
    });

    it.each(endpoints)('answers 403 on %s without the CSRF token or the ajax header', async (path, body) => {
      const member = await person();
      const noToken = await member.browser.agent.post(path).set(AJAX).send(body);
      expect(noToken.status).toBe(403);
      expect(noToken.body).toMatchObject({ code: 'CSRF_TOKEN_INVALID', message: MESSAGES.csrf });
      const noAjax = await member.browser.agent.post(path).set('X-CSRF-Token', member.browser.csrfToken).send(body);
      expect(noAjax.status).toBe(403);
      expect(noAjax.body).toMatchObject({ code: 'AJAX_HEADER_MISSING' });
      expect(await messagesOf(member.id, 'sms')).toHaveLength(0);
    });
  });

  describe('mobile', () => {
    it('sends a code to the account mobile through the outbox, readable by an admin', async () => {
      const member = await person();
      const response = await member.browser.post('/api/verify/mobile', {});
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { sent: true, cooldown: VERIFICATION_CODE_COOLDOWN_SECONDS } });

      const messages = await messagesOf(member.id, 'sms');
      expect(messages).toHaveLength(1);
      const [message] = messages;
      expect(message).toMatchObject({ channel: 'sms', recipient: member.mobile, kind: 'verification_code' });
      const code = codeIn(message.body);

      const stored: { code_hash: string; target: string }[] = await db.query(
        `SELECT code_hash, target FROM verification_codes WHERE user_id = $1`,
        [member.id],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0].target).toBe(member.mobile);
      expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0].code_hash).not.toContain(code);

      await t.app.get(OutboxService).drain();
      const delivered: { status: string; sent_at: Date | null }[] = await db.query(
        'SELECT status, sent_at FROM outbox_messages WHERE id = $1',
        [message.id],
      );
      expect(delivered[0].status).toBe('stored');
      expect(delivered[0].sent_at).not.toBeNull();

      const outsider = await person();
      const refused = await outsider.browser.get(`/api/console/outbox/${message.id}`);
      expect(refused.status).toBe(403);
      expect((await outsider.browser.get('/api/console/outbox')).status).toBe(403);

      const admin = await person();
      await grantRoles(t, admin.id, ['admin']);
      const list = await admin.browser.get(
        `/api/console/outbox?filter=${encodeURIComponent(JSON.stringify({ q: member.mobile, channel: 'sms' }))}`,
      );
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toBe('outbox 0-0/1');
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({
        id: message.id,
        channel: 'sms',
        recipient: member.mobile,
        kind: 'verification_code',
        status: 'stored',
        user_id: member.id,
      });
      expect(codeIn(list.body[0].body)).toBe(code);
      const one = await admin.browser.get(`/api/console/outbox/${message.id}`);
      expect(one.status).toBe(200);
      expect(one.body.body).toBe(message.body);
    });

    it('refuses a second code within the cooldown, with the seconds left', async () => {
      const member = await person();
      expect((await member.browser.post('/api/verify/mobile', {})).status).toBe(200);
      const again = await member.browser.post('/api/verify/mobile', { mobile: member.mobile });
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('CODE_COOLDOWN');
      const seconds = Number(again.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(VERIFICATION_CODE_COOLDOWN_SECONDS);
      expect(again.body).toEqual({
        statusCode: 429,
        code: 'CODE_COOLDOWN',
        message: codeCooldown(seconds),
        retryAfter: seconds,
      });
      expect(await messagesOf(member.id, 'sms')).toHaveLength(1);

      const otherNumber = await member.browser.post('/api/verify/mobile', { mobile: uniqueMobile() });
      expect(otherNumber.status).toBe(429);

      const email = await member.browser.post('/api/verify/email', {});
      expect(email.status).toBe(200);
    });

    it('sends again once the cooldown has passed, and the new code replaces the old one', async () => {
      const member = await person();
      expect((await member.browser.post('/api/verify/mobile', {})).status).toBe(200);
      await passCooldown(member.id, 'mobile');

      const again = await member.browser.post('/api/verify/mobile', {});
      expect(again.status).toBe(200);
      expect(await messagesOf(member.id, 'sms')).toHaveLength(2);
      const second = await latestCode(member.id, 'sms');
      const live: { live: boolean }[] = await db.query(
        'SELECT expires_at > now() AS live FROM verification_codes WHERE user_id = $1 ORDER BY id',
        [member.id],
      );
      expect(live.map((row) => row.live)).toEqual([false, true]);
      const ok = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code: second });
      expect(ok.status).toBe(200);
    });

    it('lets exactly one of ten concurrent requests send a code', async () => {
      const member = await person();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => member.browser.post('/api/verify/mobile', {})),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 429)]);
      expect(await messagesOf(member.id, 'sms')).toHaveLength(1);
      const codes: unknown[] = await db.query('SELECT id FROM verification_codes WHERE user_id = $1', [member.id]);
      expect(codes).toHaveLength(1);
    });

    it('verifies the mobile with the right code, once', async () => {
      const member = await person();
      expect((await mobileVerifiedAt(member.id)).mobile_verified_at).toBeNull();
      expect((await member.browser.post('/api/verify/mobile', {})).status).toBe(200);
      const code = await latestCode(member.id, 'sms');

      const wrong = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code: wrongCode(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'CODE_INVALID',
        message: MESSAGES.codeInvalid,
        errors: { code: MESSAGES.codeInvalid },
      });
      expect((await mobileVerifiedAt(member.id)).mobile_verified_at).toBeNull();

      const right = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code });
      expect(right.status).toBe(200);
      expect(right.body).toEqual({ data: { verified: true, mobile: member.mobile } });
      expect((await mobileVerifiedAt(member.id)).mobile_verified_at).toBeInstanceOf(Date);

      const reused = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code });
      expect(reused.status).toBe(400);
      expect(reused.body.errors).toEqual({ code: MESSAGES.codeInvalid });
    });

    it('changes the account mobile to a newly verified number', async () => {
      const member = await person();
      const next = uniqueMobile();
      expect((await member.browser.post('/api/verify/mobile', { mobile: next })).status).toBe(200);
      const [message] = await messagesOf(member.id, 'sms');
      expect(message.recipient).toBe(next);
      const code = codeIn(message.body);

      const otherNumber = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code });
      expect(otherNumber.status).toBe(400);
      expect(otherNumber.body.errors).toEqual({ code: MESSAGES.codeInvalid });

      const ok = await member.browser.post('/api/verify/mobile-code', { mobile: next, code });
      expect(ok.status).toBe(200);
      const account = await mobileVerifiedAt(member.id);
      expect(account.mobile).toBe(next);
      expect(account.mobile_verified_at).toBeInstanceOf(Date);
    });

    it('gives a code five guesses, then refuses even the right code', async () => {
      const member = await person();
      expect((await member.browser.post('/api/verify/mobile', {})).status).toBe(200);
      const code = await latestCode(member.id, 'sms');
      for (let attempt = 1; attempt <= VERIFICATION_CODE_MAX_ATTEMPTS; attempt += 1) {
        const wrong = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code: wrongCode(code) });
        expect(wrong.status).toBe(400);
        expect(wrong.body.errors).toEqual({ code: MESSAGES.codeInvalid });
      }
      const dead = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code });
      expect(dead.status).toBe(400);
      expect(dead.body).toMatchObject({ code: 'CODE_ATTEMPTS_EXCEEDED', errors: { code: MESSAGES.codeAttemptsExceeded } });
      expect((await mobileVerifiedAt(member.id)).mobile_verified_at).toBeNull();
      expect(await attemptsOfLatest(member.id, 'mobile')).toBe(VERIFICATION_CODE_MAX_ATTEMPTS);
    });

    it('refuses an expired code', async () => {
      const member = await person();
      expect((await member.browser.post('/api/verify/mobile', {})).status).toBe(200);
      const code = await latestCode(member.id, 'sms');
      await db.query(`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [member.id]);
      const expired = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ code: 'CODE_EXPIRED', errors: { code: MESSAGES.codeExpired } });
    });

    it('refuses a code that was never sent', async () => {
      const member = await person();
      const response = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code: '123456' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ code: MESSAGES.codeInvalid });
    });

    it('refuses an invalid mobile number and unknown fields', async () => {
      const member = await person();
      const invalid = await member.browser.post('/api/verify/mobile', { mobile: '1234567890' });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ message: MESSAGES.mobile, errors: { mobile: MESSAGES.mobile } });

      const invalidConfirm = await member.browser.post('/api/verify/mobile-code', { mobile: '0812345678', code: '123456' });
      expect(invalidConfirm.status).toBe(400);
      expect(invalidConfirm.body.errors.mobile).toBe(MESSAGES.mobile);

      const badCode = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code: '12ab' });
      expect(badCode.status).toBe(400);
      expect(typeof badCode.body.errors.code).toBe('string');

      const unknown = await member.browser.post('/api/verify/mobile', { mobile: member.mobile, extra: 1 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ extra: MESSAGES.unknownField });

      expect(await messagesOf(member.id, 'sms')).toHaveLength(0);
    });

    it('keeps a verified number to one account', async () => {
      const owner = await person();
      expect((await owner.browser.post('/api/verify/mobile', {})).status).toBe(200);
      const code = await latestCode(owner.id, 'sms');
      expect((await owner.browser.post('/api/verify/mobile-code', { mobile: owner.mobile, code })).status).toBe(200);

      const other = await person();
      const taken = await other.browser.post('/api/verify/mobile', { mobile: owner.mobile });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'MOBILE_TAKEN', errors: { mobile: MESSAGES.mobileTaken } });
      expect(await messagesOf(other.id, 'sms')).toHaveLength(0);
    });
  });

  describe('e-mail', () => {
    it('sends a code to the account e-mail and verifies it once', async () => {
      const member = await person();
      const sent = await member.browser.post('/api/verify/email', {});
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ data: { sent: true, cooldown: VERIFICATION_CODE_COOLDOWN_SECONDS } });

      const [message] = await messagesOf(member.id, 'email');
      expect(message).toMatchObject({ channel: 'email', recipient: member.email, kind: 'verification_code' });
      expect(message.subject.length).toBeGreaterThan(0);
      const code = codeIn(message.body);

      const again = await member.browser.post('/api/verify/email', {});
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('CODE_COOLDOWN');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

      const wrong = await member.browser.post('/api/verify/email-code', { code: wrongCode(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ code: MESSAGES.codeInvalid });

      const right = await member.browser.post('/api/verify/email-code', { code });
      expect(right.status).toBe(200);
      expect(right.body).toEqual({ data: { verified: true, email: member.email } });
      const rows: { email_verified_at: Date | null }[] = await db.query(
        'SELECT email_verified_at FROM users WHERE id = $1',
        [member.id],
      );
      expect(rows[0].email_verified_at).toBeInstanceOf(Date);

      const reused = await member.browser.post('/api/verify/email-code', { code });
      expect(reused.status).toBe(400);

      await passCooldown(member.id, 'email');
      expect((await member.browser.post('/api/verify/email', {})).status).toBe(200);
      expect(await messagesOf(member.id, 'email')).toHaveLength(2);
    });

    it('gives an e-mail code five guesses', async () => {
      const member = await person();
      expect((await member.browser.post('/api/verify/email', {})).status).toBe(200);
      const code = await latestCode(member.id, 'email');
      for (let attempt = 1; attempt <= VERIFICATION_CODE_MAX_ATTEMPTS; attempt += 1) {
        expect((await member.browser.post('/api/verify/email-code', { code: wrongCode(code) })).status).toBe(400);
      }
      const dead = await member.browser.post('/api/verify/email-code', { code });
      expect(dead.status).toBe(400);
      expect(dead.body.errors).toEqual({ code: MESSAGES.codeAttemptsExceeded });
    });

    it('refuses fields on the send request and a missing code', async () => {
      const member = await person();
      const extra = await member.browser.post('/api/verify/email', { email: 'other@example.com' });
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toEqual({ email: MESSAGES.unknownField });
      const missing = await member.browser.post('/api/verify/email-code', {});
      expect(missing.status).toBe(400);
      expect(typeof missing.body.errors.code).toBe('string');
    });
  });

  describe('checkAndConsume for other modules', () => {
    it('consumes a code inside the caller transaction and counts a wrong guess even when it rolls back', async () => {
      const member = await person();
      const verification = t.app.get(VerificationService);
      expect((await member.browser.post('/api/verify/mobile', {})).status).toBe(200);
      const code = await latestCode(member.id, 'sms');

      const rolledBack = db.transaction(async (manager) => {
        await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [member.id]);
        await verification.checkAndConsume(member.id, 'mobile', member.mobile, wrongCode(code), manager);
      });
      await expect(rolledBack).rejects.toMatchObject({ code: 'CODE_INVALID' });
      expect(await eventually(() => attemptsOfLatest(member.id, 'mobile'), (attempts) => attempts > 0)).toBe(1);

      const undone = db.transaction(async (manager) => {
        await verification.checkAndConsume(member.id, 'mobile', member.mobile, code, manager);
        throw new Error('the caller changed its mind');
      });
      await expect(undone).rejects.toThrow('the caller changed its mind');

      await db.transaction(async (manager) => {
        await verification.checkAndConsume(member.id, 'mobile', member.mobile, code, manager);
      });
      await expect(verification.checkAndConsume(member.id, 'mobile', member.mobile, code)).rejects.toMatchObject({
        code: 'CODE_INVALID',
      });
    });

    it('refuses a check while another check holds the code', async () => {
      const member = await person();
      expect((await member.browser.post('/api/verify/mobile', {})).status).toBe(200);
      const code = await latestCode(member.id, 'sms');
      const holder = db.createQueryRunner();
      await holder.connect();
      try {
        await holder.startTransaction();
        await holder.query('SELECT id FROM verification_codes WHERE user_id = $1 FOR UPDATE', [member.id]);
        const busy = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code });
        expect(busy.status).toBe(429);
        expect(busy.body).toMatchObject({ code: 'CODE_CHECK_BUSY', message: MESSAGES.tooManyAttempts });
        await holder.rollbackTransaction();
      } finally {
        await holder.release();
      }
      expect(await attemptsOfLatest(member.id, 'mobile')).toBe(0);
      const ok = await member.browser.post('/api/verify/mobile-code', { mobile: member.mobile, code });
      expect(ok.status).toBe(200);
    });

    it('checks and consumes on its own without a transaction', async () => {
      const member = await person();
      const verification = t.app.get(VerificationService);
      expect((await member.browser.post('/api/verify/email', {})).status).toBe(200);
      const code = await latestCode(member.id, 'email');
      await expect(verification.checkAndConsume(member.id, 'email', member.email, wrongCode(code))).rejects.toMatchObject({
        code: 'CODE_INVALID',
      });
      expect(await attemptsOfLatest(member.id, 'email')).toBe(1);
      await verification.checkAndConsume(member.id, 'email', member.email, code);
      await expect(verification.checkAndConsume(member.id, 'email', member.email, code)).rejects.toMatchObject({
        code: 'CODE_INVALID',
      });
    });
  });

  it('documents the endpoints', async () => {
    const docs = await request(t.http).get('/api/docs-json').expect(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining(['/api/verify/mobile', '/api/verify/mobile-code', '/api/verify/email', '/api/verify/email-code']),
    );
  });
});
