import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNT_PAGE_PATH, ACCOUNT_TEXTS } from '@lendbridge/domain';

/** /account/lnb-transaction: the member's 代收代付帳戶 and its sums. */
export class AccountPage {
  readonly page: Page;
  readonly path = ACCOUNT_PAGE_PATH;
  readonly sums: Locator;
  readonly amounts: Locator;
  readonly lockDetail: Locator;

  constructor(page: Page) {
    this.page = page;
    this.sums = page.getByRole('region', { name: ACCOUNT_TEXTS.sumsTitle, exact: true });
    this.amounts = this.sums.getByLabel(ACCOUNT_TEXTS.sumsTitle, { exact: true });
    this.lockDetail = this.sums.getByLabel(ACCOUNT_TEXTS.lockDetail, { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: ACCOUNT_TEXTS.title, exact: true })).toBeVisible();
    await expect(this.sums).toBeVisible();
  }

  /** A sum (帳戶總額, 可用餘額, 圈存金額 …) by its label. */
  sum(label: string): Locator {
    return this.amounts.locator(`dt:text-is("${label}") + dd`);
  }

  /** A line of the lock detail (投標圈存, 提領處理中) by its reason. */
  lock(label: string): Locator {
    return this.lockDetail.locator(`dt:text-is("${label}") + dd`);
  }
}
