import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { CART_PAGE_PATH, CART_TEXTS, cartButtonLabel } from '@lendbridge/domain';

/** /market-place/carts: the cart's loans with their editable amounts, and the way to checkout. */
export class CartPage {
  readonly page: Page;
  readonly path = CART_PAGE_PATH;
  readonly items: Locator;
  readonly checkoutLink: Locator;

  constructor(page: Page) {
    this.page = page;
    this.items = page.getByRole('table', { name: CART_TEXTS.itemsTable, exact: true }).getByRole('row');
    this.checkoutLink = page.getByRole('link', { name: CART_TEXTS.checkout, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.expectOpen();
  }

  /** The cart page, with any loan it was asked to add already added (the query is gone). */
  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path && url.search === '');
    await expect(this.page.getByRole('heading', { level: 1, name: CART_TEXTS.title, exact: true })).toBeVisible();
  }

  /** The notice after the loan detail's 加入購物車. */
  async expectAdded(): Promise<void> {
    await expect(this.page.getByRole('alert').filter({ hasText: CART_TEXTS.added })).toBeVisible();
  }

  /** A loan's amount box (named "{serial} 投資金額"). */
  amount(serial: string): Locator {
    return this.page.getByRole('textbox', { name: `${serial} ${CART_TEXTS.amount}`, exact: true });
  }

  item(serial: string): Locator {
    return this.items.filter({ has: this.page.getByRole('link', { name: serial, exact: true }) });
  }

  /** The header's cart button, which names how many loans the cart holds. */
  headerButton(count: number): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: cartButtonLabel(count), exact: true });
  }

  async checkout(): Promise<void> {
    await this.checkoutLink.click();
  }
}
