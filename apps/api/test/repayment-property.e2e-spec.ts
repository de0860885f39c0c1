import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { PARTIAL_PAYMENT_MIN, dueDatesOf, lenderFeeOf, shiftIsoDate } from '@lendbridge/domain';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { borrowerWithAccount, investor } from './factories/orders.js';
import {
  caseSum,
  depositFor,
  disbursedLoan,
  expectRowsReconcile,
  investmentRows,
  loanRows,
  runDates,
  spendCash,
  transitBalance,
} from './factories/repayment.js';
import type { LoanRowState } from './factories/repayment.js';

const LENDERS = 4;

/** What the borrower transfers in before a due date: nothing, too little for a partial payment, about half the row, or all that is owed. */
const TOP_UPS = ['none', 'below_floor', 'half', 'all'] as const;
type TopUp = (typeof TOP_UPS)[number];

const owedOf = (row: LoanRowState): number =>
  row.principal - row.paid_principal + row.interest - row.paid_interest + row.fee_amount - row.paid_fee + row.penalty - row.paid_penalty;

describe('repayment property: random multi-lender loans through the batch', () => {
  let t: TestApp;
  let lenders: Lender[];
  let borrower: Lender;
  let cursor = '2030-01-05';

  beforeAll(async () => {
    t = await createTestApp();
    lenders = [];
    for (let index = 0; index < LENDERS; index += 1) lenders.push(await investor(t, 2_000_000));
    borrower = await borrowerWithAccount(t);
  }, 120_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('keeps every row equal to its investments’ rows, pays every lender their schedule, and the books sum to zero', async () => {
    const scenario = fc.record({
      thousands: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: LENDERS }),
      period: fc.constantFrom(12, 18, 24),
      grade: fc.constantFrom('A0', 'C', 'F', 'H1', 'H3'),
      addRate: fc.constantFrom('0', '1.5', '3'),
      repayment: fc.constantFrom('equal_installment' as const, 'equal_principal' as const),
      lenderFee: fc.constantFrom('0', '0.5', '1', '1.75'),
      topUps: fc.array(fc.constantFrom(...TOP_UPS), { minLength: 24, maxLength: 24 }),
    });
    await fc.assert(
      fc.asyncProperty(scenario, async ({ thousands, period, grade, addRate, repayment, lenderFee, topUps }) => {
        const disbursedOn = cursor;
        const loan = await disbursedLoan(
          t,
          borrower,
          thousands.map((amount, index) => ({ member: lenders[index] as Lender, amount: amount * 1_000 })),
          { period, grade, addRate, repayment, lenderFee },
          disbursedOn,
        );
        await spendCash(t, borrower.id);
        const schedule = await loanRows(t, loan.id);
        const dates = dueDatesOf(disbursedOn, period);
        for (const [index, due] of dates.entries()) {
          const topUp: TopUp = topUps[index] ?? 'none';
          const owed = (await loanRows(t, loan.id)).filter((row) => row.due_date <= due).reduce((sum, row) => sum + owedOf(row), 0);
          const amount =
            topUp === 'below_floor' ? PARTIAL_PAYMENT_MIN - 1 : topUp === 'half' ? Math.ceil(owed / 2) : topUp === 'all' ? owed : 0;
          if (amount > 0) await depositFor(t, borrower.id, amount);
          await runDates(t, [due, shiftIsoDate(due, 10)]);
          await expectRowsReconcile(t, loan.id);
          expect(await transitBalance(t)).toBe(0);
        }
        const last = shiftIsoDate(dates[dates.length - 1] as string, 12);
        const owed = (await loanRows(t, loan.id)).reduce((sum, row) => sum + owedOf(row), 0);
        if (owed > 0) await depositFor(t, borrower.id, owed);
        await runDates(t, [last]);
        cursor = shiftIsoDate(last, 20);

        const rows = await loanRows(t, loan.id);
        expect(rows.every((row) => (row.status === 'paid' || row.status === 'late_paid') && owedOf(row) === 0)).toBe(true);
        await expectRowsReconcile(t, loan.id);
        const [state] = (await t.app.get(DataSource).query(`SELECT status FROM loans WHERE id = $1`, [loan.id])) as { status: string }[];
        expect(state?.status).toBe('finished');

        const shares = await investmentRows(t, loan.id);
        const fees = (await t.app
          .get(DataSource)
          .query(`SELECT id, lender_fee::text AS lender_fee, status FROM investments WHERE loan_id = $1 ORDER BY id`, [loan.id])) as {
          id: number;
          lender_fee: string;
          status: string;
        }[];
        for (const investment of loan.investments) {
          const own = shares.filter((share) => share.investment_id === investment.id);
          const fee = fees.find((row) => row.id === investment.id);
          expect(fee?.status).toBe('finished');
          const principal = own.reduce((sum, share) => sum + share.principal, 0);
          const interest = own.reduce((sum, share) => sum + share.interest, 0);
          const penalty = own.reduce((sum, share) => sum + share.penalty, 0);
          expect(principal).toBe(investment.amount);
          expect(await caseSum(t, 'repayment_principal', [investment.serial])).toBe(principal);
          expect(await caseSum(t, 'repayment_interest', [investment.serial])).toBe(interest);
          expect(await caseSum(t, 'penalty', [investment.serial])).toBe(penalty);
          expect(await caseSum(t, 'lender_fee', [investment.serial])).toBe(
            own.reduce((sum, share) => sum + lenderFeeOf(share.principal + share.interest, fee?.lender_fee ?? '0'), 0),
          );
        }
        expect(await caseSum(t, 'repayment_collect', [loan.serial])).toBe(schedule.reduce((sum, row) => sum + row.principal + row.interest, 0));
        expect(await caseSum(t, 'penalty_collect', [loan.serial])).toBe(rows.reduce((sum, row) => sum + row.penalty, 0));
        expect(await transitBalance(t)).toBe(0);
        await expectLedgerReconciled(t);
      }),
      { numRuns: 8 },
    );
    // The runs went through short borrowers, not only on-time payments.
    const [seen] = (await t.app
      .get(DataSource)
      .query(`SELECT count(*) FILTER (WHERE status = 'late_paid')::int AS late_paid FROM loan_repayments`)) as { late_paid: number }[];
    expect(seen?.late_paid).toBeGreaterThan(0);
  }, 600_000);
});
