import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { SERVICING_TEXTS, datesAfter, shiftIsoDate } from '@lendbridge/domain';
import { BatchJobs } from '../src/modules/repayment/batch.jobs.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Member } from './factories/members.js';
import { borrowerWithAccount, investor } from './factories/orders.js';
import { disbursedLoan, loanRows, spendCash } from './factories/repayment.js';
import type { DisbursedLoan } from './factories/repayment.js';

const BATCH_RUNS = '/api/console/batch-runs';
const DISBURSED_ON = '2024-01-10';
const FIRST_DUE = '2024-02-10';

describe('repayment: every business date runs once, in order', () => {
  let t: TestApp;
  let admin: Member;
  let loan: DisbursedLoan;

  const doneDates = async (): Promise<string[]> => {
    const rows = (await t.app
      .get(DataSource)
      .query(`SELECT to_char(business_date, 'YYYY-MM-DD') AS date FROM batch_runs WHERE status = 'done' ORDER BY business_date`)) as {
      date: string;
    }[];
    return rows.map((row) => row.date);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOf(t);
    const borrower = await borrowerWithAccount(t);
    const lender = await investor(t, 20_000);
    loan = await disbursedLoan(t, borrower, [{ member: lender, amount: 10_000 }], { period: 12 }, DISBURSED_ON);
    await spendCash(t, borrower.id);
  }, 120_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('runs the dates between first when the console runs a date 28 days after the last one done', async () => {
    const start = shiftIsoDate(FIRST_DUE, -1);
    await t.app.get(BatchService).run(start);
    const later = shiftIsoDate(start, 28);

    const ran = await postIdempotent(admin, BATCH_RUNS, { business_date: later });
    expect(ran.status).toBe(200);
    expect(ran.body.data.business_date).toBe(later);

    expect(await doneDates()).toEqual([start, ...datesAfter(start, later)]);
    const [row] = await loanRows(t, loan.id);
    // The row fell late the day after its due date, and its penalty accrued day by day after the grace.
    expect(row).toMatchObject({ due_date: FIRST_DUE, status: 'late', late_since: shiftIsoDate(FIRST_DUE, 1), penalty_through: later });
    const [late] = (await t.app.get(DataSource).query(`SELECT summary FROM batch_runs WHERE business_date = $1`, [
      shiftIsoDate(FIRST_DUE, 1),
    ])) as { summary: { late_rows: number } }[];
    expect(late?.summary.late_rows).toBe(1);
  });

  it('refuses a date before the dates already run that was never run', async () => {
    const before = await doneDates();
    const early = await postIdempotent(admin, BATCH_RUNS, { business_date: shiftIsoDate(FIRST_DUE, -5) });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'BATCH_DATE_OUT_OF_ORDER', errors: { business_date: SERVICING_TEXTS.batchDateOutOfOrder } });
    expect(await doneDates()).toEqual(before);
  });

  it('answers a date already done with its stored summary, running nothing', async () => {
    const before = await doneDates();
    const again = await postIdempotent(admin, BATCH_RUNS, { business_date: shiftIsoDate(FIRST_DUE, 1) });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ business_date: shiftIsoDate(FIRST_DUE, 1), late_rows: 1 });
    expect(await doneDates()).toEqual(before);
  });

  it('catches up from the day after the last date done, every date once', async () => {
    const before = await doneDates();
    const last = before[before.length - 1] as string;
    const today = shiftIsoDate(last, 4);
    const ran = await t.app.get(BatchJobs).catchUp(new Date(`${today}T02:00:00Z`));
    expect(ran).toEqual(datesAfter(last, today));
    expect(await doneDates()).toEqual([...before, ...datesAfter(last, today)]);
  });
});
