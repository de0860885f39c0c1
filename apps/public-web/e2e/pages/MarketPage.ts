import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  MARKET_FILTER_LABELS,
  MARKET_ORDER_LABELS,
  MARKET_TAB_LABELS,
  MARKET_TEXTS,
  loanPeriodLabel,
} from '@lendbridge/domain';
import type { MarketOrderField, MarketQuickFilterKey, MarketTab } from '@lendbridge/domain';

const T = MARKET_TEXTS;

/** Whole NT$ as the market shows it: NT$ 50,000. */
export const marketMoney = (amount: number): string => `NT$ ${new Intl.NumberFormat('zh-TW').format(amount)}`;

/** A rate as the market shows it: 4.90%. */
export const marketPercent = (value: number): string => `${value.toFixed(2)}%`;

/** The query string a list carries for a quick filter: filters[period]=18. */
export const filterParam = (name: MarketQuickFilterKey): string => `filters[${name}]`;

/**
 * A market list at /market-place/:tab: the quick filters, the card view's sort buttons and the
 * cards, each a button named 查看案件 {serial} that opens the loan's detail.
 */
export class MarketPage {
  readonly page: Page;
  readonly tab: MarketTab;
  readonly cards: Locator;
  /** The cards themselves, whose text is the case's serial and figures (a card's button is named only). */
  readonly loanCards: Locator;

  constructor(page: Page, tab: MarketTab = 'credit') {
    this.page = page;
    this.tab = tab;
    this.cards = page.getByRole('button', { name: new RegExp(`^${T.detail} `) });
    this.loanCards = page.getByTestId('loan-card');
  }

  get path(): string {
    return `/market-place/${this.tab}`;
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: `${MARKET_TAB_LABELS[this.tab]}${T.marketSuffix}` })).toBeVisible();
    await expect(this.page.getByRole('progressbar', { name: T.loading })).toHaveCount(0);
  }

  quickFilter(name: MarketQuickFilterKey): Locator {
    return this.page.getByRole('combobox', { name: MARKET_FILTER_LABELS[name], exact: true });
  }

  /** Picks a quick filter's option by its label; the URL then carries it. */
  async chooseQuickFilter(name: MarketQuickFilterKey, label: string): Promise<void> {
    await this.quickFilter(name).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.quickFilter(name)).toHaveText(label);
  }

  async choosePeriod(period: number): Promise<void> {
    await this.chooseQuickFilter('period', loanPeriodLabel(period));
    await expect(this.page).toHaveURL((url) => url.searchParams.get(filterParam('period')) === String(period));
  }

  /** A sort button: named by its field while inactive, with its direction once active. */
  sortButton(field: MarketOrderField, direction?: 'asc' | 'desc'): Locator {
    const label = MARKET_ORDER_LABELS[field];
    const name = direction === undefined ? label : `${label} ${direction === 'asc' ? T.sortAsc : T.sortDesc}`;
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The first click on a field sorts it from low to high. */
  async sortAscending(field: MarketOrderField): Promise<void> {
    await this.sortButton(field).click();
    await this.expectSorted(field, 'asc');
  }

  async expectSorted(field: MarketOrderField, direction: 'asc' | 'desc'): Promise<void> {
    await expect(this.sortButton(field, direction)).toHaveAttribute('aria-pressed', 'true');
    await expect(this.page).toHaveURL(
      (url) => url.searchParams.get('order_by') === field && url.searchParams.get('order_dir') === direction,
    );
  }

  card(serial: string): Locator {
    return this.page.getByRole('button', { name: `${T.detail} ${serial}`, exact: true });
  }

  /** The list shows exactly these loans, in this order. */
  async expectCards(serials: readonly string[]): Promise<void> {
    await expect(this.cards).toHaveCount(serials.length);
    for (const [index, serial] of serials.entries()) {
      await expect(this.cards.nth(index)).toHaveAccessibleName(`${T.detail} ${serial}`);
    }
  }

  /** Opens a loan from the list: on a desktop its detail is a dialog over the list. */
  async openLoan(serial: string): Promise<LoanDetailView> {
    await this.card(serial).click();
    const dialog = this.page.getByRole('dialog', { name: T.detail });
    await expect(dialog).toBeVisible();
    const detail = new LoanDetailView(this.page, dialog);
    await detail.expectLoan(serial);
    return detail;
  }
}

/** A loan's detail (the dialog over the list, or the page of its own) and its amount box. */
export class LoanDetailView {
  readonly page: Page;
  readonly root: Locator;
  readonly amount: Locator;
  readonly investAllButton: Locator;
  readonly addToCartButton: Locator;
  readonly closeButton: Locator;

  constructor(page: Page, root: Locator = page.getByRole('main')) {
    this.page = page;
    this.root = root;
    this.amount = root.getByRole('textbox', { name: T.investAmountLabel, exact: true });
    this.investAllButton = root.getByRole('button', { name: T.investAll, exact: true });
    this.addToCartButton = root.getByRole('button', { name: T.addToCart, exact: true });
    this.closeButton = root.getByRole('button', { name: T.close, exact: true });
  }

  /** /market-place/loan/{serial} opened directly: the detail as a page. */
  static async goto(page: Page, serial: string): Promise<LoanDetailView> {
    await page.goto(`/market-place/loan/${encodeURIComponent(serial)}`);
    const detail = new LoanDetailView(page);
    await detail.expectLoan(serial);
    return detail;
  }

  async expectLoan(serial: string): Promise<void> {
    await expect(this.root.getByRole('heading', { level: 2, name: `${T.serial} ${serial}`, exact: true })).toBeVisible();
  }

  /** A headline figure (年利率, 借款金額, 期數, 可投資金額) by its caption. */
  figure(caption: string): Locator {
    return this.root.getByText(caption, { exact: true }).locator('xpath=following-sibling::*[1]');
  }

  /** Types an amount and adds it: the cart page opens with the loan added. */
  async addToCart(amount: number): Promise<void> {
    await this.amount.fill(String(amount));
    await expect(this.addToCartButton).toBeEnabled();
    await this.addToCartButton.click();
  }

  /** 全部投資 fills in what is still investable, and then has nothing more to offer. */
  async investAll(expected: number): Promise<void> {
    await this.investAllButton.click();
    await expect(this.amount).toHaveValue(String(expected));
    await expect(this.investAllButton).toBeDisabled();
  }

  async close(): Promise<void> {
    await this.closeButton.click();
    await expect(this.root).toBeHidden();
  }
}
