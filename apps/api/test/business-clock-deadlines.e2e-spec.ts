import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FUNDING_PERIOD_DAYS, ORDER_DEPOSIT_DEADLINE_DAYS, shiftIsoDate, taipeiToday } from '@lendbridge/domain';
import { DataSource } from 'typeorm';
import { OrderJobs } from '../src/modules/orders/orders.jobs.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled } from './factories/ledger.js';
import { ORDERS, investor, loanState, marketLoan, placeOrder } from './factories/orders.js';

const DAYS_FORWARD = 28;

describe('deadlines on the business clock', () => {
  let t: TestApp;
  let businessDate: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await adminOf(t);
    const moved = await admin.browser.put('/api/console/clock', { days_forward: DAYS_FORWARD });
    expect(moved.status).toBe(200);
    businessDate = moved.body.data.today as string;
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('lists a loan until its funding deadline counted from the business date', async () => {
    const loan = await marketLoan(t);
    const state = await loanState(t, loan.serial);
    const [row] = (await t.app.get(DataSource).query(`SELECT funding_deadline FROM loans WHERE id = $1`, [state.id])) as {
      funding_deadline: Date;
    }[];
    expect(taipeiToday(row?.funding_deadline as Date)).toBe(shiftIsoDate(businessDate, FUNDING_PERIOD_DAYS));
  });

  it('gives a deposit order its payment deadline (繳款期限) from the business date, and lapses it on the business clock', async () => {
    const loan = await marketLoan(t);
    const lender = await investor(t, 0);
    const placed = await placeOrder(t, lender, [{ serial: loan.serial, amount: 1_000 }], { payment_method: 'deposit' });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order as { serial: string; arrive_at: string };
    expect(taipeiToday(new Date(order.arrive_at))).toBe(shiftIsoDate(businessDate, ORDER_DEPOSIT_DEADLINE_DAYS));

    const shown = await lender.browser.get(`${ORDERS}/${order.serial}`);
    expect(shown.body.data.order.arrive_at).toBe(order.arrive_at);
    // The real clock at the business deadline is DAYS_FORWARD days earlier: the jobs read the business clock.
    const realAtDeadline = new Date(new Date(order.arrive_at).getTime() - DAYS_FORWARD * 86_400_000 + 1_000);
    expect((await t.app.get(OrderJobs).run(realAtDeadline)).lapsed).toBe(1);
  });

  it('answers the business date in the status call, so the application form starts its value date there', async () => {
    const status = await new Browser(t.http).get('/api/auth/status');
    expect(status.status).toBe(200);
    expect(status.body.data.businessDate).toBe(businessDate);
  });
});
