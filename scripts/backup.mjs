#!/usr/bin/env node
// npm run backup [-- <folder>]: one folder holding the database, the uploaded files and the
// session secret, with a manifest. The database is a server's (DATABASE_URL: pg_dump's custom
// format, one consistent snapshot taken while the API keeps running) or the embedded one in
// DATA_DIR/db (PGlite's archive of its data folder, taken while the API is stopped: the embedded
// database belongs to one process). The files are copied after the database, so every file the
// database names is in the backup. With STORAGE=s3 the files stay in the bucket, which the object
// store's own versioning or replication keeps.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  BackupError,
  EMBEDDED_ARCHIVE,
  MANIFEST,
  MANIFEST_FORMAT,
  SERVER_DUMP,
  SESSION_SECRET,
  UPLOADS_FOLDER,
  bytesOf,
  embeddedHolder,
  filesBelow,
  locations,
  pgProgram,
  runMain,
  sha256Of,
} from './backup-common.mjs';

const run = promisify(execFile);

const stamp = (date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

async function emptyFolder(folder) {
  const entries = await readdir(folder).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new BackupError(`${folder} is not empty: name a new folder for the backup`);
  await mkdir(folder, { recursive: true });
}

async function migrationsOf(query) {
  const rows = await query(`SELECT name FROM schema_migrations ORDER BY id`).catch(() => []);
  return rows.map((row) => row.name);
}

/** pg_dump's custom format of the server's database: one snapshot, restored by pg_restore. */
async function dumpServer(url, folder) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let version;
  let migrations;
  try {
    version = (await client.query('SHOW server_version')).rows[0].server_version;
    migrations = await migrationsOf(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
  const file = join(folder, SERVER_DUMP);
  await run(pgProgram('pg_dump'), ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${url}`], { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error) => {
      throw new BackupError(`pg_dump failed (it must be as new as the server, PostgreSQL ${version}; PG_BIN names its folder):\n${error.stderr ?? error.message}`);
    },
  );
  return { kind: 'server', file: SERVER_DUMP, server_version: version, migrations };
}

/** PGlite's archive of the embedded data folder, taken under the database's lock file. */
async function dumpEmbedded(embeddedDir, folder) {
  const pgdata = join(embeddedDir, 'pgdata');
  if (!(await stat(pgdata).catch(() => undefined))) throw new BackupError(`No embedded database in ${pgdata} (set DATABASE_URL to back up a server)`);
  const holder = await embeddedHolder(embeddedDir);
  if (holder) throw new BackupError(`The embedded database in ${embeddedDir} is in use by process ${holder}: stop the API, then back up`);
  const lockPath = join(embeddedDir, 'lendbridge.lock');
  await rm(lockPath, { force: true });
  const lock = await open(lockPath, 'wx');
  try {
    await lock.writeFile(String(process.pid));
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(pgdata);
    try {
      const version = (await db.query('SHOW server_version')).rows[0].server_version;
      const migrations = await migrationsOf(async (sql) => (await db.query(sql)).rows);
      const archive = await db.dumpDataDir('gzip');
      await writeFile(join(folder, EMBEDDED_ARCHIVE), Buffer.from(await archive.arrayBuffer()));
      return { kind: 'embedded', file: EMBEDDED_ARCHIVE, server_version: version, migrations };
    } finally {
      await db.close();
    }
  } finally {
    await lock.close();
    await rm(lockPath, { force: true });
  }
}

async function copyUploads(where, folder) {
  if (where.storage === 's3') {
    return { storage: 's3', bucket: where.bucket ?? null, files: null, bytes: null, note: "kept by the object store's versioning and replication" };
  }
  const files = await filesBelow(where.uploadDir);
  const copied = [];
  for (const file of files) {
    const target = join(folder, UPLOADS_FOLDER, file);
    await mkdir(dirname(target), { recursive: true });
    // A file removed since it was listed is left out.
    const done = await copyFile(join(where.uploadDir, file), target).then(
      () => true,
      (error) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    if (done) copied.push(file);
  }
  return { storage: 'disk', folder: UPLOADS_FOLDER, files: copied.length, bytes: await bytesOf(join(folder, UPLOADS_FOLDER), copied) };
}

/** Writes the backup into `folder`, which is new or empty. */
async function writeBackup(folder, startedAt) {
  const where = locations();
  const database = where.databaseUrl ? await dumpServer(where.databaseUrl, folder) : await dumpEmbedded(where.embeddedDir, folder);
  const databasePath = join(folder, database.file);
  const uploads = await copyUploads(where, folder);
  const secret = await copyFile(join(where.dataDir, SESSION_SECRET), join(folder, SESSION_SECRET)).then(
    () => true,
    () => false,
  );
  const manifest = {
    product: 'lendbridge',
    format: MANIFEST_FORMAT,
    created_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    database: { ...database, bytes: (await stat(databasePath)).size, sha256: await sha256Of(databasePath) },
    uploads,
    session_secret: secret ? SESSION_SECRET : null,
  };
  await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function main() {
  const startedAt = new Date();
  const folder = resolve(process.argv[2] ?? join('backups', `lendbridge-${stamp(startedAt)}`));
  await emptyFolder(folder);
  let manifest;
  try {
    manifest = await writeBackup(folder, startedAt);
  } catch (error) {
    // A backup that failed leaves nothing that could be taken for one.
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  const { database, uploads } = manifest;
  const files = uploads.storage === 's3' ? `files in bucket ${uploads.bucket ?? '(unnamed)'} not copied` : `${uploads.files} uploaded files`;
  process.stdout.write(`Backup written to ${folder}: ${database.kind} database (${database.migrations.length} migrations), ${files}\n`);
}

runMain(main);
