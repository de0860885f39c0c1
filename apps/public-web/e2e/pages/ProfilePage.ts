import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { atPath } from './FormPage.js';

/** /member/profile: the member's own data. */
export class ProfilePage {
  readonly page: Page;
  readonly path = '/member/profile';

  constructor(page: Page) {
    this.page = page;
  }

  async expectOpenFor(email: string): Promise<void> {
    await expect(this.page).toHaveURL(atPath(this.path));
    await expect(this.page.getByRole('heading', { level: 1, name: '會員資料' })).toBeVisible();
    await expect(this.page.getByRole('main').getByText(email)).toBeVisible();
  }
}
