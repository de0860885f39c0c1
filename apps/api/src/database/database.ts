import { join } from 'node:path';
import type { Env } from '../config/env.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL whose data lives in DATA_DIR/db. */
export async function openDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, close: async () => undefined };
  const embedded = await startEmbeddedPostgres(join(env.DATA_DIR, 'db'));
  return { url: embedded.url, embedded: true, close: () => embedded.stop() };
}
