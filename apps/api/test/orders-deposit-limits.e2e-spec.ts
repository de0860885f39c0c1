import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEPOSIT_ORDERS_LOAN_SHARE_MAX_PERCENT,
  DEPOSIT_ORDERS_MEMBER_AMOUNT_MAX,
  DEPOSIT_ORDERS_OPEN_MAX,
  DEPOSIT_ORDER_LIMIT_TEXTS,
} from '@lendbridge/domain';
import { OrdersService } from '../src/modules/orders/orders.service.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { expectInvestedMatches, investor, ledgerBalances, loanState, marketLoan, placeOrder } from './factories/orders.js';
import type { ListedLoan } from './factories/market.js';

const deposit = { payment_method: 'deposit' } as const;

interface Outcome {
  status: number;
  body: { code?: string; message?: string; errors?: Record<string, string>; data?: { order?: { total_amount: number } } };
}

/** Sends every order at once, each from its member's own session, and answers the outcomes in the same order. */
async function raceOrders(t: TestApp, orders: { member: Lender; serial: string; amount: number }[]): Promise<Outcome[]> {
  const responses = await Promise.all(orders.map((order) => placeOrder(t, order.member, [{ serial: order.serial, amount: order.amount }], deposit)));
  return responses.map((response) => ({ status: response.status, body: response.body as Outcome['body'] }));
}

/** Every outcome is a placement or one of the limit refusals, never anything else. */
function expectOnly(outcomes: Outcome[], code: string): void {
  expect(outcomes.filter((outcome) => outcome.status !== 201 && !(outcome.status === 400 && outcome.body.code === code))).toEqual([]);
}

describe('orders awaiting a deposit are limited', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('holds at most its share of one loan by deposit orders, leaving the rest to lenders who pay', async () => {
    const loan = await marketLoan(t, { amount: 100_000 });
    const share = (100_000 * DEPOSIT_ORDERS_LOAN_SHARE_MAX_PERCENT) / 100;
    const empty = await investor(t);

    const whole = await placeOrder(t, empty, [{ serial: loan.serial, amount: 100_000 }], deposit);
    expect(whole.status).toBe(400);
    expect(whole.body).toMatchObject({
      code: 'DEPOSIT_ORDERS_LOAN_SHARE_MAX',
      message: DEPOSIT_ORDER_LIMIT_TEXTS.loanShare,
      errors: { 'loans.0.serial': DEPOSIT_ORDER_LIMIT_TEXTS.loanShare },
    });
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'matching', invested_amount: 0 });

    expect((await placeOrder(t, empty, [{ serial: loan.serial, amount: share - 10_000 }], deposit)).status).toBe(201);
    const other = await investor(t);
    expect((await placeOrder(t, other, [{ serial: loan.serial, amount: 11_000 }], deposit)).body.code).toBe('DEPOSIT_ORDERS_LOAN_SHARE_MAX');
    expect((await placeOrder(t, other, [{ serial: loan.serial, amount: 10_000 }], deposit)).status).toBe(201);

    const payer = await investor(t, 50_000);
    expect((await placeOrder(t, payer, [{ serial: loan.serial, amount: 50_000 }])).status).toBe(201);
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'matching', invested_amount: 100_000 });
    await expectInvestedMatches(t, loan.serial);
  });

  it('limits what one member holds awaiting a deposit, in all their orders together', async () => {
    const loans = await Promise.all([0, 1, 2].map(() => marketLoan(t, { amount: 400_000 })));
    const member = await investor(t);
    const first = DEPOSIT_ORDERS_MEMBER_AMOUNT_MAX - 50_000;

    expect((await placeOrder(t, member, [{ serial: loans[0].serial, amount: first }], deposit)).status).toBe(201);
    const beyond = await placeOrder(
      t,
      member,
      [
        { serial: loans[1].serial, amount: 30_000 },
        { serial: loans[2].serial, amount: 21_000 },
      ],
      deposit,
    );
    expect(beyond.status).toBe(400);
    expect(beyond.body).toMatchObject({ code: 'DEPOSIT_ORDERS_AMOUNT_MAX', message: DEPOSIT_ORDER_LIMIT_TEXTS.memberAmount });
    expect((await loanState(t, loans[1].serial)).invested_amount).toBe(0);
    expect((await loanState(t, loans[2].serial)).invested_amount).toBe(0);
    expect((await placeOrder(t, member, [{ serial: loans[1].serial, amount: 50_000 }], deposit)).status).toBe(201);
    expect(await ledgerBalances(t, member.id)).toEqual({ cash: 0, locked: 0 });
  });

  it('limits the open deposit orders of one member, and frees a place when one lapses', async () => {
    const loan = await marketLoan(t, { amount: 100_000 });
    const member = await investor(t);
    const placed = [];
    for (let index = 0; index < DEPOSIT_ORDERS_OPEN_MAX; index += 1) {
      const response = await placeOrder(t, member, [{ serial: loan.serial, amount: 1_000 }], deposit);
      expect(response.status).toBe(201);
      placed.push(response.body.data.order as { serial: string; arrive_at: string });
    }
    const more = await placeOrder(t, member, [{ serial: loan.serial, amount: 1_000 }], deposit);
    expect(more.status).toBe(400);
    expect(more.body).toMatchObject({ code: 'DEPOSIT_ORDERS_OPEN_MAX', message: DEPOSIT_ORDER_LIMIT_TEXTS.openOrders });

    const afterFirstDeadline = new Date(new Date(placed[0].arrive_at).getTime() + 1);
    expect(await t.app.get(OrdersService).lapseOverdueOrders(afterFirstDeadline)).toBeGreaterThanOrEqual(1);
    expect((await placeOrder(t, member, [{ serial: loan.serial, amount: 1_000 }], deposit)).status).toBe(201);
  });

  describe('under a race of concurrent clients', () => {
    it('places exactly the allowed number of one member’s deposit orders', async () => {
      const member = await investor(t);
      const loans: ListedLoan[] = await Promise.all(Array.from({ length: 8 }, () => marketLoan(t, { amount: 10_000 })));
      const outcomes = await raceOrders(
        t,
        loans.map((loan) => ({ member, serial: loan.serial, amount: 1_000 })),
      );
      expectOnly(outcomes, 'DEPOSIT_ORDERS_OPEN_MAX');
      expect(outcomes.filter((outcome) => outcome.status === 201)).toHaveLength(DEPOSIT_ORDERS_OPEN_MAX);
      const reserved = await Promise.all(loans.map(async (loan) => (await loanState(t, loan.serial)).invested_amount));
      expect(reserved.reduce((sum, amount) => sum + amount, 0)).toBe(DEPOSIT_ORDERS_OPEN_MAX * 1_000);
    }, 120_000);

    it('never lets one member’s deposit orders together pass the amount limit', async () => {
      const member = await investor(t);
      const amount = 80_000;
      const loans = await Promise.all(Array.from({ length: 6 }, () => marketLoan(t, { amount: 200_000 })));
      const outcomes = await raceOrders(
        t,
        loans.map((loan) => ({ member, serial: loan.serial, amount })),
      );
      expectOnly(outcomes, 'DEPOSIT_ORDERS_AMOUNT_MAX');
      const placed = outcomes.filter((outcome) => outcome.status === 201);
      expect(placed).toHaveLength(Math.floor(DEPOSIT_ORDERS_MEMBER_AMOUNT_MAX / amount));
      const reserved = await Promise.all(loans.map(async (loan) => (await loanState(t, loan.serial)).invested_amount));
      expect(reserved.reduce((sum, held) => sum + held, 0)).toBe(placed.length * amount);
    }, 120_000);

    it('never lets deposit orders of many members together pass a loan’s share', async () => {
      const loan = await marketLoan(t, { amount: 100_000 });
      const share = (100_000 * DEPOSIT_ORDERS_LOAN_SHARE_MAX_PERCENT) / 100;
      const members: Lender[] = [];
      for (let start = 0; start < 16; start += 8) members.push(...(await Promise.all(Array.from({ length: 8 }, () => investor(t)))));
      const outcomes = await raceOrders(
        t,
        members.map((member) => ({ member, serial: loan.serial, amount: 5_000 })),
      );
      expectOnly(outcomes, 'DEPOSIT_ORDERS_LOAN_SHARE_MAX');
      expect(outcomes.filter((outcome) => outcome.status === 201)).toHaveLength(share / 5_000);
      expect(await loanState(t, loan.serial)).toMatchObject({ status: 'matching', invested_amount: share });
      await expectInvestedMatches(t, loan.serial);
    }, 180_000);
  });
});
