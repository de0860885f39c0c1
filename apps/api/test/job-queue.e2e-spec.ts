import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import {
  JOB_EXPIRE_SECONDS,
  JOB_QUEUES,
  JOB_RETENTION_MINUTES,
  JOB_RETRY_DELAY_SECONDS,
  JOB_RETRY_LIMIT,
  ORDER_DEPOSIT_DEADLINE_DAYS,
  ORDER_INBOX_TEXTS,
  daysBetween,
  shiftIsoDate,
} from '@lendbridge/domain';
import { JOB_QUEUE_SCHEMA, JobQueue } from '../src/common/job-queue.js';
import { logger } from '../src/common/logger.js';
import { BatchJobs } from '../src/modules/repayment/batch.jobs.js';
import { startChildApi } from './child-api/child-api.js';
import type { ChildApi } from './child-api/child-api.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import type { Member } from './factories/members.js';
import { borrowerWithAccount, investor, loanState, marketLoan, placeOrder } from './factories/orders.js';
import { disbursedLoan, ledgerSum, loanRows } from './factories/repayment.js';
import type { DisbursedLoan } from './factories/repayment.js';

const CLOCK = '/api/console/clock';
const EMBEDDED_QUEUE = join(__dirname, 'child-api', 'embedded-queue.mjs');
const POLL_MS = 250;
const POLL_TRIES = 480;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `check` until it answers something, a bounded number of times. */
async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < POLL_TRIES; attempt += 1) {
    const answer = await check();
    if (answer !== undefined) return answer;
    await pause(POLL_MS);
  }
  throw new Error(`Still waiting for ${what}`);
}

describe('periodic jobs on the job queue, with two API processes', () => {
  let t: TestApp;
  let admin: Member;
  let children: ChildApi[] = [];
  let dataDir = '';
  let loan: DisbursedLoan;
  let lender: Lender;
  let orderSerial = '';
  let listedSerial = '';
  let expectedDates: string[] = [];
  const sessionSecret = randomBytes(32).toString('hex');

  const query = <T>(sql: string, parameters: unknown[] = []) => t.app.get(DataSource).query(sql, parameters) as Promise<T[]>;

  beforeAll(async () => {
    t = await createTestApp({}, { sessionSecret });
    admin = await adminOf(t);
    const today = (await admin.browser.get(CLOCK)).body.data.today as string;
    const borrower = await borrowerWithAccount(t);
    // Disbursed four weeks ago: its first instalment falls due within the next days.
    loan = await disbursedLoan(t, borrower, [{ member: await investor(t), amount: 6_000 }, { member: await investor(t), amount: 4_000 }], { period: 12 }, shiftIsoDate(today, -28));
    const firstDue = (await loanRows(t, loan.id))[0]?.due_date as string;
    const daysForward = Math.max(daysBetween(today, firstDue) + 1, ORDER_DEPOSIT_DEADLINE_DAYS + 2);
    const target = shiftIsoDate(today, daysForward);
    expectedDates = [];
    for (let date = firstDue; date <= target; date = shiftIsoDate(date, 1)) expectedDates.push(date);

    // A deposit order that is never paid: its deadline passes when the clock moves.
    const listed = await marketLoan(t);
    listedSerial = listed.serial;
    lender = await investor(t, 0);
    const placed = await placeOrder(t, lender, [{ serial: listed.serial, amount: 1_000 }], { payment_method: 'deposit' });
    expect(placed.status).toBe(201);
    orderSerial = (placed.body.data.order as { serial: string }).serial;

    expect((await admin.browser.put(CLOCK, { days_forward: daysForward })).status).toBe(200);
    dataDir = await mkdtemp(join(tmpdir(), 'lendbridge-queue-'));
    children = await Promise.all([
      startChildApi(t.databaseUrl, sessionSecret, dataDir, { CHILD_JOB_WORKERS: 'true', PGAPPNAME: 'lendbridge-queue-a' }),
      startChildApi(t.databaseUrl, sessionSecret, dataDir, { CHILD_JOB_WORKERS: 'true', PGAPPNAME: 'lendbridge-queue-b' }),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const child of children) {
      child.process.kill('SIGTERM');
      await child.exited;
    }
    await expectLedgerReconciled(t);
    await t.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('holds the five queues with the retry, expiry and retention of the shared rules', async () => {
    const queues = await query<Record<string, unknown>>(
      `SELECT name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, retention_minutes
         FROM ${JOB_QUEUE_SCHEMA}.queue WHERE name = ANY ($1::text[]) ORDER BY name`,
      [Object.values(JOB_QUEUES)],
    );
    expect(queues).toEqual(
      Object.values(JOB_QUEUES)
        .sort()
        .map((name) => ({
          name,
          policy: 'standard',
          retry_limit: JOB_RETRY_LIMIT,
          retry_delay: JOB_RETRY_DELAY_SECONDS,
          retry_backoff: false,
          expire_seconds: JOB_EXPIRE_SECONDS,
          retention_minutes: JOB_RETENTION_MINUTES,
        })),
    );
  });

  it('runs the daily batch once for each business date up to the moved clock, and collects each instalment once', async () => {
    const last = expectedDates[expectedDates.length - 1] as string;
    await until('the batch to reach the business date', async () => {
      const [row] = await query<{ status: string }>(`SELECT status FROM batch_runs WHERE business_date = $1`, [last]);
      return row?.status === 'done' ? true : undefined;
    });
    const runs = await query<{ business_date: string; status: string; started_by: number | null }>(
      `SELECT to_char(business_date, 'YYYY-MM-DD') AS business_date, status, started_by FROM batch_runs ORDER BY business_date`,
    );
    expect(runs).toEqual(expectedDates.map((date) => ({ business_date: date, status: 'done', started_by: null })));

    const [first] = await loanRows(t, loan.id);
    expect(first).toMatchObject({ status: 'paid', paid_principal: first?.principal, paid_interest: first?.interest });
    expect(await ledgerSum(t, 'repayment_collect', loan.borrowerId, 'debit')).toBe((first?.principal ?? 0) + (first?.interest ?? 0));
    const [collects] = await query<{ count: number }>(`SELECT count(*)::int AS count FROM ledger_transfers WHERE kind = 'repayment_collect'`);
    expect(collects?.count).toBe(1);

    // Both processes offered the batch every minute; the queue kept one job a minute.
    const slots = await query<{ jobs: number; slots: number }>(
      `SELECT count(*)::int AS jobs, count(DISTINCT singleton_on)::int AS slots FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = $1`,
      [JOB_QUEUES.batch],
    );
    expect(slots[0]?.jobs).toBeGreaterThan(0);
    expect(slots[0]?.jobs).toBe(slots[0]?.slots);
    // A round after the queue's finds nothing left to run.
    expect(await t.app.get(BatchJobs).catchUp()).toEqual([]);
  });

  it('lapses an unpaid deposit order past its deadline once', async () => {
    await until('the order to lapse', async () => {
      const [order] = await query<{ status: string }>(`SELECT status FROM orders WHERE serial = $1`, [orderSerial]);
      return order?.status === 'lapsed' ? true : undefined;
    });
    const notices = await query<{ count: number }>(`SELECT count(*)::int AS count FROM inbox_messages WHERE user_id = $1 AND subject = $2`, [
      lender.id,
      ORDER_INBOX_TEXTS.orderLapsedSubject,
    ]);
    expect(notices[0]?.count).toBe(1);
    expect((await loanState(t, listedSerial)).invested_amount).toBe(0);
    const lapsed = await query<{ lapsed: number; jobs: number; slots: number }>(
      `SELECT COALESCE(sum((output->>'lapsed')::int), 0)::int AS lapsed, count(*)::int AS jobs, count(DISTINCT singleton_on)::int AS slots
         FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'completed'`,
      [JOB_QUEUES.orders],
    );
    expect(lapsed[0]).toMatchObject({ lapsed: 1 });
    expect(lapsed[0]?.jobs).toBe(lapsed[0]?.slots);
  });

  it('tries a round that throws again, and logs the failure', async () => {
    const queue = 'job-queue-test-flaky';
    const owner = new Client({ connectionString: t.databaseUrl });
    await owner.connect();
    try {
      await owner.query(`SELECT ${JOB_QUEUE_SCHEMA}.create_queue($1, $2::json)`, [
        queue,
        JSON.stringify({ policy: 'standard', retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 60, retentionMinutes: 60 }),
      ]);
    } finally {
      await owner.end();
    }
    const worker = await createTestApp({ JOB_WORKERS: 'true' }, { databaseUrl: t.databaseUrl, sessionSecret });
    const logged = jest.spyOn(logger, 'error');
    try {
      let rounds = 0;
      worker.app.get(JobQueue).register({
        queue,
        intervalMs: 60_000,
        failureMessage: 'test job failed',
        round: async () => {
          rounds += 1;
          if (rounds === 1) throw new Error('the first round fails');
          return { rounds };
        },
      });
      const job = await until('the flaky job to complete', async () => {
        const [row] = await query<{ state: string; retry_count: number; output: { rounds: number } }>(
          `SELECT state, retry_count, output FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'completed'`,
          [queue],
        );
        return row;
      });
      expect(job).toMatchObject({ retry_count: 1, output: { rounds: 2 } });
      expect(logged).toHaveBeenCalledWith('test job failed', expect.objectContaining({ queue, error: expect.stringContaining('the first round fails') }));
      // The upkeep runs as the API's role too.
      await worker.app.get(JobQueue).maintain();
      expect(logged.mock.calls.map(([message]) => message)).toEqual(['test job failed']);
    } finally {
      logged.mockRestore();
      await worker.close();
    }
  }, 120_000);
});

describe('periodic jobs on the job queue of the embedded database', () => {
  it('creates the queue with the migrations and runs every job there, as an API process without DATABASE_URL', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lendbridge-queue-embedded-'));
    try {
      const child = spawn(process.execPath, [EMBEDDED_QUEUE], {
        env: { ...process.env, CHILD_DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const lines: string[] = [];
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => lines.push(line));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(0);
      expect(lines.at(-1)).toBe(`completed ${JSON.stringify({ embedded: true, queues: Object.values(JOB_QUEUES).sort() })}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
