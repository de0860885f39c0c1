import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { FUNDING_TAB_LABELS, FUNDING_TEXTS, FIELD_LABELS } from '@lendbridge/domain';
import type { FundingOrderAnswer } from '@lendbridge/domain';
import { DEMO_PASSWORD } from '../../console/e2e/support/memberApi.js';
import { FundingMarketPage, FundingOrderPages, FundingProjectView } from './pages/FundingPages.js';
import { apiData, openBrowser } from './support/people.js';

/** The funding journey's own demo account (README): a NT$30,000 deposit today and no order. */
const LENDER = 'funding.backer@lendbridge.tw';
/** A project of the funding market's demo. */
const PROJECT = '枋山愛文芒果 格外品做成芒果乾';
const AMOUNT = 2_000;

test('a visitor browses the funding market, is asked to sign in to like a project, signs in, likes it and backs it with the contract to the order-complete page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    const page = await openBrowser(browser, contexts);
    const market = new FundingMarketPage(page);
    const project = new FundingProjectView(page);
    const orders = new FundingOrderPages(page);

    await test.step('the visitor sees the promotions and the popular projects, and opens one', async () => {
      await market.goto();
      await expect(market.carousel).toBeVisible();
      await expect(market.carousel.getByRole('button', { name: FUNDING_TEXTS.carouselPause })).toBeVisible();
      await expect(market.popular.getByRole('listitem')).not.toHaveCount(0);
      await market.openProject(PROJECT);
      await project.tab(FUNDING_TAB_LABELS.feedback).click();
      await expect(page).toHaveURL((url) => url.hash === '#feedback');
      await expect(page.getByRole('table', { name: FUNDING_TEXTS.backersTitle })).toBeVisible();
    });

    await test.step('liking asks the visitor to sign in, and signing in comes back to the project', async () => {
      const projectUrl = new URL(page.url());
      await project.likeButton().click();
      const prompt = page.getByRole('dialog', { name: FUNDING_TEXTS.notLoggedIn });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('link', { name: FUNDING_TEXTS.login }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && (url.searchParams.get('next') ?? '').startsWith(projectUrl.pathname));
      await page.getByLabel(FIELD_LABELS.email).fill(LENDER);
      await page.getByLabel(FIELD_LABELS.password).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登入', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === projectUrl.pathname);
    });

    await test.step('the member likes the project', async () => {
      const before = await project.likeButton().textContent();
      const count = Number(/（(\d+)）/.exec(before ?? '')?.[1] ?? '0');
      await project.likeButton().click();
      await expect(project.likeButton()).toHaveText(`${FUNDING_TEXTS.unlike}（${count + 1}）`);
      await page.reload();
      await expect(project.likeButton()).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('the member invests with the contract, from the balance, to the order-complete page', async () => {
      await project.invest(AMOUNT);
      await orders.expectFill('balance');
      await orders.place();
      await orders.expectComplete(AMOUNT);
      const serial = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const placed = await apiData<FundingOrderAnswer>(page, `/api/funding/orders/${serial}`);
      expect(placed).toMatchObject({ order: { status: 'paid', total_amount: AMOUNT }, project: { title: PROJECT }, anonymous: false });
      // The box follows the click at once; the server's answer is what the order keeps.
      const saved = page.waitForResponse((response) => response.url().endsWith(`/api/funding/orders/${serial}/anonymous`) && response.request().method() === 'POST');
      await page.getByRole('checkbox', { name: FUNDING_TEXTS.anonymous }).check();
      await expect(page.getByRole('checkbox', { name: FUNDING_TEXTS.anonymous })).toBeChecked();
      expect((await saved).status()).toBe(200);
      expect((await apiData<FundingOrderAnswer>(page, `/api/funding/orders/${serial}`)).anonymous).toBe(true);
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
