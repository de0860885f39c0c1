import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { PASSWORD } from './factories/members.js';
import { ORDERS, investor, ledgerBalances, line, marketLoan, placeOrder } from './factories/orders.js';
import { cookieOf, startChildApi } from './child-api/child-api.js';
import type { ChildApi } from './child-api/child-api.js';

/** The database sessions of the process the tests kill carry this name, so the tests can find them. */
const CHILD_APP_NAME = 'lendbridge-killed-api';
const AMOUNT = 1_000;
const POLL_MS = 20;

/** A signed-in client of the child process: its cookie and CSRF token. */
interface ChildSession {
  cookie: string;
  csrfToken: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signInToChild(child: ChildApi, email: string): Promise<ChildSession> {
  const csrf = await fetch(`${child.base}/api/auth/csrf`);
  const first = { cookie: cookieOf(csrf), csrfToken: ((await csrf.json()) as { data: { csrfToken: string } }).data.csrfToken };
  const login = await fetch(`${child.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': first.csrfToken, cookie: first.cookie },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  return { cookie: cookieOf(login, first.cookie), csrfToken: ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken };
}

/** POST to the child; the answer may never come (the process is killed), so failures resolve to null. */
function postToChild(child: ChildApi, session: ChildSession, path: string, body: object, key: string): Promise<string | null> {
  return fetch(`${child.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': session.csrfToken,
      'idempotency-key': key,
      cookie: session.cookie,
    },
    body: JSON.stringify(body),
  }).then(
    async (response) => `${response.status} ${await response.text()}`,
    () => null,
  );
}

describe('idempotency keys after a crash', () => {
  let t: TestApp;
  let db: Client;
  /** A second session that holds row locks in an open transaction (the first one polls, outside any). */
  let holder: Client;
  let dataDir: string;
  const sessionSecret = randomBytes(32).toString('hex');

  /** Waits until `sql` (one row, column `ok`) answers true; fails when `answer` comes first. */
  const until = async (sql: string, params: unknown[] = [], answer?: Promise<string | null>): Promise<void> => {
    let answered: string | null | undefined;
    void answer?.then((text) => {
      answered = text;
    });
    for (;;) {
      const result = await db.query<{ ok: boolean }>(sql, params);
      if (result.rows[0]?.ok) return;
      if (answered !== undefined) throw new Error(`The request answered before the awaited state: ${String(answered)}`);
      await pause(POLL_MS);
    }
  };

  /** Kills the process with SIGKILL and ends the database sessions it leaves behind. */
  const kill = async (child: ChildApi): Promise<void> => {
    child.process.kill('SIGKILL');
    await child.exited;
    await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [CHILD_APP_NAME]);
    await until(`SELECT NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE application_name = $1) AS ok`, [CHILD_APP_NAME]);
  };

  const ordersOf = async (userId: number): Promise<{ serial: string }[]> =>
    (await db.query<{ serial: string }>(`SELECT serial FROM orders WHERE user_id = $1 ORDER BY id`, [userId])).rows;

  const orderBody = async (serial: string) => ({
    loans: [await line(t, serial, AMOUNT)],
    payment_method: 'balance',
    contract_accepted: true,
    no_protection_accepted: true,
    student_project_accepted: true,
    collateral_contract_accepted: true,
  });

  beforeAll(async () => {
    t = await createTestApp({}, { sessionSecret });
    db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    dataDir = await mkdtemp(join(tmpdir(), 'lendbridge-child-'));
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await holder.end();
    await rm(dataDir, { recursive: true, force: true });
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('runs an order once when the process was killed (SIGKILL) before its transaction committed', async () => {
    const lender: Lender = await investor(t, 5_000);
    const loan = await marketLoan(t);
    const body = await orderBody(loan.serial);
    const key = randomUUID();
    const child = await startChildApi(t.databaseUrl, sessionSecret, dataDir, { PGAPPNAME: CHILD_APP_NAME });
    try {
      const session = await signInToChild(child, lender.email);
      // Hold the loan, so the order waits inside its transaction.
      await holder.query('BEGIN');
      await holder.query(`SELECT id FROM loans WHERE serial = $1 FOR UPDATE`, [loan.serial]);
      const answer = postToChild(child, session, ORDERS, body, key);
      await until(
        `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock') AS ok`,
        [CHILD_APP_NAME],
        answer,
      );
      await kill(child);
      expect(await answer).toBeNull();
    } finally {
      await holder.query('ROLLBACK');
      if (child.process.exitCode === null && child.process.signalCode === null) await kill(child);
    }
    expect(await ordersOf(lender.id)).toEqual([]);
    expect(await ledgerBalances(t, lender.id)).toEqual({ cash: 5_000, locked: 0 });

    const retry = await placeOrder(t, lender, [{ serial: loan.serial, amount: AMOUNT }], { key });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(lender.id)).toHaveLength(1);
    expect(await ledgerBalances(t, lender.id)).toEqual({ cash: 4_000, locked: AMOUNT });
  }, 60_000);

  it('replays the committed order when the process was killed (SIGKILL) after the commit', async () => {
    const lender: Lender = await investor(t, 5_000);
    const loan = await marketLoan(t);
    const body = await orderBody(loan.serial);
    const key = randomUUID();
    const child = await startChildApi(t.databaseUrl, sessionSecret, dataDir, { PGAPPNAME: CHILD_APP_NAME });
    try {
      const session = await signInToChild(child, lender.email);
      // The answer may or may not reach the client before the kill: either way the retry must replay.
      const answer = postToChild(child, session, ORDERS, body, key).catch(() => undefined);
      await until(`SELECT EXISTS (SELECT 1 FROM orders WHERE user_id = $1) AS ok`, [lender.id]);
      await kill(child);
      await answer;
    } finally {
      if (child.process.exitCode === null && child.process.signalCode === null) await kill(child);
    }
    const [placed] = await ordersOf(lender.id);

    const retry = await placeOrder(t, lender, [{ serial: loan.serial, amount: AMOUNT }], { key });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.order.serial).toBe(placed?.serial);
    expect(await ordersOf(lender.id)).toHaveLength(1);
    expect(await ledgerBalances(t, lender.id)).toEqual({ cash: 4_000, locked: AMOUNT });
  }, 60_000);

  it('runs an order once when its database session was terminated mid-transaction (500), the key kept free', async () => {
    const lender: Lender = await investor(t, 5_000);
    const loan = await marketLoan(t);
    const key = randomUUID();
    await holder.query('BEGIN');
    let first;
    try {
      await holder.query(`SELECT id FROM loans WHERE serial = $1 FOR UPDATE`, [loan.serial]);
      const pending = placeOrder(t, lender, [{ serial: loan.serial, amount: AMOUNT }], { key });
      await until(
        `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()) AS ok`,
      );
      await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      first = await pending;
    } finally {
      await holder.query('ROLLBACK');
    }
    expect(first.status).toBe(500);
    expect(await ordersOf(lender.id)).toEqual([]);

    const retry = await placeOrder(t, lender, [{ serial: loan.serial, amount: AMOUNT }], { key });
    expect(retry.status).toBe(201);
    expect(await ordersOf(lender.id)).toHaveLength(1);
    const again = await placeOrder(t, lender, [{ serial: loan.serial, amount: AMOUNT }], { key });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await ordersOf(lender.id)).toHaveLength(1);
  }, 60_000);
});
