import { expect, test } from './support/test.js';
import type { BrowserContext, Page } from '@playwright/test';
import {
  BATCH_RUN_STATUS_LABELS,
  CLEARING_TEXTS,
  CLEAR_STATUS_LABELS,
  CONSOLE_DEPOSIT_TEXTS,
  LEDGER_SUBJECTS,
  LOAN_STATUS_LABELS,
  REPAYMENT_STATUS_LABELS,
  REPAYMENT_TABLE_PAGE_SIZE,
  batchRunDone,
  clearAgreedMessage,
  clearDoneMessage,
  clearFeeText,
  clearRequestedMessage,
  clearingFeeOf,
  clearingIncomeDescription,
  clearingLenderFeeDescription,
  clockMovedTo,
  firstUnpaidPage,
  interestIncomeDescription,
  lenderFeeDescription,
  lenderFeeOf,
  ntdText,
  principalIncomeDescription,
  shiftIsoDate,
} from '@lendbridge/domain';
import type { ClearInvestmentRecord, RepaymentTableRow, RepaymentsAnswer } from '@lendbridge/domain';
import { BATCH_RUNS, BatchRunsPage } from '../../console/e2e/pages/BatchRunsPage.js';
import { ConsoleLoginPage } from '../../console/e2e/pages/ConsoleLoginPage.js';
import { ConsoleShell } from '../../console/e2e/pages/ConsoleShell.js';
import { DEPOSITS, DepositsPage } from '../../console/e2e/pages/DepositsPage.js';
import { MEMBERS, MembersPage } from '../../console/e2e/pages/MembersPage.js';
import { expectSimpleRestList, stringField } from '../../console/e2e/support/simpleRest.js';
import { BorrowerRepaymentPage } from './pages/BorrowerRepaymentPage.js';
import { EarlyRepaymentPage, LenderEarlyRepaymentPage } from './pages/EarlyRepaymentPage.js';
import { StatementPage } from './pages/StatementPage.js';
import { apiData, openBrowser, signIn } from './support/people.js';

const ADMIN = 'admin@lendbridge.tw';
/**
 * The journey's own demo accounts (README): retiree@ alone funded a 24-month loan of
 * tea.shop@, whose first 13 rows are paid and whose 14th is late; no other journey touches them.
 */
const BORROWER = 'tea.shop@lendbridge.tw';
const LENDER = 'retiree@lendbridge.tw';
const LATE_PERIOD = 14;

/** The borrower's loan as GET /api/borrower/loans lists it. */
interface ListedLoan {
  loan_app_serial: string;
  status_code: string;
}

/** The lender's investment as GET /api/v1/investments lists it. */
interface ListedInvestment {
  serial: string;
  loan_serial: string;
}

const rowOf = (rows: readonly RepaymentTableRow[], period: number): RepaymentTableRow => {
  const row = rows.find((candidate) => candidate.period === period);
  if (row === undefined) throw new Error(`the schedule has no period ${period}`);
  return row;
};

/** What a row still owes: principal and interest, fee and penalty, less what was paid. */
const owedOf = (row: RepaymentTableRow): number => row.payment + row.fee_amount + row.penalty - row.paid_amount;

/** The page of the schedule a period is on. */
const pageOf = (period: number): number => Math.ceil(period / REPAYMENT_TABLE_PAGE_SIZE);

/** The admin finds a member's serial in 會員 by searching the e-mail. */
const memberSerialOf = async (adminPage: Page, email: string): Promise<string> => {
  const members = new MembersPage(adminPage);
  await expectSimpleRestList(await members.open(), MEMBERS);
  const found = await expectSimpleRestList(await members.searchFor(email), MEMBERS);
  const member = found.rows.find((row) => stringField(row, 'email') === email);
  if (member === undefined) throw new Error(`${email} is not among the members found`);
  return stringField(member, 'member_serial');
};

/** The admin records a deposit for the member in 入金紀錄 and finds it at the top of the member's deposits. */
const recordDeposit = async (adminPage: Page, memberSerial: string, amount: number): Promise<void> => {
  const deposits = new DepositsPage(adminPage);
  await expectSimpleRestList(await deposits.open(), DEPOSITS);
  const created = await deposits.create({ memberSerial, amount, note: '借款人臨櫃繳款' });
  expect(created.status()).toBe(201);
  await expect(deposits.notification(CONSOLE_DEPOSIT_TEXTS.created)).toBeVisible();
  await expect(deposits.depositsOf(memberSerial).first().getByRole('gridcell', { name: ntdText(amount), exact: true })).toBeVisible();
};

test('the borrower finds the late row on the schedule, the console batch collects it for the lender, and the borrower clears the rest early with the lender’s agreement', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    const borrowerPage = await openBrowser(browser, contexts);
    const adminPage = await openBrowser(browser, contexts);
    const lenderPage = await openBrowser(browser, contexts);
    const overview = new BorrowerRepaymentPage(borrowerPage);

    const { serial, late } = await test.step('the borrower’s schedule opens on the page of the late row', async () => {
      await signIn(borrowerPage, BORROWER);
      const loans = await apiData<ListedLoan[]>(borrowerPage, '/api/borrower/loans');
      expect(loans.map((loan) => loan.status_code)).toEqual(['overdue']);
      const loanSerial = (loans[0] as ListedLoan).loan_app_serial;
      const { repayments } = await apiData<RepaymentsAnswer>(borrowerPage, `/api/borrower/loans/${loanSerial}/repayments`);
      const lateRow = rowOf(repayments, LATE_PERIOD);
      expect(lateRow.status_code).toBe('late');
      expect(repayments.filter((row) => row.period < LATE_PERIOD).every((row) => row.status_code === 'paid')).toBe(true);
      expect(firstUnpaidPage(repayments)).toBe(pageOf(LATE_PERIOD));

      await overview.goto();
      await expect(overview.loanCell(loanSerial, LOAN_STATUS_LABELS.overdue)).toBeVisible();
      await expect(overview.progress(loanSerial)).toBeVisible();
      const schedule = await overview.openSchedule(loanSerial);
      await schedule.expectOnPage(pageOf(LATE_PERIOD));
      await expect(schedule.rows).toHaveCount(REPAYMENT_TABLE_PAGE_SIZE);
      await expect(schedule.status(LATE_PERIOD)).toHaveText(REPAYMENT_STATUS_LABELS.late);
      await expect(schedule.row(LATE_PERIOD)).toContainText(ntdText(lateRow.payment));
      await expect(schedule.status(LATE_PERIOD - 1)).toHaveText(REPAYMENT_STATUS_LABELS.paid);
      await expect(schedule.status(LATE_PERIOD + 1)).toHaveText(REPAYMENT_STATUS_LABELS.unpaid);
      for (let period = 1; period <= REPAYMENT_TABLE_PAGE_SIZE; period += 1) await expect(schedule.row(period)).toHaveCount(0);
      return { serial: loanSerial, late: lateRow };
    });

    const borrowerSerial = await test.step('the admin records what the late row owes for the borrower', async () => {
      const login = new ConsoleLoginPage(adminPage);
      await login.goto();
      await login.signIn(ADMIN);
      await new ConsoleShell(adminPage).expectDashboard(ADMIN, 'admin');
      const memberSerial = await memberSerialOf(adminPage, BORROWER);
      await recordDeposit(adminPage, memberSerial, owedOf(late));
      return memberSerial;
    });

    await test.step('the admin moves the business clock a day forward and runs the batch of the new date', async () => {
      const runs = new BatchRunsPage(adminPage);
      const { listed, clock } = await runs.open();
      await expectSimpleRestList(listed, BATCH_RUNS);
      const moved = await runs.moveForward(1);
      expect(moved.today).toBe(shiftIsoDate(clock.today, 1));
      await expect(runs.notification(clockMovedTo(moved.today))).toBeVisible();
      await expect(runs.businessDate).toHaveValue(moved.today);

      const summary = await runs.run();
      expect(summary).toEqual(
        expect.objectContaining({ business_date: moved.today, collected_rows: 1, collected_amount: owedOf(late), penalty_amount: 0 }),
      );
      await expect(runs.notification(batchRunDone(moved.today, 1, owedOf(late)))).toBeVisible();
      await expect(runs.cell(moved.today, 'status')).toHaveText(BATCH_RUN_STATUS_LABELS.done);
      await expect(runs.cell(moved.today, 'collected_rows')).toHaveText('1');
      await expect(runs.cell(moved.today, 'collected_amount')).toHaveText(ntdText(owedOf(late)));
    });

    const statement = new StatementPage(lenderPage);
    const { investment, lenderFee } = await test.step('the lender finds the 14th instalment’s principal, interest and fee in the statement', async () => {
      await signIn(lenderPage, LENDER);
      const investments = await apiData<ListedInvestment[]>(lenderPage, '/api/v1/investments?tab=active');
      const own = investments.filter((candidate) => candidate.loan_serial === serial);
      expect(own).toHaveLength(1);
      const investmentSerial = (own[0] as ListedInvestment).serial;
      const { repayments } = await apiData<RepaymentsAnswer>(lenderPage, `/api/v1/investments/${investmentSerial}/repayments`);
      const share = rowOf(repayments, LATE_PERIOD);
      expect(share.status_code).toBe('late_paid');
      const { lender_fee: feePercent } = await apiData<{ lender_fee: string }>(lenderPage, `/api/v1/investments/${investmentSerial}`);
      expect(share.fee_amount).toBe(lenderFeeOf(share.principal + share.interest, feePercent));

      const principal = LEDGER_SUBJECTS.principal_income.chinese_name;
      const interest = LEDGER_SUBJECTS.interest_income.chinese_name;
      const fee = LEDGER_SUBJECTS.lender_fee.chinese_name;
      await statement.goto();
      await expect(statement.recentEntry(principal, share.principal)).toHaveCount(1);
      await expect(statement.recentEntry(interest, share.interest)).toHaveCount(1);

      // Every instalment is the same, so its lender fee is too: the statement's description tells the 14th's apart.
      const detail = await statement.openDetail();
      await detail.expectEntry({ subject: principal, description: principalIncomeDescription(serial, [LATE_PERIOD]), income: share.principal });
      await detail.expectEntry({ subject: interest, description: interestIncomeDescription(serial, [LATE_PERIOD]), income: share.interest });
      await detail.expectEntry({ subject: fee, description: lenderFeeDescription(serial, [LATE_PERIOD]), expense: share.fee_amount });
      return { investment: investmentSerial, lenderFee: feePercent };
    });

    const record = await test.step('the admin records what clearing the investment costs for the borrower', async () => {
      const records = await apiData<ClearInvestmentRecord[]>(borrowerPage, '/api/borrower/clear-investments');
      const found = records.find((candidate) => candidate.serial === investment);
      if (found === undefined) throw new Error(`${investment} cannot be cleared early`);
      expect(found.status).toBe('wait_request');
      expect(found.penalty).toBe(0);
      await recordDeposit(adminPage, borrowerSerial, found.clear_amount + clearingFeeOf([found.clear_fee_serial]));
      return found;
    });
    const fee = clearingFeeOf([record.clear_fee_serial]);

    const early = new EarlyRepaymentPage(borrowerPage);
    const lists = CLEARING_TEXTS.borrowerLists;
    await test.step('the borrower asks to clear the investment early, warned of the fee', async () => {
      await early.goto();
      await expect(early.record(lists.wait_request, investment)).toContainText(ntdText(record.clear_amount));
      await early.select(lists.wait_request, investment);
      const dialog = await early.askToRequest();
      await expect(dialog).toContainText(CLEARING_TEXTS.requestConfirm);
      await expect(dialog).toContainText(clearFeeText([record.clear_fee_serial]));
      await early.confirm(dialog);
      await early.alert.acknowledge(CLEARING_TEXTS.requestedTitle, clearRequestedMessage(1));
      await expect(early.record(lists.wait_agree, investment)).toBeVisible();
      await expect(early.record(lists.wait_request, investment)).toHaveCount(0);
    });

    await test.step('the lender agrees', async () => {
      const agreement = new LenderEarlyRepaymentPage(lenderPage);
      await agreement.goto();
      await expect(agreement.record(CLEARING_TEXTS.lenderLists.requests, investment)).toContainText(ntdText(record.clear_amount));
      await agreement.select(CLEARING_TEXTS.lenderLists.requests, investment);
      await agreement.agree();
      await agreement.alert.acknowledge(CLEARING_TEXTS.agreedTitle, clearAgreedMessage(1));
      await expect(agreement.record(CLEARING_TEXTS.lenderLists.processing, investment)).toBeVisible();
      await expect(agreement.record(CLEARING_TEXTS.lenderLists.requests, investment)).toHaveCount(0);
    });

    await test.step('the borrower clears it at once from the balance', async () => {
      await early.reload();
      await expect(early.record(lists.wait_clear, investment)).toContainText(ntdText(record.clear_amount));
      await early.select(lists.wait_clear, investment);
      const dialog = await early.askToClear();
      await expect(dialog).toContainText(CLEARING_TEXTS.clearConfirm);
      await expect(dialog).toContainText(`${CLEARING_TEXTS.clearTotal} ${ntdText(record.clear_amount)}`);
      await expect(dialog).toContainText(clearFeeText([record.clear_fee_serial]));
      await early.confirm(dialog);
      await early.alert.acknowledge(CLEARING_TEXTS.clearSuccess, clearDoneMessage(1, record.clear_amount, fee, 0));
      await expect(early.record(lists.finished, investment)).toContainText(CLEAR_STATUS_LABELS.finished);
      await expect(early.record(lists.wait_clear, investment)).toHaveCount(0);
    });

    await test.step('the loan is cleared: the late row paid, every later row cleared', async () => {
      const { repayments } = await apiData<RepaymentsAnswer>(borrowerPage, `/api/borrower/loans/${serial}/repayments`);
      await overview.goto();
      await expect(overview.loanCell(serial, LOAN_STATUS_LABELS.cleared)).toBeVisible();
      const schedule = await overview.openSchedule(serial);
      await schedule.expectOnPage(firstUnpaidPage(repayments));
      await schedule.goToPage(pageOf(LATE_PERIOD));
      await expect(schedule.status(LATE_PERIOD)).toHaveText(REPAYMENT_STATUS_LABELS.late_paid);
      for (const row of repayments.filter((candidate) => candidate.period > LATE_PERIOD)) {
        await expect(schedule.status(row.period)).toHaveText(REPAYMENT_STATUS_LABELS.cleared);
      }
    });

    await test.step('the lender’s statement shows what the clearing paid, less the lender fee', async () => {
      await statement.goto();
      const detail = await statement.openDetail();
      const description = clearingIncomeDescription(investment);
      await detail.expectEntry({ subject: LEDGER_SUBJECTS.principal_income.chinese_name, description, income: record.principal });
      await detail.expectEntry({ subject: LEDGER_SUBJECTS.interest_income.chinese_name, description, income: record.interest });
      await detail.expectEntry({
        subject: LEDGER_SUBJECTS.lender_fee.chinese_name,
        description: clearingLenderFeeDescription(investment),
        expense: lenderFeeOf(record.principal + record.interest, lenderFee),
      });
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
