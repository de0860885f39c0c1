#!/usr/bin/env node
/**
 * The product as the browser journeys see it: the built API (serving both front ends) on a database of
 * its own — a fresh one on the PostgreSQL server when one answers, else the embedded one in a
 * temporary folder — with the demo accounts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT;
if (!port) throw new Error('E2E_PORT names the port to serve on (playwright.config.ts picks a free one)');
const database = `lendbridge_e2e_${port}`;

async function serverUrl() {
  const candidate = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${database}`);
    const url = new URL(candidate);
    url.pathname = `/${database}`;
    return url.toString();
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const databaseUrl = await serverUrl();
const dataDir = mkdtempSync(join(tmpdir(), 'lendbridge-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  STATIC_DIR: join(root, 'apps'),
};
if (databaseUrl) env.DATABASE_URL = databaseUrl;
else delete env.DATABASE_URL;

const child = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], {
  cwd: join(root, 'apps', 'api'),
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
