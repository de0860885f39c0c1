import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_DATABASE_ROLE } from '../src/database/app-role.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { depositTo, verifiedMember } from './factories/ledger.js';

const PERMISSION_DENIED = '42501';
const NOT_OWNER = '42501';

/** What the owner's own connection (the one migrations run on) answers. */
async function asOwner<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The statements that would rewrite the ledger, each refused to the API's connections. */
const LEDGER_REWRITES = [
  `UPDATE ledger_transfers SET amount = amount + 1`,
  `DELETE FROM ledger_transfers`,
  `TRUNCATE ledger_transfers CASCADE`,
  `ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_no_change`,
  `ALTER TABLE ledger_transfers DISABLE TRIGGER ALL`,
  `DELETE FROM ledger_accounts`,
  `TRUNCATE ledger_accounts CASCADE`,
  `DROP TABLE ledger_transfers CASCADE`,
];

describe('the API database role', () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    const member = await verifiedMember(t);
    expect((await depositTo(t, member, 5_000)).status).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('works as the app role on every pooled connection', async () => {
    const users = (await Promise.all(
      Array.from({ length: 6 }, () => dataSource.query(`SELECT current_user AS name`)),
    )) as { name: string }[][];
    expect(users.map((rows) => rows[0].name)).toEqual(Array(6).fill(APP_DATABASE_ROLE));
    const [role] = (await dataSource.query(`SELECT rolsuper, rolcanlogin FROM pg_roles WHERE rolname = current_user`)) as {
      rolsuper: boolean;
      rolcanlogin: boolean;
    }[];
    expect(role).toEqual({ rolsuper: false, rolcanlogin: false });
  });

  it.each(LEDGER_REWRITES)('refuses %s from the API’s connection', async (statement) => {
    const transfers = (await dataSource.query(`SELECT count(*)::bigint AS n, sum(amount)::bigint AS total FROM ledger_transfers`)) as {
      n: number;
      total: number;
    }[];
    await expect(dataSource.query(statement)).rejects.toMatchObject({ driverError: { code: expect.stringMatching(`^(${PERMISSION_DENIED}|${NOT_OWNER})$`) } });
    expect(await dataSource.query(`SELECT count(*)::bigint AS n, sum(amount)::bigint AS total FROM ledger_transfers`)).toEqual(transfers);
  });

  it('still writes what the product needs: transfers appended, balances updated', async () => {
    const member = await verifiedMember(t);
    expect((await depositTo(t, member, 3_000)).status).toBe(200);
    const overview = await member.browser.get('/api/account/overview');
    expect(overview.body.data.available_amount).toBe(3_000);
  });

  it('keeps the append-only trigger for the owner too', async () => {
    await asOwner(t.databaseUrl, async (owner) => {
      await expect(owner.query(`UPDATE ledger_transfers SET amount = amount + 1`)).rejects.toThrow('append-only');
      await expect(owner.query(`DELETE FROM ledger_transfers`)).rejects.toThrow('append-only');
    });
  });

  it('works as the app role when it signs in with a login role of its own (DATABASE_APP_URL)', async () => {
    const login = `lendbridge_api_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    await asOwner(t.databaseUrl, (owner) => owner.query(`CREATE ROLE ${login} LOGIN PASSWORD '${password}' IN ROLE ${APP_DATABASE_ROLE}`));
    const url = new URL(t.databaseUrl);
    url.username = login;
    url.password = password;
    const second = await createTestApp({}, { databaseUrl: url.toString() });
    try {
      const other = second.app.get(DataSource);
      expect(await other.query(`SELECT current_user AS name, session_user AS login`)).toEqual([{ name: APP_DATABASE_ROLE, login }]);
      await expect(other.query(`RESET ROLE; UPDATE ledger_transfers SET amount = amount + 1`)).rejects.toMatchObject({
        driverError: { code: PERMISSION_DENIED },
      });
    } finally {
      await second.close();
      await asOwner(t.databaseUrl, (owner) => owner.query(`DROP ROLE ${login}`));
    }
  });
});
