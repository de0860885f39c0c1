import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './support/test.js';
import { MarketPage } from './pages/MarketPage.js';

const root = resolve(import.meta.dirname, '..', '..', '..');
/** Seeding the whole demo into the embedded database on a loaded 2-core machine. */
const START_TIMEOUT_MS = 480_000;
const READY_LINE = 'LendBridge is running';

/** A port nobody listens on now. */
const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

interface Started {
  process: ChildProcess;
  output: () => string;
}

/** The built product as `npm start` runs it, with no DATABASE_URL: the embedded PostgreSQL keeps its data in dataDir. */
async function startProduct(port: number, dataDir: string): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    STATIC_DIR: join(root, 'apps'),
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_APP_URL;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], { cwd: join(root, 'apps', 'api'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`The product did not start in ${START_TIMEOUT_MS} ms:\n${text}`)), START_TIMEOUT_MS);
    child.stdout?.on('data', () => {
      if (text.includes(READY_LINE)) {
        clearTimeout(timer);
        ready();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The product exited (${String(code)}) before it started:\n${text}`));
    });
  });
  return { process: child, output: () => text };
}

async function stopProduct(started: Started): Promise<void> {
  if (started.process.exitCode !== null) return;
  const exited = new Promise<void>((done) => started.process.once('exit', () => done()));
  started.process.kill('SIGTERM');
  await exited;
}

/**
 * The loans the market cards show, by serial. Their progress is left out: the robo engine's round,
 * every 15 seconds while the product runs, may buy a part of a listed loan between two visits.
 */
const loanSerials = (cards: readonly string[]): string[] => cards.map((text) => /^[A-Z]\d{12}/.exec(text)?.[0] ?? text).sort();

test('the product starts on a bare machine: the embedded database, the demo, and the same data after a restart', async ({ page }) => {
  test.setTimeout(2 * START_TIMEOUT_MS + 120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'lendbridge-bare-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const market = new MarketPage(page);
  try {
    let serials: string[] = [];
    await test.step('the first start migrates the embedded database, creates the demo and serves the market', async () => {
      const first = await startProduct(port, dataDir);
      try {
        expect(first.output()).toContain('Demo accounts created');
        await page.goto(`${base}${market.path}`);
        await expect(market.cards.first()).toBeVisible();
        serials = loanSerials(await market.loanCards.allTextContents());
        expect(serials.length).toBeGreaterThan(0);
      } finally {
        await stopProduct(first);
      }
    });

    await test.step('a restart keeps the data and creates no second demo', async () => {
      const second = await startProduct(port, dataDir);
      try {
        expect(second.output()).not.toContain('Demo accounts created');
        await page.goto(`${base}${market.path}`);
        await expect(market.cards.first()).toBeVisible();
        expect(loanSerials(await market.loanCards.allTextContents())).toEqual(serials);
      } finally {
        await stopProduct(second);
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
