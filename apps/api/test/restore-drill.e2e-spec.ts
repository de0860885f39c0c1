import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { createApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { migrate } from '../src/database/data-source.js';
import { EMBEDDED_POOL_SIZE } from '../src/database/database.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { PASSWORD, uploadImage } from './factories/members.js';
import type { Member } from './factories/members.js';
import { investor, marketLoan, placeOrder } from './factories/orders.js';
import { signInAt, startChildApi, startEmbeddedDatabase } from './child-api/child-api.js';
import type { ChildApi, EmbeddedDatabase } from './child-api/child-api.js';
import { PRIVATE_POSTGRES_BIN, startPrivatePostgres } from './private-postgres/private-postgres.js';
import type { PrivatePostgres } from './private-postgres/private-postgres.js';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../..');
const LENDERS = 6;
/** Enough cash and loan amount that the load never runs out while the backup runs. */
const CASH = 200_000;
const AMOUNT = 1_000;
const POLL_MS = 20;

/** The environment of `npm run backup` / `npm run restore`: only what the test gives them (no DATABASE_URL of the run). */
const scriptEnv = (settings: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  PG_BIN: PRIVATE_POSTGRES_BIN,
  ...settings,
});

async function backup(folder: string, settings: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/backup.mjs'), folder], { cwd: ROOT, env: scriptEnv(settings) });
  return stdout;
}

async function restore(folder: string, settings: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/restore.mjs'), folder], { cwd: ROOT, env: scriptEnv(settings) });
  return stdout;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One row of one query on a connection of its own. */
async function queryOne<T>(url: string, sql: string, params: unknown[] = []): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/** Each lender's cash and locked balances as the ledger holds them, and what its investments hold. */
const HOLDINGS = `
  SELECT u.id,
         (SELECT balance FROM ledger_accounts WHERE user_id = u.id AND kind = 'user_cash')::bigint AS cash,
         (SELECT balance FROM ledger_accounts WHERE user_id = u.id AND kind = 'user_locked')::bigint AS locked,
         (SELECT COALESCE(sum(amount), 0) FROM investments WHERE user_id = u.id AND status IN ('pending_payment', 'waiting'))::bigint AS invested
    FROM users u WHERE u.id = ANY ($1::bigint[]) ORDER BY u.id`;

interface Holding {
  id: string;
  cash: string;
  locked: string;
  invested: string;
}

describe('restore drill: a server backup taken under load', () => {
  let t: TestApp;
  /** The server backed up and the new one restored into: both PostgreSQL 15 clusters of this test's own. */
  let origin: PrivatePostgres;
  let target: PrivatePostgres;
  let child: ChildApi | undefined;
  let work: string;
  const sessionSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lendbridge-drill-'));
    [origin, target] = await Promise.all([startPrivatePostgres(), startPrivatePostgres()]);
    await migrate(origin.url);
    t = await createTestApp({ UPLOAD_DIR: join(work, 'source-uploads') }, { databaseUrl: origin.url, sessionSecret });
  }, 120_000);

  afterAll(async () => {
    if (child && child.process.exitCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
    await target?.remove();
    await t?.close();
    await origin?.remove();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('restores into a fresh database of a new server: the API starts on it, the ledger reconciles, a member signs in and finds its file', async () => {
    const admin = await adminOf(t);
    const lenders: Lender[] = await Promise.all(Array.from({ length: LENDERS }, () => investor(t, CASH)));
    const loans = [await marketLoan(t, { amount: 500_000 }), await marketLoan(t, { amount: 500_000 })];
    const fileId = await uploadImage(lenders[0], 'image');
    const files = (await readdir(join(work, 'source-uploads'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

    // Every lender orders one order after another until told to stop.
    let stopping = false;
    const failed: number[] = [];
    const load = Promise.all(
      lenders.map(async (lender, index) => {
        for (let round = index; !stopping; round += 1) {
          const answer = await placeOrder(t, lender, [{ serial: loans[round % loans.length].serial, amount: AMOUNT }]);
          if (answer.status >= 500) failed.push(answer.status);
        }
      }),
    );
    const ordersNow = async () => (await queryOne<{ count: number }>(t.databaseUrl, `SELECT count(*)::int AS count FROM orders`)).count;
    const untilMoreThan = async (count: number) => {
      while ((await ordersNow()) <= count) await pause(POLL_MS);
    };
    let printed: string;
    let before: number;
    let after: number;
    try {
      await untilMoreThan(0);
      before = await ordersNow();
      printed = await backup(join(work, 'backup'), { DATABASE_URL: t.databaseUrl, DATA_DIR: join(work, 'source-data'), UPLOAD_DIR: join(work, 'source-uploads') });
      after = await ordersNow();
      // The load goes on past the backup, so orders both sides of its snapshot exist.
      await untilMoreThan(after);
    } finally {
      stopping = true;
      await load;
    }
    expect(failed).toEqual([]);
    expect(printed).toContain('server database');
    expect(printed).toContain(`${files} uploaded files`);
    const manifest = JSON.parse(await readFile(join(work, 'backup', 'manifest.json'), 'utf8')) as {
      database: { kind: string; file: string; migrations: string[] };
      uploads: { storage: string; files: number };
    };
    expect(manifest.database).toMatchObject({ kind: 'server', file: 'database.dump' });
    expect(manifest.uploads).toMatchObject({ storage: 'disk', files });

    await queryOne(target.url, 'CREATE DATABASE lendbridge');
    const restoredUrl = target.urlOf('lendbridge');
    const restoredData = join(work, 'restored-data');
    await restore(join(work, 'backup'), { DATABASE_URL: restoredUrl, DATA_DIR: restoredData });
    // A second restore into the same database is refused: it already holds one.
    await expect(restore(join(work, 'backup'), { DATABASE_URL: restoredUrl, DATA_DIR: join(work, 'elsewhere') })).rejects.toThrow(
      'restore into a new, empty database',
    );
    expect(await migrate(restoredUrl)).toEqual([]);

    const ids = lenders.map((lender) => lender.id);
    const restoredOrders = (await queryOne<{ count: number }>(restoredUrl, `SELECT count(*)::int AS count FROM orders`)).count;
    expect(restoredOrders).toBeGreaterThanOrEqual(before);
    expect(restoredOrders).toBeLessThan(await ordersNow());
    const client = new Client({ connectionString: restoredUrl });
    await client.connect();
    try {
      // The snapshot is one moment: each lender's ledger agrees with its investments.
      for (const row of (await client.query<Holding>(HOLDINGS, [ids])).rows) {
        expect({ id: row.id, cash: Number(row.cash), locked: Number(row.locked) }).toEqual({
          id: row.id,
          cash: CASH - Number(row.invested),
          locked: Number(row.invested),
        });
      }
    } finally {
      await client.end();
    }

    child = await startChildApi(restoredUrl, sessionSecret, restoredData);
    const staff = await signInAt(child.base, admin.email, PASSWORD);
    const books = await fetch(`${child.base}/api/console/ledger/reconciliation`, { headers: { cookie: staff.cookie } });
    expect(books.status).toBe(200);
    const report = ((await books.json()) as { data: { ok: boolean; total_balance: number; differences: unknown[]; transfers_checked: number } }).data;
    expect(report).toMatchObject({ ok: true, total_balance: 0, differences: [] });
    expect(report.transfers_checked).toBeGreaterThan(restoredOrders);

    const member = await signInAt(child.base, lenders[0].email, PASSWORD);
    const overview = await fetch(`${child.base}/api/account/overview`, { headers: { cookie: member.cookie } });
    expect(overview.status).toBe(200);
    const restored = (await queryOne<Holding>(restoredUrl, HOLDINGS, [[lenders[0].id]]));
    expect(((await overview.json()) as { data: { user_lock_amount: number } }).data.user_lock_amount).toBe(Number(restored.locked));
    const file = await fetch(`${child.base}/api/uploads/${fileId}`, { headers: { cookie: member.cookie } });
    expect(file.status).toBe(200);
    const original = await lenders[0].browser.get(`/api/uploads/${fileId}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(original.body);
    await expectLedgerReconciled(t);
  }, 240_000);
});

/** The application on an embedded database in `dataDir`, as `npm start` runs it without DATABASE_URL. */
async function embeddedApp(dataDir: string, sessionSecret: string): Promise<{ t: TestApp; db: EmbeddedDatabase }> {
  const db = await startEmbeddedDatabase(dataDir);
  await migrate(db.url, { embedded: true });
  const env = loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await createApp({ env, databaseUrl: db.url, poolSize: EMBEDDED_POOL_SIZE, sessionSecret });
  await app.init();
  const t: TestApp = {
    app,
    databaseUrl: db.url,
    http: app.getHttpServer(),
    async close() {
      await app.close();
      await db.stop();
    },
  };
  return { t, db };
}

describe('restore drill: the embedded database', () => {
  let work: string;
  let running: TestApp | undefined;
  const sessionSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lendbridge-drill-embedded-'));
  });

  afterAll(async () => {
    await running?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('backs up the stopped embedded database with its files and restores it into a new data folder', async () => {
    const source = join(work, 'source');
    const { t } = await embeddedApp(source, sessionSecret);
    running = t;
    const lender = await investor(t, CASH);
    const loan = await marketLoan(t);
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: AMOUNT }])).status).toBe(201);
    const fileId = await uploadImage(lender, 'image');
    const files = (await readdir(join(source, 'uploads'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

    // While the API holds the embedded database, the backup is refused.
    await expect(backup(join(work, 'refused'), { DATA_DIR: source })).rejects.toThrow('stop the API, then back up');
    await t.close();
    running = undefined;
    const printed = await backup(join(work, 'backup'), { DATA_DIR: source });
    expect(printed).toContain('embedded database');
    expect(printed).toContain(`${files} uploaded files`);
    // A data folder that already holds a database is refused.
    await expect(restore(join(work, 'backup'), { DATA_DIR: source })).rejects.toThrow('already holds a database');

    const copy = join(work, 'restored');
    await restore(join(work, 'backup'), { DATA_DIR: copy });
    const restored = await embeddedApp(copy, sessionSecret);
    running = restored.t;
    expect(await migrate(restored.db.url, { embedded: true })).toEqual([]);
    const report = await restored.t.app.get(LedgerService).reconcile();
    expect(report).toMatchObject({ ok: true, total_balance: 0, differences: [] });
    expect(await restored.t.app.get(LedgerService).balances(lender.id)).toEqual({ cash: CASH - AMOUNT, locked: AMOUNT });

    const browser = new Browser(restored.t.http);
    const login = await browser.post('/api/auth/login', { email: lender.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const signedIn: Member = { browser, email: lender.email, id: lender.id };
    const file = await signedIn.browser.get(`/api/uploads/${fileId}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const overview = await browser.agent.get('/api/account/overview').set(AJAX);
    expect(overview.body.data.user_lock_amount).toBe(AMOUNT);
  }, 240_000);
});
