import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { CONTENT_TEXTS, MESSAGES, PAGE_META, PROTECTION_FUND_API_PATH, documentTitleOf } from '@lendbridge/domain';
import type { CmsPostPage, ProtectionFundStats } from '@lendbridge/domain';
import { CmsPage, ProtectionFundPage } from './pages/CmsPages.js';
import { apiBody, apiData, openBrowser } from './support/people.js';

test('a visitor reads the news, switches tab, opens a post under its own title and reads the protection fund', async ({ browser }) => {
  const contexts: BrowserContext[] = [];
  try {
    const page = await openBrowser(browser, contexts);
    const cms = new CmsPage(page);
    await cms.goto('post-news');
    await expect(page).toHaveTitle(documentTitleOf(CONTENT_TEXTS.tabs['post-news']));
    const news = await apiBody<CmsPostPage>(page, '/api/cms/post-news?page=1');
    await expect(cms.postTitles()).toHaveText(news.data.map((post) => post.title));

    await cms.switchTo('post-finance');
    await expect(page).toHaveTitle(documentTitleOf(CONTENT_TEXTS.tabs['post-finance']));
    const finance = await apiBody<CmsPostPage>(page, '/api/cms/post-finance?page=1');
    const [first] = finance.data;
    expect(first, 'a demo post in the finance tab').toBeDefined();
    await expect(cms.postTitles()).toHaveText(finance.data.map((post) => post.title));

    await cms.openPost(first?.title ?? '');
    await expect(page).toHaveURL((url) => url.pathname === `/cms/post-finance/${first?.id}`);
    await expect(page).toHaveTitle(documentTitleOf(first?.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', first?.summary ?? '');
    await cms.backLink('post-finance').click();
    await cms.expectTab('post-finance');

    await page.goto('/cms/post-secret');
    await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
    await expect(page).toHaveTitle(documentTitleOf(PAGE_META['*'].title));

    const fund = new ProtectionFundPage(page);
    await fund.goto();
    await expect(page).toHaveTitle(documentTitleOf(PAGE_META['/protection-fund'].title));
    const stats = await apiData<ProtectionFundStats>(page, PROTECTION_FUND_API_PATH);
    await fund.expectBalance(stats.balance);
  } finally {
    for (const context of contexts) await context.close();
  }
});
