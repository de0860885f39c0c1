import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, throwError } from 'rxjs';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ACCOUNT_API_TEXTS, MESSAGES } from '@lendbridge/domain';
import { AppError } from '../src/common/app-error.js';
import { Idempotent, IdempotencyInterceptor, IdempotencyKeyPruner } from '../src/modules/ledger/idempotency.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import type { TransferInput } from '../src/modules/ledger/ledger.service.js';
import { PLATFORM, userCash, userLocked } from '../src/modules/ledger/ledger-accounts.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { PASSWORD } from './factories/members.js';
import { adminOf, balancesOf, depositTo, expectLedgerReconciled, postIdempotent, verifiedMember } from './factories/ledger.js';

/** Two routes as the controllers mark them: one in the request's transaction, one committing in transactions of its own. */
class MarkedRoutes {
  @Idempotent()
  inRequestTransaction(): void {}

  @Idempotent({ ownTransactions: true })
  ownTransactions(): void {}
}

/** Just enough of a request for the interceptor: a signed-in user, a key, a method, a path and a body, and the route's handler. */
function httpContext(userId: number, key: string, body: object, route: () => void = MarkedRoutes.prototype.inRequestTransaction) {
  const headers: Record<string, string> = {};
  const response = {
    statusCode: 201,
    headers,
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    status(code: number) {
      response.statusCode = code;
      return response;
    },
  };
  const request = {
    authUser: { id: userId },
    method: 'POST',
    originalUrl: '/api/test/money',
    body,
    header: (name: string) => (name.toLowerCase() === 'idempotency-key' ? key : undefined),
  };
  const context = {
    getHandler: () => route,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ExecutionContext;
  return { context, response };
}

function handler(run: () => unknown): CallHandler & { calls: number } {
  const counted = {
    calls: 0,
    handle() {
      counted.calls += 1;
      try {
        return of(run());
      } catch (error) {
        return throwError(() => error);
      }
    },
  };
  return counted;
}

interface StoredTransfer {
  kind: string;
  debit: string;
  credit: string;
  amount: number;
  debit_balance_after: number | null;
  credit_balance_after: number | null;
}

describe('ledger', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let ledger: LedgerService;

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    ledger = t.app.get(LedgerService);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('has one bank, one income, one protection fund, one repayment transit and one marketing account', async () => {
    const rows: { kind: string; balance: number }[] = await dataSource.query(
      `SELECT kind, balance FROM ledger_accounts WHERE user_id IS NULL ORDER BY id`,
    );
    expect(rows).toEqual([
      { kind: 'bank', balance: 0 },
      { kind: 'platform_income', balance: 0 },
      { kind: 'protection_fund', balance: 0 },
      { kind: 'repayment_transit', balance: 0 },
      { kind: 'marketing', balance: 0 },
    ]);
  });

  describe('transfers', () => {
    it('moves money between two accounts and keeps the sum of all balances at zero', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 1_000);
      const record = await dataSource.transaction((manager) =>
        ledger.transfer(manager, { from: userCash(member.id), to: userLocked(member.id), amount: 400, kind: 'invest_hold', reference: 'order:9' }),
      );
      expect(record).toMatchObject({ amount: 400, debitBalanceAfter: 600, creditBalanceAfter: 400, kind: 'invest_hold' });
      expect(await ledger.balances(member.id)).toEqual({ cash: 600, locked: 400 });
      const total: { sum: number }[] = await dataSource.query(`SELECT sum(balance)::bigint AS sum FROM ledger_accounts`);
      expect(total[0].sum).toBe(0);
      expect(await ledger.platformBalance('bank')).toBeLessThan(0);
    });

    it('refuses to take a member account below zero and rolls the whole change back', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 500);
      const attempt = dataSource.transaction(async (manager) => {
        await ledger.transfer(manager, { from: userCash(member.id), to: PLATFORM.income, amount: 300, kind: 'lender_fee', reference: 'test:1' });
        await ledger.transfer(manager, { from: userCash(member.id), to: PLATFORM.income, amount: 300, kind: 'lender_fee', reference: 'test:1' });
      });
      await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: MESSAGES.insufficientBalance });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      expect(await ledger.balances(member.id)).toEqual({ cash: 500, locked: 0 });
      const transfers: unknown[] = await dataSource.query(`SELECT 1 FROM ledger_transfers WHERE reference = 'test:1'`);
      expect(transfers).toHaveLength(0);
    });

    it('refuses amounts that are not positive whole NT$ and accounts that do not fit the kind', async () => {
      const member = await verifiedMember(t);
      const run = (input: Parameters<LedgerService['transfer']>[1]) => dataSource.transaction((manager) => ledger.transfer(manager, input));
      const base = { from: PLATFORM.bank, to: userCash(member.id), kind: 'deposit' as const, reference: 'test:2' };
      await expect(run({ ...base, amount: 0 })).rejects.toBeInstanceOf(RangeError);
      await expect(run({ ...base, amount: -5 })).rejects.toBeInstanceOf(RangeError);
      await expect(run({ ...base, amount: 10.5 })).rejects.toBeInstanceOf(RangeError);
      await expect(run({ ...base, amount: 10, to: userLocked(member.id) })).rejects.toThrow('from bank to user_cash');
      await expect(run({ ...base, amount: 10, from: PLATFORM.income })).rejects.toThrow('from bank to user_cash');
      const other = await verifiedMember(t);
      await depositTo(t, other, 100);
      await expect(
        run({ from: userCash(other.id), to: userLocked(member.id), amount: 10, kind: 'withdrawal_hold', reference: 'test:2' }),
      ).rejects.toThrow("one member's accounts");
      await expect(run({ ...base, amount: 10, reference: '' })).rejects.toThrow('names what it pays for');
      expect(await ledger.balances(member.id)).toEqual({ cash: 0, locked: 0 });
    });

    it('serialises concurrent debits of one account: never below zero', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 1_000);
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) =>
          dataSource.transaction((manager) =>
            ledger.transfer(manager, { from: userCash(member.id), to: PLATFORM.income, amount: 300, kind: 'lender_fee', reference: `race:${index}` }),
          ),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect(await ledger.balances(member.id)).toEqual({ cash: 100, locked: 0 });
    });
  });

  describe('several transfers at once', () => {
    /** The transfers of a reference as stored: kind, accounts by kind, amount and both balances after (the platform's, shared by every test, left out). */
    async function storedTransfers(reference: string): Promise<StoredTransfer[]> {
      return (await dataSource.query(
        `SELECT t.kind, d.kind AS debit, c.kind AS credit, t.amount,
                CASE WHEN d.user_id IS NULL THEN NULL ELSE t.debit_balance_after END AS debit_balance_after,
                CASE WHEN c.user_id IS NULL THEN NULL ELSE t.credit_balance_after END AS credit_balance_after
           FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
          WHERE t.reference = $1 ORDER BY t.id`,
        [reference],
      )) as StoredTransfer[];
    }

    it('stores the same transfers and balances as making them one by one, in the order given', async () => {
      const [first, second, firstNew, secondNew] = [await verifiedMember(t), await verifiedMember(t), await verifiedMember(t), await verifiedMember(t)];
      const chain = (member: number, payee: number, reference: string): TransferInput[] => [
        { from: PLATFORM.bank, to: userCash(member), amount: 500, kind: 'deposit', reference },
        { from: userCash(member), to: userLocked(member), amount: 200, kind: 'invest_hold', reference },
        { from: userCash(member), to: PLATFORM.income, amount: 300, kind: 'lender_fee', reference },
        { from: PLATFORM.bank, to: userCash(payee), amount: 70, kind: 'deposit', reference },
      ];
      await dataSource.transaction(async (manager) => {
        for (const input of chain(first.id, firstNew.id, 'one-by-one:1')) await ledger.transfer(manager, input);
      });
      const records = await dataSource.transaction((manager) => ledger.transferAll(manager, chain(second.id, secondNew.id, 'together:1')));
      expect(await storedTransfers('together:1')).toEqual(await storedTransfers('one-by-one:1'));
      expect(records[3].debitBalanceAfter).toBe(records[0].debitBalanceAfter - 70);
      expect((await storedTransfers('together:1')).map((row) => row.debit_balance_after)).toEqual([null, 300, 0, null]);
      expect(records.map((record) => [record.amount, record.debitBalanceAfter, record.creditBalanceAfter])).toEqual([
        [500, expect.any(Number), 500],
        [200, 300, 200],
        [300, 0, expect.any(Number)],
        [70, expect.any(Number), 70],
      ]);
      expect(records.map((record) => record.id)).toEqual([...records.map((record) => record.id)].sort((a, b) => a - b));
      expect(await ledger.balances(second.id)).toEqual({ cash: 0, locked: 200 });
      expect(await ledger.balances(secondNew.id)).toEqual({ cash: 70, locked: 0 });
    });

    it('refuses them all when one would take an account below zero, or one is malformed', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 500);
      const fee = (amount: number, reference = 'together:2'): TransferInput => ({ from: userCash(member.id), to: PLATFORM.income, amount, kind: 'lender_fee', reference });
      const overdraw = dataSource.transaction((manager) => ledger.transferAll(manager, [fee(300), fee(300), fee(1)]));
      await expect(overdraw).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: MESSAGES.insufficientBalance });
      const malformed = dataSource.transaction((manager) => ledger.transferAll(manager, [fee(100), fee(0.5)]));
      await expect(malformed).rejects.toBeInstanceOf(RangeError);
      await expect(dataSource.transaction((manager) => ledger.transferAll(manager, [fee(100), fee(100, '')]))).rejects.toThrow('names what it pays for');
      expect(await ledger.balances(member.id)).toEqual({ cash: 500, locked: 0 });
      expect(await storedTransfers('together:2')).toEqual([]);
    });

    it('serialises concurrent groups debiting one account: never below zero', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 1_000);
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) =>
          dataSource.transaction((manager) =>
            ledger.transferAll(manager, [
              { from: userCash(member.id), to: PLATFORM.income, amount: 100, kind: 'lender_fee', reference: `race-group:${index}` },
              { from: userCash(member.id), to: PLATFORM.income, amount: 200, kind: 'lender_fee', reference: `race-group:${index}` },
            ]),
          ),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect(await ledger.balances(member.id)).toEqual({ cash: 100, locked: 0 });
    });
  });

  describe('database guards', () => {
    it('keeps transfers append-only', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 100);
      // The API's own role may not even try (database-role.e2e-spec); the owner meets the trigger.
      const owner = new Client({ connectionString: t.databaseUrl });
      await owner.connect();
      try {
        await expect(owner.query(`UPDATE ledger_transfers SET amount = amount + 1`)).rejects.toThrow('append-only');
        await expect(owner.query(`DELETE FROM ledger_transfers`)).rejects.toThrow('append-only');
        await expect(owner.query(`TRUNCATE ledger_transfers CASCADE`)).rejects.toThrow('append-only');
      } finally {
        await owner.end();
      }
    });

    it('checks stored balances and amounts in the database itself', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 100);
      await expect(
        dataSource.query(`UPDATE ledger_accounts SET balance = -1 WHERE user_id = $1 AND kind = 'user_cash'`, [member.id]),
      ).rejects.toMatchObject({ driverError: { code: '23514', constraint: 'ledger_accounts_balance_check' } });
      await expect(
        dataSource.query(`UPDATE ledger_accounts SET balance = -1 WHERE user_id = $1 AND kind = 'user_locked'`, [member.id]),
      ).rejects.toMatchObject({ driverError: { code: '23514' } });
      await expect(
        dataSource.query(`UPDATE ledger_accounts SET balance = -1 WHERE kind = 'platform_income'`),
      ).rejects.toMatchObject({ driverError: { code: '23514' } });
      await expect(
        dataSource.query(
          `INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after, reference)
           VALUES ('deposit', 1, 2, 0, 0, 0, 'test:3')`,
        ),
      ).rejects.toMatchObject({ driverError: { code: '23514', constraint: 'ledger_transfers_amount_check' } });
    });
  });

  describe('reconciliation', () => {
    it('finds an account whose stored balance no longer matches its transfers', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 700);
      await dataSource.query(`UPDATE ledger_accounts SET balance = balance + 5 WHERE user_id = $1 AND kind = 'user_cash'`, [member.id]);
      try {
        const report = await ledger.reconcile();
        expect(report).toMatchObject({ ok: false, total_balance: 5 });
        expect(report.differences).toEqual([
          { account_id: expect.any(Number), kind: 'user_cash', user_id: member.id, balance: 705, computed: 700 },
        ]);
      } finally {
        await dataSource.query(`UPDATE ledger_accounts SET balance = balance - 5 WHERE user_id = $1 AND kind = 'user_cash'`, [member.id]);
      }
      await expectLedgerReconciled(t);
    });

    it('is shown to admins', async () => {
      const admin = await adminOf(t);
      const response = await admin.browser.get('/api/console/ledger/reconciliation');
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ ok: true, total_balance: 0, differences: [] });
      expect(response.body.data.transfers_checked).toBeGreaterThan(0);
      expect(response.body.data.accounts_checked).toBeGreaterThan(3);
    });
  });

  describe('idempotency', () => {
    it('keeps no key after a server error (its transaction rolled back), so a retry runs again', async () => {
      const interceptor = t.app.get(IdempotencyInterceptor);
      const member = await verifiedMember(t);
      const key = randomUUID();
      const failing = handler(() => {
        throw new Error('connection lost');
      });
      const first = httpContext(member.id, key, { amount: 1 });
      await expect((async () => lastValueFrom(await interceptor.intercept(first.context, failing)))()).rejects.toThrow('connection lost');
      const rows: unknown[] = await dataSource.query(`SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [member.id, key]);
      expect(rows).toHaveLength(0);

      const succeeding = handler(() => ({ data: { done: true } }));
      const second = httpContext(member.id, key, { amount: 1 });
      await expect(lastValueFrom(await interceptor.intercept(second.context, succeeding))).resolves.toEqual({ data: { done: true } });
      const third = httpContext(member.id, key, { amount: 1 });
      await expect(lastValueFrom(await interceptor.intercept(third.context, succeeding))).resolves.toEqual({ data: { done: true } });
      expect(succeeding.calls).toBe(1);
      expect(third.response.statusCode).toBe(201);
      expect(third.response.headers['Idempotent-Replayed']).toBe('true');
    });

    it('lets a route with transactions of its own keep what it committed when it fails, and frees the key for a retry', async () => {
      const interceptor = t.app.get(IdempotencyInterceptor);
      const member = await verifiedMember(t);
      const key = randomUUID();
      const own = MarkedRoutes.prototype.ownTransactions;
      const deposit = () =>
        dataSource.transaction((manager) =>
          ledger.transfer(manager, { from: PLATFORM.bank, to: userCash(member.id), amount: 100, kind: 'deposit', reference: `own:${key}` }),
        );
      const failing = handler(async () => {
        await deposit();
        throw new Error('connection lost');
      });
      const first = httpContext(member.id, key, { amount: 100 }, own);
      await expect((async () => lastValueFrom(await interceptor.intercept(first.context, failing)))()).rejects.toThrow('connection lost');
      expect(await ledger.balances(member.id)).toEqual({ cash: 100, locked: 0 });
      const rows: unknown[] = await dataSource.query(`SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [member.id, key]);
      expect(rows).toHaveLength(0);

      const succeeding = handler(async () => {
        await deposit();
        return { data: { done: true } };
      });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const retry = httpContext(member.id, key, { amount: 100 }, own);
        await expect(lastValueFrom(await interceptor.intercept(retry.context, succeeding))).resolves.toEqual({ data: { done: true } });
        expect(retry.response.headers['Idempotent-Replayed']).toBe(attempt === 0 ? undefined : 'true');
      }
      expect(succeeding.calls).toBe(1);
      expect(await ledger.balances(member.id)).toEqual({ cash: 200, locked: 0 });
    });

    it('answers 409 to a duplicate while a route with transactions of its own runs, then replays its answer', async () => {
      const interceptor = t.app.get(IdempotencyInterceptor);
      const member = await verifiedMember(t);
      const key = randomUUID();
      const own = MarkedRoutes.prototype.ownTransactions;
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const slow = handler(async () => {
        await gate;
        return { data: { ran: 1 } };
      });
      const first = (async () => lastValueFrom(await interceptor.intercept(httpContext(member.id, key, { a: 1 }, own).context, slow)))();
      const claimed = async (): Promise<boolean> =>
        ((await dataSource.query(`SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status = 'in_flight'`, [member.id, key])) as unknown[])
          .length === 1;
      while (!(await claimed())) await new Promise((resolve) => setImmediate(resolve));
      await expect(interceptor.intercept(httpContext(member.id, key, { a: 1 }, own).context, slow)).rejects.toMatchObject({
        status: 409,
        response: { code: 'IDEMPOTENCY_IN_FLIGHT' },
      });
      open();
      await expect(first).resolves.toEqual({ data: { ran: 1 } });
      const replay = httpContext(member.id, key, { a: 1 }, own);
      await expect(lastValueFrom(await interceptor.intercept(replay.context, slow))).resolves.toEqual({ data: { ran: 1 } });
      expect(replay.response.headers['Idempotent-Replayed']).toBe('true');
      expect(slow.calls).toBe(1);
    });

    it('keeps a 4xx answer and replays it as the same error', async () => {
      const interceptor = t.app.get(IdempotencyInterceptor);
      const member = await verifiedMember(t);
      const key = randomUUID();
      const refusing = handler(() => {
        throw AppError.field('amount', '金額不正確');
      });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const { context } = httpContext(member.id, key, { amount: 2 });
        const answer = (async () => lastValueFrom(await interceptor.intercept(context, refusing)))();
        await expect(answer).rejects.toMatchObject({
          status: 400,
          response: { code: 'VALIDATION_FAILED', errors: { amount: '金額不正確' } },
        });
      }
      expect(refusing.calls).toBe(1);
    });

    it('keeps keys per user and forgets them after 24 hours', async () => {
      const interceptor = t.app.get(IdempotencyInterceptor);
      const first = await verifiedMember(t);
      const second = await verifiedMember(t);
      const key = randomUUID();
      const run = handler(() => ({ ok: true }));
      await lastValueFrom(await interceptor.intercept(httpContext(first.id, key, { a: 1 }).context, run));
      await lastValueFrom(await interceptor.intercept(httpContext(second.id, key, { b: 2 }).context, run));
      expect(run.calls).toBe(2);
      await expect(interceptor.intercept(httpContext(first.id, key, { a: 3 }).context, run)).rejects.toMatchObject({
        response: { code: 'IDEMPOTENCY_MISMATCH' },
      });
      await dataSource.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND key = $2`, [
        first.id,
        key,
      ]);
      await lastValueFrom(await interceptor.intercept(httpContext(first.id, key, { a: 3 }).context, run));
      expect(run.calls).toBe(3);
      await dataSource.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [second.id]);
      expect(await t.app.get(IdempotencyKeyPruner).prune()).toBeGreaterThanOrEqual(1);
      const left: unknown[] = await dataSource.query(`SELECT 1 FROM idempotency_keys WHERE user_id = $1`, [second.id]);
      expect(left).toHaveLength(0);
    });

    it('hashes the body regardless of key order and refuses a malformed key', async () => {
      const member = await verifiedMember(t);
      await depositTo(t, member, 2_000);
      const key = randomUUID();
      const first = await postIdempotent(member, '/api/account/withdraw', { amount: 500, password: PASSWORD }, key);
      expect(first.status).toBe(200);
      const reordered = await postIdempotent(member, '/api/account/withdraw', { password: PASSWORD, amount: 500 }, key);
      expect(reordered.status).toBe(200);
      expect(reordered.body).toEqual(first.body);
      expect(await balancesOf(member)).toMatchObject({ available: 1_500 });
      for (const bad of ['has space', 'x'.repeat(256)]) {
        const refused = await postIdempotent(member, '/api/account/withdraw', { amount: 500, password: PASSWORD }, bad);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', message: ACCOUNT_API_TEXTS.idempotencyKeyInvalid });
      }
    });
  });
});
