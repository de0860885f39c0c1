import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { HOTP, Secret, TOTP } from 'otpauth';
import {
  ANNUAL_STATEMENTS_API_PATH,
  ANNUAL_STATEMENT_TEXTS,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_TEXTS,
  annualStatementFileName,
} from '@lendbridge/domain';
import type { AnnualStatementYear, TwoFactorState } from '@lendbridge/domain';
import { DEMO_PASSWORD } from '../../console/e2e/support/memberApi.js';
import { AccountPage } from './pages/AccountPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { pdfLines } from './support/pdf-text.js';
import { apiData, openBrowser, signIn } from './support/people.js';

/**
 * The journey's own demo lender (README): no other journey signs in as him, so turning two-factor
 * sign-in on touches no one else, and his loans and robo account have paid him interest.
 */
const LENDER = 'vip.lender@lendbridge.tw';

/**
 * The code an authenticator app shows for `secret`, `ahead` steps after the current one. The site
 * takes a code of the step after its own, and never the same step twice, so each use here takes
 * the next step: enrolment the current one, the sign-in the one after.
 */
const codeFor = (secret: string, ahead: number): string => {
  const key = Secret.fromBase32(secret);
  const counter = new TOTP({ secret: key, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).counter() + ahead;
  return new HOTP({ secret: key, digits: TOTP_DIGITS }).generate({ counter });
};

test('a lender turns on two-factor sign-in, keeps the recovery codes, signs in again with a code and downloads the annual statement', async ({ browser }) => {
  const contexts: BrowserContext[] = [];
  const page = await openBrowser(browser, contexts);
  let secret = '';

  await test.step('the lender starts two-factor sign-in on the profile page and sees the QR code and the secret', async () => {
    await signIn(page, LENDER);
    await page.goto('/member/profile');
    const section = page.getByRole('region', { name: TWO_FACTOR_TEXTS.sectionTitle });
    await expect(section.getByText(TWO_FACTOR_TEXTS.sectionOff)).toBeVisible();
    await section.getByRole('button', { name: TWO_FACTOR_TEXTS.start }).click();
    await expect(section.getByRole('img', { name: 'QR Code' })).toBeVisible();
    secret = (await section.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  await test.step('a wrong code is refused with its message; the code from the secret turns it on and shows the recovery codes once', async () => {
    const section = page.getByRole('region', { name: TWO_FACTOR_TEXTS.sectionTitle });
    const field = section.getByLabel(TWO_FACTOR_TEXTS.codeLabel);
    await field.fill('12345');
    await section.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }).click();
    await expect(section.getByText(TWO_FACTOR_TEXTS.codeFormat)).toBeVisible();
    await field.fill(codeFor(secret, 0));
    await section.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }).click();
    await expect(section.getByText(TWO_FACTOR_TEXTS.enabled)).toBeVisible();
    const codes = section.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(RECOVERY_CODE_COUNT);
    await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await section.getByRole('button', { name: TWO_FACTOR_TEXTS.recoverySaved }).click();
    await expect(section.getByTestId('recovery-codes')).toHaveCount(0);
    await expect(section.getByText(TWO_FACTOR_TEXTS.sectionOn)).toBeVisible();
    expect(await apiData<TwoFactorState>(page, '/api/two-factor')).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT, required: false });
  });

  await test.step('after signing out, the password alone asks for the code, and the code signs the lender in', async () => {
    await page.goto('/auth/logout');
    await expect.poll(async () => (await apiData<{ loggedIn: boolean }>(page, '/api/auth/status')).loggedIn).toBe(false);
    const login = new LoginPage(page);
    await login.goto();
    await login.expectOpen();
    await login.signIn(LENDER, DEMO_PASSWORD);
    await expect(page.getByText(TWO_FACTOR_TEXTS.loginStepHint)).toBeVisible();
    expect((await apiData<{ loggedIn: boolean }>(page, '/api/auth/status')).loggedIn).toBe(false);
    await page.getByLabel(TWO_FACTOR_TEXTS.codeLabel).fill(codeFor(secret, 1));
    await page.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }).click();
    await expect(page).not.toHaveURL((url) => url.pathname === login.path);
    expect(await apiData<{ loggedIn: boolean; email: string }>(page, '/api/auth/status')).toMatchObject({ loggedIn: true, email: LENDER });
    expect((await apiData<TwoFactorState>(page, '/api/two-factor')).enabled).toBe(true);
  });

  await test.step('signed in with the code, the lender downloads a year\'s annual income statement from the account page', async () => {
    const years = await apiData<AnnualStatementYear[]>(page, ANNUAL_STATEMENTS_API_PATH);
    const statement = years.find((entry) => entry.totals.interest > 0);
    expect(statement, JSON.stringify(years)).toBeDefined();
    const { year } = statement as AnnualStatementYear;
    const account = new AccountPage(page);
    await account.goto();
    const annual = page.getByRole('region', { name: ANNUAL_STATEMENT_TEXTS.sectionTitle, exact: true });
    const downloading = page.waitForEvent('download');
    await annual.getByRole('link', { name: ANNUAL_STATEMENT_TEXTS.yearLink(year), exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(annualStatementFileName(year));
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfLines(bytes))[0]).toBe(ANNUAL_STATEMENT_TEXTS.documentTitle(year));
  });

  for (const context of contexts) await context.close();
});
