import { expect, test } from './support/test.js';
import type { APIRequestContext } from '@playwright/test';
import { VEHICLE_DEMO_NOTE, formatNtd, vehicleAgeText, vehicleEstimateOf } from '@lendbridge/domain';
import type { BusinessClockAnswer } from '@lendbridge/domain';
import { HomePage } from './pages/HomePage.js';
import { VehicleAppraisalPage } from './pages/VehicleAppraisalPage.js';

/** The demo admin, who reads the business date as the console shows it. */
const ADMIN = { email: 'admin@lendbridge.tw', password: 'Demo1234' };

const businessDate = async (request: APIRequestContext): Promise<string> => {
  const csrf = (await (await request.get('/api/auth/csrf')).json()) as { data: { csrfToken: string } };
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf.data.csrfToken };
  expect((await request.post('/api/auth/login', { data: ADMIN, headers })).status()).toBeLessThan(300);
  return ((await (await request.get('/api/console/clock')).json()) as { data: BusinessClockAnswer }).data.today;
};

/** The widget's token: base64 of the challenge and its solution, the solution saying how long the browser worked. */
const solvingTime = (token: string): number =>
  (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { solution: { time?: number } }).solution.time ?? 0;

test('a visitor estimates a car from the demo catalogue after the browser passes the human check', async ({ page, playwright, baseURL }) => {
  const appraisal = new VehicleAppraisalPage(page);
  const home = new HomePage(page);
  const admin = await playwright.request.newContext({ baseURL });
  const today = await businessDate(admin);
  await admin.dispose();
  const expected = vehicleEstimateOf({ vehicle_type: 'car', price: 999_000, made_year: 2020 }, today);

  await test.step('the app bar leads a visitor to the appraisal', async () => {
    await home.open();
    await home.expectSignedOut();
    await appraisal.navLink().click();
    await appraisal.expectOpen();
  });

  await test.step('each select offers its list once the one before it is chosen', async () => {
    await expect(appraisal.select('kind')).toBeDisabled();
    for (const [field, option] of [
      ['vehicle_type', '汽車'],
      ['kind', 'Toyota'],
      ['car', 'RAV4'],
      ['year', '2019'],
      ['made_year', '2020'],
      ['type', '休旅車'],
      ['spec', '2.0 豪華'],
      ['price', formatNtd(999_000)],
    ] as const) {
      await appraisal.choose(field, option);
    }
    await expect(appraisal.searchButton()).toBeDisabled();
  });

  await test.step('the browser solves the proof of work in its worker, and the search answers the estimate', async () => {
    const token = await appraisal.passHumanCheck();
    test.info().annotations.push({ type: 'proof-of-work solving time (ms)', description: String(solvingTime(token)) });
    await appraisal.searchButton().click();
    const result = appraisal.result();
    await expect(result).toContainText(formatNtd(expected.estimate));
    await expect(result).toContainText(vehicleAgeText(expected.age_years));
    await expect(result).toContainText(`${expected.residual_percent}%`);
    await expect(page.getByText(VEHICLE_DEMO_NOTE, { exact: true })).toBeVisible();
  });

  await test.step('the check is spent: the next search waits for a new one', async () => {
    await expect(appraisal.searchButton()).toBeDisabled();
    await appraisal.passHumanCheck();
    await appraisal.searchButton().click();
    await expect(appraisal.result()).toContainText(formatNtd(expected.estimate));
  });
});
