import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { taipeiToday } from '@lendbridge/domain';
import { DEMO_PASSWORD, seedDemo } from '../src/database/seed/demo.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import { expectRowsReconcile, transitBalance } from './factories/repayment.js';

describe('repayment demo data', () => {
  let t: TestApp;

  const signIn = async (email: string): Promise<Browser> => {
    const browser = new Browser(t.http);
    const login = await browser.post('/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    browser.csrfToken = login.body.data.csrfToken as string;
    return browser;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app);
  }, 300_000);

  afterAll(async () => {
    await t.close();
  });

  it('gives borrower@ a loan in repayment with rows paid and rows to come', async () => {
    const borrower = await signIn('borrower@lendbridge.tw');
    const loans = (await borrower.get('/api/borrower/loans')).body.data as { loan_app_serial: string; status_code: string }[];
    const repaying = loans.filter((loan) => loan.status_code === 'repaying');
    expect(repaying).toHaveLength(1);
    const table = await borrower.get(`/api/borrower/loans/${repaying[0]?.loan_app_serial}/repayments`);
    const codes = (table.body.data.repayments as { status_code: string }[]).map((row) => row.status_code);
    expect(codes.filter((code) => code === 'paid').length).toBeGreaterThanOrEqual(3);
    expect(codes.filter((code) => code === 'unpaid').length).toBeGreaterThanOrEqual(7);
    expect(codes.slice(0, codes.indexOf('unpaid')).every((code) => code === 'paid')).toBe(true);
  });

  it("has young.pro@'s late loan with penalties, a finished loan, and the batch run up to today", async () => {
    const dataSource = t.app.get(DataSource);
    const late = (await dataSource.query(
      `SELECT l.id, l.status, sum(r.penalty)::bigint AS penalty, count(*) FILTER (WHERE r.status = 'late')::int AS late_rows
         FROM loans l JOIN loan_repayments r ON r.loan_id = l.id
        WHERE l.status = 'overdue' AND l.borrower_id = (SELECT id FROM users WHERE email_normalized = 'young.pro@lendbridge.tw')
        GROUP BY l.id`,
    )) as { id: number; status: string; penalty: number; late_rows: number }[];
    expect(late).toHaveLength(1);
    expect(late[0]?.penalty).toBeGreaterThan(0);
    expect(late[0]?.late_rows).toBeGreaterThanOrEqual(3);
    const finished = (await dataSource.query(`SELECT id FROM loans WHERE status = 'finished'`)) as { id: number }[];
    expect(finished).toHaveLength(1);
    for (const loan of [...late, ...finished]) await expectRowsReconcile(t, loan.id);
    const [{ last }] = (await dataSource.query(`SELECT to_char(max(business_date), 'YYYY-MM-DD') AS last FROM batch_runs WHERE status = 'done'`)) as {
      last: string;
    }[];
    expect(last).toBe(taipeiToday(new Date()));
    expect(await transitBalance(t)).toBe(0);
    await expectLedgerReconciled(t);
  });

  it('shows lender@ the principal, interest and lender fee of the repayments in the statement', async () => {
    const lender = await signIn('lender@lendbridge.tw');
    const statement = await lender.get('/api/account/transactions?start_date=2000-01-01&subjects[]=principal_income&subjects[]=interest_income&subjects[]=lender_fee');
    expect(statement.status).toBe(200);
    const subjects = new Set((statement.body.data as { subjects: { english_name: string }[] }[]).map((row) => row.subjects[0]?.english_name));
    expect([...subjects].sort()).toEqual(['interest_income', 'lender_fee', 'principal_income']);
    const sums = await lender.get('/api/account/amount-overview');
    expect(sums.body.data.receiveIncome).toBeGreaterThan(0);
  });

  it('changes nothing when run again', async () => {
    const dataSource = t.app.get(DataSource);
    const count = () =>
      dataSource.query(
        `SELECT (SELECT count(*) FROM loan_repayments) AS rows, (SELECT count(*) FROM ledger_transfers) AS transfers,
                (SELECT count(*) FROM batch_runs) AS runs`,
      );
    const before = await count();
    await seedDemo(t.app);
    expect(await count()).toEqual(before);
  });
});
