import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.__LENDBRIDGE_EMBEDDED__;
  if (embedded) {
    await embedded.stop();
    return;
  }
  const serverUrl = process.env.LENDBRIDGE_TEST_SERVER_URL;
  const template = process.env.LENDBRIDGE_TEST_TEMPLATE;
  if (!serverUrl || !template) return;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  } finally {
    await admin.end();
  }
}
