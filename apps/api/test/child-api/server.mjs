// One more API process of a test's deployment, for tests that need to kill a process: it serves
// the test's database (CHILD_DATABASE_URL) with the test's session secret on a free port of
// 127.0.0.1, and prints "port <n>" once it listens. With CHILD_REDIS_URL it shares that Redis;
// CHILD_ENV, a JSON object, adds configuration keys (the object store of STORAGE=s3);
// CHILD_JOB_WORKERS=true runs the job queue's workers.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);

await import('reflect-metadata');
const { createApp } = await import('../../src/app.ts');
const { setLogLevel } = await import('../../src/common/logger.ts');
const { loadEnv } = await import('../../src/config/env.ts');

setLogLevel('silent');
const env = loadEnv({
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.CHILD_DATA_DIR,
  REDIS_URL: process.env.CHILD_REDIS_URL,
  JOB_WORKERS: process.env.CHILD_JOB_WORKERS,
  ...JSON.parse(process.env.CHILD_ENV ?? '{}'),
});
const app = await createApp({
  env,
  databaseUrl: process.env.CHILD_DATABASE_URL,
  poolSize: 4,
  sessionSecret: process.env.CHILD_SESSION_SECRET,
});
await app.init();
await app.listen(0, '127.0.0.1');
process.stdout.write(`port ${app.getHttpServer().address().port}\n`);
