import { join } from 'node:path';
import type { Env } from '../config/env.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface DatabaseHandle {
  /** The owner's connection: migrations run on it. */
  url: string;
  /** What the API's pool connects with (it then works as APP_DATABASE_ROLE): DATABASE_APP_URL, else url. */
  appUrl: string;
  embedded: boolean;
  /** The embedded server mixes up statements sent on concurrent connections, so it gets one. */
  poolSize: number;
  close(): Promise<void>;
}

export const SERVER_POOL_SIZE = 10;
export const EMBEDDED_POOL_SIZE = 1;

/** DATABASE_URL when set; otherwise an embedded PostgreSQL whose data lives in DATA_DIR/db. */
export async function openDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    return {
      url: env.DATABASE_URL,
      appUrl: env.DATABASE_APP_URL ?? env.DATABASE_URL,
      embedded: false,
      poolSize: SERVER_POOL_SIZE,
      close: async () => undefined,
    };
  }
  const embedded = await startEmbeddedPostgres(join(env.DATA_DIR, 'db'));
  return { url: embedded.url, appUrl: embedded.url, embedded: true, poolSize: EMBEDDED_POOL_SIZE, close: () => embedded.stop() };
}
