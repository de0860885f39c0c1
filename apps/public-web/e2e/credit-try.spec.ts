import { expect, test } from './support/test.js';
import type { Page } from '@playwright/test';
import {
  EXAMPLE_CREDIT_TRY_ANSWERS_A,
  COOKIE_DAYS,
  CREDIT_TRY_COOKIE_NAME,
  FIELD_LABELS,
  MESSAGES,
  assessCreditTry,
  requiredField,
} from '@lendbridge/domain';
import { CreditTryPage } from './pages/CreditTryPage.js';
import { BasicPage } from './pages/BasicPage.js';
import { HomePage } from './pages/HomePage.js';
import { RegisterPage } from './pages/RegisterPage.js';
import { newMember } from './support/member-data.js';
import { emailedLink } from './support/outbox.js';

const ANSWERS = EXAMPLE_CREDIT_TRY_ANSWERS_A;

const DAY_SECONDS = 86_400;
/** Browsers cap a cookie's lifetime at 400 days (RFC 6265bis), below the spec's COOKIE_DAYS. */
const BROWSER_COOKIE_MAX_DAYS = 400;

const keptAnswers = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === CREDIT_TRY_COOKIE_NAME);

test('a visitor takes the credit-try questionnaire and gets a level', async ({ page, playwright, baseURL }) => {
  const expected = assessCreditTry(ANSWERS);
  const creditTry = new CreditTryPage(page);
  const home = new HomePage(page);
  const register = new RegisterPage(page);
  const basic = new BasicPage(page);
  const member = newMember();

  await test.step('the app bar leads a visitor to the questionnaire', async () => {
    await home.open();
    await home.expectSignedOut();
    await creditTry.navLink().click();
    await creditTry.expectOpen();
    await creditTry.expectStart();
  });

  await test.step('下一步 needs an answer, and 上一步 on question 1 returns to the start', async () => {
    await creditTry.startButton().click();
    await creditTry.expectQuestion(1);
    await creditTry.nextButton().click();
    await expect(page.getByText(requiredField(FIELD_LABELS.annual_income_ten_thousand), { exact: true })).toBeVisible();
    await creditTry.expectQuestion(1);

    await creditTry.previousButton().click();
    await creditTry.expectStart();
  });

  await test.step('eight answers give the level, its rate range and the credit line', async () => {
    await creditTry.startButton().click();
    await creditTry.answerAll(ANSWERS);
    await creditTry.expectResult(expected.level, expected.line);
    await creditTry.expectVisitorPrompt();

    const cookie = await keptAnswers(page);
    expect(cookie).toBeDefined();
    const lifetimeDays = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_SECONDS;
    expect(Math.round(lifetimeDays)).toBe(Math.min(COOKIE_DAYS, BROWSER_COOKIE_MAX_DAYS));
  });

  await test.step('the cookie keeps the answers: the visitor finds the result again', async () => {
    await page.reload();
    await creditTry.expectResult(expected.level, expected.line);
    await creditTry.expectVisitorPrompt();
  });

  await test.step('after registering through the e-mailed link, the kept answers are stored for the member', async () => {
    await creditTry.registerLink().click();
    await register.expectOpen(creditTry.path);
    await register.fill({
      email: member.email,
      emailConfirmation: member.email,
      mobile: member.mobile,
      password: member.password,
      passwordConfirmation: member.password,
      intent: 'borrower',
      agreePolicy: true,
    });
    await register.submit();
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.registrationSentTitle })).toBeVisible();
    await page.goto(
      await emailedLink(playwright, baseURL ?? '', member.email, 'registration_confirm', /\/auth\/register\/confirm\?token=[A-Za-z0-9_-]+/),
    );
    await page.getByLabel(FIELD_LABELS.password, { exact: true }).fill(member.password);
    await page.getByRole('button', { name: MESSAGES.registrationConfirmSubmit }).click();
    await basic.expectOpen();

    await creditTry.navLink().click();
    await creditTry.expectOpen();
    await creditTry.expectResult(expected.level, expected.line);
    await creditTry.expectSaved();
    expect(await keptAnswers(page)).toBeUndefined();

    const latest = await page.request.get('/api/credit-try/latest');
    expect(latest.ok()).toBe(true);
    expect(((await latest.json()) as { data: unknown }).data).toMatchObject({
      answers: ANSWERS,
      level: expected.level,
      credit_line_level: expected.credit_line_level,
      line: expected.line,
    });
  });

  await test.step('a reload shows the stored result, without sending it again', async () => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/credit-try') sent.push(request.url());
    });
    await page.reload();
    await creditTry.expectResult(expected.level, expected.line);
    await creditTry.expectSaved();
    expect(sent).toEqual([]);
  });
});
