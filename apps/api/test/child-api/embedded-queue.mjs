// An API process on the embedded database, as `npm start` runs without DATABASE_URL: PGlite in
// CHILD_DATA_DIR on a loopback port, migrated, with the job queue's workers on. Once every
// periodic job has completed a round from the queue it prints "completed <queue names as JSON>"
// and stops; when they have not after its bounded wait it prints "waiting <the completed ones>".
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);

const POLL_MS = 500;
const POLL_TRIES = 240;

await import('reflect-metadata');
const { DataSource } = await import('typeorm');
const { JOB_QUEUES } = await import('@lendbridge/domain');
const { createApp } = await import('../../src/app.ts');
const { JOB_QUEUE_SCHEMA, JobQueue } = await import('../../src/common/job-queue.ts');
const { setLogLevel } = await import('../../src/common/logger.ts');
const { loadEnv } = await import('../../src/config/env.ts');
const { migrate } = await import('../../src/database/data-source.ts');
const { openDatabase } = await import('../../src/database/database.ts');

setLogLevel('silent');
const env = loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATA_DIR: process.env.CHILD_DATA_DIR, JOB_WORKERS: 'true' });
const database = await openDatabase(env);
await migrate(database.url, { embedded: database.embedded });
const app = await createApp({ env, databaseUrl: database.appUrl, poolSize: database.poolSize, sessionSecret: 'embedded-queue-test-session-secret-0123456789' });
await app.init();
await app.get(JobQueue).started();
const wanted = Object.values(JOB_QUEUES).length;
let completed = [];
for (let attempt = 0; attempt < POLL_TRIES && completed.length < wanted; attempt += 1) {
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  const rows = await app.get(DataSource).query(`SELECT DISTINCT name FROM ${JOB_QUEUE_SCHEMA}.job WHERE state = 'completed' ORDER BY name`);
  completed = rows.map((row) => row.name);
}
await app.close();
await database.close();
process.stdout.write(`${completed.length === wanted ? 'completed' : 'waiting'} ${JSON.stringify({ embedded: database.embedded, queues: completed })}\n`);
