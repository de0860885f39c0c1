import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { ACCOUNT_PAGE_PATH, ROBO_SELL_TEXTS, ROBO_STABLE_PATH, ROBO_SUBJECTS, ntdText, roboSaleFiguresOf } from '@lendbridge/domain';
import type { RoboAccountAnswer, RoboSummaryAnswer } from '@lendbridge/domain';
import { DEMO_PASSWORD, MemberApiSession } from '../../console/e2e/support/memberApi.js';
import { RoboSellPage, RoboTransferDialog } from './pages/RoboPages.js';
import { apiData, openBrowser, signIn } from './support/people.js';

/** The robo journey's demo accounts (README): robo.saver@ holds parts of four loans and NT$100,000 to transfer; robo.partner@ NT$30,000. */
const SAVER = 'robo.saver@lendbridge.tw';
const PARTNER = 'robo.partner@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';
const TRANSFER = 100_000;
const PARTNER_TRANSFER = 30_000;
/** robo.saver@ sells this much beyond its robo cash: the rest must come from other robo accounts buying its parts. */
const BEYOND_CASH = 1_500;

test('a lender transfers NT$100,000 to stable robo, the engine invests it, they sell part, another robo account buys and the proceeds arrive', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Three members, three engine rounds and a production build's first page loads each: longer than one page's journey.
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  const adminRequest = await playwright.request.newContext({ baseURL });
  try {
    const admin = await MemberApiSession.signIn(adminRequest, ADMIN);
    const runRound = async () => {
      const round = await admin.post('/api/console/robo/engine-runs', {});
      expect(round.status(), await round.text()).toBe(200);
      return ((await round.json()) as { data: { investments: number; sales: { parts: number; sold: number } } }).data;
    };
    const saverPage = await openBrowser(browser, contexts);
    const partnerPage = await openBrowser(browser, contexts);

    await test.step('robo.saver@ transfers NT$100,000 from the account page', async () => {
      await signIn(saverPage, SAVER);
      await saverPage.goto(ACCOUNT_PAGE_PATH);
      await new RoboTransferDialog(saverPage).transfer(TRANSFER, DEMO_PASSWORD);
    });

    const cash = await test.step('a round of the engine invests it, and the statement and the holdings show it', async () => {
      expect((await runRound()).investments).toBeGreaterThan(0);
      await saverPage.goto(ROBO_STABLE_PATH);
      const summary = await apiData<RoboSummaryAnswer>(saverPage, '/api/robo/stable/summary');
      expect(summary.waiting_amount).toBeGreaterThan(0);
      await expect(saverPage.getByText(ntdText(summary.cash)).first()).toBeVisible();
      await saverPage.goto('/account/robo-transaction');
      await expect(saverPage.getByRole('cell', { name: ROBO_SUBJECTS.invest.chinese_name }).first()).toBeVisible();
      const transfers = await saverPage.request.get('/api/robo/stable/transactions?robo_subjects[]=transfer_in');
      expect(((await transfers.json()) as { data: { amount: number }[] }).data[0]?.amount).toBe(TRANSFER);
      await saverPage.goto(`${ROBO_STABLE_PATH}/investments`);
      await expect(saverPage.getByRole('row').nth(1)).toBeVisible();
      return summary.cash;
    });

    const target = cash + BEYOND_CASH;
    const availableBefore = await test.step('robo.saver@ sells more than its robo cash: the sale waits for buyers (正在售出中)', async () => {
      const accounts = await apiData<RoboAccountAnswer[]>(saverPage, '/api/robo/stable/accounts');
      const newest = accounts.find((account) => account.amount === TRANSFER);
      expect(newest).toBeDefined();
      const sell = new RoboSellPage(saverPage);
      await sell.goto(newest?.serial ?? '');
      await sell.sell(target, DEMO_PASSWORD);
      await expect(sell.selling()).toBeVisible();
      expect((await runRound()).sales.sold).toBe(0);
      return (await apiData<{ available_amount: number }>(saverPage, '/api/account/overview')).available_amount;
    });

    await test.step('robo.partner@ transfers in; the next round buys robo.saver@’s parts and pays the sale out', async () => {
      await signIn(partnerPage, PARTNER);
      // Below NT$50,000 and without robo the account page offers withdrawals only: the product's page has the transfer.
      await partnerPage.goto(ROBO_STABLE_PATH);
      await new RoboTransferDialog(partnerPage).transfer(PARTNER_TRANSFER, DEMO_PASSWORD);
      const round = await runRound();
      expect(round.sales.parts).toBeGreaterThan(0);
      expect(round.sales.sold).toBe(1);
    });

    await test.step('the proceeds arrive in robo.saver@’s account', async () => {
      const { proceeds } = roboSaleFiguresOf(target, 0);
      const overview = await apiData<{ available_amount: number }>(saverPage, '/api/account/overview');
      expect(overview.available_amount).toBe(availableBefore + proceeds);
      await saverPage.goto(ACCOUNT_PAGE_PATH);
      await expect(saverPage.getByText(ntdText(availableBefore + proceeds)).first()).toBeVisible();
      await saverPage.goto(ROBO_STABLE_PATH);
      await expect(saverPage.getByText(ROBO_SELL_TEXTS.selling)).toHaveCount(0);
    });
  } finally {
    for (const context of contexts) await context.close();
    await adminRequest.dispose();
  }
});
