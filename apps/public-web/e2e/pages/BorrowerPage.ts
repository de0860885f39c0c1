import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { AlertDialog } from './AlertDialog.js';

/** /account/borrower: the member's applications and loans, and the rate-confirmation dialog. */
export class BorrowerPage {
  readonly page: Page;
  readonly alert: AlertDialog;
  readonly path = '/account/borrower';

  constructor(page: Page) {
    this.page = page;
    this.alert = new AlertDialog(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.expectOpen();
  }

  /** Opens the page when a dialog (the rate confirmation) covers it at once. */
  async gotoCovered(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: '借款人專區' })).toBeVisible();
  }

  applicationRow(serial: string): Locator {
    return this.page.getByRole('table', { name: '我的借款申請', exact: true }).getByRole('row').filter({ hasText: serial });
  }

  loanRow(serial: string): Locator {
    return this.page.getByRole('table', { name: '我的借款', exact: true }).getByRole('row').filter({ hasText: serial });
  }

  async continueDraft(serial: string): Promise<void> {
    await this.page.getByRole('link', { name: `繼續填寫 ${serial}`, exact: true }).click();
  }

  rateDialog(): Locator {
    return this.page.getByRole('dialog', { name: '確認借款利率', exact: true });
  }

  async confirmRate(): Promise<void> {
    await this.rateDialog().getByRole('button', { name: '確認利率', exact: true }).click();
    await expect(this.rateDialog()).toBeHidden();
  }
}
