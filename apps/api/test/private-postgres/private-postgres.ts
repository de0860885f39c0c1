import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { access, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { databaseAnswers } from '../database-answers.js';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 programs (PRIVATE_POSTGRES_BIN overrides the folder). */
export const PRIVATE_POSTGRES_BIN = process.env.PRIVATE_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const BIN = PRIVATE_POSTGRES_BIN;
/** initdb refuses to run as root: as root, the cluster runs as this operating-system user. */
const OS_USER = 'postgres';
const READY_TIMEOUT_MS = 30_000;
const READY_POLL_MS = 100;

/** A PostgreSQL cluster of one test's own, which the test may crash and start again. */
export interface PrivatePostgres {
  /** The `postgres` database as the superuser `postgres` (trust authentication on 127.0.0.1). */
  url: string;
  port: number;
  /** A URL of another database of the cluster. */
  urlOf(database: string): string;
  /** Stops the server the way a crash does (immediate shutdown: no checkpoint, recovery at the next start). */
  crash(): Promise<void>;
  /** Starts the server again on the same port and data, after `crash`. */
  start(): Promise<void>;
  /** Stops the server and removes its data. */
  remove(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The uid and gid to run the cluster's programs as: the postgres user's when this process is root. */
async function clusterUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = await Promise.all([run('id', ['-u', OS_USER]), run('id', ['-g', OS_USER])]).catch((error: unknown) => {
    throw new Error(`A private PostgreSQL cluster run by root needs the operating-system user "${OS_USER}", which is missing`, { cause: error });
  });
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Creates a cluster with initdb in a temporary folder and starts it on a free port of 127.0.0.1.
 * Fails with a clear message when PostgreSQL 15's programs are not installed.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  for (const program of ['initdb', 'postgres']) {
    await access(join(BIN, program)).catch((error: unknown) => {
      throw new Error(
        `A private PostgreSQL cluster needs PostgreSQL 15's ${program} in ${BIN} (Debian's postgresql-15 package; PRIVATE_POSTGRES_BIN names another folder)`,
        { cause: error },
      );
    });
  }
  const user = await clusterUser();
  const root = await mkdtemp(join(tmpdir(), 'lendbridge-pg-'));
  const dataDir = join(root, 'data');
  if (user) await chown(root, user.uid, user.gid);
  const owner = user ? { uid: user.uid, gid: user.gid } : {};
  // The cluster's own environment: none of this process's PG* settings or locale.
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C', HOME: root };
  await run(join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], { ...owner, env });
  const port = await freePort();
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const url = urlOf('postgres');
  let server: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const output: string[] = [];

  const start = async (): Promise<void> => {
    // fsync off: an immediate stop is a crash of PostgreSQL, not of the machine, so what was
    // written stays in the operating system's cache and recovery replays the WAL all the same.
    const child = spawn(
      join(BIN, 'postgres'),
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${root}`, '-c', 'fsync=off', '-c', 'max_connections=100'],
      { ...owner, env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    server = child;
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', () => resolve()));
    let gone = false;
    void exited.then(() => (gone = true));
    for (let waited = 0; !(await databaseAnswers(url)); waited += READY_POLL_MS) {
      if (gone || waited > READY_TIMEOUT_MS) throw new Error(`The private PostgreSQL did not start:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  };

  /** SIGQUIT asks the postmaster for an immediate shutdown. */
  const stopImmediately = async (): Promise<void> => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGQUIT');
      await exited;
    }
    server = undefined;
  };

  await start();
  return {
    url,
    port,
    urlOf,
    crash: stopImmediately,
    start,
    async remove() {
      await stopImmediately();
      await rm(root, { recursive: true, force: true });
    },
  };
}
