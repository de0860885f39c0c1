import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ROBO_API_TEXTS, ROBO_PAGE_TEXTS, ROBO_SELL_TEXTS, transferSuccess } from '@lendbridge/domain';
import { AlertDialog } from './AlertDialog.js';

/** The internal-transfer dialog of the account page and the robo pages. */
export class RoboTransferDialog {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: ROBO_API_TEXTS.transferTitle });
  }

  /** Opens the dialog from the page's 轉入智能投資 button, sends the amount with the password and closes the success alert. */
  async transfer(amount: number, password: string): Promise<void> {
    await this.page.getByRole('button', { name: ROBO_PAGE_TEXTS.transferOpen }).first().click();
    const dialog = this.dialog();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: ROBO_API_TEXTS.transferAmount }).fill(String(amount));
    await dialog.getByLabel(ROBO_PAGE_TEXTS.transferPassword).fill(password);
    await dialog.getByRole('button', { name: ROBO_API_TEXTS.transferSubmit }).click();
    await new AlertDialog(this.page).acknowledge(transferSuccess(amount));
    await expect(dialog).toBeHidden();
  }
}

/** /robo/robo-invest/{product}/sell/{serial}: the amount, then the contract box and the password. */
export class RoboSellPage {
  constructor(private readonly page: Page) {}

  async goto(serial: string): Promise<void> {
    await this.page.goto(`/robo/robo-invest/stable/sell/${serial}`);
    await expect(this.page.getByRole('heading', { name: new RegExp(ROBO_SELL_TEXTS.title) })).toBeVisible();
  }

  async sell(amount: number, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: ROBO_SELL_TEXTS.amount }).fill(String(amount));
    await this.page.getByRole('button', { name: ROBO_SELL_TEXTS.next }).click();
    await this.page.getByRole('checkbox', { name: ROBO_SELL_TEXTS.agree }).check();
    await this.page.getByLabel(ROBO_SELL_TEXTS.password).fill(password);
    await this.page.getByRole('button', { name: ROBO_SELL_TEXTS.submit }).click();
    await new AlertDialog(this.page).acknowledge(ROBO_SELL_TEXTS.selling);
  }

  selling(): Locator {
    return this.page.getByRole('status').filter({ hasText: ROBO_SELL_TEXTS.selling });
  }
}
