import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CYCLE_DAY_MAX, shiftIsoDate } from '@lendbridge/domain';
import { PLATFORM, userCash } from '../../src/modules/ledger/ledger-accounts.js';
import { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import { FundingService } from '../../src/modules/orders/funding.service.js';
import { BusinessClock } from '../../src/modules/repayment/business-clock.js';
import type { TestApp } from '../create-test-app.js';
import { depositTo } from './ledger.js';
import type { Lender } from './ledger.js';
import { setLoanState } from './market.js';
import type { MarketLoanSpec } from './market.js';
import { marketLoan, placeOrder } from './orders.js';

/** One lender's part of a loan. */
export interface LoanPart {
  lender: Lender;
  amount: number;
}

export interface RepayingLoan {
  id: number;
  serial: string;
  borrower: Lender;
  disbursedOn: string;
  /** The loan's investments in id order, with their lenders. */
  investments: { serial: string; lender: Lender; amount: number }[];
}

/** The business clock's today. */
export const businessToday = (t: TestApp): Promise<string> => t.app.get(BusinessClock).today();

/**
 * Today and a business date `days` before it on a day of the month up to the cycle-day cap, so the
 * loan's first period runs exactly one month from it; the clock moves forward a day at a time
 * until the date falls so.
 */
export async function disbursedDaysAgo(t: TestApp, days: number): Promise<{ today: string; disbursedOn: string }> {
  for (;;) {
    const today = await businessToday(t);
    const disbursedOn = shiftIsoDate(today, -days);
    if (Number(disbursedOn.slice(8, 10)) <= CYCLE_DAY_MAX) return { today, disbursedOn };
    await t.app.get(DataSource).query(`UPDATE business_clock SET offset_days = offset_days + 1 WHERE id = 1`);
  }
}

/**
 * A loan of the borrower on the market, its APR set, invested in by each part's lender (who must
 * have the cash) and disbursed on the given business date: the engine writes its schedules.
 */
export async function repayingLoan(
  t: TestApp,
  borrower: Lender,
  parts: readonly LoanPart[],
  disbursedOn: string,
  { apr = '12.00', ...spec }: Partial<MarketLoanSpec> & { apr?: string } = {},
): Promise<RepayingLoan> {
  const amount = parts.reduce((sum, part) => sum + part.amount, 0);
  const loan = await marketLoan(t, { amount, period: 12, lenderFee: '1', ...spec }, borrower);
  await setLoanState(t, loan.id, { apr });
  for (const part of parts) {
    const placed = await placeOrder(t, part.lender, [{ serial: loan.serial, amount: part.amount }]);
    expect(placed.status).toBe(201);
  }
  await t.app.get(FundingService).disburse(loan.serial, new Date(), disbursedOn);
  const rows = (await t.app
    .get(DataSource)
    .query(`SELECT serial, user_id, amount FROM investments WHERE loan_id = $1 AND status = 'active' ORDER BY id`, [loan.id])) as {
    serial: string;
    user_id: number;
    amount: number;
  }[];
  const lenderOf = (userId: number): Lender => {
    const found = parts.find((part) => part.lender.id === userId);
    if (!found) throw new Error(`No lender ${userId} among the parts`);
    return found.lender;
  };
  return {
    id: loan.id,
    serial: loan.serial,
    borrower,
    disbursedOn,
    investments: rows.map((row) => ({ serial: row.serial, lender: lenderOf(row.user_id), amount: row.amount })),
  };
}

/** Sends all of a member's cash to the bank through the ledger (as a settlement would), leaving 0. */
export async function drainCash(t: TestApp, userId: number): Promise<void> {
  const ledger = t.app.get(LedgerService);
  await t.app.get(DataSource).transaction(async (manager) => {
    const cash = await ledger.lockBalance(manager, userCash(userId));
    if (cash === 0) return;
    await ledger.transfer(manager, {
      from: userCash(userId),
      to: PLATFORM.bank,
      amount: cash,
      kind: 'monthly_settlement',
      reference: `settlement:${randomUUID()}:${userId}`,
    });
  });
}

/** Leaves the member with exactly this much cash (drained, then deposited through the bank notification). */
export async function setCash(t: TestApp, member: Lender, amount: number): Promise<void> {
  await drainCash(t, member.id);
  if (amount > 0) await depositTo(t, member, amount);
}

/** Every borrower row of these loans equals the sums of its investment rows (principal, interest, penalty and what was paid of them). */
export async function expectRowsReconcile(t: TestApp, loanIds: readonly number[]): Promise<void> {
  const differences = (await t.app.get(DataSource).query(
    `SELECT lr.loan_id, lr.period FROM loan_repayments lr
       JOIN (SELECT loan_repayment_id, sum(principal) AS principal, sum(interest) AS interest, sum(penalty) AS penalty,
                    sum(paid_principal) AS paid_principal, sum(paid_interest) AS paid_interest, sum(paid_penalty) AS paid_penalty
               FROM investment_repayments GROUP BY loan_repayment_id) s ON s.loan_repayment_id = lr.id
      WHERE lr.loan_id = ANY ($1::bigint[])
        AND (lr.principal <> s.principal OR lr.interest <> s.interest OR lr.penalty <> s.penalty OR lr.paid_principal <> s.paid_principal
             OR lr.paid_interest <> s.paid_interest OR lr.paid_penalty <> s.paid_penalty)`,
    [[...loanIds]],
  )) as { loan_id: number; period: number }[];
  expect(differences).toEqual([]);
  const counted = (await t.app
    .get(DataSource)
    .query(`SELECT count(*)::int AS rows FROM loan_repayments WHERE loan_id = ANY ($1::bigint[])`, [[...loanIds]])) as { rows: number }[];
  expect(counted[0]?.rows).toBeGreaterThan(0);
}

/** The repayment transit account holds nothing between transactions. */
export async function expectTransitEmpty(t: TestApp): Promise<void> {
  expect(await t.app.get(LedgerService).platformBalance('repayment_transit')).toBe(0);
}
