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
  }, 180_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('gives the demo lender deposits, waiting investments and one disbursed loan of applicant@', async () => {
    const dataSource = t.app.get(DataSource);
    const lenderId = await idOf('lender@lendbridge.tw');
    const investments = (await dataSource.query(`SELECT status, amount FROM investments WHERE user_id = $1 ORDER BY id`, [lenderId])) as {
      status: string;
      amount: number;
    }[];
    expect(investments.map((row) => row.status)).toEqual(['active', 'waiting', 'waiting', 'waiting']);
    const waiting = investments.filter((row) => row.status === 'waiting').reduce((sum, row) => sum + row.amount, 0);
    const ledger = t.app.get(LedgerService);
    expect(await ledger.balances(lenderId)).toEqual({ cash: 500_000 - investments[0].amount - waiting, locked: waiting });

    const applicantId = await idOf('applicant@lendbridge.tw');
    const [loan] = (await dataSource.query(`SELECT status, amount, invested_amount, borrower_fee FROM loans WHERE borrower_id = $1 AND status = 'repaying'`, [
      applicantId,
    ])) as { status: string; amount: number; invested_amount: number; borrower_fee: number }[];
    expect(loan).toMatchObject({ invested_amount: loan.amount });
    expect(await ledger.balances(applicantId)).toEqual({ cash: loan.amount - loan.borrower_fee, locked: 0 });

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
