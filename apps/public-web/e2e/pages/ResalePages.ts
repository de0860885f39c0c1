import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { RESALE_MARKET_PATH, RESALE_TEXTS } from '@lendbridge/domain';
import { AlertDialog } from './AlertDialog.js';

const T = RESALE_TEXTS;

/** The 轉讓 section of /investment/:serial: the price form and the open offer. */
export class ResaleOfferSection {
  constructor(private readonly page: Page) {}

  async goto(serial: string): Promise<void> {
    await this.page.goto(`/investment/${serial}`);
    await expect(this.page.getByRole('heading', { name: T.offerHeading })).toBeVisible();
  }

  /** Opens the form, sends the price and closes the 已上架轉讓 alert. */
  async offer(price: number): Promise<void> {
    await this.page.getByRole('button', { name: T.offer, exact: true }).click();
    await this.page.getByRole('textbox', { name: T.price }).fill(String(price));
    await this.page.getByRole('button', { name: T.submitOffer }).click();
    await new AlertDialog(this.page).acknowledge(T.offered);
  }

  withdrawButton(): Locator {
    return this.page.getByRole('button', { name: T.withdrawOffer });
  }
}

/** /market-place/bids and /market-place/bids/:id: the open offers, the preview and the confirm with the password. */
export class ResaleMarketPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(RESALE_MARKET_PATH);
    await expect(this.page.getByRole('heading', { name: T.marketTitle })).toBeVisible();
  }

  offerRow(loanSerial: string): Locator {
    return this.page.getByRole('row').filter({ hasText: loanSerial });
  }

  async open(loanSerial: string): Promise<void> {
    await this.page.getByRole('link', { name: `${T.buy} ${loanSerial}` }).click();
    await expect(this.page.getByRole('table', { name: T.buyTitle })).toBeVisible();
  }

  async confirm(password: string): Promise<void> {
    await this.page.getByLabel(T.password).fill(password);
    await this.page.getByRole('button', { name: T.confirmBuy }).click();
  }
}
