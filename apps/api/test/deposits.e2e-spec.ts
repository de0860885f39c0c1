import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  ACCOUNT_API_TEXTS,
  CONSOLE_DEPOSIT_TEXTS,
  MANUAL_DEPOSIT_APPROVAL_THRESHOLD,
  MANUAL_DEPOSIT_MAX,
  MESSAGES,
  virtualAccountNumber,
} from '@lendbridge/domain';
import { ConfigError, loadEnv } from '../src/config/env.js';
import { BankNotificationsController } from '../src/modules/bank/bank-notifications.controller.js';
import { bankSignature } from '../src/modules/bank/bank-signature.js';
import { DepositsService } from '../src/modules/bank/deposits.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { bindBank, completeBasic, completeProfile, signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';
import {
  BANK_SECRET,
  adminOf,
  balancesOf,
  depositTo,
  expectLedgerReconciled,
  postIdempotent,
  sendBankNotification,
  verifiedMember,
} from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';

function notification(member: Lender, amount: number, id = `N-${randomUUID()}`) {
  return { notification_id: id, virtual_account: member.virtualAccount, amount, transferred_at: '2025-11-03T09:30:00+08:00' };
}

describe('deposits', () => {
  let t: TestApp;
  let lender: Lender;

  beforeAll(async () => {
    t = await createTestApp();
    lender = await verifiedMember(t);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  describe('bank notifications', () => {
    it('credits the virtual account of a signed notification, once per notification id', async () => {
      const body = notification(lender, 12_000);
      const first = await sendBankNotification(t, body);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ notification_id: body.notification_id, deposit_id: expect.any(Number), status: 'credited', amount: 12_000 });
      const again = await sendBankNotification(t, body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const repeatedWithOtherContent = await sendBankNotification(t, { ...body, amount: 99_000 });
      expect(repeatedWithOtherContent.body).toEqual(first.body);
      expect(await balancesOf(lender)).toMatchObject({ available: 12_000, locked: 0, total: 12_000 });
      await expectLedgerReconciled(t);
    });

    it('counts concurrent repeats of one notification once', async () => {
      const member = await verifiedMember(t);
      const body = notification(member, 3_000);
      const answers = await Promise.all(Array.from({ length: 8 }, () => sendBankNotification(t, body)));
      for (const answer of answers) expect(answer.status).toBe(200);
      expect(new Set(answers.map((answer) => answer.body.data.deposit_id)).size).toBe(1);
      expect((await balancesOf(member)).available).toBe(3_000);
    });

    it('refuses a wrong, missing or malformed signature with 401 and records nothing', async () => {
      const body = notification(lender, 5_000);
      const wrong = await sendBankNotification(t, body, 'a'.repeat(64));
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 'BANK_SIGNATURE_INVALID', message: ACCOUNT_API_TEXTS.bankSignatureInvalid });
      const missing = await request(t.http).post('/api/bank/notifications').set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect(missing.status).toBe(401);
      const garbage = await sendBankNotification(t, body, 'not-a-signature');
      expect(garbage.status).toBe(401);
      const rows = await t.app.get(DataSource).query(`SELECT 1 FROM deposits WHERE notification_id = $1`, [body.notification_id]);
      expect(rows).toHaveLength(0);
    });

    it('refuses a body signed for other bytes (a changed amount)', async () => {
      const body = notification(lender, 5_000);
      const signedFor = bankSignature(BANK_SECRET, Buffer.from(JSON.stringify(body)));
      const tampered = await sendBankNotification(t, { ...body, amount: 50_000 }, signedFor);
      expect(tampered.status).toBe(401);
      const accepted = await sendBankNotification(t, body, `sha256=${signedFor}`);
      expect(accepted.status).toBe(200);
    });

    it('keeps a transfer to an unknown virtual account as unmatched and credits nobody', async () => {
      const body = { ...notification(lender, 7_000), virtual_account: '95688999999990' };
      const response = await sendBankNotification(t, body);
      expect(response.status).toBe(200);
      expect(response.body.data.status).toBe('unmatched');
      const admin = await adminOf(t);
      const list = await admin.browser.get(`/api/console/deposits?filter=${encodeURIComponent(JSON.stringify({ status: 'unmatched' }))}`);
      expect(list.status).toBe(200);
      expect(list.body.map((row: { notification_id: string }) => row.notification_id)).toContain(body.notification_id);
      expect(list.body.find((row: { notification_id: string }) => row.notification_id === body.notification_id)).toMatchObject({
        user_id: null,
        member_serial: null,
        amount: 7_000,
        source: 'bank',
      });
    });

    it('credits a full member who has not opened the account page yet, by the number of their serial', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      await completeProfile(member);
      await bindBank(member);
      const serial = (await member.browser.get('/api/auth/status')).body.data.memberSerial as string;
      const body = { ...notification(lender, 800), virtual_account: virtualAccountNumber(serial) };
      const response = await sendBankNotification(t, body);
      expect(response.body.data.status).toBe('credited');
      const overview = await member.browser.get('/api/account/overview');
      expect(overview.body.data).toMatchObject({ lnb_account_number: body.virtual_account, available_amount: 800 });

      const basic = await signUp(t);
      await completeBasic(basic);
      const basicSerial = (await basic.browser.get('/api/auth/status')).body.data.memberSerial as string;
      const toBasic = await sendBankNotification(t, { ...notification(lender, 800), virtual_account: virtualAccountNumber(basicSerial) });
      expect(toBasic.body.data.status).toBe('unmatched');
    });

    it('answers 400 to a signed body that is not a notification', async () => {
      const malformed = await sendBankNotification(t, '{"notification_id":');
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe('MALFORMED_JSON');
      const invalid = await sendBankNotification(t, { ...notification(lender, 1), amount: -5 });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toHaveProperty('amount');
    });

    it('needs neither a session nor a CSRF token', async () => {
      const visitor = new Browser(t.http);
      const body = notification(lender, 1_000);
      const raw = JSON.stringify(body);
      const response = await visitor.agent
        .post('/api/bank/notifications')
        .set('Content-Type', 'application/json')
        .set('X-Bank-Signature', bankSignature(BANK_SECRET, Buffer.from(raw)))
        .send(raw);
      expect(response.status).toBe(200);
    });
  });

  describe('the shared secret', () => {
    it('is BANK_WEBHOOK_SECRET: a server with another secret refuses the default signature', async () => {
      const secret = 'a-secret-shared-with-the-bank';
      const other = await createTestApp({ BANK_WEBHOOK_SECRET: secret });
      try {
        const body = JSON.stringify(notification(lender, 100));
        const send = (signature: string) =>
          request(other.http).post('/api/bank/notifications').set('Content-Type', 'application/json').set('X-Bank-Signature', signature).send(body);
        expect((await send(bankSignature(BANK_SECRET, Buffer.from(body)))).status).toBe(401);
        const accepted = await send(bankSignature(secret, Buffer.from(body)));
        expect(accepted.status).toBe(200);
        expect(accepted.body.data.status).toBe('unmatched');
      } finally {
        await other.close();
      }
    });

    it('must be set in production', () => {
      const controller = new BankNotificationsController(
        loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }),
        t.app.get(DepositsService),
      );
      expect(() => controller.onModuleInit()).toThrow(ConfigError);
      const configured = new BankNotificationsController(
        loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), BANK_WEBHOOK_SECRET: 'a-secret-shared-with-the-bank' }),
        t.app.get(DepositsService),
      );
      expect(() => configured.onModuleInit()).not.toThrow();
    });
  });

  describe('console deposits', () => {
    it('records a deposit by member serial or virtual account once per Idempotency-Key', async () => {
      const admin = await adminOf(t);
      const member = await verifiedMember(t);
      const key = randomUUID();
      const body = { member_serial: member.memberSerial, amount: 4_000, note: '補登 11/3 臨櫃存款' };
      const created = await postIdempotent(admin, '/api/console/deposits', body, key);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        id: expect.any(Number),
        source: 'console',
        notification_id: null,
        virtual_account: member.virtualAccount,
        user_id: member.id,
        member_serial: member.memberSerial,
        amount: 4_000,
        status: 'credited',
        note: '補登 11/3 臨櫃存款',
        created_by: admin.id,
        created_by_email: admin.email,
      });
      const replay = await postIdempotent(admin, '/api/console/deposits', body, key);
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(created.body);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const byAccount = await postIdempotent(admin, '/api/console/deposits', { virtual_account: member.virtualAccount, amount: 1_000, note: '臨櫃' });
      expect(byAccount.status).toBe(201);
      expect(byAccount.body.user_id).toBe(member.id);
      expect((await balancesOf(member)).available).toBe(5_000);

      const shown = await admin.browser.get(`/api/console/deposits/${created.body.id}`);
      expect(shown.body).toEqual(created.body);
      const list = await admin.browser.get(
        `/api/console/deposits?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify({ q: member.memberSerial }))}`,
      );
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toBe('deposits 0-0/2');
      expect(list.body[0].id).toBe(byAccount.body.id);
    });

    it('needs an Idempotency-Key and refuses another body under the same key', async () => {
      const admin = await adminOf(t);
      const missing = await admin.browser.post('/api/console/deposits', { member_serial: lender.memberSerial, amount: 100, note: '臨櫃' });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED', message: ACCOUNT_API_TEXTS.idempotencyKeyRequired });
      const key = randomUUID();
      expect((await postIdempotent(admin, '/api/console/deposits', { member_serial: lender.memberSerial, amount: 100, note: '臨櫃' }, key)).status).toBe(201);
      const other = await postIdempotent(admin, '/api/console/deposits', { member_serial: lender.memberSerial, amount: 200, note: '臨櫃' }, key);
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', message: MESSAGES.idempotencyConflict });
    });

    it('refuses unknown targets, members below full level and a missing target', async () => {
      const admin = await adminOf(t);
      const unknownSerial = await postIdempotent(admin, '/api/console/deposits', { member_serial: 'M99999999', amount: 100, note: '臨櫃' });
      expect(unknownSerial.status).toBe(400);
      expect(unknownSerial.body.errors).toEqual({ member_serial: ACCOUNT_API_TEXTS.memberSerialUnknown });
      const unknownAccount = await postIdempotent(admin, '/api/console/deposits', { virtual_account: '95688999999990', amount: 100, note: '臨櫃' });
      expect(unknownAccount.status).toBe(400);
      expect(unknownAccount.body.errors).toEqual({ virtual_account: ACCOUNT_API_TEXTS.virtualAccountUnknown });
      const basic = await signUp(t);
      await completeBasic(basic);
      const serial = (await basic.browser.get('/api/auth/status')).body.data.memberSerial as string;
      const notFull = await postIdempotent(admin, '/api/console/deposits', { member_serial: serial, amount: 100, note: '臨櫃' });
      expect(notFull.status).toBe(400);
      expect(notFull.body.errors).toEqual({ member_serial: MESSAGES.notMemberFull });
      const neither = await postIdempotent(admin, '/api/console/deposits', { amount: 100, note: '臨櫃' });
      expect(neither.status).toBe(400);
      expect(neither.body.errors).toMatchObject({ member_serial: MESSAGES.chooseOne, virtual_account: MESSAGES.chooseOne });
    });

    it('is for admins only', async () => {
      const visitor = new Browser(t.http);
      expect((await visitor.get('/api/console/deposits')).status).toBe(401);
      expect((await lender.browser.get('/api/console/deposits')).status).toBe(403);
      expect((await lender.browser.get('/api/console/deposits/1')).status).toBe(403);
      const posted = await postIdempotent(lender, '/api/console/deposits', { member_serial: lender.memberSerial, amount: 100 });
      expect(posted.status).toBe(403);
      expect(await balancesOf(lender)).toMatchObject({ available: expect.any(Number) });
    });
  });

  describe('manual deposits: reason, bound and a second admin', () => {
    const DEPOSITS = '/api/console/deposits';
    let maker: Member;
    let checker: Member;

    beforeAll(async () => {
      maker = await adminOf(t);
      checker = await signUpAs(t, ['admin']);
    });

    const auditOf = (depositId: number) =>
      t.app
        .get(DataSource)
        .query(`SELECT actor_id, action, data FROM audit_logs WHERE target_type = 'deposit' AND target_id = $1 ORDER BY id`, [String(depositId)]) as Promise<
        { actor_id: number; action: string; data: Record<string, unknown> }[]
      >;

    it('needs the reason and keeps it in the audit trail', async () => {
      const member = await verifiedMember(t);
      for (const note of [undefined, '', '   ']) {
        const missing = await postIdempotent(maker, DEPOSITS, { member_serial: member.memberSerial, amount: 1_000, ...(note === undefined ? {} : { note }) });
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual({ note: '入金原因為必填' });
      }
      const created = await postIdempotent(maker, DEPOSITS, { member_serial: member.memberSerial, amount: 1_000, note: '補登臨櫃存款' });
      expect(created.status).toBe(201);
      expect(await auditOf(created.body.id)).toEqual([
        {
          actor_id: maker.id,
          action: 'deposit.recorded',
          data: { amount: 1_000, user_id: member.id, virtual_account: member.virtualAccount, reason: '補登臨櫃存款' },
        },
      ]);
    });

    it('refuses more than the most one manual deposit may be, recording nothing', async () => {
      const member = await verifiedMember(t);
      for (const amount of [MANUAL_DEPOSIT_MAX + 1, 99_999_999_999_999]) {
        const refused = await postIdempotent(maker, DEPOSITS, { member_serial: member.memberSerial, amount, note: '臨櫃' });
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.body.errors as object)).toEqual(['amount']);
      }
      expect((await balancesOf(member)).available).toBe(0);
      const [{ count }] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM deposits WHERE user_id = $1`, [member.id])) as {
        count: number;
      }[];
      expect(count).toBe(0);
    });

    it('credits up to the threshold at once', async () => {
      const member = await verifiedMember(t);
      const created = await postIdempotent(maker, DEPOSITS, { member_serial: member.memberSerial, amount: MANUAL_DEPOSIT_APPROVAL_THRESHOLD, note: '臨櫃' });
      expect(created.body).toMatchObject({ status: 'credited', decided_by: null });
      expect((await balancesOf(member)).available).toBe(MANUAL_DEPOSIT_APPROVAL_THRESHOLD);
    });

    it('holds a deposit above the threshold until another admin approves it', async () => {
      const member = await verifiedMember(t);
      const amount = MANUAL_DEPOSIT_APPROVAL_THRESHOLD + 1;
      const created = await postIdempotent(maker, DEPOSITS, { member_serial: member.memberSerial, amount, note: '大額臨櫃匯款' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: 'pending', amount, created_by: maker.id, decided_by: null });
      expect((await balancesOf(member)).available).toBe(0);
      const pending = await maker.browser.get(`${DEPOSITS}?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', q: member.memberSerial }))}`);
      expect(pending.body.map((row: { id: number }) => row.id)).toEqual([created.body.id]);

      const own = await postIdempotent(maker, `${DEPOSITS}/${created.body.id}/approve`, {});
      expect(own.status).toBe(403);
      expect(own.body).toMatchObject({ code: 'DEPOSIT_OWN_APPROVAL', message: CONSOLE_DEPOSIT_TEXTS.ownApproval });
      expect((await balancesOf(member)).available).toBe(0);

      const approved = await postIdempotent(checker, `${DEPOSITS}/${created.body.id}/approve`, {});
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'credited', decided_by: checker.id, decided_by_email: checker.email, decided_at: expect.any(String) });
      expect((await balancesOf(member)).available).toBe(amount);
      const again = await postIdempotent(checker, `${DEPOSITS}/${created.body.id}/approve`, {});
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'DEPOSIT_NOT_PENDING', message: CONSOLE_DEPOSIT_TEXTS.notPending });
      expect((await balancesOf(member)).available).toBe(amount);

      expect(await auditOf(created.body.id)).toEqual([
        { actor_id: maker.id, action: 'deposit.requested', data: { amount, user_id: member.id, virtual_account: member.virtualAccount, reason: '大額臨櫃匯款' } },
        { actor_id: checker.id, action: 'deposit.approved', data: { amount, user_id: member.id, recorded_by: maker.id, reason: '大額臨櫃匯款' } },
      ]);
      await expectLedgerReconciled(t);
    });

    it('credits once when two admins approve at the same moment', async () => {
      const member = await verifiedMember(t);
      const third = await signUpAs(t, ['admin']);
      const amount = MANUAL_DEPOSIT_APPROVAL_THRESHOLD + 5_000;
      const created = await postIdempotent(maker, DEPOSITS, { member_serial: member.memberSerial, amount, note: '大額臨櫃匯款' });
      const answers = await Promise.all([checker, third].map((admin) => postIdempotent(admin, `${DEPOSITS}/${created.body.id}/approve`, {})));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect((await balancesOf(member)).available).toBe(amount);
    });

    it('rejects a pending deposit only with a reason, crediting nothing', async () => {
      const member = await verifiedMember(t);
      const created = await postIdempotent(maker, DEPOSITS, { member_serial: member.memberSerial, amount: MANUAL_DEPOSIT_APPROVAL_THRESHOLD + 1_000, note: '臨櫃' });
      const bare = await checker.browser.post(`${DEPOSITS}/${created.body.id}/reject`, { reason: ' ' });
      expect(bare.status).toBe(400);
      expect(bare.body.errors).toEqual({ reason: '駁回原因為必填' });
      const rejected = await checker.browser.post(`${DEPOSITS}/${created.body.id}/reject`, { reason: '查無此筆匯款' });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ status: 'rejected', decided_by: checker.id, decision_reason: '查無此筆匯款' });
      expect((await postIdempotent(checker, `${DEPOSITS}/${created.body.id}/approve`, {})).status).toBe(409);
      expect((await checker.browser.post(`${DEPOSITS}/${created.body.id}/reject`, { reason: '重複' })).status).toBe(409);
      expect((await balancesOf(member)).available).toBe(0);
      expect((await auditOf(created.body.id)).map((row) => [row.actor_id, row.action, row.data.reason])).toEqual([
        [maker.id, 'deposit.requested', '臨櫃'],
        [checker.id, 'deposit.rejected', '查無此筆匯款'],
      ]);
    });

    it('lets admins only approve or reject', async () => {
      const member = await verifiedMember(t);
      const created = await postIdempotent(maker, DEPOSITS, { member_serial: member.memberSerial, amount: MANUAL_DEPOSIT_APPROVAL_THRESHOLD + 1_000, note: '臨櫃' });
      const visitor = new Browser(t.http);
      expect((await visitor.post(`${DEPOSITS}/${created.body.id}/approve`, {})).status).toBe(401);
      expect((await visitor.post(`${DEPOSITS}/${created.body.id}/reject`, { reason: '不明' })).status).toBe(401);
      const sales = await signUpAs(t, ['sales']);
      expect((await postIdempotent(sales, `${DEPOSITS}/${created.body.id}/approve`, {})).status).toBe(403);
      expect((await postIdempotent(member, `${DEPOSITS}/${created.body.id}/approve`, {})).status).toBe(403);
      expect((await member.browser.post(`${DEPOSITS}/${created.body.id}/reject`, { reason: '不明' })).status).toBe(403);
      expect((await balancesOf(member)).available).toBe(0);
      expect((await maker.browser.get(`${DEPOSITS}/${created.body.id}`)).body.status).toBe('pending');
    });
  });

  it('shows deposits in the statement with the virtual account', async () => {
    const member = await verifiedMember(t);
    await depositTo(t, member, 2_500);
    const statement = await member.browser.get('/api/account/transactions');
    expect(statement.status).toBe(200);
    expect(statement.body.data[0]).toMatchObject({
      subjects: [{ chinese_name: '儲值入帳', english_name: 'deposit' }],
      amount: 2_500,
      income: 2_500,
      expense: 0,
      balance: 2_500,
      bank_code: '006',
      bank_account: member.virtualAccount,
      link: null,
    });
  });
});
