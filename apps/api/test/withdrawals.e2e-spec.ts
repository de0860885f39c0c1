import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ACCOUNT_API_TEXTS, CONSOLE_WITHDRAWAL_TEXTS, MESSAGES, withdrawAmountTooSmall } from '@lendbridge/domain';
import { WithdrawalsService } from '../src/modules/account/withdrawals.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { PASSWORD } from './factories/members.js';
import {
  adminOf,
  balancesOf,
  depositTo,
  expectLedgerReconciled,
  postIdempotent,
  verifiedMember,
} from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';

const withdraw = (member: Lender, body: object, key?: string) => postIdempotent(member, '/api/account/withdraw', body, key);

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('withdrawals', () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('sets the amount after fee aside and books the fee; answers code 1 with the spec message', async () => {
    const member = await verifiedMember(t);
    await depositTo(t, member, 10_000);
    const response = await withdraw(member, { amount: 3_000, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: 1,
      message: MESSAGES.withdrawSuccess,
      data: { id: expect.any(Number), amount: 3_000, fee: 15, net_amount: 2_985, status: 'pending' },
    });
    expect(await balancesOf(member)).toEqual({ available: 7_000, locked: 2_985, total: 9_985, withdrawable: 7_000 });
    const overview = await member.browser.get('/api/account/overview');
    expect(overview.body.data.user_lock_amount_detail).toEqual([{ lock_type: 'withdraw', amount: 2_985 }]);
    const statement = await member.browser.get('/api/account/transactions');
    expect(statement.body.data.slice(0, 2)).toMatchObject([
      { subjects: [{ english_name: 'withdraw_fee' }], expense: 15, balance: 7_000, description: '提領手續費（本月第 1 次）' },
      { subjects: [{ english_name: 'withdraw' }], expense: 2_985, balance: 7_015, bank_code: '004', bank_account: '*******8901' },
    ]);
    const sums = await member.browser.get('/api/account/amount-overview');
    expect(sums.body.data).toEqual({ transferIn: 10_000, transferOut: 3_000, paidPrinciple: 0, paidRepayment: 0, receiveIncome: 0 });
  });

  it('withdraws everything withdrawable when no amount is given', async () => {
    const member = await verifiedMember(t, { bankCode: '012' });
    await depositTo(t, member, 4_321);
    const response = await withdraw(member, { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ amount: 4_321, fee: 0, net_amount: 4_321 });
    expect(await balancesOf(member)).toMatchObject({ available: 0, locked: 4_321 });
  });

  it('refuses with the spec messages: unverified bank, wrong password, nothing to withdraw, too much, not above the fee', async () => {
    const pending = await verifiedMember(t, { verify: false });
    await depositTo(t, pending, 1_000);
    const unverified = await withdraw(pending, { amount: 500, password: PASSWORD });
    expect(unverified.status).toBe(400);
    expect(unverified.body).toMatchObject({ code: 'BANK_NOT_VERIFIED', message: MESSAGES.bankNotVerified });

    const member = await verifiedMember(t);
    const empty = await withdraw(member, { amount: 500, password: PASSWORD });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'NOTHING_TO_WITHDRAW', message: MESSAGES.nothingToWithdraw });

    await depositTo(t, member, 1_000);
    const wrong = await withdraw(member, { amount: 500, password: 'wrong-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', errors: { password: MESSAGES.wrongPassword } });
    const tooMuch = await withdraw(member, { amount: 1_001, password: PASSWORD });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: MESSAGES.insufficientBalance });
    const atFee = await withdraw(member, { amount: 15, password: PASSWORD });
    expect(atFee.status).toBe(400);
    expect(atFee.body).toMatchObject({ code: 'WITHDRAW_AMOUNT_TOO_SMALL', message: withdrawAmountTooSmall(15) });
    const invalid = await withdraw(member, { amount: 'ten', password: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ amount: MESSAGES.integer, password: MESSAGES.passwordPrompt });
    expect(await balancesOf(member)).toMatchObject({ available: 1_000, locked: 0 });
  });

  describe('fees through the API', () => {
    it('charges 15 to a non-designated bank and 115 from the sixth withdrawal of the month', async () => {
      const member = await verifiedMember(t, { bankCode: '004' });
      await depositTo(t, member, 10_000);
      const fees: number[] = [];
      for (let index = 0; index < 7; index += 1) {
        const preview = await member.browser.get('/api/account/withdraw-fee?amount=1000');
        const response = await withdraw(member, { amount: 1_000, password: PASSWORD });
        expect(response.status).toBe(200);
        expect(preview.body.data).toMatchObject({ fee: response.body.data.fee, withdrawals_this_month: index, bank_code: '004', net_amount: 1_000 - response.body.data.fee });
        fees.push(response.body.data.fee);
      }
      expect(fees).toEqual([15, 15, 15, 15, 15, 115, 115]);
      expect(await balancesOf(member)).toMatchObject({ available: 3_000, locked: 7_000 - 5 * 15 - 2 * 115 });
    });

    it('is free to a designated bank, 100 from the sixth; a refused withdrawal does not count', async () => {
      const member = await verifiedMember(t, { bankCode: '006' });
      await depositTo(t, member, 10_000);
      const service = t.app.get(WithdrawalsService);
      const admin = await adminOf(t);
      const ids: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await withdraw(member, { amount: 500, password: PASSWORD });
        expect(response.body.data.fee).toBe(0);
        ids.push(response.body.data.id);
      }
      const rejected = await admin.browser.post(`/api/console/withdrawals/${ids[4]}/reject`, { reason: '帳戶資料不符' });
      expect(rejected.status).toBe(200);
      expect((await service.previewFee(member.id)).withdrawals_this_month).toBe(4);
      const fifth = await withdraw(member, { amount: 500, password: PASSWORD });
      expect(fifth.body.data.fee).toBe(0);
      const sixth = await withdraw(member, { amount: 500, password: PASSWORD });
      expect(sixth.body.data.fee).toBe(100);
      const preview = await member.browser.get('/api/account/withdraw-fee');
      expect(preview.body.data).toMatchObject({ fee: 100, base: 0, extra: 100, designated: true, ordinal: 7, amount: null, net_amount: null });
    });
  });

  describe('console payout and refusal', () => {
    const auditOf = (withdrawalId: number) =>
      dataSource.query(`SELECT actor_id, action, data FROM audit_logs WHERE target_type = 'withdrawal' AND target_id = $1 ORDER BY id`, [
        String(withdrawalId),
      ]) as Promise<{ actor_id: number; action: string; data: Record<string, unknown> }[]>;

    it('pays a batch out of the locked money, all or none', async () => {
      const admin = await adminOf(t);
      const first = await verifiedMember(t);
      const second = await verifiedMember(t, { bankCode: '822' });
      await depositTo(t, first, 5_000);
      await depositTo(t, second, 5_000);
      const a = (await withdraw(first, { amount: 2_000, password: PASSWORD })).body.data.id as number;
      const b = (await withdraw(second, { amount: 3_000, password: PASSWORD })).body.data.id as number;

      const noReason = await admin.browser.post('/api/console/withdrawals/payout', { ids: [a] });
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors).toEqual({ reason: `${CONSOLE_WITHDRAWAL_TEXTS.payout_reason}為必填` });
      const missing = await admin.browser.post('/api/console/withdrawals/payout', { ids: [a, 99_999_999], reason: '已匯款' });
      expect(missing.status).toBe(404);
      const paid = await admin.browser.post('/api/console/withdrawals/payout', { ids: [b, a], reason: '11/3 整批匯款' });
      expect(paid.status).toBe(200);
      expect(paid.body.map((row: { id: number; status: string }) => [row.id, row.status])).toEqual([
        [a, 'paid'],
        [b, 'paid'],
      ]);
      expect(paid.body[0]).toMatchObject({ amount: 2_000, fee: 15, net_amount: 1_985, bank_code: '004', bank_account: '12345678901', member_serial: first.memberSerial });
      expect(await balancesOf(first)).toMatchObject({ available: 3_000, locked: 0, total: 3_000 });
      expect(await balancesOf(second)).toMatchObject({ available: 2_000, locked: 0 });
      expect(await auditOf(a)).toEqual([
        { actor_id: admin.id, action: 'withdrawal.paid', data: { amount: 2_000, fee: 15, user_id: first.id, reason: '11/3 整批匯款' } },
      ]);

      const again = await admin.browser.post('/api/console/withdrawals/payout', { ids: [a], reason: '已匯款' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'WITHDRAWAL_NOT_PENDING', message: ACCOUNT_API_TEXTS.withdrawalNotPending });
      const rejectPaid = await admin.browser.post(`/api/console/withdrawals/${a}/reject`, { reason: '重複' });
      expect(rejectPaid.status).toBe(409);

      const list = await first.browser.get('/api/account/withdraws');
      expect(list.body.data[0]).toMatchObject({ id: a, status: 'paid', status_label: '已撥款', bank_account: '*******8901', net_amount: 1_985 });
      const inbox = await first.browser.get('/api/inbox');
      expect(inbox.body.data.map((message: { subject: string }) => message.subject)).toContain(ACCOUNT_API_TEXTS.withdrawalPaidSubject);
    });

    it('refuses a withdrawal: the money and its fee come back, with the reason', async () => {
      const admin = await adminOf(t);
      const member = await verifiedMember(t);
      await depositTo(t, member, 5_000);
      const id = (await withdraw(member, { amount: 2_000, password: PASSWORD })).body.data.id as number;
      expect(await balancesOf(member)).toMatchObject({ available: 3_000, locked: 1_985 });
      const noReason = await admin.browser.post(`/api/console/withdrawals/${id}/reject`, { reason: '' });
      expect(noReason.status).toBe(400);
      const rejected = await admin.browser.post(`/api/console/withdrawals/${id}/reject`, { reason: '銀行帳戶已結清' });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ id, status: 'rejected', reject_reason: '銀行帳戶已結清', processed_by: admin.id });
      expect(await auditOf(id)).toEqual([
        { actor_id: admin.id, action: 'withdrawal.rejected', data: { amount: 2_000, fee: 15, user_id: member.id, reason: '銀行帳戶已結清' } },
      ]);
      expect(await balancesOf(member)).toMatchObject({ available: 5_000, locked: 0 });
      const statement = await member.browser.get(`/api/account/transactions?subjects[]=withdraw_refund&subjects[]=withdraw_fee_refund`);
      expect(statement.body.data.map((row: { subjects: { english_name: string }[]; income: number }) => [row.subjects[0].english_name, row.income])).toEqual([
        ['withdraw_fee_refund', 15],
        ['withdraw_refund', 1_985],
      ]);
      const shown = await admin.browser.get(`/api/console/withdrawals/${id}`);
      expect(shown.body).toEqual(rejected.body);
      const pendingOnly = await admin.browser.get(
        `/api/console/withdrawals?filter=${encodeURIComponent(JSON.stringify({ status: 'rejected', user_id: member.id }))}`,
      );
      expect(pendingOnly.body.map((row: { id: number }) => row.id)).toEqual([id]);
      expect(pendingOnly.headers['content-range']).toBe('withdrawals 0-0/1');
    });

    it('is for admins only', async () => {
      const member = await verifiedMember(t);
      const visitor = new Browser(t.http);
      await visitor.refreshCsrf();
      expect((await visitor.get('/api/console/withdrawals')).status).toBe(401);
      expect((await member.browser.get('/api/console/withdrawals')).status).toBe(403);
      expect((await member.browser.post('/api/console/withdrawals/payout', { ids: [1], reason: '已匯款' })).status).toBe(403);
      expect((await member.browser.post('/api/console/withdrawals/1/reject', { reason: 'x' })).status).toBe(403);
    });
  });

  it('lists my withdrawals 15 a page, newest first, within the dates', async () => {
    const member = await verifiedMember(t, { bankCode: '006' });
    await depositTo(t, member, 20_000);
    const service = t.app.get(WithdrawalsService);
    for (let index = 0; index < 16; index += 1) await service.request(member.id, 100 + index);
    const first = await member.browser.get('/api/account/withdraws');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 16, from: 1, to: 15, current_page: 1, last_page: 2, per_page: 15 });
    expect(first.body.data).toHaveLength(15);
    expect(first.body.data[0].amount).toBe(115);
    const second = await member.browser.get('/api/account/withdraws?page=2');
    expect(second.body).toMatchObject({ total: 16, from: 16, to: 16, current_page: 2 });
    expect(second.body.data[0].amount).toBe(100);
    const past = await member.browser.get('/api/account/withdraws?start_date=2020-01-01&end_date=2020/01/31');
    expect(past.body).toMatchObject({ data: [], total: 0, from: null, to: null, last_page: 1 });
    const badDates = await member.browser.get('/api/account/withdraws?start_date=2025-02-01&end_date=2025-01-01');
    expect(badDates.status).toBe(400);
    expect(badDates.body.errors).toHaveProperty('start_date');
  });

  it('lets exactly two of 50 concurrent withdrawals of half the balance through', async () => {
    const member = await verifiedMember(t);
    await depositTo(t, member, 10_000);
    const agents: Browser[] = [];
    for (let index = 0; index < 50; index += 1) {
      const agent = new Browser(t.http);
      const login = await agent.post('/api/auth/login', { email: member.email, password: PASSWORD });
      expect(login.status).toBe(200);
      agent.csrfToken = login.body.data.csrfToken;
      agents.push(agent);
    }
    const answers = await Promise.all(
      agents.map((agent) =>
        agent.agent
          .post('/api/account/withdraw')
          .set('X-Requested-With', 'XMLHttpRequest')
          .set('X-CSRF-Token', agent.csrfToken)
          .set('Idempotency-Key', randomUUID())
          .send({ amount: 5_000, password: PASSWORD }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 400)).toHaveLength(48);
    for (const answer of answers.filter((candidate) => candidate.status === 400)) {
      expect(['INSUFFICIENT_BALANCE', 'NOTHING_TO_WITHDRAW']).toContain(answer.body.code);
    }
    expect(await balancesOf(member)).toMatchObject({ available: 0, locked: 2 * (5_000 - 15) });
    const rows: { count: number }[] = await dataSource.query(`SELECT count(*)::bigint AS count FROM withdrawals WHERE user_id = $1`, [member.id]);
    expect(rows[0].count).toBe(2);
    const negative: unknown[] = await dataSource.query(`SELECT 1 FROM ledger_accounts WHERE kind <> 'bank' AND balance < 0`);
    expect(negative).toHaveLength(0);
    await expectLedgerReconciled(t);
  });

  describe('idempotency of the withdraw call', () => {
    it('replays the first answer for the same key and body, and moves money once', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 5_000);
      const key = randomUUID();
      const body = { amount: 1_000, password: PASSWORD };
      const first = await withdraw(member, body, key);
      const second = await withdraw(member, body, key);
      expect(second.status).toBe(first.status);
      expect(second.body).toEqual(first.body);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await balancesOf(member)).toMatchObject({ available: 4_000 });
      const other = await withdraw(member, { ...body, amount: 1_001 }, key);
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', message: MESSAGES.idempotencyConflict });
      const missing = await member.browser.post('/api/account/withdraw', body);
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    });

    it('keeps a refusal under its key: the retry gets the same 400 even once it would succeed', async () => {
      const member = await verifiedMember(t);
      const key = randomUUID();
      const body = { amount: 1_000, password: PASSWORD };
      const refused = await withdraw(member, body, key);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('NOTHING_TO_WITHDRAW');
      await depositTo(t, member, 5_000);
      const retried = await withdraw(member, body, key);
      expect(retried.status).toBe(400);
      expect(retried.body).toEqual(refused.body);
      expect(await balancesOf(member)).toMatchObject({ available: 5_000 });
      const fresh = await withdraw(member, body);
      expect(fresh.status).toBe(200);
    });

    it('answers 409 to a duplicate while the first request is still running', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 5_000);
      const cash: { id: number }[] = await dataSource.query(`SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'user_cash'`, [member.id]);
      const holder = new Client({ connectionString: t.databaseUrl });
      await holder.connect();
      // The owner sees what every session waits for; the API's own role sees only its own sessions.
      const watcher = new Client({ connectionString: t.databaseUrl });
      await watcher.connect();
      const key = randomUUID();
      const body = { amount: 1_000, password: PASSWORD };
      try {
        // The test holds the member's cash row, so the first withdrawal waits inside its transaction.
        await holder.query('BEGIN');
        await holder.query('SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE', [cash[0].id]);
        const first = withdraw(member, body, key);
        const firstDone = first.then((answer) => answer);
        await until(async () => {
          const waiting = await watcher.query(
            `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'`,
          );
          return waiting.rows.length > 0;
        }, 'the first withdrawal to wait for the row lock');
        const duplicate = await withdraw(member, body, key);
        expect(duplicate.status).toBe(409);
        expect(duplicate.body).toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT', message: ACCOUNT_API_TEXTS.idempotencyInFlight });
        // Whatever its body: the key is taken until the first request's transaction ends.
        const otherBody = await withdraw(member, { ...body, amount: 2_000 }, key);
        expect(otherBody.status).toBe(409);
        await holder.query('COMMIT');
        const answered = await firstDone;
        expect(answered.status).toBe(200);
        expect((await withdraw(member, { ...body, amount: 2_000 }, key)).status).toBe(422);
        const replay = await withdraw(member, body, key);
        expect(replay.status).toBe(200);
        expect(replay.body).toEqual(answered.body);
      } finally {
        await holder.query('ROLLBACK').catch(() => undefined);
        await holder.end();
        await watcher.end();
      }
      expect(await balancesOf(member)).toMatchObject({ available: 4_000, locked: 985 });
    });
  });
});
