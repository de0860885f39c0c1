import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import type { Response } from 'supertest';
import { createApp } from '../src/app.js';
import { setLogLevel } from '../src/common/logger.js';
import { loadEnv } from '../src/config/env.js';
import type { Env } from '../src/config/env.js';
import { migrate } from '../src/database/data-source.js';
import { EMBEDDED_POOL_SIZE, SERVER_POOL_SIZE } from '../src/database/database.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';

export interface TestApp {
  app: NestExpressApplication;
  databaseUrl: string;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  close(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const TEMPLATE_IN_USE = '55006';
const COPY_RETRY_MS = 100;
const COPY_ATTEMPTS = 300;

/** CREATE DATABASE ... TEMPLATE fails while another worker is still connected to the template: retry. */
async function copyTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== TEMPLATE_IN_USE || attempt >= COPY_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, COPY_RETRY_MS));
    }
  }
}

/** A database of this test file's own: a copy of the migrated template, or on the embedded server a fresh schema. */
async function provisionDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.LENDBRIDGE_TEST_SERVER_URL;
  if (!serverUrl) throw new Error('The API tests run through jest, whose global setup provides the database');
  const template = process.env.LENDBRIDGE_TEST_TEMPLATE;
  if (!template) {
    // One session serves every connection of the embedded server: leave the API's role of the previous file first.
    await adminQuery(serverUrl, 'RESET ROLE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
    await migrate(serverUrl, { embedded: true });
    return { url: serverUrl, drop: async () => undefined };
  }
  await migrate(withDatabase(serverUrl, template));
  const name = `lendbridge_test_${randomBytes(6).toString('hex')}`;
  await copyTemplate(serverUrl, name, template);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestAppOptions {
  /** Another process of the same deployment: reuse this database instead of a new one. */
  databaseUrl?: string;
  sessionSecret?: string;
}

/** Boots the real application against a database of its own. */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  setLogLevel('silent');
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await provisionDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'lendbridge-test-'));
  const env = loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...overrides });
  const app = await createApp({
    env,
    databaseUrl: database.url,
    poolSize: process.env.LENDBRIDGE_TEST_EMBEDDED === '1' ? EMBEDDED_POOL_SIZE : SERVER_POOL_SIZE,
    sessionSecret: options.sessionSecret ?? randomBytes(32).toString('hex'),
  });
  await app.init();
  return {
    app,
    databaseUrl: database.url,
    http: app.getHttpServer(),
    /** Closes the app and drops its database; fails the test file when the ledger does not reconcile. */
    async close() {
      const ledger = await app.get(LedgerService).reconcile();
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      if (!ledger.ok) {
        throw new Error(
          `The ledger does not reconcile: total ${ledger.total_balance}, differences ${JSON.stringify(ledger.differences)}`,
        );
      }
    },
  };
}

export const AJAX = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** A browser-like client: keeps the session cookie and sends the ajax and CSRF headers on every change. */
export class Browser {
  readonly agent: ReturnType<typeof request.agent>;
  csrfToken = '';

  constructor(http: TestApp['http']) {
    this.agent = request.agent(http);
  }

  async refreshCsrf(): Promise<string> {
    const response = await this.agent.get('/api/auth/csrf').expect(200);
    this.csrfToken = (response.body as { data: { csrfToken: string } }).data.csrfToken;
    return this.csrfToken;
  }

  get(path: string) {
    return this.agent.get(path);
  }

  async send(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object): Promise<Response> {
    if (!this.csrfToken) await this.refreshCsrf();
    const call = this.agent[method](path).set(AJAX).set('X-CSRF-Token', this.csrfToken);
    return body === undefined ? call : call.send(body);
  }

  post(path: string, body?: object): Promise<Response> {
    return this.send('post', path, body);
  }

  put(path: string, body?: object): Promise<Response> {
    return this.send('put', path, body);
  }

  delete(path: string): Promise<Response> {
    return this.send('delete', path);
  }
}
