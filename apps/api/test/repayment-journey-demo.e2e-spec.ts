import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  LATE_PENALTY_GRACE_DAYS,
  daysLate,
  depositFormSchema,
  firstUnpaidPage,
  isoToSlashed,
  shiftIsoDate,
  taipeiToday,
} from '@lendbridge/domain';
import type { RepaymentTableRow } from '@lendbridge/domain';
import { DEMO_PASSWORD, seedDemo } from '../src/database/seed/demo.js';
import { REPAYMENT_JOURNEY_LATE_PERIOD, REPAYMENT_JOURNEY_LOAN, lateDueDateOf } from '../src/database/seed/repayment-journey-demo.js';
import { DepositsService } from '../src/modules/bank/deposits.service.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import { expectRowsReconcile, transitBalance } from './factories/repayment.js';

const BORROWER = 'tea.shop@lendbridge.tw';
const LENDER = 'retiree@lendbridge.tw';
const PAID_ROWS = REPAYMENT_JOURNEY_LATE_PERIOD - 1;

interface JourneyUser {
  id: number;
  member_serial: string;
}

describe('repayment journey demo data', () => {
  let t: TestApp;
  let borrower: JourneyUser;
  let lender: JourneyUser;
  let loan: { id: number; serial: string };
  let investmentSerial: string;

  const signIn = async (email: string): Promise<Browser> => {
    const browser = new Browser(t.http);
    const login = await browser.post('/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    browser.csrfToken = login.body.data.csrfToken as string;
    return browser;
  };

  const userOf = async (email: string): Promise<JourneyUser> => {
    const rows = (await t.app.get(DataSource).query(`SELECT id, member_serial FROM users WHERE email_normalized = $1`, [email])) as JourneyUser[];
    expect(rows).toHaveLength(1);
    return rows[0] as JourneyUser;
  };

  const scheduleOf = async (browser: Browser, path: string): Promise<RepaymentTableRow[]> => {
    const answer = await browser.get(path);
    expect(answer.status).toBe(200);
    return answer.body.data.repayments as RepaymentTableRow[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app);
    borrower = await userOf(BORROWER);
    lender = await userOf(LENDER);
    const loans = (await t.app.get(DataSource).query(`SELECT id, serial FROM loans WHERE borrower_id = $1`, [borrower.id])) as {
      id: number;
      serial: string;
    }[];
    expect(loans).toHaveLength(1);
    loan = loans[0] as { id: number; serial: string };
    const investments = (await t.app.get(DataSource).query(`SELECT serial, user_id FROM investments WHERE loan_id = $1`, [loan.id])) as {
      serial: string;
      user_id: number;
    }[];
    expect(investments.map((investment) => investment.user_id)).toEqual([lender.id]);
    investmentSerial = (investments[0] as { serial: string }).serial;
  }, 300_000);

  afterAll(async () => {
    await t.close();
  });

  it("gives tea.shop@ an overdue loan whose first 13 rows were paid on their due dates and whose 14th is late without penalty", async () => {
    const browser = await signIn(BORROWER);
    const listed = (await browser.get('/api/borrower/loans')).body.data as { loan_app_serial: string; status_code: string; amount: number; period: number }[];
    expect(listed).toEqual([
      expect.objectContaining({
        loan_app_serial: loan.serial,
        status_code: 'overdue',
        amount: REPAYMENT_JOURNEY_LOAN.amount,
        period: REPAYMENT_JOURNEY_LOAN.period,
      }),
    ]);
    const rows = await scheduleOf(browser, `/api/borrower/loans/${loan.serial}/repayments`);
    expect(rows).toHaveLength(REPAYMENT_JOURNEY_LOAN.period);
    expect(rows.map((row) => row.status_code)).toEqual([
      ...Array<string>(PAID_ROWS).fill('paid'),
      'late',
      ...Array<string>(REPAYMENT_JOURNEY_LOAN.period - REPAYMENT_JOURNEY_LATE_PERIOD).fill('unpaid'),
    ]);
    for (const row of rows.slice(0, PAID_ROWS)) {
      expect({ period: row.period, paid_on: isoToSlashed(taipeiToday(new Date(row.paid_at ?? ''))) }).toEqual({ period: row.period, paid_on: row.due_date });
      expect(row.paid_amount).toBe(row.payment + row.fee_amount + row.penalty);
    }
    const late = rows[PAID_ROWS] as RepaymentTableRow;
    expect(late).toEqual(expect.objectContaining({ period: REPAYMENT_JOURNEY_LATE_PERIOD, penalty: 0, paid_amount: 0, paid_at: null }));
    expect(firstUnpaidPage(rows)).toBe(2);

    const today = await t.app.get(BusinessClock).today();
    const lateDue = lateDueDateOf(today);
    expect(late.due_date).toBe(isoToSlashed(lateDue));
    expect(daysLate(lateDue, today)).toBeGreaterThan(0);
    expect(daysLate(lateDue, shiftIsoDate(today, 1))).toBeLessThanOrEqual(LATE_PENALTY_GRACE_DAYS);
    await expectRowsReconcile(t, loan.id);
  });

  it('pays retiree@ the principal and interest of the paid rows less the lender fee, and leaves the borrower no cash for the late row', async () => {
    const browser = await signIn(LENDER);
    const rows = await scheduleOf(browser, `/api/v1/investments/${investmentSerial}/repayments`);
    const paid = rows.slice(0, PAID_ROWS);
    expect(paid.every((row) => row.status_code === 'paid')).toBe(true);
    expect(rows[PAID_ROWS]?.status_code).toBe('late');
    const received = paid.reduce((sum, row) => sum + row.principal + row.interest - row.fee_amount, 0);
    const ledger = t.app.get(LedgerService);
    expect((await ledger.balances(lender.id)).cash).toBe(received);
    expect((await ledger.balances(borrower.id)).cash).toBe(0);
    expect(await transitBalance(t)).toBe(0);
    await expectLedgerReconciled(t);
  });

  it('changes nothing when run again', async () => {
    const dataSource = t.app.get(DataSource);
    const count = () =>
      dataSource.query(
        `SELECT (SELECT count(*) FROM loans) AS loans, (SELECT count(*) FROM ledger_transfers) AS transfers,
                (SELECT count(*) FROM deposits) AS deposits, (SELECT count(*) FROM withdrawals) AS withdrawals,
                (SELECT count(*) FROM batch_runs) AS runs,
                (SELECT count(*) FROM loan_repayments WHERE status = 'paid') AS paid_rows`,
      );
    const before = await count();
    await seedDemo(t.app);
    expect(await count()).toEqual(before);
  });

  it("collects the late row, and only it, in the next business date's batch once the borrower has deposited what it owes", async () => {
    const borrowerBrowser = await signIn(BORROWER);
    const late = (await scheduleOf(borrowerBrowser, `/api/borrower/loans/${loan.serial}/repayments`))[PAID_ROWS] as RepaymentTableRow;
    const owed = late.payment + late.fee_amount + late.penalty - late.paid_amount;
    const [admin] = (await t.app.get(DataSource).query(`SELECT id FROM users WHERE email_normalized = 'admin@lendbridge.tw'`)) as { id: number }[];
    await t.app.get(DepositsService).recordManual(admin?.id ?? 0, depositFormSchema.parse({ member_serial: borrower.member_serial, amount: owed, note: '臨櫃匯款' }));
    const lenderBrowser = await signIn(LENDER);
    const share = (await scheduleOf(lenderBrowser, `/api/v1/investments/${investmentSerial}/repayments`))[PAID_ROWS] as RepaymentTableRow;
    const ledger = t.app.get(LedgerService);
    const lenderCash = (await ledger.balances(lender.id)).cash;

    const next = shiftIsoDate(await t.app.get(BusinessClock).today(), 1);
    const summary = await t.app.get(BatchService).run(next);
    expect(summary).toEqual(expect.objectContaining({ business_date: next, collected_rows: 1, collected_amount: owed, penalty_amount: 0 }));
    const after = (await scheduleOf(borrowerBrowser, `/api/borrower/loans/${loan.serial}/repayments`))[PAID_ROWS] as RepaymentTableRow;
    expect(after).toEqual(expect.objectContaining({ status_code: 'late_paid', penalty: 0, paid_amount: owed }));
    expect((await ledger.balances(lender.id)).cash).toBe(lenderCash + share.principal + share.interest - share.fee_amount);
    expect((await ledger.balances(borrower.id)).cash).toBe(0);
    await expectLedgerReconciled(t);
  });
});
