import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const SERVER = join(__dirname, 'server.mjs');

/** Another API process of the deployment under test, listening on a free port. */
export interface ChildApi {
  process: ChildProcess;
  base: string;
  exited: Promise<void>;
}

/**
 * Starts another API process on the same database, session secret and data folder; `env` adds to
 * its environment (CHILD_REDIS_URL to share Redis, PGAPPNAME to name its database sessions, CHILD_ENV a JSON object of
 * configuration keys).
 */
export async function startChildApi(databaseUrl: string, sessionSecret: string, dataDir: string, env: Record<string, string> = {}): Promise<ChildApi> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, NODE_ENV: 'test', CHILD_DATABASE_URL: databaseUrl, CHILD_SESSION_SECRET: sessionSecret, CHILD_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (text) => {
      const match = /^port (\d+)$/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`The API process exited before listening (${String(code)})`)));
  });
  return { process: child, base: `http://127.0.0.1:${port}`, exited };
}

/** The cookies a response sets, as a Cookie header; `fallback` when it sets none. */
export const cookieOf = (response: Response, fallback = ''): string => {
  const cookies = response.headers.getSetCookie().map((value) => value.split(';')[0] ?? '');
  return cookies.length > 0 ? cookies.join('; ') : fallback;
};

/** A session on the API process at `base`: its cookie and CSRF token, valid on every process (sessions live in the database). */
export async function signInAt(base: string, email: string, password: string): Promise<{ cookie: string; csrfToken: string }> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const cookie = cookieOf(csrf);
  const token = ((await csrf.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token, cookie },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`Signing in ${email} at ${base} answered ${login.status}`);
  return { cookie: cookieOf(login, cookie), csrfToken: ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken };
}

/** The embedded database of DATA_DIR `dataDir`, served by a process of its own; `stop` closes it cleanly. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const child = spawn(process.execPath, [join(__dirname, 'embedded-database.mjs')], {
    env: { ...process.env, CHILD_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (text) => {
      const match = /^url (\S+)$/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`The embedded database exited before listening (${String(code)})`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
