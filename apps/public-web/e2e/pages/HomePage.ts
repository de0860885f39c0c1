import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { HOME_TEXTS } from '@lendbridge/domain';
import type { GoodCreditTerm, HomeIdentity, HomepageEntry } from '@lendbridge/domain';
import { atPath } from './FormPage.js';

/** How long the auto-popup may take to open: the entries' read, then the dialog's chunk. */
const POPUP_WAIT_MS = 30_000;

/** The actions the home page offers for an unfinished ladder, lowest rung first. */
export const LADDER_ACTIONS = ['立即註冊', '填寫基本資料', '成為交易會員', '填寫風險屬性調查'] as const;

/**
 * The home page: the entries carousel, the metric strip, the lender/borrower tabs with the
 * good-credit calculator, the 會員進度 card (the member ladder), the press carousel, the story wall
 * and the auto-popup.
 */
export class HomePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens the homepage as a new visit and closes the demo's auto-popup, which opens on a new visit. */
  async open(): Promise<void> {
    await this.page.goto('/');
    await this.closePopup();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(atPath('/'));
  }

  popup(): Locator {
    return this.page.getByRole('dialog');
  }

  /**
   * Waits for the popup (named by its entry when given) and closes it. It opens once the entries are
   * read and its own chunk is loaded, which on a busy machine takes longer than one expect's wait.
   */
  async closePopup(title?: string): Promise<void> {
    const dialog = title === undefined ? this.popup() : this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible({ timeout: POPUP_WAIT_MS });
    await dialog.getByRole('button', { name: HOME_TEXTS.popupClose }).click();
    await expect(this.popup()).toHaveCount(0);
  }

  carousel(): Locator {
    return this.page.getByRole('region', { name: HOME_TEXTS.carouselLabel });
  }

  metricStrip(): Locator {
    return this.page.getByRole('region', { name: HOME_TEXTS.metricsLabel });
  }

  /** The figure the metric strip shows under a label. */
  metric(label: string): Locator {
    return this.metricStrip().locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  tab(identity: HomeIdentity): Locator {
    return this.page.getByRole('tab', { name: HOME_TEXTS.identities[identity] });
  }

  /** The figure the calculator shows under a label. */
  calculatorFigure(label: string): Locator {
    return this.page.getByRole('region', { name: HOME_TEXTS.calculatorTitle }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  async calculate(amountTenThousand: number, term: GoodCreditTerm): Promise<void> {
    await this.page.getByRole('textbox', { name: HOME_TEXTS.calculatorAmount }).fill(String(amountTenThousand));
    await this.page.getByRole('combobox', { name: HOME_TEXTS.calculatorTerm }).click();
    await this.page.getByRole('option', { name: HOME_TEXTS.termOption(term) }).click();
  }

  /** The carousel shows the first carousel entry with its link. */
  async expectCarousel(first: HomepageEntry): Promise<void> {
    await expect(this.carousel().getByRole('link', { name: first.title })).toHaveAttribute('href', first.link);
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
