import { expect, test } from './support/test.js';
import type { BrowserContext, Page } from '@playwright/test';
import {
  CROWDFUNDING_CARD_RETURN_PATH,
  CROWDFUNDING_PAGE_TEXTS as T,
  CROWDFUNDING_REDIRECTS,
  CROWDFUNDING_TEXTS,
  SANDBOX_TEST_CARDS,
  crowdfundingInvestmentPath,
  lenderInvestmentTypeLabel,
} from '@lendbridge/domain';
import type { CrowdfundingDetailAnswer, CrowdfundingInvestmentAnswer, LenderInvestmentRow } from '@lendbridge/domain';
import { DEMO_PASSWORD } from '../../console/e2e/support/memberApi.js';
import { AlertDialog } from './pages/AlertDialog.js';
import { CrowdfundingPage, SandboxAuthPage } from './pages/CrowdfundingPages.js';
import { apiBody, apiData, openBrowser, signIn } from './support/people.js';

/** The crowdfunding journey's own demo account (README): a NT$20,000 deposit today, no crowdfunding order yet. */
const BACKER = 'crowdfunding.backer@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';
const RICE = '花蓮有機米月月配';
const FILM = '獨立電影《海線的風》募資計畫';
const DINNER = '電機系 2010 級畢業十五週年校友餐會';

/** A project's serial by its title, as the console lists it. */
const serialOf = async (admin: Page, title: string): Promise<string> => {
  const response = await admin.request.get(`/api/console/crowdfunding-projects?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as { serial: string; title: string }[];
  return rows.find((row) => row.title === title)?.serial ?? '';
};

test('a backer pays a rice box by sandbox card through 3-D Secure, a film tier from the balance, and signs up for the alumni dinner', async ({ browser }) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    const adminPage = await openBrowser(browser, contexts);
    const page = await openBrowser(browser, contexts);
    await signIn(adminPage, ADMIN);
    const [rice, film, dinner] = [await serialOf(adminPage, RICE), await serialOf(adminPage, FILM), await serialOf(adminPage, DINNER)];
    expect([rice, film, dinner].every((serial) => serial !== '')).toBe(true);
    await signIn(page, BACKER);
    const project = new CrowdfundingPage(page);
    const alert = new AlertDialog(page);
    const { business_date: businessDate } = await apiData<CrowdfundingDetailAnswer>(page, `/api/v1/crowdfundings/${rice}`);
    const year = String(Number(businessDate.slice(0, 4)) + 2);

    const cardOrder = await test.step('the rice box by a 3-D Secure card: the sandbox page takes the one-time code and sends the browser back', async () => {
      await project.goto(rice, RICE);
      await project.open('小家庭月配：白米 5 公斤');
      await project.dialog.getByLabel(T.period).selectOption('3');
      await project.payBy(T.payByCard);
      await project.fillCard(SANDBOX_TEST_CARDS.visa3ds, year, '06', '123');
      await expect(project.dialog.getByLabel(T.cardNumber)).toHaveValue('4000 0000 0000 3220');
      await expect(project.dialog.getByRole('region', { name: T.contract })).toContainText('第二期起每期 NT$ 980');
      await project.agreeAndSubmit(DEMO_PASSWORD);
      const sandbox = new SandboxAuthPage(page);
      await sandbox.expectOpen();
      await expect(page.getByText('400000******3220')).toBeVisible();
      await sandbox.confirm();
      await expect(page).toHaveURL((url) => url.pathname === CROWDFUNDING_CARD_RETURN_PATH);
      await expect(page.getByRole('alert').filter({ hasText: CROWDFUNDING_TEXTS.orderSuccess })).toBeVisible();
      const serial = new URL(page.url()).searchParams.get('order') ?? '';
      await page.getByRole('link', { name: T.continueTo }).click();
      await expect(page).toHaveURL((url) => url.pathname === CROWDFUNDING_REDIRECTS.afterOrder);
      return serial;
    });

    await test.step('the card order is paid with its schedule and deliveries, and listed among the investments', async () => {
      const view = await apiData<CrowdfundingInvestmentAnswer>(page, `/api/v1/crowdfunding-investments/${cardOrder}`);
      expect(view.status).toBe('paid');
      expect(view.repayments.data.map((row) => [row.amount, row.status])).toEqual([
        [1_280, 'paid'],
        [980, 'scheduled'],
        [980, 'scheduled'],
      ]);
      const list = await apiBody<{ data: LenderInvestmentRow[] }>(page, '/api/v1/investments?filters[app_type]=crowdfunding');
      expect(list.data.map((row) => row.link)).toContain(crowdfundingInvestmentPath(cardOrder));
      await page.goto(crowdfundingInvestmentPath(cardOrder));
      await expect(page.getByRole('region', { name: T.deliveries })).toContainText('備貨中');
    });

    await test.step('a film tier paid from the balance at once', async () => {
      await project.goto(film, FILM);
      await project.open('海風之友：電影明信片組＋片尾感謝名單');
      await expect(project.dialog.getByRole('radio', { name: new RegExp(T.payByBalance) })).toBeChecked();
      await project.agreeAndSubmit(DEMO_PASSWORD);
      await alert.acknowledge(CROWDFUNDING_TEXTS.orderSuccess);
      await expect(page).toHaveURL((url) => url.pathname === CROWDFUNDING_REDIRECTS.afterOrder);
    });

    await test.step('the alumni dinner: the roster check, the dinner questions, 報名成功 and the waiting investments', async () => {
      await project.goto(dinner, DINNER);
      await project.open('餐會報名（含紀念 T 恤）', T.signUp);
      await project.dialog.getByLabel(T.studentId).fill('B95901012');
      await project.dialog.getByLabel(T.academic).fill('電機資訊學院');
      await project.dialog.getByLabel(T.department).fill('電機工程學系');
      await project.dialog.getByRole('button', { name: T.verify }).click();
      await expect(project.dialog.getByText(T.alumniValid)).toBeVisible();
      await project.dialog.getByLabel(T.vegetable).check();
      await project.dialog.getByLabel(T.shirtSize).selectOption('M');
      await project.agreeAndSubmit(DEMO_PASSWORD, T.submitSignUp);
      await alert.acknowledge(CROWDFUNDING_TEXTS.alumniSuccess);
      await expect(page).toHaveURL((url) => url.pathname === CROWDFUNDING_REDIRECTS.afterAlumniSignUp);
      await expect(page.getByLabel(lenderInvestmentTypeLabel('crowdfunding')).first()).toBeVisible();
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
