import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MESSAGES, PROTECTION_FUND_API_PATH, PROTECTION_FUND_CACHE_MS, PROTECTION_PAYOUT_LATE_DAYS, protectionPayoutOf, shiftIsoDate } from '@lendbridge/domain';
import type { ProtectionFundStats } from '@lendbridge/domain';
import { ProtectionFundService } from '../src/modules/site/protection-fund.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import { borrowerWithAccount, investor } from './factories/orders.js';
import { caseSum, depositFor, disbursedLoan, fillProtectionFund, runDates, spendCash } from './factories/repayment.js';
import type { DisbursedLoan } from './factories/repayment.js';

/** The same figures, summed in SQL of this test's own from the ledger and the loans. */
async function expectedFigures(dataSource: DataSource): Promise<ProtectionFundStats> {
  const [sums] = (await dataSource.query(
    `SELECT (SELECT balance FROM ledger_accounts WHERE kind = 'protection_fund')::bigint AS balance,
            count(l.id)::int AS protected_loans,
            coalesce(sum(l.amount - coalesce(paid.principal, 0)), 0)::bigint AS protected_principal,
            CASE WHEN coalesce(sum(l.amount - coalesce(paid.principal, 0)), 0) = 0 THEN NULL
                 ELSE round((SELECT balance FROM ledger_accounts WHERE kind = 'protection_fund')::numeric
                            / sum(l.amount - coalesce(paid.principal, 0)), 4)::text END AS coverage_ratio
       FROM loans l
       LEFT JOIN (SELECT loan_id, sum(paid_principal) AS principal FROM loan_repayments GROUP BY loan_id) paid ON paid.loan_id = l.id
      WHERE l.pgr > 0 AND l.protection_paid_at IS NULL AND l.status IN ('funded', 'repaying', 'overdue', 'legal_collection')`,
  )) as { balance: string; protected_loans: number; protected_principal: string; coverage_ratio: string | null }[];
  const months = (await dataSource.query(
    `SELECT to_char(t.created_at AT TIME ZONE 'Asia/Taipei', 'YYYY-MM') AS month, count(*)::int AS payouts, sum(t.amount)::bigint AS amount
       FROM ledger_transfers t
      WHERE t.kind IN ('protection_payout', 'robo_protection_payout')
        AND t.debit_account_id = (SELECT id FROM ledger_accounts WHERE kind = 'protection_fund')
      GROUP BY 1 ORDER BY 1 DESC`,
  )) as { month: string; payouts: number; amount: string }[];
  return {
    balance: Number(sums.balance),
    protected_loans: sums.protected_loans,
    protected_principal: Number(sums.protected_principal),
    coverage_ratio: sums.coverage_ratio,
    payouts_count: months.reduce((sum, month) => sum + month.payouts, 0),
    payouts_total: months.reduce((sum, month) => sum + Number(month.amount), 0),
    payouts_by_month: months.map((month) => ({ month: month.month, payouts: month.payouts, amount: Number(month.amount) })),
  };
}

describe('the public protection fund', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let paidOut: DisbursedLoan;
  let protectedLoan: DisbursedLoan;

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    const lenderA = await investor(t);
    const lenderB = await investor(t);
    const lateBorrower = await borrowerWithAccount(t);
    const payingBorrower = await borrowerWithAccount(t);
    const plainBorrower = await borrowerWithAccount(t);
    paidOut = await disbursedLoan(
      t,
      lateBorrower,
      [
        { member: lenderA, amount: 6_000 },
        { member: lenderB, amount: 4_000 },
      ],
      { period: 12, source: 'pgr', pgr: '90' },
      '2021-02-10',
    );
    await spendCash(t, lateBorrower.id);
    protectedLoan = await disbursedLoan(t, payingBorrower, [{ member: lenderA, amount: 30_000 }], { period: 12, source: 'pgr', pgr: '50' }, '2021-06-10');
    await disbursedLoan(t, plainBorrower, [{ member: lenderB, amount: 12_000 }], { period: 12 }, '2021-02-10');
    const payer = await investor(t, 20_000);
    await fillProtectionFund(t, payer.id, 20_000);
    const due = shiftIsoDate('2021-03-10', PROTECTION_PAYOUT_LATE_DAYS);
    await runDates(t, ['2021-03-10', '2021-07-09']);
    await depositFor(t, payingBorrower.id, 5_000);
    await runDates(t, ['2021-07-10', shiftIsoDate(due, 1)]);
  }, 300_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('answers a visitor the figures the same SQL sums from the ledger after real payouts', async () => {
    const expected = await expectedFigures(dataSource);
    const answered = await new Browser(t.http).get(PROTECTION_FUND_API_PATH);
    expect(answered.status).toBe(200);
    expect(answered.body.data).toEqual(expected);

    const figures = answered.body.data as ProtectionFundStats;
    const payouts = await caseSum(t, 'protection_payout', paidOut.investments.map((investment) => investment.serial));
    expect(payouts).toBe(protectionPayoutOf(6_000, '90') + protectionPayoutOf(4_000, '90'));
    expect(figures.payouts_total).toBe(payouts);
    expect(figures.payouts_count).toBe(2);
    expect(figures.payouts_by_month).toHaveLength(1);
    const [paid] = (await dataSource.query(`SELECT coalesce(sum(paid_principal), 0)::int AS principal FROM loan_repayments WHERE loan_id = $1`, [
      protectedLoan.id,
    ])) as { principal: number }[];
    expect(paid.principal).toBeGreaterThan(0);
    expect(figures.protected_loans).toBe(1);
    expect(figures.protected_principal).toBe(30_000 - paid.principal);
    expect(figures.balance).toBeGreaterThan(0);
    expect(Number(figures.coverage_ratio)).toBeCloseTo(figures.balance / figures.protected_principal, 4);
  });

  it('keeps the figures for a while, then sums them again', async () => {
    const service = new ProtectionFundService(dataSource);
    const countedAt = new Date('2026-11-28T00:00:00Z');
    const first = await service.stats(countedAt);
    const payer = await investor(t, 1_000);
    await fillProtectionFund(t, payer.id, 1_000);
    expect(await service.stats(new Date(countedAt.getTime() + PROTECTION_FUND_CACHE_MS - 1))).toEqual(first);
    const later = await service.stats(new Date(countedAt.getTime() + PROTECTION_FUND_CACHE_MS));
    expect(later.balance).toBe(first.balance + 1_000);
    expect(later).toEqual(await expectedFigures(dataSource));
    expect(later.coverage_ratio).not.toBe(first.coverage_ratio);
  });

  it('refuses hostile query input and ignores parameters it does not read', async () => {
    const visitor = new Browser(t.http);
    const nul = await visitor.get(`${PROTECTION_FUND_API_PATH}?month=%00`);
    expect({ status: nul.status, message: nul.body.message }).toEqual({ status: 400, message: MESSAGES.invalidCharacter });
    const proto = await visitor.get(`${PROTECTION_FUND_API_PATH}?constructor=1`);
    expect({ status: proto.status, errors: proto.body.errors }).toEqual({ status: 400, errors: { constructor: MESSAGES.unknownField } });
    const long = await visitor.get(`${PROTECTION_FUND_API_PATH}?month=${'9'.repeat(4_000)}&balance=-1`);
    expect(long.status).toBe(200);
    expect(long.body.data.balance).toBeGreaterThan(0);
    const injected = await visitor.get(`${PROTECTION_FUND_API_PATH}?month=${encodeURIComponent("2021-09' OR 1=1 --")}`);
    expect(injected.status).toBe(200);
    expect(injected.body.data).toEqual(long.body.data);
  });
});
