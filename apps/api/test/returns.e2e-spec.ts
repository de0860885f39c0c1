import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { daysBetween, lenderFeeOf, taipeiDayStart } from '@lendbridge/domain';
import type { PortfolioReturnAnswer } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { disbursedDaysAgo, expectTransitEmpty, repayingLoan, setCash } from './factories/clearing-rows.js';
import type { RepayingLoan } from './factories/clearing-rows.js';
import { expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { signUp } from './factories/members.js';
import { borrowerWithAccount, investor } from './factories/orders.js';

const RETURNS = '/api/account/returns';
const HOUR_MS = 3_600_000;

/** The yearly rate that turns `paid` into `received` over `days` days of 365 a year, in percent with 2 decimals: the closed form of one flow each way. */
const compoundRatePercent = (paid: number, received: number, days: number): string =>
  (Math.round(((received / paid) ** (365 / days) - 1) * 10_000) / 100).toFixed(2);

describe('portfolio returns', () => {
  let t: TestApp;
  let lender: Lender;
  let borrower: Lender;
  let loan: RepayingLoan;
  let days: number;

  const returnsOf = async (member: Lender): Promise<PortfolioReturnAnswer> => {
    const answer = await member.browser.get(RETURNS);
    expect(answer.status).toBe(200);
    return answer.body.data as PortfolioReturnAnswer;
  };

  beforeAll(async () => {
    t = await createTestApp();
    lender = await investor(t, 200_000);
    borrower = await borrowerWithAccount(t);
    const { disbursedOn, today } = await disbursedDaysAgo(t, 15);
    days = daysBetween(disbursedOn, today);
    loan = await repayingLoan(t, borrower, [{ lender, amount: 100_000 }], disbursedOn, { appType: 'pawn_project', grade: 'B' });
    // The money left the lender on the disbursement's business date.
    await t.app.get(DataSource).query(`UPDATE investments SET disbursed_at = $2 WHERE loan_id = $1`, [
      loan.id,
      new Date(taipeiDayStart(disbursedOn).getTime() + 10 * HOUR_MS),
    ]);
  }, 120_000);

  afterAll(async () => {
    await expectTransitEmpty(t);
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('counts the principal still owed at its face value before anything came back: a 0 % return', async () => {
    expect(await returnsOf(lender)).toMatchObject({ xirr: '0.00', invested: 100_000, received: 0, fees: 0, outstanding: 100_000 });
    expect(await returnsOf(borrower)).toMatchObject({ xirr: null, invested: 0, outstanding: 0 });
  });

  it('answers the rate of the real flows once the loan is cleared: the closed form of one payment each way, and the month’s bars', async () => {
    await setCash(t, borrower, 110_000);
    const cleared = await postIdempotent(borrower, `/api/borrower/pawnshop/${loan.serial}/clear`, {});
    expect(cleared.body.result).toBe(true);
    const returns = await returnsOf(lender);
    const interest = returns.received - 100_000;
    expect(interest).toBeGreaterThan(0);
    const fee = lenderFeeOf(100_000 + interest, '1');
    expect(returns).toMatchObject({ invested: 100_000, fees: fee, outstanding: 0 });
    expect(returns.xirr).toBe(compoundRatePercent(100_000, 100_000 + interest - fee, days));
    expect(returns.monthly).toHaveLength(12);
    expect(returns.monthly.at(-1)).toEqual({ month: returns.business_date.slice(0, 7), principal: 100_000, income: interest, fees: fee });
  });

  it('answers 401 without a session and 403 below a full member', async () => {
    expect((await new Browser(t.http).get(RETURNS)).status).toBe(401);
    const registered = await signUp(t);
    expect((await registered.browser.get(RETURNS)).status).toBe(403);
  });
});
