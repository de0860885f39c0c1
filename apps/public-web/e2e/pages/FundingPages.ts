import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { FUNDING_PAYMENT_METHOD_LABELS, FUNDING_TEXTS, formatNtd } from '@lendbridge/domain';
import type { FundingPaymentMethod } from '@lendbridge/domain';

/** /funding/market-place: the promotions carousel and the popular projects. */
export class FundingMarketPage {
  readonly path = '/funding/market-place';

  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: FUNDING_TEXTS.marketTitle })).toBeVisible();
  }

  get carousel(): Locator {
    return this.page.getByRole('region', { name: FUNDING_TEXTS.carouselLabel });
  }

  get popular(): Locator {
    return this.page.getByRole('list', { name: FUNDING_TEXTS.popularTitle });
  }

  async openProject(title: string): Promise<void> {
    await this.popular.getByRole('link').filter({ hasText: title }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
}

/** /funding/market-place/project/{serial}: tabs, like and the invest panel. */
export class FundingProjectView {
  constructor(readonly page: Page) {}

  likeButton(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^(${FUNDING_TEXTS.like}|${FUNDING_TEXTS.unlike})（\\d+）$`) });
  }

  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: label, exact: true });
  }

  investButton(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^(${FUNDING_TEXTS.invest}|${FUNDING_TEXTS.investNow})$`) });
  }

  /** First click opens the panel; the amount and the contract; second click; 前往下單頁面 with the amount. */
  async invest(amount: number): Promise<void> {
    await this.investButton().click();
    await this.page.getByRole('textbox', { name: FUNDING_TEXTS.amount }).fill(String(amount));
    const contract = this.page.getByRole('checkbox', { name: new RegExp(FUNDING_TEXTS.contractAccept) });
    if (!(await contract.isChecked())) await contract.check();
    await this.investButton().click();
    const dialog = this.page.getByRole('dialog', { name: FUNDING_TEXTS.confirmTitle });
    await expect(dialog.getByText(formatNtd(amount), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: FUNDING_TEXTS.goToOrder }).click();
  }
}

/** The fill page and the order-complete page. */
export class FundingOrderPages {
  constructor(readonly page: Page) {}

  async expectFill(method: FundingPaymentMethod): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: FUNDING_TEXTS.fillTitle })).toBeVisible();
    await expect(this.page.getByText(`${FUNDING_TEXTS.paymentMethod}：${FUNDING_PAYMENT_METHOD_LABELS[method]}`, { exact: true })).toBeVisible();
  }

  async place(): Promise<void> {
    await this.page.getByRole('button', { name: FUNDING_TEXTS.placeOrder }).click();
  }

  async expectComplete(amount: number): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: FUNDING_TEXTS.completeTitle })).toBeVisible();
    await expect(this.page.getByText(new RegExp(`${FUNDING_TEXTS.amount}：${formatNtd(amount).replace('$', '\\$')}`))).toBeVisible();
  }
}
