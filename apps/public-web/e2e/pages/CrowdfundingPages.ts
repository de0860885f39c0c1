import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { CARD_SANDBOX_TEXTS, CROWDFUNDING_PAGE_TEXTS as T, SANDBOX_3DS_CODE, crowdfundingPath } from '@lendbridge/domain';

/** /crowdfunding/:serial: the project's plans and its order dialog. */
export class CrowdfundingPage {
  readonly page: Page;
  readonly dialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: new RegExp(`^(${T.orderTitle}|${T.alumniTitle})$`) });
  }

  async goto(serial: string, title: string): Promise<void> {
    await this.page.goto(crowdfundingPath(serial));
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  /** Opens the order dialog of a plan by its title. */
  async open(planTitle: string, button: string = T.back): Promise<void> {
    const card = this.page.locator('.MuiCard-root').filter({ has: this.page.getByRole('heading', { name: planTitle, exact: true }) });
    await card.getByRole('button', { name: button, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  async payBy(label: string | RegExp): Promise<void> {
    await this.dialog.getByRole('radio', { name: label }).check();
  }

  async fillCard(number: string, year: string, month: string, code: string): Promise<void> {
    await this.dialog.getByLabel(T.cardNumber).fill(number);
    await this.dialog.getByLabel(T.cardYear).selectOption(year);
    await this.dialog.getByLabel(T.cardMonth).selectOption(month);
    await this.dialog.getByLabel(T.cardCode).fill(code);
  }

  /** Ticks every agreement (the button stays disabled until then), types the password and sends the order. */
  async agreeAndSubmit(password: string, submit: string = T.submit): Promise<void> {
    const button = this.dialog.getByRole('button', { name: submit, exact: true });
    await expect(button).toBeDisabled();
    for (const label of [T.agreeContract, T.agreeDelivery, T.agreePeriods]) await this.dialog.getByLabel(label).check();
    await expect(button).toBeEnabled();
    await this.dialog.getByLabel(T.password).fill(password);
    await button.click();
  }
}

/** The sandbox gateway's 3-D Secure page: the one-time code, 確認 and 取消. */
export class SandboxAuthPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/api\/card-sandbox\/3ds\//);
    await expect(this.page.getByRole('heading', { name: CARD_SANDBOX_TEXTS.pageTitle })).toBeVisible();
  }

  async confirm(code: string = SANDBOX_3DS_CODE): Promise<void> {
    await this.page.getByLabel(CARD_SANDBOX_TEXTS.code).fill(code);
    await this.page.getByRole('button', { name: CARD_SANDBOX_TEXTS.confirm, exact: true }).click();
  }
}
