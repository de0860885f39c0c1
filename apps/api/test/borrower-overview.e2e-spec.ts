import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { isOpenRepaymentStatus, shiftIsoDate, taipeiToday } from '@lendbridge/domain';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { completeBasic, signUp } from './factories/members.js';
import { borrowerWithAccount, marketLoan } from './factories/orders.js';
import { paidRow, repayingLoan } from './factories/repayment-rows.js';
import type { RepaymentRowSpec } from './factories/repayment-rows.js';

const OVERVIEW = '/api/borrower/overview';
const BUSINESS_DATE = '2026-03-15';

/** A monthly schedule: row k due on `day` of the k-th month after the given one. */
function monthlyRows(firstYear: number, firstMonth: number, day: number, parts: readonly [number, number][]): RepaymentRowSpec[] {
  return parts.map(([principal, interest], index) => {
    const monthIndex = firstMonth - 1 + index;
    const year = firstYear + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    return {
      period: index + 1,
      due_date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      principal,
      interest,
    };
  });
}

const isOpen = (row: RepaymentRowSpec) => isOpenRepaymentStatus(row.status ?? 'unpaid');
const unpaidParts = (row: RepaymentRowSpec) => row.principal - (row.paid_principal ?? 0) + row.interest - (row.paid_interest ?? 0);
const owed = (row: RepaymentRowSpec) =>
  unpaidParts(row) + (row.fee_amount ?? 0) - (row.paid_fee ?? 0) + (row.penalty ?? 0) - (row.paid_penalty ?? 0);
const sum = (rows: readonly RepaymentRowSpec[], of: (row: RepaymentRowSpec) => number) => rows.reduce((total, row) => total + of(row), 0);

describe('GET /api/borrower/overview', () => {
  let t: TestApp;
  let borrower: Lender;

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await borrowerWithAccount(t);
  }, 60_000);

  beforeEach(() => {
    jest.spyOn(t.app.get(BusinessClock), 'today').mockResolvedValue(BUSINESS_DATE);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('answers zeros and no items for a borrower without loans', async () => {
    const fresh = await borrowerWithAccount(t);
    const response = await fresh.browser.get(OVERVIEW);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      currentMonth: '2026/03',
      current_repayment: 0,
      overdue_amount: 0,
      diff_month: 0,
      diff_year: 0,
      items: [],
      remain_amount: 0,
      total_amount: 0,
      progress: [],
    });
  });

  it('sums this month’s dues, what is left and the whole schedules from the loans’ rows', async () => {
    // Loan A: twelve rows due on the 10th from 2025-10; four paid, February late and partly paid, March late with a penalty.
    const rowsA = monthlyRows(2025, 10, 10, Array.from({ length: 12 }, (_, index) => [8_000 + index * 10, 1_000 - index * 10] as [number, number]));
    for (let index = 0; index < 4; index += 1) rowsA[index] = paidRow(rowsA[index]);
    rowsA[4] = { ...rowsA[4], status: 'late', paid_principal: 0, paid_interest: 500, penalty: 120, paid_penalty: 120 };
    rowsA[5] = { ...rowsA[5], status: 'late', penalty: 35 };
    // Loan B: six rows due on the 20th from 2026-03, the last in 2027-05 (the last unpaid row of all); March carries a fee.
    const rowsB = monthlyRows(2026, 3, 20, [
      [5_000, 300],
      [5_000, 250],
      [5_000, 200],
      [5_000, 150],
      [5_000, 100],
      [5_000, 50],
    ]);
    rowsB[0] = { ...rowsB[0], fee_amount: 500 };
    rowsB[5] = { ...rowsB[5], due_date: '2027-05-20' };
    const loanA = await repayingLoan(t, borrower, 97_000, rowsA);
    const loanB = await repayingLoan(t, borrower, 30_000, rowsB);
    const matching = await marketLoan(t, { amount: 20_000 }, borrower);

    // Another borrower's schedule never counts.
    const other = await borrowerWithAccount(t);
    await repayingLoan(t, other, 12_000, monthlyRows(2026, 3, 1, [[12_000, 500]]));

    const response = await borrower.browser.get(OVERVIEW);
    expect(response.status).toBe(200);
    const data = response.body.data;

    const all = [...rowsA, ...rowsB];
    const dueByMarch = all.filter((row) => isOpen(row) && row.due_date <= '2026-03-31');
    expect(dueByMarch.map((row) => row.due_date)).toEqual(['2026-02-10', '2026-03-10', '2026-03-20']);
    const overdue = all.filter((row) => isOpen(row) && row.due_date < BUSINESS_DATE);
    expect(overdue.map((row) => row.due_date)).toEqual(['2026-02-10', '2026-03-10']);
    expect(data).toMatchObject({
      currentMonth: '2026/03',
      // This month's dues include the late rows of earlier months.
      current_repayment: sum(dueByMarch, owed),
      overdue_amount: sum(overdue, owed),
      // The rows still to come fall due from 2026-03 to 2027-05: fifteen months, one whole year.
      diff_month: 15,
      diff_year: 1,
      remain_amount: sum(all.filter(isOpen), unpaidParts),
      total_amount: sum(all, (row) => row.principal + row.interest),
    });
    expect(data.progress).toEqual([
      {
        loan_app_serial: loanB.serial,
        paid_amount: 0,
        total_amount: sum(rowsB, (row) => row.principal + row.interest),
      },
      {
        loan_app_serial: loanA.serial,
        paid_amount: sum(rowsA, (row) => (row.paid_principal ?? 0) + (row.paid_interest ?? 0)),
        total_amount: sum(rowsA, (row) => row.principal + row.interest),
      },
    ]);

    const listed = (await borrower.browser.get('/api/borrower/loans')).body.data as Record<string, unknown>[];
    const steady = (rows: Record<string, unknown>[]) =>
      rows.map(({ discount_countdown_hours: _hours, discount_countdown_minutes: _minutes, ...rest }) => rest);
    expect(steady(data.items)).toEqual(steady(listed));
    expect((data.items as { loan_app_serial: string }[]).map((item) => item.loan_app_serial)).toEqual([matching.serial, loanB.serial, loanA.serial]);
  });

  it('counts the overdue instalments in this month’s dues and in the overdue total, and the months left as the rows to come', async () => {
    jest.spyOn(t.app.get(BusinessClock), 'today').mockResolvedValue('2026-12-25');
    const late = await borrowerWithAccount(t);
    // Twelve rows due on the 10th from 2026-05: five paid, October to December late, four to come.
    const rows = monthlyRows(2026, 5, 10, Array.from({ length: 12 }, (_, index) => [4_000, 430 - index] as [number, number]));
    for (let index = 0; index < 5; index += 1) rows[index] = paidRow(rows[index]);
    rows[5] = { ...rows[5], status: 'late' };
    rows[6] = { ...rows[6], status: 'late' };
    rows[7] = { ...rows[7], status: 'late' };
    expect([rows[5], rows[6], rows[7]].map((row) => [row.due_date, owed(row)])).toEqual([
      ['2026-10-10', 4_425],
      ['2026-11-10', 4_424],
      ['2026-12-10', 4_423],
    ]);
    await repayingLoan(t, late, 48_000, rows);
    const data = (await late.browser.get(OVERVIEW)).body.data;
    expect(data).toMatchObject({
      currentMonth: '2026/12',
      current_repayment: 4_425 + 4_424 + 4_423,
      overdue_amount: 4_425 + 4_424 + 4_423,
      // Four rows to come, 2027-01 … 2027-04.
      diff_month: 4,
      diff_year: 0,
    });
  });

  it('counts nothing left once every row is settled', async () => {
    const settled = await borrowerWithAccount(t);
    const rows = monthlyRows(2025, 1, 5, [
      [6_000, 100],
      [6_000, 50],
    ]).map((row, index) => paidRow({ ...row, status: index === 0 ? 'late_paid' : 'paid' }));
    const loan = await repayingLoan(t, settled, 12_000, rows);
    const scheduled = sum(rows, (row) => row.principal + row.interest);
    const data = (await settled.browser.get(OVERVIEW)).body.data;
    expect(data).toMatchObject({ current_repayment: 0, overdue_amount: 0, diff_month: 0, diff_year: 0, remain_amount: 0, total_amount: scheduled });
    expect(data.progress).toEqual([{ loan_app_serial: loan.serial, paid_amount: scheduled, total_amount: scheduled }]);
  });

  it('counts from the business clock, which the demo moves forward', async () => {
    jest.restoreAllMocks();
    const days = 75;
    await t.app.get(DataSource).query(`UPDATE business_clock SET offset_days = $1 WHERE id = 1`, [days]);
    const today = shiftIsoDate(taipeiToday(new Date()), days);
    const fresh = await borrowerWithAccount(t);
    const rows = monthlyRows(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 28, [[10_000, 400]]);
    await repayingLoan(t, fresh, 10_000, rows);
    const data = (await fresh.browser.get(OVERVIEW)).body.data;
    expect(data.currentMonth).toBe(today.slice(0, 7).replace('-', '/'));
    expect(data.current_repayment).toBe(sum(rows, owed));
  });

  it('answers 401 to visitors and 403 below a full member', async () => {
    expect((await new Browser(t.http).get(OVERVIEW)).status).toBe(401);
    const basic = await signUp(t);
    await completeBasic(basic);
    const response = await basic.browser.get(OVERVIEW);
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 403, code: 'NOT_MEMBER_FULL' });
  });
});
