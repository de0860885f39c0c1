import 'reflect-metadata';
import { createApp } from './app.js';
import { holdJobsUntil } from './common/job-queue.js';
import { logger, setLogLevel } from './common/logger.js';
import { ConfigError, loadEnv } from './config/env.js';
import { resolveSessionSecret } from './config/session-secret.js';
import { openDatabase } from './database/database.js';
import { migrate } from './database/data-source.js';
import { DEMO_PASSWORD, seedDemo } from './database/seed/demo.js';

async function main(): Promise<void> {
  const env = loadEnv();
  setLogLevel(env.LOG_LEVEL);
  const database = await openDatabase(env);
  logger.info('database ready', { embedded: database.embedded });
  const applied = await migrate(database.url, { embedded: database.embedded });
  if (applied.length) logger.info('migrations applied', { migrations: applied });
  const app = await createApp({
    env,
    databaseUrl: database.appUrl,
    poolSize: database.poolSize,
    sessionSecret: await resolveSessionSecret(env),
  });
  if (env.SEED_DEMO) {
    let seedDone = (): void => undefined;
    holdJobsUntil(new Promise<void>((resolve) => (seedDone = resolve)));
    await app.init();
    try {
      const accounts = await seedDemo(app, { embedded: database.embedded });
      if (accounts.length) {
        process.stdout.write(`\nDemo accounts created (password for all: ${DEMO_PASSWORD}):\n`);
        for (const account of accounts) process.stdout.write(`  ${account.email.padEnd(28)} ${account.description}\n`);
      }
    } finally {
      seedDone();
    }
  } else {
    await app.init();
  }
  await app.listen(env.PORT, env.HOST);
  const base = env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;
  process.stdout.write(
    `\n信橋 LendBridge is running:\n  public site  ${base}/\n  console      ${base}/console/\n  API docs     ${base}/api/docs\n\n`,
  );
  const shutdown = async (signal: string) => {
    logger.info('shutting down', { signal });
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else logger.error('failed to start', { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
