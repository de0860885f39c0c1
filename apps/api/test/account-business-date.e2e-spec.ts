import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_RECENT_WINDOW_DAYS, LEDGER_SUBJECTS, formatYmd, shiftIsoDate, taipeiToday, ymdOfIso } from '@lendbridge/domain';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { PASSWORD } from './factories/members.js';
import type { Member } from './factories/members.js';
import { adminOf, depositTo, expectLedgerReconciled, postIdempotent, verifiedMember } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { borrowerWithAccount, investor, loanState, marketLoan, placeOrder } from './factories/orders.js';
import { loanRows } from './factories/repayment.js';
import { downloadFile, readStatementWorkbook } from './factories/statement-workbook.js';

/** Further than the default 90-day window: a statement dated on the real calendar falls outside it. */
const DAYS_FORWARD = 120;

const dayOf = (row: { created_at: string }): string => taipeiToday(new Date(row.created_at));
/** The statement workbook's rows above the movements: title, account, month, opening balance, header. */
const STATEMENT_HEADER_ROWS = 5;

describe('statements on the business clock', () => {
  let t: TestApp;
  let admin: Member;
  let member: Lender;
  let businessDate: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOf(t);
    member = await verifiedMember(t);
    const moved = await admin.browser.put('/api/console/clock', { days_forward: DAYS_FORWARD });
    expect(moved.status).toBe(200);
    businessDate = moved.body.data.today as string;
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('dates deposits made after the clock moved on the business date, inside the default window it answers', async () => {
    await depositTo(t, member, 5_000);
    const recorded = await postIdempotent(admin, '/api/console/deposits', { member_serial: member.memberSerial, amount: 700, note: '臨櫃存款' });
    expect(recorded.status).toBe(201);

    const list = await member.browser.get('/api/account/transactions');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 2,
      start_date: shiftIsoDate(businessDate, -ACCOUNT_RECENT_WINDOW_DAYS),
      end_date: businessDate,
    });
    expect(list.body.data.map(dayOf)).toEqual([businessDate, businessDate]);
    const overview = (await member.browser.get('/api/account/overview')).body.data;
    expect(overview.recent_preview.map((entry: { date: string }) => entry.date)).toEqual([businessDate, businessDate]);
  });

  it('lists a withdrawal and its payout on the business date, and offers the business month as a statement', async () => {
    const requested = await postIdempotent(member, '/api/account/withdraw', { amount: 1_000, password: PASSWORD });
    expect(requested.status).toBe(200);
    const paid = await admin.browser.post('/api/console/withdrawals/payout', { ids: [requested.body.data.id], reason: '已匯款' });
    expect(paid.status).toBe(200);

    const withdraws = await member.browser.get('/api/account/withdraws');
    expect(withdraws.status).toBe(200);
    expect(withdraws.body).toMatchObject({
      total: 1,
      start_date: shiftIsoDate(businessDate, -ACCOUNT_RECENT_WINDOW_DAYS),
      end_date: businessDate,
    });
    expect(withdraws.body.data.map(dayOf)).toEqual([businessDate]);

    const statement = await member.browser.get('/api/account/transactions');
    expect(statement.body.data.map(dayOf).every((day: string) => day === businessDate)).toBe(true);
    expect(statement.body.total).toBeGreaterThanOrEqual(4);

    const month = businessDate.slice(0, 7);
    const download = await downloadFile(member.browser, `/api/account/statements/${month}.xlsx`);
    expect(download.status).toBe(200);
    const { rows } = await readStatementWorkbook(download.body as Buffer);
    const movements = rows.slice(STATEMENT_HEADER_ROWS, -1);
    expect(movements.length).toBeGreaterThanOrEqual(4);
    expect(movements.map(([date]) => date)).toEqual(movements.map(() => formatYmd(ymdOfIso(businessDate))));
    expect(movements.map(([, subject]) => subject)).toContain(LEDGER_SUBJECTS.deposit.chinese_name);
  });

  it('dates the cancel fee of a loan the borrower withdraws on the business date, and the lender’s release with it', async () => {
    const borrower = await borrowerWithAccount(t);
    const loan = await marketLoan(t, { amount: 50_000 }, borrower);
    const lender = await investor(t, 10_000);
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 10_000 }])).status).toBe(201);
    await depositTo(t, borrower, 800);
    const cancelled = await postIdempotent(borrower, `/api/borrower/loans/${loan.serial}/cancel`, {});
    expect(cancelled.status).toBe(200);

    const fee = (await borrower.browser.get('/api/account/transactions?subjects[]=loan_cancel_fee')).body;
    expect(fee.total).toBe(1);
    expect(fee.data.map(dayOf)).toEqual([businessDate]);
    const lenderRows = (await lender.browser.get('/api/account/transactions')).body.data;
    expect(lenderRows.map(dayOf).every((day: string) => day === businessDate)).toBe(true);
  });

  it('dates a disbursement by the console and the installment the batch collects on their business dates in the statements', async () => {
    const borrower = await borrowerWithAccount(t);
    const loan = await marketLoan(t, { amount: 20_000, period: 12 }, borrower);
    const lender = await investor(t, 20_000);
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 20_000 }])).status).toBe(201);
    const disbursed = await postIdempotent(admin, `/api/console/loans/${loan.serial}/disburse`, { reason: '已確認滿標' });
    expect(disbursed.status).toBe(200);

    const statement = await borrower.browser.get('/api/account/transactions');
    expect(statement.body.data.length).toBeGreaterThanOrEqual(2);
    expect(statement.body.data.map(dayOf).every((day: string) => day === businessDate)).toBe(true);
    const lenderRows = (await lender.browser.get('/api/account/transactions')).body.data;
    expect(lenderRows.map(dayOf).every((day: string) => day === businessDate)).toBe(true);

    // The clock moves on to the first due date; the console's batch run of that date collects the installment on it.
    const [first] = await loanRows(t, (await loanState(t, loan.serial)).id);
    const dueDate = first?.due_date ?? '';
    const daysToDue = Math.round((Date.parse(dueDate) - Date.parse(businessDate)) / 86_400_000);
    const moved = await admin.browser.put('/api/console/clock', { days_forward: daysToDue });
    expect(moved.body.data.today).toBe(dueDate);
    expect((await postIdempotent(admin, '/api/console/batch-runs', { business_date: dueDate })).status).toBe(200);
    const collected = (await borrower.browser.get('/api/account/transactions?subjects[]=repayment')).body;
    expect(collected.total).toBe(1);
    expect(collected.data.map(dayOf)).toEqual([dueDate]);
    expect(collected).toMatchObject({ end_date: dueDate });
  });
});
