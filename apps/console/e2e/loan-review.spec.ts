import {
  FIELD_LABELS,
  LOAN_STATUS_LABELS,
  MAX_APR_PERCENT,
  TEN_THOUSAND,
  aprAboveLimit,
  computeApproval,
} from '@lendbridge/domain';
import { expect, test } from '../../public-web/e2e/support/test.js';
import { ConsoleLoginPage } from './pages/ConsoleLoginPage.js';
import { ConsoleShell } from './pages/ConsoleShell.js';
import { LOAN_APPLICATIONS, LoanApplicationsPage } from './pages/LoanApplicationsPage.js';
import { BorrowerApi, CREDIT_APPLICATION } from './support/loanApplication.js';
import { expectSimpleRestList, stringField } from './support/simpleRest.js';

const ADMIN = 'admin@lendbridge.tw';
/** A demo borrower of its own, so the public-site journeys of borrower@ see only their loans. */
const BORROWER = 'applicant@lendbridge.tw';

const GRADE = 'E';
const GRADE_BASE_RATE = 4.35;
const PERIOD = 36;
const ADD_RATE = '1.15';
const TOO_HIGH_ADD_RATE = '12';

const money = (value: number): string => `NT$ ${new Intl.NumberFormat('zh-TW').format(value)}`;
const percent = (value: number): string => `${value.toFixed(2)}%`;

test('a reviewer approves it in the console with a grade and sees the compute', async ({ page, request }) => {
  const login = new ConsoleLoginPage(page);
  const shell = new ConsoleShell(page);
  const queue = new LoanApplicationsPage(page);
  const amount = CREDIT_APPLICATION.amount_ten_thousand * TEN_THOUSAND;
  const expected = computeApproval({
    grade: GRADE,
    amount,
    period: PERIOD,
    add_rate: ADD_RATE,
    principal_repayment_type: 'equal_installment',
    original: { amount, period: CREDIT_APPLICATION.period },
  });
  if (!expected.ok) throw new Error(expected.message);

  const serial = await test.step('the borrower submits a complete credit application through the API', async () => {
    const borrower = await BorrowerApi.signIn(request, BORROWER);
    return borrower.submitCreditApplication();
  });

  await test.step('the admin signs in to the console', async () => {
    await login.goto();
    await login.signIn(ADMIN);
    await shell.expectDashboard(ADMIN, 'admin');
  });

  await test.step('借款申請 lists the submitted application through ra-data-simple-rest', async () => {
    const initial = await expectSimpleRestList(await queue.open(), LOAN_APPLICATIONS);
    expect(initial.query.filter).toEqual({ status: 'submitted' });
    expect(initial.query.sort).toEqual(['submitted_at', 'ASC']);
    expect(initial.rows.every((row) => stringField(row, 'status') === 'submitted')).toBe(true);

    const found = await expectSimpleRestList(await queue.searchFor(serial), LOAN_APPLICATIONS);
    expect(found.query.filter).toEqual({ status: 'submitted', q: serial });
    expect(found.rows.map((row) => stringField(row, 'serial'))).toEqual([serial]);
    expect(found.rows.map((row) => stringField(row, 'applicant_email'))).toEqual([BORROWER]);
    await expect(queue.rows).toHaveCount(1);
    await expect(queue.row(serial).getByRole('gridcell', { name: BORROWER, exact: true })).toBeVisible();
  });

  const show = await test.step('the admin opens it and starts the review', async () => {
    const opened = await queue.openApplication(serial);
    await expect(opened.status('submitted')).toBeVisible();
    await expect(opened.documents.getByRole('img', { name: FIELD_LABELS.income_certification })).toBeVisible();
    const started = await opened.startReview();
    expect(started.status()).toBe(200);
    await expect(opened.status('reviewing')).toBeVisible();
    await expect(opened.approveButton).toBeDisabled();
    return opened;
  });

  await test.step('a grade and terms give the compute figures and the APR', async () => {
    await show.chooseGrade(GRADE);
    await show.choosePeriod(PERIOD);
    const computed = await show.setAddRate(ADD_RATE);
    expect(computed.status()).toBe(200);
    const query = new URL(computed.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      grade: GRADE,
      amount: String(amount),
      period: String(PERIOD),
      add_rate: ADD_RATE,
      principal_repayment_type: 'equal_installment',
    });
    expect(await computed.json()).toMatchObject({ data: { current_rate: expected.current_rate } });

    await expect(show.figure(FIELD_LABELS.approval_amount)).toHaveText(money(expected.current_amount));
    await expect(show.figure('核貸期數')).toHaveText(`${expected.current_period} 期`);
    await expect(show.figure('年利率（APR）')).toHaveText(percent(expected.current_rate));
    await expect(show.figure('借款手續費')).toHaveText(money(expected.borrower_fee));
    await expect(show.figure('原申請條件手續費')).toHaveText(money(expected.original_borrower_fee));
    await expect(show.figure('手續費折抵')).toHaveText(money(expected.deducted_borrower_fee));
    await expect(show.figure('應收手續費')).toHaveText(money(expected.total_borrower_fee));
    await expect(show.figure('風險準備金提撥')).toHaveText(money(expected.provision));
    await expect(show.apr).toContainText(
      `${percent(GRADE_BASE_RATE)} + ${FIELD_LABELS.add_rate} ${percent(Number(ADD_RATE))} = ${percent(expected.current_rate)}`,
    );
    await expect(show.approveButton).toBeEnabled();
  });

  await test.step('an add_rate above the 16 % limit is refused with the server message', async () => {
    const refused = await show.setAddRate(TOO_HIGH_ADD_RATE);
    expect(refused.status()).toBe(400);
    const message = aprAboveLimit(percent(GRADE_BASE_RATE + Number(TOO_HIGH_ADD_RATE)).slice(0, -1), MAX_APR_PERCENT);
    expect(await refused.json()).toMatchObject({ code: 'APR_ABOVE_LIMIT', message });
    await expect(show.results.getByRole('alert')).toHaveText(message);
    await expect(show.approveButton).toBeDisabled();
  });

  await test.step('the admin approves and sees 已核准 and the loan', async () => {
    await show.setAddRate(ADD_RATE);
    await expect(show.approveButton).toBeEnabled();
    const approved = await show.approve();
    expect(approved.status()).toBe(200);
    await expect(show.status('approved')).toBeVisible();
    await expect(show.review).toBeHidden();
    await expect(show.loanValue('借款編號')).toHaveText(serial);
    await expect(show.loanValue('借款狀態')).toHaveText(LOAN_STATUS_LABELS.rate_confirming);
    await expect(show.loanValue(FIELD_LABELS.credit_grade)).toHaveText(GRADE);
    await expect(show.loanValue('年利率')).toHaveText(percent(expected.current_rate));
    await expect(show.loanValue('應收手續費')).toHaveText(money(expected.total_borrower_fee));
    await expect(
      show.history.getByRole('row').filter({ hasText: '審核中 → 已核准' }).filter({ hasText: ADMIN }),
    ).toBeVisible();
  });
});
