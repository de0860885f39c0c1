import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  LATE_PENALTY_GRACE_DAYS,
  MONTHLY_SETTLEMENT_THRESHOLD,
  PARTIAL_PAYMENT_MIN,
  PENALTY_APR_SHARE_PERCENT,
  PROTECTION_PAYOUT_LATE_DAYS,
  REPAYMENT_INBOX_TEXTS,
  interestForDays,
  penaltyRatePercent,
  protectionPayoutOf,
  settlementReference,
  shiftIsoDate,
} from '@lendbridge/domain';
import { PLATFORM, userCash } from '../src/modules/ledger/ledger-accounts.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled, verifiedMember } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import type { Member } from './factories/members.js';
import { borrowerWithAccount, investor, ledgerBalances } from './factories/orders.js';
import {
  caseSum,
  depositFor,
  disbursedLoan,
  expectRowsReconcile,
  fillProtectionFund,
  investmentRows,
  ledgerSum,
  loanRows,
  runDates,
  spendCash,
  transitBalance,
} from './factories/repayment.js';
import type { DisbursedLoan, LoanRowState } from './factories/repayment.js';

const owedOf = (row: LoanRowState): number =>
  row.principal - row.paid_principal + row.interest - row.paid_interest + row.fee_amount - row.paid_fee + row.penalty - row.paid_penalty;

describe('repayment: short borrowers, late rows, penalties, the protection fund and the monthly settlement', () => {
  let t: TestApp;
  let lenderA: Lender;
  let lenderB: Lender;

  const loanStatus = async (loanId: number): Promise<{ status: string; protection_paid_at: Date | null }> => {
    const rows = (await t.app.get(DataSource).query(`SELECT status, protection_paid_at FROM loans WHERE id = $1`, [loanId])) as {
      status: string;
      protection_paid_at: Date | null;
    }[];
    return rows[0] as { status: string; protection_paid_at: Date | null };
  };
  const rowOf = async (loanId: number, period: number): Promise<LoanRowState> =>
    (await loanRows(t, loanId)).find((row) => row.period === period) as LoanRowState;
  const subjects = async (member: Member): Promise<string[]> =>
    ((await member.browser.get('/api/inbox')).body.data as { subject: string }[]).map((message) => message.subject);

  beforeAll(async () => {
    t = await createTestApp();
    lenderA = await investor(t);
    lenderB = await investor(t);
  }, 120_000);

  afterAll(async () => {
    expect(await transitBalance(t)).toBe(0);
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('settles a balance above the threshold to the verified bank once a month, keeping what is due within 31 days', async () => {
    const saver = await verifiedMember(t);
    await depositFor(t, saver.id, 50_000);
    const loan = await disbursedLoan(t, saver, [{ member: lenderA, amount: 10_000 }], { period: 12 }, '2021-01-20');
    const first = await rowOf(loan.id, 1);
    const cash = (await ledgerBalances(t, saver.id)).cash;
    expect(cash).toBe(50_000 + 10_000 - 100);
    const lenderCash = (await ledgerBalances(t, lenderA.id)).cash;

    const settled = await t.app.get(BatchService).run('2021-02-01');
    expect(settled).toMatchObject({ settlements: 1, settlement_amount: cash - owedOf(first) });
    expect(await ledgerBalances(t, saver.id)).toEqual({ cash: owedOf(first), locked: 0 });
    expect((await ledgerBalances(t, lenderA.id)).cash).toBe(lenderCash);
    const [transfer] = (await t.app
      .get(DataSource)
      .query(`SELECT amount, bank_code, reference FROM ledger_transfers WHERE kind = 'monthly_settlement' AND reference = $1`, [
        settlementReference('2021-02', saver.id),
      ])) as { amount: number; bank_code: string; reference: string }[];
    expect(transfer).toEqual({ amount: cash - owedOf(first), bank_code: '004', reference: settlementReference('2021-02', saver.id) });
    expect(await subjects(saver)).toContain(REPAYMENT_INBOX_TEXTS.settlementSubject);
    const statement = await saver.browser.get('/api/account/transactions?start_date=2000-01-01');
    expect(statement.body.data[0]).toMatchObject({ subjects: [{ english_name: 'monthly_settlement' }], expense: cash - owedOf(first) });

    const twice = t.app.get(DataSource).transaction((manager) =>
      t.app.get(LedgerService).transfer(manager, {
        from: userCash(saver.id),
        to: PLATFORM.bank,
        amount: 1,
        kind: 'monthly_settlement',
        reference: settlementReference('2021-02', saver.id),
      }),
    );
    await expect(twice).rejects.toThrow(/ledger_transfers_settlement_key/);

    await depositFor(t, saver.id, 5_000);
    expect(await t.app.get(BatchService).run('2021-02-02')).toMatchObject({ settlements: 0, settlement_amount: 0 });
    await runDates(t, ['2021-02-20']);
    expect((await rowOf(loan.id, 1)).status).toBe('paid');
    expect((await ledgerBalances(t, saver.id)).cash).toBe(5_000);

    const second = await rowOf(loan.id, 2);
    const march = await t.app.get(BatchService).run('2021-03-01');
    expect(5_000 - owedOf(second)).toBeGreaterThan(MONTHLY_SETTLEMENT_THRESHOLD);
    expect(march).toMatchObject({ settlements: 1, settlement_amount: 5_000 - owedOf(second) });
    expect((await ledgerBalances(t, saver.id)).cash).toBe(owedOf(second));
    expect(await t.app.get(BatchService).run('2021-03-02')).toMatchObject({ settlements: 0 });
  });

  it('pays a pgr loan 180 days late from the protection fund, and skips the day while the fund is short', async () => {
    const borrower = await borrowerWithAccount(t);
    const loan = await disbursedLoan(
      t,
      borrower,
      [
        { member: lenderA, amount: 6_000 },
        { member: lenderB, amount: 4_000 },
      ],
      { period: 12, source: 'pgr', pgr: '90' },
      '2021-02-10',
    );
    await spendCash(t, borrower.id);
    const ledger = t.app.get(LedgerService);
    const fund = await ledger.platformBalance('protection_fund');
    expect(fund).toBeLessThan(9_000);

    await runDates(t, ['2021-03-10', '2021-03-11']);
    expect((await rowOf(loan.id, 1)).status).toBe('late');
    expect((await loanStatus(loan.id)).status).toBe('overdue');

    const due = shiftIsoDate('2021-03-10', PROTECTION_PAYOUT_LATE_DAYS);
    expect(due).toBe('2021-09-06');
    const dayBefore = await t.app.get(BatchService).run(shiftIsoDate(due, -1));
    expect(dayBefore).toMatchObject({ protection_payouts: 0, protection_skipped: 0 });
    const short = await t.app.get(BatchService).run(due);
    expect(short).toMatchObject({ protection_payouts: 0, protection_skipped: 1 });
    expect((await loanStatus(loan.id)).protection_paid_at).toBeNull();
    expect(await ledger.platformBalance('protection_fund')).toBe(fund);

    const payer = await investor(t, 20_000);
    await fillProtectionFund(t, payer.id, 20_000);
    const [aBefore, bBefore] = [await ledgerBalances(t, lenderA.id), await ledgerBalances(t, lenderB.id)];
    const paid = await t.app.get(BatchService).run(shiftIsoDate(due, 1));
    expect(paid).toMatchObject({ protection_payouts: 1, protection_skipped: 0 });
    const [first, second] = loan.investments;
    expect(protectionPayoutOf(6_000, '90')).toBe(5_400);
    expect(await caseSum(t, 'protection_payout', [first?.serial as string])).toBe(5_400);
    expect(await caseSum(t, 'protection_payout', [second?.serial as string])).toBe(3_600);
    expect((await ledgerBalances(t, lenderA.id)).cash).toBe(aBefore.cash + 5_400);
    expect((await ledgerBalances(t, lenderB.id)).cash).toBe(bBefore.cash + 3_600);
    expect(await ledger.platformBalance('protection_fund')).toBe(fund + 20_000 - 9_000);
    const shares = await investmentRows(t, loan.id);
    expect(shares.filter((share) => share.investment_id === first?.id).reduce((sum, share) => sum + share.protection_paid, 0)).toBe(5_400);
    expect(shares.filter((share) => share.investment_id === second?.id).reduce((sum, share) => sum + share.protection_paid, 0)).toBe(3_600);
    expect((await loanStatus(loan.id)).protection_paid_at).not.toBeNull();
    expect(await subjects(lenderB)).toContain(REPAYMENT_INBOX_TEXTS.protectionPaidSubject);

    expect(await t.app.get(BatchService).run(shiftIsoDate(due, 2))).toMatchObject({ protection_payouts: 0, protection_skipped: 0 });
    expect(await caseSum(t, 'protection_payout', loan.investments.map((investment) => investment.serial))).toBe(9_000);
    await expectRowsReconcile(t, loan.id);
  }, 180_000);

  describe('a borrower short of money', () => {
    let borrower: Lender;
    let loan: DisbursedLoan;
    let apr: string;
    const DUE = '2021-10-05';

    beforeAll(async () => {
      borrower = await borrowerWithAccount(t);
      loan = await disbursedLoan(
        t,
        borrower,
        [
          { member: lenderA, amount: 100_000 },
          { member: lenderB, amount: 150_000 },
        ],
        { period: 12, grade: 'H3', addRate: '3' },
        '2021-09-05',
      );
      await spendCash(t, borrower.id);
      const [terms] = (await t.app.get(DataSource).query(`SELECT apr::text AS apr FROM loans WHERE id = $1`, [loan.id])) as { apr: string }[];
      apr = terms.apr;
    }, 60_000);

    it('pays nothing below the partial-payment floor', async () => {
      await depositFor(t, borrower.id, PARTIAL_PAYMENT_MIN - 100);
      await runDates(t, [DUE]);
      const row = await rowOf(loan.id, 1);
      expect(row).toMatchObject({ status: 'unpaid', paid_principal: 0, paid_interest: 0, late_since: null });
      expect((await ledgerBalances(t, borrower.id)).cash).toBe(PARTIAL_PAYMENT_MIN - 100);
    });

    it('marks the row late the next day and the loan overdue', async () => {
      await runDates(t, [shiftIsoDate(DUE, 1)]);
      expect(await rowOf(loan.id, 1)).toMatchObject({ status: 'late', late_since: '2021-10-06', penalty: 0 });
      expect((await loanStatus(loan.id)).status).toBe('overdue');
      expect(await subjects(borrower)).toContain(REPAYMENT_INBOX_TEXTS.lateSubject);
      const table = await borrower.browser.get(`/api/borrower/loans/${loan.serial}/repayments`);
      expect(table.body.data.repayments[0]).toMatchObject({ status: '逾期', status_code: 'late' });
    });

    it('takes the whole cash from 1,000 on: interest first, then principal', async () => {
      const before = await rowOf(loan.id, 1);
      const cash = before.interest + 600;
      expect(cash).toBeLessThan(owedOf(before));
      await depositFor(t, borrower.id, cash - (PARTIAL_PAYMENT_MIN - 100));
      await runDates(t, [shiftIsoDate(DUE, 2)]);
      const row = await rowOf(loan.id, 1);
      expect(row).toMatchObject({ status: 'late', paid_interest: before.interest, paid_principal: 600, paid_penalty: 0 });
      expect((await ledgerBalances(t, borrower.id)).cash).toBe(0);
      expect(await subjects(borrower)).toContain(REPAYMENT_INBOX_TEXTS.partialSubject);
      await expectRowsReconcile(t, loan.id);
    });

    it('charges no penalty in the first 7 days late, then APR × 10 % a year on the unpaid principal and interest', async () => {
      await runDates(t, [shiftIsoDate(DUE, LATE_PENALTY_GRACE_DAYS)]);
      expect((await rowOf(loan.id, 1)).penalty).toBe(0);
      const before = await rowOf(loan.id, 1);
      const base = before.principal - before.paid_principal + before.interest - before.paid_interest;
      const through = shiftIsoDate(DUE, 15);
      await runDates(t, [through]);
      const row = await rowOf(loan.id, 1);
      // Days 8 to 15 late, charged at once: base × APR × 10 % × 8 / 365, half up.
      const expected = interestForDays(base, penaltyRatePercent(apr, PENALTY_APR_SHARE_PERCENT), 8);
      expect(expected).toBe(Math.round((base * Number(apr) * 0.1 * 8) / 36_500));
      expect(row).toMatchObject({ penalty: expected, penalty_through: through });
      expect(expected).toBeGreaterThan(0);
      const shares = (await investmentRows(t, loan.id)).filter((share) => share.loan_repayment_id === row.id);
      expect(shares.reduce((sum, share) => sum + share.penalty, 0)).toBe(expected);

      const again = await t.app.get(BatchService).run(through);
      expect(again.business_date).toBe(through);
      expect((await rowOf(loan.id, 1)).penalty).toBe(expected);
    });

    it('pays the penalty first, then the rest; the row is late_paid, the lenders get the penalty and the loan repays again', async () => {
      const before = await rowOf(loan.id, 1);
      await depositFor(t, borrower.id, PARTIAL_PAYMENT_MIN);
      const day = shiftIsoDate(DUE, 16);
      await runDates(t, [day]);
      const partly = await rowOf(loan.id, 1);
      expect(partly).toMatchObject({
        status: 'late',
        paid_penalty: before.penalty,
        paid_interest: before.interest,
        paid_principal: before.paid_principal + PARTIAL_PAYMENT_MIN - before.penalty,
      });
      // The day's penalty accrues after the payment, on what is still unpaid: day 16 late at that base.
      const base = partly.principal - partly.paid_principal;
      const rate = penaltyRatePercent(apr, PENALTY_APR_SHARE_PERCENT);
      expect(partly.penalty - before.penalty).toBe(interestForDays(base, rate, 9) - interestForDays(base, rate, 8));

      await depositFor(t, borrower.id, owedOf(partly));
      await runDates(t, [shiftIsoDate(DUE, 17)]);
      const paid = await rowOf(loan.id, 1);
      expect(paid).toMatchObject({ status: 'late_paid', paid_principal: paid.principal, paid_interest: paid.interest, paid_penalty: paid.penalty });
      expect(paid.paid_at).not.toBeNull();
      expect((await loanStatus(loan.id)).status).toBe('repaying');
      expect((await ledgerBalances(t, borrower.id)).cash).toBe(0);
      const [first, second] = loan.investments;
      const shares = (await investmentRows(t, loan.id)).filter((share) => share.loan_repayment_id === paid.id);
      const shareOf = (id?: number) => shares.find((share) => share.investment_id === id);
      expect(shareOf(first?.id)?.status).toBe('late_paid');
      expect((shareOf(first?.id)?.penalty ?? 0) + (shareOf(second?.id)?.penalty ?? 0)).toBe(paid.penalty);
      expect(await caseSum(t, 'penalty', [first?.serial as string])).toBe(shareOf(first?.id)?.penalty);
      expect(await caseSum(t, 'penalty', [second?.serial as string])).toBe(shareOf(second?.id)?.penalty);
      expect(await ledgerSum(t, 'penalty_collect', borrower.id, 'debit')).toBe(paid.penalty);
      const table = await borrower.browser.get(`/api/borrower/loans/${loan.serial}/repayments`);
      expect(table.body.data.repayments[0]).toMatchObject({ status: '逾期已繳', status_code: 'late_paid', penalty: paid.penalty });
      await expectRowsReconcile(t, loan.id);
    });

    it('shows the rows owed on the account overview, overdue first, at most five', async () => {
      await spendCash(t, borrower.id);
      await depositFor(t, borrower.id, 2_000);
      // The business clock is today's date, long after these due dates: every row left is overdue.
      const open = (await loanRows(t, loan.id)).filter((row) => row.period > 1);
      const overview = await borrower.browser.get('/api/account/overview');
      expect(overview.status).toBe(200);
      const preRepay = open.reduce((sum, row) => sum + row.principal + row.interest, 0);
      expect(overview.body.data).toMatchObject({
        cycle_day: 5,
        pre_repay_amount: preRepay,
        pre_fee_amount: 0,
        pre_amount: preRepay,
        available_amount: 2_000,
        withdrawable_amount: 0,
        unenough_amount: preRepay - 2_000,
      });
      expect(overview.body.data.reminders).toEqual(
        open.slice(0, 5).map((row) => ({ date: row.due_date, title: `案件 ${loan.serial} 第 ${row.period} 期逾期未繳`, amount: row.principal + row.interest })),
      );
    });
  });
});
