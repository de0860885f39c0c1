import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { FIELD_LABELS, PAWNSHOP_TEXTS, borrowerPawnScheduleLabel, pawnAllInYearlyRate, pawnYearlyRateText } from '@lendbridge/domain';
import { ConsoleLoginPage } from '../../console/e2e/pages/ConsoleLoginPage.js';
import { AppraisalsPage, PawnCasesPage } from '../../console/e2e/pages/PawnCasesPage.js';
import { BorrowerRepaymentPage } from './pages/BorrowerRepaymentPage.js';
import { labelOf } from './pages/FormPage.js';
import { LoanApplicationPage } from './pages/LoanApplicationPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { PawnCollateralForm } from './pages/PawnCollateralForm.js';
import { contactsThenSubmit } from './support/collateralApplication.js';
import { pngFile } from './support/png.js';
import { openBrowser } from './support/people.js';

/** The demo accounts' password (the seed's). */
const DEMO_PASSWORD = 'Demo1234';
/** A demo borrower whose pawns only this journey and the demo touch. */
const BORROWER = 'watch.collector@lendbridge.tw';

const WATCH = {
  typeLabel: labelOf('pawn_collateral_type', 'watch'),
  brand: 'Omega',
  model: 'Speedmaster Moonwatch 310.30.42',
  description: '2022 年購入，盒單齊全，走時正常。',
  expectValue: '22',
};

/** What the pawnshop offers: NT$150,000 over 6 months at 18 % with a NT$2,000 storage fee. */
const TERMS = { amount: 150_000, period: 6, principal_repayment_type: 'equal_installment', apr: '18.00', storage_fee: 2_000 } as const;

test('a watch is pawned: the appraiser values it, a pawnshop takes the case and sets terms, the borrower agrees, the pawnshop invests with the pawn ticket and the borrower repays on a schedule', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const contexts: BrowserContext[] = [];
  try {
    const serial = await test.step('the borrower applies for a pawn loan with a watch', async () => {
      await new LoginPage(page).signInFromStart(BORROWER, DEMO_PASSWORD);
      const wizard = new LoanApplicationPage(page, 'pawn_project');
      const collateral = new PawnCollateralForm(page);
      const started = await wizard.start('/loan-application/create-pawnshop');
      await wizard.field(FIELD_LABELS.loan_purpose).selectOption({ label: labelOf('loan_purpose', 'family') });
      await wizard.field(FIELD_LABELS.loan_description).fill('家中長輩住院，先以名錶典當支付看護與醫療費用。');
      await wizard.next('related_data');
      await wizard.field(FIELD_LABELS.amount_ten_thousand).fill('15');
      await wizard.field(FIELD_LABELS.loan_period).selectOption('12');
      await wizard.field(FIELD_LABELS.value_date_type).selectOption({ label: labelOf('value_date_type', 'before_date') });
      await wizard.next('collateral');
      await collateral.field(FIELD_LABELS.collateral_type).selectOption({ label: WATCH.typeLabel });
      await collateral.fill(WATCH);
      await collateral.add(started);
      await wizard.next('contact');
      await contactsThenSubmit(wizard);
      return started;
    });

    await test.step('the appraiser values the watch in the console', async () => {
      const appraiserPage = await openBrowser(browser, contexts);
      const console = new ConsoleLoginPage(appraiserPage);
      await console.goto();
      await console.signIn('appraiser@lendbridge.tw');
      // Signed in before anything else loads: a navigation would cut the sign-in short.
      await expect(appraiserPage).not.toHaveURL(/\/console\/#\/login$/);
      const appraisals = new AppraisalsPage(appraiserPage);
      await appraisals.openItemOf(serial);
      await appraisals.comment(20, '錶況良好，盒單齊全；參考近期二手成交行情估價。');
    });

    const operatorPage = await openBrowser(browser, contexts);
    const cases = new PawnCasesPage(operatorPage);
    await test.step('a pawnshop takes the case and sets terms within the law', async () => {
      const console = new ConsoleLoginPage(operatorPage);
      await console.goto();
      await console.signIn('pawnshop@lendbridge.tw');
      await expect(operatorPage).toHaveURL(/\/console\/#\/pawn-cases/);
      await cases.openCase(serial);
      await expect(cases.appraisedValue(20)).toBeVisible();
      await cases.order();
      await cases.setTerms(TERMS, pawnYearlyRateText(pawnAllInYearlyRate(TERMS)));
    });

    const borrower = new BorrowerRepaymentPage(page);
    await test.step('the borrower agrees to the terms on the borrower page, seeing what they cost', async () => {
      await borrower.goto();
      const pawnCase = page.getByRole('article', { name: serial, exact: true });
      await expect(pawnCase).toContainText('永信當舖有限公司');
      const preview = pawnCase.getByRole('table', { name: borrowerPawnScheduleLabel(serial), exact: true });
      await expect(preview.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(TERMS.period);
      await pawnCase.getByRole('button', { name: PAWNSHOP_TEXTS.confirm, exact: true }).click();
      await expect(page.getByText(PAWNSHOP_TEXTS.confirmed)).toBeVisible();
    });

    await test.step('the pawnshop invests with the pawn ticket', async () => {
      await cases.invest(pngFile('pawn-ticket.png', [250, 240, 225]));
    });

    await test.step('the borrower sees the loan and its schedule', async () => {
      await borrower.goto();
      await expect(borrower.loanRow(serial)).toBeVisible();
      const schedule = await borrower.openSchedule(serial);
      await expect(schedule.rows).toHaveCount(TERMS.period);
      await expect(schedule.row(1)).toBeVisible();
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
