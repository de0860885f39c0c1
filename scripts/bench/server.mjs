/**
 * The API under test: a database of its own (on the PostgreSQL server when one answers, else the
 * embedded one), the built apps/api/dist/main.js as a child process, and its memory from /proc.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const OUTPUT_LINES_KEPT = 30;
const OUTPUT_LINE_CHARS = 500;

const TEST_FILE = /\.(spec|test)\.ts$/;

/** The latest modification time (ms) of the files under `dir` that `keep` accepts, 0 when there are none. */
function newestFile(dir, keep = () => true) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestFile(path, keep));
    else if (entry.isFile() && keep(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * True when the workspace's build output is missing or older than one of its sources (test files
 * aside, as its build leaves them out). The output's newest file counts, as an incremental build
 * rewrites only what changed (and its .tsbuildinfo).
 */
function stale(workspace, entry) {
  if (!existsSync(join(workspace, 'dist', entry))) return true;
  return newestFile(join(workspace, 'dist')) < newestFile(join(workspace, 'src'), (name) => !TEST_FILE.test(name));
}

/**
 * Builds libs/domain, then the API, when either output is missing or older than its sources
 * (libs/domain/src, apps/api/src). Progress goes to stderr. Answers the workspaces built.
 */
export function buildIfStale(root) {
  const domainStale = stale(join(root, 'libs', 'domain'), 'index.js');
  const apiStale = stale(join(root, 'apps', 'api'), 'main.js');
  const steps = domainStale || apiStale ? ['@lendbridge/domain', '@lendbridge/api'] : [];
  for (const workspace of steps) {
    process.stderr.write(`bench: building ${workspace}\n`);
    const outcome = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: ['ignore', 2, 2] });
    if (outcome.status !== 0) throw new Error(`npm run build -w ${workspace} failed (exit ${outcome.status})`);
  }
  return steps;
}

function withDatabase(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function describeServer(serverUrl) {
  const url = new URL(serverUrl);
  return `${url.hostname}:${url.port || '5432'}`;
}

/**
 * A fresh `database` on the server at DATABASE_URL (or 127.0.0.1:5432) when one answers; otherwise
 * `{ kind: 'embedded' }` and the API runs its embedded PostgreSQL in DATA_DIR.
 */
export async function provisionDatabase(database) {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
  } catch {
    await client.end().catch(() => undefined);
    return { kind: 'embedded', url: undefined, drop: async () => undefined };
  }
  try {
    const [{ server_version: version }] = (await client.query('SHOW server_version')).rows;
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${database}`);
    return {
      kind: 'server',
      url: withDatabase(serverUrl, database),
      version,
      address: describeServer(serverUrl),
      database,
      async drop() {
        const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
        await admin.connect();
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        } finally {
          await admin.end().catch(() => undefined);
        }
      },
    };
  } catch (error) {
    throw new Error(`could not recreate database ${database} on ${describeServer(serverUrl)}: ${error.message}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** VmRSS and VmHWM of a process in MiB, or null where /proc is not available. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => {
      const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
      return match ? Number(match[1]) / 1024 : null;
    };
    return { rssMiB: field('VmRSS'), hwmMiB: field('VmHWM') };
  } catch {
    return null;
  }
}

/** Starts `node apps/api/dist/main.js` with `env`; its output is kept (last lines) for error reports. */
export function startApi(root, env) {
  const child = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], {
    cwd: join(root, 'apps', 'api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line.length > OUTPUT_LINE_CHARS ? `${line.slice(0, OUTPUT_LINE_CHARS)}…` : line);
      if (lines.length > OUTPUT_LINES_KEPT) lines.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    pid: child.pid,
    exited,
    output: () => lines.join('\n'),
    running: () => child.exitCode === null && child.signalCode === null,
    /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`). */
    async stop(graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return { ...(await exited), forced: false };
      child.kill('SIGTERM');
      const outcome = await Promise.race([exited, sleep(graceMs).then(() => undefined)]);
      if (outcome) return { ...outcome, forced: false };
      child.kill('SIGKILL');
      return { ...(await exited), forced: true };
    },
  };
}

/** Polls GET /api/health until it answers 200; fails when the process exits or the time is up. */
export async function waitForHealth(api, baseUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!api.running()) {
      const { code, signal } = await api.exited;
      throw new Error(`the API exited during start (code ${code}, signal ${signal})`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      const text = await response.text();
      if (response.status === 200) return;
      last = `${response.status} ${text.slice(0, 200)}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`GET /api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/** True when something already listens on host:port. */
export async function portInUse(host, port) {
  try {
    await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch (error) {
    return error.cause?.code !== 'ECONNREFUSED';
  }
}
