import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { LOAN_APPLICATION_STATUSES, LOAN_APP_TYPES, LOAN_MARKET_STATUS_OPEN, MARKET_SOURCES, MARKET_TABS, STAFF_ROLES } from '@lendbridge/domain';
import { DEMO_PASSWORD, seedDemo } from '../src/database/seed/demo.js';
import { seedMarketDemo } from '../src/database/seed/market-demo.js';
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
    const loans: { status: string }[] = await dataSource.query(`SELECT DISTINCT status FROM loans ORDER BY status`);
    expect(loans.map((row) => row.status)).toEqual(['cleared', 'finished', 'matching', 'overdue', 'rate_confirming', 'repaying']);
  });

  it('lists loans in every market tab and source, with read markers and an answered question', async () => {
    const dataSource = t.app.get(DataSource);
    const listed: { market_tab: string; source: string }[] = await dataSource.query(
      `SELECT DISTINCT market_tab, source FROM loans WHERE status = 'matching' AND market_status = $1 AND invested_amount = 0`,
      [LOAN_MARKET_STATUS_OPEN],
    );
    for (const tab of MARKET_TABS) {
      expect(listed.filter((row) => row.market_tab === tab).map((row) => row.source).sort()).toEqual([...MARKET_SOURCES].sort());
    }
    const browser = new Browser(t.http);
    for (const tab of MARKET_TABS) {
      const page = await browser.get(`/api/market-place/${tab}`);
      expect({ tab, status: page.status }).toEqual({ tab, status: 200 });
      expect(page.body.meta.pagination.total).toBeGreaterThanOrEqual(MARKET_SOURCES.length);
    }
    const pending = await browser.get('/api/market-place/pawn-project?pawn_tab=pending');
    expect(pending.body.data.length).toBeGreaterThanOrEqual(1);
    const [{ reads }] = await dataSource.query(`SELECT count(*)::int AS reads FROM market_reads`);
    expect(reads).toBeGreaterThan(0);
    const [{ answered }] = await dataSource.query(`SELECT count(*)::int AS answered FROM loan_questions WHERE replied_at IS NOT NULL`);
    expect(answered).toBeGreaterThan(0);
    const [{ statements }] = await dataSource.query(`SELECT count(*)::int AS statements FROM loan_financial_statements`);
    expect(statements).toBeGreaterThan(0);
    const marketRows = `SELECT (SELECT count(*) FROM loans) AS loans, (SELECT count(*) FROM market_reads) AS reads,
                              (SELECT count(*) FROM loan_questions) AS questions`;
    const before = await dataSource.query(marketRows);
    expect(await seedMarketDemo(t.app, DEMO_PASSWORD)).toEqual([]);
    expect(await dataSource.query(marketRows)).toEqual(before);
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
