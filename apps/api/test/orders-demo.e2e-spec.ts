import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { seedDemo } from '../src/database/seed/demo.js';
import { seedOrdersDemo } from '../src/database/seed/orders-demo.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';

describe('orders demo data', () => {
  let t: TestApp;
  const idOf = async (email: string): Promise<number> =>
    ((await t.app.get(DataSource).query(`SELECT id FROM users WHERE email_normalized = $1`, [email])) as { id: number }[])[0].id;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app);
  }, 300_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('gives the demo lender deposits, waiting investments and a disbursed loan of applicant@ in repayment', async () => {
    const dataSource = t.app.get(DataSource);
    const lenderId = await idOf('lender@lendbridge.tw');
    const investments = (await dataSource.query(`SELECT status, amount FROM investments WHERE user_id = $1 ORDER BY id`, [lenderId])) as {
      status: string;
      amount: number;
    }[];
    expect(investments.filter((row) => row.status === 'waiting')).toHaveLength(3);
    expect(investments.some((row) => row.status === 'active')).toBe(true);
    const waiting = investments.filter((row) => row.status === 'waiting').reduce((sum, row) => sum + row.amount, 0);
    const ledger = t.app.get(LedgerService);
    const locks = await ledger.lockDetail(lenderId);
    expect(locks.find((lock) => lock.lock_type === 'invest')?.amount).toBe(waiting);

    const applicantId = await idOf('applicant@lendbridge.tw');
    const [loan] = (await dataSource.query(
      `SELECT status, amount, invested_amount, borrower_fee FROM loans WHERE borrower_id = $1 AND disbursed_at IS NOT NULL ORDER BY id LIMIT 1`,
      [applicantId],
    )) as { status: string; amount: number; invested_amount: number; borrower_fee: number }[];
    expect(loan).toMatchObject({ invested_amount: loan.amount });
    // What left the cash since: repayments, and the monthly settlement to the verified bank; what came in: deposits before due dates.
    const [{ left, deposited }] = (await dataSource.query(
      `SELECT COALESCE(sum(t.amount) FILTER (WHERE t.debit_account_id = a.id AND t.kind IN ('repayment_collect', 'penalty_collect', 'clearing_fee', 'monthly_settlement')), 0)::bigint AS left,
              COALESCE(sum(t.amount) FILTER (WHERE t.credit_account_id = a.id AND t.kind = 'deposit'), 0)::bigint AS deposited
         FROM ledger_transfers t JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id)
        WHERE a.user_id = $1 AND a.kind = 'user_cash'`,
      [applicantId],
    )) as { left: number; deposited: number }[];
    expect(await ledger.balances(applicantId)).toEqual({ cash: loan.amount - loan.borrower_fee - Number(left) + Number(deposited), locked: 0 });

    const [{ open }] = (await dataSource.query(
      `SELECT count(*)::int AS open FROM loans WHERE status = 'matching' AND market_status = 'primary_unfinished' AND amount - invested_amount >= 1000`,
    )) as { open: number }[];
    expect(open).toBeGreaterThanOrEqual(3);
  });

  it('changes nothing when run again', async () => {
    const dataSource = t.app.get(DataSource);
    const count = () =>
      dataSource.query(`SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM ledger_transfers) AS transfers, (SELECT count(*) FROM deposits) AS deposits`);
    const before = await count();
    await seedOrdersDemo(t.app);
    await seedDemo(t.app);
    expect(await count()).toEqual(before);
  });
});
