// The embedded database of a deployment, in a process of its own (PGlite cannot load inside a jest
// test file): it opens CHILD_DATA_DIR/db as the API does without DATABASE_URL, prints "url <url>"
// once it listens, and closes cleanly (releasing its lock file) on SIGTERM.
import { register } from 'node:module';
import { join } from 'node:path';

register('./ts-loader.mjs', import.meta.url);

const { startEmbeddedPostgres } = await import('../../src/database/embedded-postgres.ts');

const embedded = await startEmbeddedPostgres(join(process.env.CHILD_DATA_DIR, 'db'));
process.once('SIGTERM', () => {
  void embedded.stop().then(() => process.exit(0));
});
process.stdout.write(`url ${embedded.url}\n`);
