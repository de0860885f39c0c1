import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { migrate } from '../src/database/data-source.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { PASSWORD } from './factories/members.js';
import { ORDERS, expectInvestedMatches, investor, ledgerBalances, line, loanState, marketLoan } from './factories/orders.js';
import { signInAt, startChildApi } from './child-api/child-api.js';
import type { ChildApi } from './child-api/child-api.js';
import { startPrivatePostgres } from './private-postgres/private-postgres.js';
import type { PrivatePostgres } from './private-postgres/private-postgres.js';

const LENDERS = 16;
/** Each lender's orders, one after another; the lenders order at the same time. */
const ORDERS_EACH = 3;
const CASH = 5_000;
const AMOUNT = 1_000;
/** Each loan is asked for 24 orders of NT$1,000 and holds 20: the last ones are refused as sold out. */
const LOAN_AMOUNT = 20_000;
/** The database sessions of each process carry its name, so the test sees where its requests wait. */
const KILLED_APP = 'lendbridge-killed-api';
const SURVIVOR_APP = 'lendbridge-surviving-api';
const POLL_MS = 20;

/** A lender's session, valid on every process (the sessions live in the database). */
interface Session {
  lender: Lender;
  cookie: string;
  csrfToken: string;
}

/** An answer as a client saw it; null when the connection broke before an answer came. */
interface Answer {
  status: number;
  replayed: boolean;
  body: { code?: string; data?: { order?: { serial: string }; investments?: { serial: string; loan_serial: string; amount: number }[] } };
}

interface Attempt {
  session: Session;
  key: string;
  body: object;
  /** The process the first request went to. */
  via: 'killed' | 'survivor';
  first: Answer | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(base: string, lender: Lender): Promise<Session> {
  return { lender, ...(await signInAt(base, lender.email, PASSWORD)) };
}

/** Places the order at `base`: the answer, or null when the process or the connection died first. */
async function order(base: string, attempt: Attempt): Promise<Answer | null> {
  try {
    const response = await fetch(`${base}${ORDERS}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': attempt.session.csrfToken,
        'idempotency-key': attempt.key,
        cookie: attempt.session.cookie,
      },
      body: JSON.stringify(attempt.body),
    });
    return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true', body: (await response.json()) as Answer['body'] };
  } catch {
    return null;
  }
}

const placed = (answer: Answer | null): boolean => answer?.status === 201;

describe('orders from two API processes while one is killed and PostgreSQL restarts', () => {
  let pg: PrivatePostgres;
  let t: TestApp;
  let dataDir: string;
  const children: ChildApi[] = [];
  const sessionSecret = randomBytes(32).toString('hex');

  const startChild = async (name: string): Promise<ChildApi> => {
    const child = await startChildApi(pg.url, sessionSecret, dataDir, { PGAPPNAME: name });
    children.push(child);
    return child;
  };

  /** A query on a connection of its own, opened after the restart. */
  const query = async <T,>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: pg.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    await migrate(pg.url);
    t = await createTestApp({}, { databaseUrl: pg.url, sessionSecret });
    dataDir = await mkdtemp(join(tmpdir(), 'lendbridge-fault-'));
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
      await child.exited;
    }
    await t?.close();
    await pg?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every retried Idempotency-Key with its first answer or runs it exactly once, oversells nothing, and the ledger reconciles', async () => {
    const lenders: Lender[] = [];
    for (let start = 0; start < LENDERS; start += 8) lenders.push(...(await Promise.all(Array.from({ length: 8 }, () => investor(t, CASH)))));
    const loans = [await marketLoan(t, { amount: LOAN_AMOUNT }), await marketLoan(t, { amount: LOAN_AMOUNT })];
    const lines = await Promise.all(loans.map((loan) => line(t, loan.serial, AMOUNT)));
    const confirmations = { payment_method: 'balance', contract_accepted: true, no_protection_accepted: true, student_project_accepted: true, collateral_contract_accepted: true };

    const [killed, survivor] = [await startChild(KILLED_APP), await startChild(SURVIVOR_APP)];
    const sessions = await Promise.all(lenders.map((lender) => signIn(survivor.base, lender)));
    const attempts: Attempt[][] = sessions.map((session, index) =>
      Array.from({ length: ORDERS_EACH }, (_, round) => {
        const loanLine = lines[(index + round) % lines.length];
        return {
          session,
          key: randomUUID(),
          body: { loans: [loanLine], ...confirmations },
          via: (index + round) % 2 === 0 ? 'killed' : 'survivor',
          first: null,
        };
      }),
    );

    // Every lender's first order goes through on its own: orders committed on both processes before the fault.
    await Promise.all(
      attempts.map(async ([first]) => {
        first.first = await order(first.via === 'killed' ? killed.base : survivor.base, first);
      }),
    );
    expect(attempts.every(([first]) => placed(first.first))).toBe(true);
    // Then both loans are held, and the lenders send their other orders one after another, half of them
    // to the process that is killed: the orders wait for the loans inside their transactions on both
    // processes, and the one process dies and PostgreSQL crashes under them.
    const holder = new Client({ connectionString: pg.url });
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query(`SELECT id FROM loans WHERE serial = ANY ($1) FOR UPDATE`, [loans.map((loan) => loan.serial)]);
    const run = Promise.all(
      attempts.map(async (own) => {
        for (const attempt of own.slice(1)) attempt.first = await order(attempt.via === 'killed' ? killed.base : survivor.base, attempt);
      }),
    );
    while (
      !(
        await holder.query<{ ok: boolean }>(
          `SELECT count(DISTINCT application_name) = 2 AS ok FROM pg_stat_activity WHERE application_name = ANY ($1) AND wait_event_type = 'Lock'`,
          [[KILLED_APP, SURVIVOR_APP]],
        )
      ).rows[0]?.ok
    ) {
      await pause(POLL_MS);
    }
    killed.process.kill('SIGKILL');
    await killed.exited;
    await pg.crash();
    await holder.end().catch(() => undefined);
    await pg.start();
    await run;

    const all = attempts.flat();
    const failed = (attempt: Attempt) => attempt.first === null || attempt.first.status >= 500;
    // Orders were cut off inside their transactions on both processes: by the kill and by the crash.
    expect(all.some((attempt) => attempt.via === 'killed' && attempt.first === null)).toBe(true);
    expect(all.some((attempt) => attempt.via === 'survivor' && failed(attempt))).toBe(true);
    expect(all.filter((attempt) => placed(attempt.first)).length).toBeGreaterThan(0);
    for (const attempt of all) if (attempt.first) expect(attempt.first.replayed).toBe(false);

    // Every key is retried on the surviving process, then again on a restarted one.
    const retried = await Promise.all(all.map((attempt) => order(survivor.base, attempt)));
    const restarted = await startChild('lendbridge-restarted-api');
    const again = await Promise.all(all.map((attempt) => order(restarted.base, attempt)));

    for (const [index, attempt] of all.entries()) {
      const retry = retried[index];
      expect(retry).not.toBeNull();
      expect([201, 409]).toContain(retry?.status);
      if (attempt.first && attempt.first.status < 500) {
        expect({ key: attempt.key, status: retry?.status, replayed: retry?.replayed, body: retry?.body }).toEqual({
          key: attempt.key,
          status: attempt.first.status,
          replayed: true,
          body: attempt.first.body,
        });
      }
      expect({ key: attempt.key, status: again[index]?.status, replayed: again[index]?.replayed, body: again[index]?.body }).toEqual({
        key: attempt.key,
        status: retry?.status,
        replayed: true,
        body: retry?.body,
      });
    }

    // Exactly one order, one investment and one hold in the ledger for each key that placed one; none for the others.
    for (const [index, own] of attempts.entries()) {
      const lender = lenders[index];
      const answers = own.map((_, round) => retried[index * ORDERS_EACH + round]);
      const serials = answers.filter(placed).map((answer) => answer?.body.data?.order?.serial);
      const orders = await query<{ serial: string }>(`SELECT serial FROM orders WHERE user_id = $1 ORDER BY serial`, [lender.id]);
      expect(orders.map((row) => row.serial)).toEqual([...serials].sort());
      const investments = answers.filter(placed).flatMap((answer) => answer?.body.data?.investments ?? []);
      expect(investments).toHaveLength(serials.length);
      for (const investment of investments) {
        const holds = await query<{ amount: number }>(`SELECT amount::int FROM ledger_transfers WHERE reference = $1 AND kind = 'invest_hold'`, [
          `investment:${investment.serial}`,
        ]);
        expect(holds).toEqual([{ amount: AMOUNT }]);
      }
      const spent = investments.reduce((sum, investment) => sum + investment.amount, 0);
      expect(await ledgerBalances(t, lender.id)).toEqual({ cash: CASH - spent, locked: spent });
    }

    // Nothing oversold: each loan sold what the placed orders hold, never more than its amount.
    for (const loan of loans) {
      const sold = retried
        .filter(placed)
        .flatMap((answer) => answer?.body.data?.investments ?? [])
        .filter((investment) => investment.loan_serial === loan.serial)
        .reduce((sum, investment) => sum + investment.amount, 0);
      const state = await loanState(t, loan.serial);
      expect(state.invested_amount).toBe(sold);
      expect(state.invested_amount).toBe(LOAN_AMOUNT);
      await expectInvestedMatches(t, loan.serial);
    }
    // More was asked than the two loans hold: they sold out, and every refusal is the sold-out answer.
    for (const answer of retried.filter((candidate) => candidate?.status === 409)) expect(answer?.body.code).toBe('CART_CHANGED');
    const [{ negative }] = await query<{ negative: number }>(`SELECT count(*)::int AS negative FROM ledger_accounts WHERE kind <> 'bank' AND balance < 0`);
    expect(negative).toBe(0);
    await expectLedgerReconciled(t);
  }, 240_000);
});
