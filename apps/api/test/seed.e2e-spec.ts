import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { LOAN_APPLICATION_STATUSES, LOAN_APP_TYPES, STAFF_ROLES } from '@lendbridge/domain';
import { DEMO_PASSWORD, seedDemo } from '../src/database/seed/demo.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';

describe('demo data', () => {
  let t: TestApp;
  let printed: { email: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    printed = await seedDemo(t.app);
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  it('creates an account for every staff role, each able to sign in', async () => {
    const rows: { email: string; roles: string[] }[] = await t.app.get(DataSource).query(`SELECT email, roles FROM users`);
    for (const role of STAFF_ROLES) expect(rows.some((row) => row.roles.includes(role))).toBe(true);
    expect(printed.map((account) => account.email)).toEqual(rows.map((row) => row.email));
    const login = await new Browser(t.http).post('/api/auth/login', { email: 'admin@lendbridge.tw', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.roles).toContain('admin');
  });

  it('holds applications of every type and in every status, and loans awaiting confirmation and listed', async () => {
    const dataSource = t.app.get(DataSource);
    const types: { app_type: string }[] = await dataSource.query(`SELECT DISTINCT app_type FROM loan_applications`);
    expect(types.map((row) => row.app_type).sort()).toEqual([...LOAN_APP_TYPES].sort());
    const statuses: { status: string }[] = await dataSource.query(`SELECT DISTINCT status FROM loan_applications`);
    expect(statuses.map((row) => row.status).sort()).toEqual([...LOAN_APPLICATION_STATUSES].sort());
    const loans: { status: string }[] = await dataSource.query(`SELECT status FROM loans ORDER BY status`);
    expect(loans.map((row) => row.status)).toEqual(['matching', 'rate_confirming']);
  });

  it('changes nothing when run again', async () => {
    const dataSource = t.app.get(DataSource);
    const count = async () =>
      (await dataSource.query(
        `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM loan_applications) AS applications`,
      )) as unknown[];
    const before = await count();
    expect(await seedDemo(t.app)).toEqual([]);
    expect(await count()).toEqual(before);
  });
});
