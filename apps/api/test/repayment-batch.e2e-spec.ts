import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  BATCH_RUN_STATUS_LABELS,
  REPAYMENT_STATUS_LABELS,
  SERVICING_TEXTS,
  daysBetween,
  dueDatesOf,
  lenderFeeOf,
  scheduleOf,
  shiftIsoDate,
  splitSchedule,
  taipeiToday,
} from '@lendbridge/domain';
import { BatchJobs } from '../src/modules/repayment/batch.jobs.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { completeBasic, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { INVESTMENTS, borrowerWithAccount, investor, ledgerBalances } from './factories/orders.js';
import {
  depositFor,
  disbursedLoan,
  expectRowsReconcile,
  investmentRows,
  ledgerSum,
  loanRows,
  runDates,
  transitBalance,
} from './factories/repayment.js';
import type { DisbursedLoan } from './factories/repayment.js';

const CLOCK = '/api/console/clock';
const BATCH_RUNS = '/api/console/batch-runs';
const DISBURSED_ON = '2024-01-10';
const AMOUNTS = [7_000, 5_000, 13_000];

describe('repayment: schedules, the daily batch and the repayment tables', () => {
  let t: TestApp;
  let admin: Member;
  let borrower: Lender;
  let lenders: Lender[];
  let loan: DisbursedLoan;
  let apr: string;

  const snapshot = async () => {
    const dataSource = t.app.get(DataSource);
    return {
      accounts: await dataSource.query(`SELECT id, kind, user_id, balance FROM ledger_accounts ORDER BY id`),
      transfers: await dataSource.query(`SELECT count(*)::int AS count FROM ledger_transfers`),
      rows: await dataSource.query(`SELECT * FROM loan_repayments ORDER BY id`),
      shares: await dataSource.query(`SELECT * FROM investment_repayments ORDER BY id`),
      loans: await dataSource.query(`SELECT id, status, finished_at, updated_at FROM loans ORDER BY id`),
      inbox: await dataSource.query(`SELECT count(*)::int AS count FROM inbox_messages`),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOf(t);
    borrower = await borrowerWithAccount(t);
    lenders = [await investor(t), await investor(t), await investor(t)];
    loan = await disbursedLoan(
      t,
      borrower,
      lenders.map((member, index) => ({ member, amount: AMOUNTS[index] as number })),
      { period: 12, grade: 'C', addRate: '3' },
      DISBURSED_ON,
    );
    const [terms] = (await t.app.get(DataSource).query(`SELECT apr::text AS apr FROM loans WHERE id = $1`, [loan.id])) as { apr: string }[];
    apr = terms.apr;
  }, 120_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('writes the borrower’s schedule and each investment’s at disbursement, dated from the business date', async () => {
    const expected = scheduleOf('equal_installment', 25_000, apr, 12);
    const rows = await loanRows(t, loan.id);
    expect(rows.map((row) => ({ period: row.period, due_date: row.due_date, principal: row.principal, interest: row.interest, balance: row.balance, status: row.status }))).toEqual(
      expected.map((row, index) => ({
        period: row.period,
        due_date: dueDatesOf(DISBURSED_ON, 12)[index],
        principal: row.principal,
        interest: row.interest,
        balance: row.balance,
        status: 'unpaid',
      })),
    );
    expect(rows[0]?.due_date).toBe('2024-02-10');
    expect(rows[11]?.due_date).toBe('2025-01-10');
    const [{ cycle_day }] = (await t.app.get(DataSource).query(`SELECT cycle_day FROM loans WHERE id = $1`, [loan.id])) as { cycle_day: number }[];
    expect(cycle_day).toBe(10);

    const split = splitSchedule(expected, AMOUNTS);
    const shares = await investmentRows(t, loan.id);
    loan.investments.forEach((investment, index) => {
      expect(
        shares
          .filter((share) => share.investment_id === investment.id)
          .map((share) => ({ period: share.period, principal: share.principal, interest: share.interest, fee_amount: share.fee_amount })),
      ).toEqual(
        (split[index] ?? []).map((row) => ({
          period: row.period,
          principal: row.principal,
          interest: row.interest,
          fee_amount: lenderFeeOf(row.principal + row.interest, '1.00'),
        })),
      );
    });
    await expectRowsReconcile(t, loan.id);
  });

  it('shows the borrower the schedule and each lender their own, and nobody else’s (404)', async () => {
    const own = await borrower.browser.get(`/api/borrower/loans/${loan.serial}/repayments`);
    expect(own.status).toBe(200);
    expect(own.body.data.has_diff16).toBe(false);
    expect(own.body.data.is_migrated_diff16).toBe(false);
    expect(own.body.data.repayments).toHaveLength(12);
    const first = scheduleOf('equal_installment', 25_000, apr, 12)[0];
    expect(own.body.data.repayments[0]).toEqual({
      period: 1,
      due_date: '2024/02/10',
      status: REPAYMENT_STATUS_LABELS.unpaid,
      status_code: 'unpaid',
      payment: first?.payment,
      principal: first?.principal,
      interest: first?.interest,
      fee_amount: 0,
      fee_discount: 0,
      penalty: 0,
      robo_invest_monthly_lender_fee: 0,
      paid_amount: 0,
      paid_at: null,
      balance: first?.balance,
    });

    const [a, b] = lenders as [Lender, Lender];
    const [investmentA] = loan.investments;
    const mine = await a.browser.get(`${INVESTMENTS}/${investmentA?.serial}/repayments`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.repayments).toHaveLength(12);
    expect(mine.body.data.repayments.reduce((sum: number, row: { principal: number }) => sum + row.principal, 0)).toBe(7_000);

    expect((await b.browser.get(`${INVESTMENTS}/${investmentA?.serial}/repayments`)).status).toBe(404);
    expect((await a.browser.get(`/api/borrower/loans/${loan.serial}/repayments`)).status).toBe(404);
    expect((await borrower.browser.get(`/api/borrower/loans/LA-NOPE/repayments`)).status).toBe(404);
    expect((await borrower.browser.get(`${INVESTMENTS}/NOPE/repayments`)).status).toBe(404);
  });

  it('collects every due date: each lender receives exactly their schedule less the lender fee, and the loan finishes', async () => {
    const schedule = scheduleOf('equal_installment', 25_000, apr, 12);
    const owed = schedule.reduce((sum, row) => sum + row.payment, 0);
    const before = await Promise.all(lenders.map((lender) => ledgerBalances(t, lender.id)));

    // The borrower's bank is verified, so the monthly settlement sends idle cash to it: they transfer in each instalment before its due date.
    for (const [index, date] of dueDatesOf(DISBURSED_ON, 12).entries()) {
      const { cash } = await ledgerBalances(t, borrower.id);
      const payment = schedule[index]?.payment ?? 0;
      if (payment > cash) await depositFor(t, borrower.id, payment - cash);
      await runDates(t, [date]);
    }

    const rows = await loanRows(t, loan.id);
    expect(rows.every((row) => row.status === 'paid' && row.paid_at !== null)).toBe(true);
    expect(rows.map((row) => row.paid_principal + row.paid_interest)).toEqual(schedule.map((row) => row.payment));
    const split = splitSchedule(schedule, AMOUNTS);
    const shares = await investmentRows(t, loan.id);
    for (const [index, investment] of loan.investments.entries()) {
      const lender = lenders[index] as Lender;
      const own = split[index] ?? [];
      const principal = own.reduce((sum, row) => sum + row.principal, 0);
      const interest = own.reduce((sum, row) => sum + row.interest, 0);
      const fees = own.reduce((sum, row) => sum + lenderFeeOf(row.principal + row.interest, '1.00'), 0);
      expect(principal).toBe(AMOUNTS[index]);
      expect(await ledgerSum(t, 'repayment_principal', lender.id, 'credit')).toBe(principal);
      expect(await ledgerSum(t, 'repayment_interest', lender.id, 'credit')).toBe(interest);
      expect(await ledgerSum(t, 'lender_fee', lender.id, 'debit')).toBe(fees);
      const settled = await ledgerSum(t, 'monthly_settlement', lender.id, 'debit');
      expect((await ledgerBalances(t, lender.id)).cash).toBe((before[index]?.cash ?? 0) + principal + interest - fees - settled);
      const ownRows = shares.filter((share) => share.investment_id === investment.id);
      expect(ownRows.every((share) => share.status === 'paid' && share.paid_fee === share.fee_amount)).toBe(true);
    }
    expect(await ledgerSum(t, 'repayment_collect', borrower.id, 'debit')).toBe(owed);
    expect((await ledgerBalances(t, borrower.id)).cash).toBe(0);
    expect(await transitBalance(t)).toBe(0);
    await expectRowsReconcile(t, loan.id);
    await expectLedgerReconciled(t);

    const [state] = (await t.app.get(DataSource).query(`SELECT status, finished_at FROM loans WHERE id = $1`, [loan.id])) as {
      status: string;
      finished_at: Date | null;
    }[];
    expect(state).toEqual({ status: 'finished', finished_at: expect.any(Date) });
    const statuses = (await t.app.get(DataSource).query(`SELECT status FROM investments WHERE loan_id = $1`, [loan.id])) as { status: string }[];
    expect(statuses.map((row) => row.status)).toEqual(['finished', 'finished', 'finished']);

    const statement = await lenders[0]?.browser.get('/api/account/transactions?start_date=2000-01-01');
    const subjects = (statement?.body.data as { subjects: { english_name: string }[] }[]).map((row) => row.subjects[0]?.english_name);
    expect(subjects).toEqual(expect.arrayContaining(['principal_income', 'interest_income', 'lender_fee']));
    const table = await borrower.browser.get(`/api/borrower/loans/${loan.serial}/repayments`);
    expect(table.body.data.repayments.map((row: { status: string }) => row.status)).toEqual(Array(12).fill(REPAYMENT_STATUS_LABELS.paid));
    expect(table.body.data.repayments[0].paid_amount).toBe(schedule[0]?.payment);
  });

  it('changes nothing when a date already done runs again', async () => {
    const batch = t.app.get(BatchService);
    const date = dueDatesOf(DISBURSED_ON, 12)[3] as string;
    const before = await snapshot();
    const [stored] = (await t.app.get(DataSource).query(`SELECT summary FROM batch_runs WHERE business_date = $1`, [date])) as {
      summary: unknown;
    }[];
    expect(await batch.run(date)).toEqual(stored?.summary);
    expect(await snapshot()).toEqual(before);
  });

  it('runs a chosen date from the console once, and lists the runs newest first', async () => {
    const today = taipeiToday(new Date());
    const key = randomUUID();
    const ran = await postIdempotent(admin, BATCH_RUNS, { business_date: today }, key);
    expect(ran.status).toBe(200);
    expect(ran.body.data).toEqual({
      business_date: today,
      collected_rows: 0,
      collected_amount: 0,
      partial_rows: 0,
      late_rows: 0,
      penalty_amount: 0,
      protection_payouts: 0,
      protection_skipped: 0,
      finished_loans: 0,
      settlements: 0,
      settlement_amount: 0,
      shop_instalments: 0,
      shop_instalment_amount: 0,
    });
    const replay = await postIdempotent(admin, BATCH_RUNS, { business_date: today }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await postIdempotent(admin, BATCH_RUNS, { business_date: today });
    expect(again.body).toEqual(ran.body);

    const future = await postIdempotent(admin, BATCH_RUNS, { business_date: shiftIsoDate(today, 1) });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ code: 'BUSINESS_DATE_IN_FUTURE', message: SERVICING_TEXTS.businessDateFuture });
    const invalid = await postIdempotent(admin, BATCH_RUNS, { business_date: '2024-02-30' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ business_date: SERVICING_TEXTS.businessDateInvalid });

    const list = await admin.browser.get(BATCH_RUNS);
    expect(list.status).toBe(200);
    // Every business date from the first due date to the one run, each once.
    const runs = daysBetween('2024-02-10', today) + 1;
    expect(list.headers['content-range']).toBe(`batch-runs 0-24/${runs}`);
    expect(list.body[0]).toMatchObject({
      id: today,
      business_date: today,
      status: 'done',
      status_label: BATCH_RUN_STATUS_LABELS.done,
      started_by: admin.id,
      started_by_email: admin.email,
      collected_rows: 0,
    });
    expect(list.body[1]).toMatchObject({ business_date: shiftIsoDate(today, -1), started_by: admin.id, collected_rows: 0 });
    expect((await admin.browser.get(`${BATCH_RUNS}/2024-02-10`)).body).toMatchObject({ started_by: null, collected_rows: 1, finished_loans: 0 });
    const one = await admin.browser.get(`${BATCH_RUNS}/2025-01-10`);
    expect(one.body).toMatchObject({ business_date: '2025-01-10', collected_rows: 1, finished_loans: 1 });
    expect((await admin.browser.get(`${BATCH_RUNS}/2023-01-01`)).status).toBe(404);
  });

  it('moves the business clock forward, never back', async () => {
    const shown = await admin.browser.get(CLOCK);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ today: taipeiToday(new Date()), offset_days: 0 });
    const moved = await admin.browser.put(CLOCK, { days_forward: 3 });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({ today: shiftIsoDate(taipeiToday(new Date()), 3), offset_days: 3 });
    expect((await admin.browser.get(CLOCK)).body.data.offset_days).toBe(3);
    const back = await admin.browser.put(CLOCK, { days_forward: -1 });
    expect(back.status).toBe(400);
    const far = await admin.browser.put(CLOCK, { days_forward: 3650 });
    expect(far.status).toBe(400);
    expect(far.body.code).toBe('CLOCK_OFFSET_MAX');
    expect((await admin.browser.get(CLOCK)).body.data.offset_days).toBe(3);
  });

  it('catches the batch up to the business clock’s today, one date after another, once', async () => {
    const today = taipeiToday(new Date());
    const jobs = t.app.get(BatchJobs);
    expect(await jobs.catchUp()).toEqual([1, 2, 3].map((days) => shiftIsoDate(today, days)));
    expect(await jobs.catchUp()).toEqual([]);
    const list = await admin.browser.get(BATCH_RUNS);
    expect(list.body[0]).toMatchObject({ business_date: shiftIsoDate(today, 3), status: 'done', started_by: null });
  });

  it('answers 401 to visitors and 403 to members without the level or role', async () => {
    const basic = await signUp(t);
    await completeBasic(basic);
    const investment = loan.investments[0]?.serial as string;
    const calls: { method: 'get' | 'put' | 'post'; path: string; body?: object; refusal: Member }[] = [
      { method: 'get', path: `/api/borrower/loans/${loan.serial}/repayments`, refusal: basic },
      { method: 'get', path: `${INVESTMENTS}/${investment}/repayments`, refusal: basic },
      { method: 'get', path: CLOCK, refusal: borrower },
      { method: 'put', path: CLOCK, body: { days_forward: 1 }, refusal: borrower },
      { method: 'get', path: BATCH_RUNS, refusal: borrower },
      { method: 'get', path: `${BATCH_RUNS}/2024-02-10`, refusal: borrower },
      { method: 'post', path: BATCH_RUNS, body: { business_date: '2024-02-10' }, refusal: borrower },
    ];
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    for (const call of calls) {
      const anonymous =
        call.method === 'get' ? await visitor.get(call.path) : call.method === 'put' ? await visitor.put(call.path, call.body) : await visitor.post(call.path, call.body);
      expect({ path: call.path, method: call.method, status: anonymous.status }).toEqual({ path: call.path, method: call.method, status: 401 });
      const refused =
        call.method === 'get'
          ? await call.refusal.browser.get(call.path)
          : call.method === 'put'
            ? await call.refusal.browser.put(call.path, call.body)
            : await postIdempotent(call.refusal, call.path, call.body ?? {});
      expect({ path: call.path, method: call.method, status: refused.status }).toEqual({ path: call.path, method: call.method, status: 403 });
    }
    expect((await admin.browser.get(CLOCK)).body.data.offset_days).toBe(3);
  });
});
