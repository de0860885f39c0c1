import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { atPath } from './FormPage.js';

/** The actions the home page offers for an unfinished ladder, lowest rung first. */
export const LADDER_ACTIONS = ['立即註冊', '填寫基本資料', '成為交易會員', '填寫風險屬性調查'] as const;

/** The home page and its 會員進度 card (the member ladder). */
export class HomePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(atPath('/'));
  }

  progress(): Locator {
    return this.page.getByRole('region', { name: '會員進度' });
  }

  /** Signed in with every rung done: the card offers the marketplace and no rung to complete. */
  async expectLadderCompleted(): Promise<void> {
    const card = this.progress();
    await expect(card.getByRole('heading', { name: '您的會員進度' })).toBeVisible();
    await expect(card.getByRole('link', { name: '前往市集' })).toHaveAttribute('href', '/market-place');
    for (const action of LADDER_ACTIONS) await expect(card.getByRole('link', { name: action })).toHaveCount(0);
  }

  /** Header links of a signed-out visitor. */
  async expectSignedOut(): Promise<void> {
    await expect(this.page.getByRole('banner').getByRole('link', { name: '登入', exact: true })).toBeVisible();
  }
}
