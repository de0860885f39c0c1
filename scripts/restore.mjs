#!/usr/bin/env node
// npm run restore -- <folder>: puts a backup of `npm run backup` back, into an empty database and
// empty folders only, so a restore never mixes two states. A server backup restores into the
// database of DATABASE_URL (pg_restore; the API's role is created when the server lacks it), an
// embedded backup into DATA_DIR/db; the uploaded files go to UPLOAD_DIR (DATA_DIR/uploads) and the
// session secret to DATA_DIR when it has none. Start the API on the restored data afterwards: it
// applies any migration newer than the backup.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, readdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  APP_DATABASE_ROLE,
  BackupError,
  SESSION_SECRET,
  embeddedHolder,
  filesBelow,
  locations,
  pgProgram,
  readManifest,
  runMain,
  sha256Of,
} from './backup-common.mjs';

const run = promisify(execFile);

async function isEmptyFolder(folder) {
  const entries = await readdir(folder).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

async function restoreServer(url, dump) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ tables }] = (await client.query(`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`)).rows;
    if (tables > 0) throw new BackupError(`The database of DATABASE_URL has ${tables} tables: restore into a new, empty database`);
    // Roles belong to the server, not to the dump: the grants in it need the API's role.
    await client.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_DATABASE_ROLE}') THEN
          CREATE ROLE ${APP_DATABASE_ROLE} NOLOGIN;
        END IF;
      END
      $$`);
  } finally {
    await client.end();
  }
  // The restoring login user owns what it restores, as the user that runs the migrations does.
  await run(pgProgram('pg_restore'), ['--no-owner', '--exit-on-error', '--no-password', `--dbname=${url}`, dump], { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error) => {
      throw new BackupError(`pg_restore failed:\n${error.stderr ?? error.message}`);
    },
  );
}

async function restoreEmbedded(embeddedDir, archive) {
  const pgdata = join(embeddedDir, 'pgdata');
  const holder = await embeddedHolder(embeddedDir);
  if (holder) throw new BackupError(`The embedded database in ${embeddedDir} is in use by process ${holder}: stop the API first`);
  if (!(await isEmptyFolder(pgdata))) throw new BackupError(`${pgdata} already holds a database: restore into a new DATA_DIR`);
  await mkdir(pgdata, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: pgdata, loadDataDir: new Blob([await readFile(archive)]) });
  try {
    await db.query('SELECT count(*) FROM schema_migrations');
  } finally {
    await db.close();
  }
}

async function restoreUploads(manifest, folder, uploadDir) {
  if (manifest.uploads.storage === 's3') return `files stay in bucket ${manifest.uploads.bucket ?? '(unnamed)'}`;
  const source = join(folder, manifest.uploads.folder);
  const files = await filesBelow(source);
  if (files.length !== manifest.uploads.files) {
    throw new BackupError(`The backup lists ${manifest.uploads.files} uploaded files but holds ${files.length}`);
  }
  if (files.length > 0 && !(await isEmptyFolder(uploadDir))) throw new BackupError(`${uploadDir} is not empty: restore the files into an empty folder`);
  for (const file of files) {
    const target = join(uploadDir, file);
    await mkdir(dirname(target), { recursive: true, mode: 0o750 });
    await copyFile(join(source, file), target);
  }
  return `${files.length} uploaded files`;
}

async function main() {
  const argument = process.argv[2];
  if (!argument) throw new BackupError('Name the backup folder: npm run restore -- <folder>');
  const folder = resolve(argument);
  const manifest = await readManifest(folder);
  const database = join(folder, manifest.database.file);
  if ((await sha256Of(database)) !== manifest.database.sha256) throw new BackupError(`${database} does not match its checksum in the manifest`);
  const where = locations();
  if (manifest.database.kind === 'server') {
    if (!where.databaseUrl) throw new BackupError('This is a backup of a PostgreSQL server: set DATABASE_URL to the new, empty database');
    await restoreServer(where.databaseUrl, database);
  } else {
    if (where.databaseUrl) throw new BackupError('This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it');
    await restoreEmbedded(where.embeddedDir, database);
  }
  const files = await restoreUploads(manifest, folder, where.uploadDir);
  if (manifest.session_secret && !(await stat(join(where.dataDir, SESSION_SECRET)).catch(() => undefined))) {
    await mkdir(where.dataDir, { recursive: true });
    await copyFile(join(folder, manifest.session_secret), join(where.dataDir, SESSION_SECRET));
  }
  process.stdout.write(
    `Restored the ${manifest.database.kind} database of ${manifest.created_at} (${manifest.database.migrations.length} migrations) and ${files}\n`,
  );
}

runMain(main);
