// What `npm run backup` and `npm run restore` share: where the API keeps its data (read from the
// same environment the API reads), the backup folder's manifest, and the PostgreSQL programs.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API runs in apps/api (npm start): relative DATA_DIR and UPLOAD_DIR are read from there, as it reads them. */
const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api');

export const MANIFEST = 'manifest.json';
export const MANIFEST_FORMAT = 1;
export const SERVER_DUMP = 'database.dump';
export const EMBEDDED_ARCHIVE = 'database.tar.gz';
export const UPLOADS_FOLDER = 'uploads';
export const SESSION_SECRET = 'session-secret';
/** The API's own database role (apps/api/src/database/app-role.ts): roles belong to the server, not to a dump. */
export const APP_DATABASE_ROLE = 'lendbridge_app';
/** Files the local-disk storage is still writing; renamed into place once complete. */
export const PARTIAL_SUFFIX = '.partial';

export class BackupError extends Error {}

const fromApi = (path) => (isAbsolute(path) ? path : resolve(API_DIR, path));
const present = (value) => (value === undefined || value === '' ? undefined : value);

/** DATABASE_URL (a server) or the embedded database in DATA_DIR/db; the uploads folder; the object store. */
export function locations(env = process.env) {
  const dataDir = fromApi(present(env.DATA_DIR) ?? '.data');
  const databaseUrl = present(env.DATABASE_URL);
  return {
    dataDir,
    databaseUrl,
    embeddedDir: join(dataDir, 'db'),
    uploadDir: fromApi(present(env.UPLOAD_DIR) ?? join(dataDir, 'uploads')),
    storage: present(env.STORAGE) ?? 'disk',
    bucket: present(env.S3_BUCKET),
  };
}

/** A PostgreSQL program: from PG_BIN when set, else the PATH. */
export const pgProgram = (name, env = process.env) => (present(env.PG_BIN) ? join(env.PG_BIN, name) : name);

export async function sha256Of(path) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

/** Every file below `root` (relative paths), leaving out partial files; none when it does not exist. */
export async function filesBelow(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

export async function bytesOf(root, files) {
  let total = 0;
  for (const file of files) total += (await stat(join(root, file))).size;
  return total;
}

export async function readManifest(folder) {
  const text = await readFile(join(folder, MANIFEST), 'utf8').catch((error) => {
    if (error.code === 'ENOENT') throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST}`);
    throw error;
  });
  const manifest = JSON.parse(text);
  if (manifest.product !== 'lendbridge' || manifest.format !== MANIFEST_FORMAT) {
    throw new BackupError(`${folder}/${MANIFEST} is not a LendBridge backup of format ${MANIFEST_FORMAT}`);
  }
  return manifest;
}

/** The process holding the embedded database's lock file, when it still runs. */
export async function embeddedHolder(embeddedDir) {
  const text = await readFile(join(embeddedDir, 'lendbridge.lock'), 'utf8').catch(() => '');
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Runs a command-line main: a BackupError prints its message alone, anything else its stack. */
export function runMain(main) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof BackupError ? error.message : error.stack}\n`);
    process.exit(1);
  });
}
