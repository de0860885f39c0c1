import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { CONTENT_TEXTS, PAGES_TEXTS, PROTECTION_FUND_PAGE_PATH, cmsTabPath, formatNtd } from '@lendbridge/domain';
import type { CmsTab } from '@lendbridge/domain';
import { atPath } from './FormPage.js';

/** /cms/:tab and /cms/:tab/:id: the tabs, the tab's posts and one post. */
export class CmsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(tab: CmsTab): Promise<void> {
    await this.page.goto(cmsTabPath(tab));
    await this.expectTab(tab);
  }

  async expectTab(tab: CmsTab): Promise<void> {
    await expect(this.page).toHaveURL(atPath(cmsTabPath(tab)));
    await expect(this.page.getByRole('heading', { level: 1, name: CONTENT_TEXTS.tabs[tab] })).toBeVisible();
    await expect(this.page.getByRole('tab', { name: CONTENT_TEXTS.tabs[tab], selected: true })).toBeVisible();
  }

  async switchTo(tab: CmsTab): Promise<void> {
    await this.page.getByRole('tab', { name: CONTENT_TEXTS.tabs[tab] }).click();
    await this.expectTab(tab);
  }

  /** The titles of the posts listed. */
  postTitles(): Locator {
    return this.page.getByRole('article').getByRole('heading', { level: 2 });
  }

  async openPost(title: string): Promise<void> {
    await this.page.getByRole('article').filter({ has: this.page.getByRole('heading', { level: 2, name: title }) }).getByRole('link').click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  backLink(tab: CmsTab): Locator {
    return this.page.getByRole('link', { name: `${PAGES_TEXTS.cmsBackToList}：${CONTENT_TEXTS.tabs[tab]}` });
  }
}

/** /protection-fund: the fund's figures and payouts by month. */
export class ProtectionFundPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto(PROTECTION_FUND_PAGE_PATH);
    await expect(this.page.getByRole('heading', { level: 1, name: PAGES_TEXTS.fundTitle })).toBeVisible();
  }

  async expectBalance(balance: number): Promise<void> {
    await expect(this.page.getByTestId('fund-balance')).toHaveText(formatNtd(balance));
  }
}
