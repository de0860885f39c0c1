import { mkdir, open, readFile, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const EMBEDDED_MAX_CONNECTIONS = 10;

async function takeLock(lockPath: string): Promise<FileHandle> {
  try {
    return await open(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number((await readFile(lockPath, 'utf8')).trim());
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(`The embedded database in ${lockPath} is in use by process ${holder}`, { cause: error });
    }
    await rm(lockPath, { force: true });
    return open(lockPath, 'wx');
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs PostgreSQL (PGlite) inside this process and exposes it on a loopback port, so TypeORM and
 * `pg` reach it like any server. `dataDir` undefined keeps the database in memory.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  let lock: FileHandle | undefined;
  let lockPath: string | undefined;
  let location = 'memory://';
  if (dataDir) {
    const absolute = resolve(dataDir);
    await mkdir(absolute, { recursive: true });
    lockPath = join(absolute, 'lendbridge.lock');
    lock = await takeLock(lockPath);
    await lock.writeFile(String(process.pid));
    location = join(absolute, 'pgdata');
    await mkdir(location, { recursive: true });
  }
  const db = await PGlite.create(location);
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    dataDir: location,
    async stop() {
      await server.stop();
      await db.close();
      if (lock && lockPath) {
        await lock.close();
        await rm(lockPath, { force: true });
      }
    },
  };
}
