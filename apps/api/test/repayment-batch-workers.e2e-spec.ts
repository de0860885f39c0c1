import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { dueDatesOf, lenderFeeOf, scheduleOf, splitSchedule } from '@lendbridge/domain';
import { PLATFORM, userCash } from '../src/modules/ledger/ledger-accounts.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { borrowerWithAccount, investor, ledgerBalances } from './factories/orders.js';
import { depositFor, disbursedLoan, expectRowsReconcile, ledgerSum, loanRows, runDates, spendCash, transitBalance } from './factories/repayment.js';
import type { DisbursedLoan } from './factories/repayment.js';

const DISBURSED_ON = '2024-01-10';
const [FIRST_DUE] = dueDatesOf(DISBURSED_ON, 12) as [string];
const TERMS = { period: 12, grade: 'C', addRate: '3' } as const;

async function aprOf(t: TestApp, loanId: number): Promise<string> {
  const [terms] = (await t.app.get(DataSource).query(`SELECT apr::text AS apr FROM loans WHERE id = $1`, [loanId])) as { apr: string }[];
  return terms.apr;
}

/** Polls until another backend waits on a lock the backend `holder` holds (the batch blocked behind the test's lock). */
async function untilBlockedBy(t: TestApp, holder: number): Promise<void> {
  const dataSource = t.app.get(DataSource);
  for (let polls = 0; polls < 1_000; polls += 1) {
    const [{ blocked }] = (await dataSource.query(`SELECT EXISTS (SELECT 1 FROM pg_locks WHERE NOT granted AND $1 = ANY (pg_blocking_pids(pid))) AS blocked`, [
      holder,
    ])) as { blocked: boolean }[];
    if (blocked) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the batch never waited on the lock');
}

describe('repayment batch: loans serviced two at a time', () => {
  let t: TestApp;
  let borrower: Lender;
  let lenders: Lender[];
  let first: DisbursedLoan;
  let second: DisbursedLoan;

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await borrowerWithAccount(t);
    lenders = [await investor(t), await investor(t), await investor(t)];
    // lenders[0] lends on the first loan and borrows the second: one member's accounts on both sides of one run.
    first = await disbursedLoan(
      t,
      borrower,
      [
        { member: lenders[0] as Lender, amount: 6_000 },
        { member: lenders[1] as Lender, amount: 4_000 },
      ],
      TERMS,
      DISBURSED_ON,
    );
    second = await disbursedLoan(
      t,
      lenders[0] as Lender,
      [
        { member: lenders[1] as Lender, amount: 3_000 },
        { member: lenders[2] as Lender, amount: 9_000 },
      ],
      TERMS,
      DISBURSED_ON,
    );
  }, 180_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('collects loans that share members in one run: each lender receives their share of each loan, the transit back to 0', async () => {
    const loans = [
      { loan: first, payer: borrower, amounts: [6_000, 4_000], lenders: [lenders[0], lenders[1]] },
      { loan: second, payer: lenders[0] as Lender, amounts: [3_000, 9_000], lenders: [lenders[1], lenders[2]] },
    ];
    const expected = new Map<number, { principal: number; interest: number; fee: number }>();
    for (const { loan, payer, amounts, lenders: own } of loans) {
      const schedule = scheduleOf('equal_installment', amounts.reduce((sum, amount) => sum + amount, 0), await aprOf(t, loan.id), 12);
      await spendCash(t, payer.id);
      await depositFor(t, payer.id, schedule[0]?.payment ?? 0);
      splitSchedule(schedule, amounts).forEach(([row], index) => {
        if (!row) throw new Error('a share without a first row');
        const lender = own[index] as Lender;
        const sum = expected.get(lender.id) ?? { principal: 0, interest: 0, fee: 0 };
        expected.set(lender.id, {
          principal: sum.principal + row.principal,
          interest: sum.interest + row.interest,
          fee: sum.fee + lenderFeeOf(row.principal + row.interest, '1.00'),
        });
      });
    }

    await runDates(t, [FIRST_DUE]);

    for (const { loan } of loans) {
      const [row] = await loanRows(t, loan.id);
      expect(row?.status).toBe('paid');
      await expectRowsReconcile(t, loan.id);
    }
    for (const [lenderId, sum] of expected) {
      expect(await ledgerSum(t, 'repayment_principal', lenderId, 'credit')).toBe(sum.principal);
      expect(await ledgerSum(t, 'repayment_interest', lenderId, 'credit')).toBe(sum.interest);
      expect(await ledgerSum(t, 'lender_fee', lenderId, 'debit')).toBe(sum.fee);
    }
    expect(await transitBalance(t)).toBe(0);
  });
});

describe('repayment batch: a borrower’s cash that changes while the payment is worked out', () => {
  let t: TestApp;
  let borrower: Lender;
  let loan: DisbursedLoan;

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await borrowerWithAccount(t);
    const lender = await investor(t);
    loan = await disbursedLoan(t, borrower, [{ member: lender, amount: 10_000 }], TERMS, DISBURSED_ON);
    await spendCash(t, borrower.id);
  }, 180_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('services the loan again from the cash it finds under the lock: a deposit made meanwhile pays the row', async () => {
    const dataSource = t.app.get(DataSource);
    const payment = scheduleOf('equal_installment', 10_000, await aprOf(t, loan.id), 12)[0]?.payment ?? 0;
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    let run: Promise<unknown> | undefined;
    try {
      // The first of the accounts the loan's payment locks, held here: the batch reads the cash (0),
      // works out a payment of nothing and waits; the deposit then lands before it gets the lock.
      const [{ id }] = (await runner.query(`SELECT min(id)::int AS id FROM ledger_accounts WHERE user_id = ANY ($1::bigint[])`, [
        [borrower.id, ...loan.investments.map((investment) => investment.userId)],
      ])) as { id: number }[];
      await runner.query(`SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE`, [id]);
      const [{ pid }] = (await runner.query(`SELECT pg_backend_pid() AS pid`)) as { pid: number }[];
      run = t.app.get(BatchService).run(FIRST_DUE);
      await untilBlockedBy(t, pid);
      await t.app.get(LedgerService).transfer(runner.manager, {
        from: PLATFORM.bank,
        to: userCash(borrower.id),
        amount: payment,
        kind: 'deposit',
        reference: `test-deposit:${randomUUID()}`,
      });
      await runner.commitTransaction();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    await run;

    const [row] = await loanRows(t, loan.id);
    expect(row?.status).toBe('paid');
    expect(await ledgerSum(t, 'repayment_collect', borrower.id, 'debit')).toBe(payment);
    expect((await ledgerBalances(t, borrower.id)).cash).toBe(0);
    expect(await transitBalance(t)).toBe(0);
    await expectRowsReconcile(t, loan.id);
  });
});
