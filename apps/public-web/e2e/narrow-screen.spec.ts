import { expect, test } from './support/test.js';
import type { Page } from '@playwright/test';
import { MARKET_TEXTS, PROTECTION_FUND_PAGE_PATH, cmsTabPath, lenderInvestmentsPath } from '@lendbridge/domain';
import { HomePage } from './pages/HomePage.js';
import { LoanDetailView, MarketPage } from './pages/MarketPage.js';
import { signIn } from './support/people.js';

/** A common phone held upright (390 × 844 CSS pixels). */
const PHONE = { width: 390, height: 844 };
const LENDER = 'retiree@lendbridge.tw';

test.use({ viewport: PHONE });

/** The page's main heading is shown and nothing is loading any more (a determinate bar is a figure). */
const expectDrawn = async (page: Page): Promise<void> => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
};

/**
 * Nothing sticks out sideways: the page never scrolls horizontally, and each table either fits the screen
 * or sits in a box of its own that scrolls (the page's width stays the phone's either way).
 */
const expectFitsPhone = async (page: Page): Promise<void> => {
  const layout = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollsInside = (element: Element): boolean => {
      for (let box = element.parentElement; box !== null; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return box.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    const tables = [...document.querySelectorAll('table')].filter((table) => table.getClientRects().length > 0);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      tablesOut: tables
        .filter((table) => table.getBoundingClientRect().right > width + 0.5 && !scrollsInside(table))
        .map((table) => table.getAttribute('aria-label') ?? table.caption?.textContent ?? 'table'),
    };
  });
  expect(layout.scrollWidth, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
  expect(layout.tablesOut, `${page.url()}: tables wider than the phone without a box that scrolls`).toEqual([]);
};

const visit = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expectDrawn(page);
  await expectFitsPhone(page);
};

test('the public site fits a phone 390 px wide: home, market, a loan, FAQ, news, loan book and a lender’s account pages', async ({ page }) => {
  await test.step('the homepage', async () => {
    const home = new HomePage(page);
    await home.open();
    await expectDrawn(page);
    await expectFitsPhone(page);
  });

  const serial = await test.step('the market shows its cases as cards', async () => {
    const market = new MarketPage(page);
    await market.goto();
    await expect(market.cards.first()).toBeVisible();
    await expectFitsPhone(page);
    const name = (await market.cards.first().getAttribute('aria-label')) ?? '';
    return name.slice(`${MARKET_TEXTS.detail} `.length);
  });

  await test.step('a loan of the market on a page of its own', async () => {
    await LoanDetailView.goto(page, serial);
    await expectFitsPhone(page);
  });

  for (const path of ['/faq', cmsTabPath('post-news'), '/loan-book', PROTECTION_FUND_PAGE_PATH]) {
    await test.step(path, () => visit(page, path));
  }

  await test.step('a signed-in lender’s account, investments and inbox', async () => {
    await signIn(page, LENDER);
    for (const path of ['/account/lnb-transaction', lenderInvestmentsPath('active'), '/inbox', '/member/profile']) {
      await visit(page, path);
    }
  });
});
