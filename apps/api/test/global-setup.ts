import { Client } from 'pg';
import type { EmbeddedPostgres } from '../src/database/embedded-postgres.js';

/** Jest's global setup resolves modules without the test mapping of `.js` suffixes: load the source file itself. */
function loadEmbedded(): typeof import('../src/database/embedded-postgres.js') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('../src/database/embedded-postgres.ts') as typeof import('../src/database/embedded-postgres.js');
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { databaseAnswers } = require('./database-answers.ts') as typeof import('./database-answers.js');

declare global {
  var __LENDBRIDGE_EMBEDDED__: EmbeddedPostgres | undefined;
}

/**
 * Picks the PostgreSQL server for the run (DATABASE_URL, else 127.0.0.1:5432, else an embedded one)
 * and creates an empty template database; the first test file migrates it from empty, and each test
 * file then gets its own copy of it.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const local = 'postgres://postgres@127.0.0.1:5432/postgres';
    if (await databaseAnswers(local)) serverUrl = local;
  }
  if (!serverUrl) {
    process.stdout.write(
      '\nNo PostgreSQL server answered (DATABASE_URL unset, nothing on 127.0.0.1:5432): ' +
        'testing on the embedded PostgreSQL, which runs transactions one at a time.\n',
    );
    const embedded = await loadEmbedded().startEmbeddedPostgres();
    globalThis.__LENDBRIDGE_EMBEDDED__ = embedded;
    process.env.LENDBRIDGE_TEST_EMBEDDED = '1';
    process.env.LENDBRIDGE_TEST_SERVER_URL = embedded.url;
    return;
  }
  const template = `lendbridge_template_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  process.env.LENDBRIDGE_TEST_SERVER_URL = serverUrl;
  process.env.LENDBRIDGE_TEST_TEMPLATE = template;
}
