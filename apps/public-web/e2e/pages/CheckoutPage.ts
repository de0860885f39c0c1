import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  CHECKOUT_CONFIRMATION_TEXTS,
  CHECKOUT_PAGE_PATH,
  CHECKOUT_TEXTS,
  ROULETTE_PAGE_TEXTS,
  checkoutContractLabel,
} from '@lendbridge/domain';
import type { CheckoutConfirmation } from '@lendbridge/domain';

const T = CHECKOUT_TEXTS;

/**
 * /market-place/place-order: the contracts and confirmations of step 1, the payment summary, and
 * the order once placed.
 */
export class CheckoutPage {
  readonly page: Page;
  readonly path = CHECKOUT_PAGE_PATH;
  readonly lines: Locator;
  readonly submitButton: Locator;
  readonly placedInvestments: Locator;
  /** The finished order's invitation to the roulette, shown while a live roulette gives the member spins. */
  readonly rouletteInvite: Locator;

  constructor(page: Page) {
    this.page = page;
    this.lines = page.getByRole('table', { name: T.ordersTable, exact: true }).getByRole('row');
    this.submitButton = page.getByRole('button', { name: T.submit, exact: true });
    this.placedInvestments = page.getByRole('table', { name: T.investmentsTable, exact: true }).getByRole('row');
    this.rouletteInvite = page.getByRole('dialog', { name: ROULETTE_PAGE_TEXTS.orderPopupTitle, exact: true });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: T.title, exact: true })).toBeVisible();
    await expect(this.submitButton).toBeVisible();
  }

  /** The order line of a loan (its serial links to the loan). */
  line(serial: string): Locator {
    return this.lines.filter({ has: this.page.getByRole('link', { name: serial, exact: true }) });
  }

  contract(serial: string): Locator {
    return this.page.getByRole('checkbox', { name: checkoutContractLabel(serial), exact: true });
  }

  confirmation(kind: CheckoutConfirmation): Locator {
    return this.page.getByRole('checkbox', { name: CHECKOUT_CONFIRMATION_TEXTS[kind].label, exact: true });
  }

  /** A value of the payment summary (訂單總額, 可用餘額, 付款方式) by its label. */
  summary(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Ticks the contract of every loan and the confirmations asked for. */
  async accept(serials: readonly string[], confirmations: readonly CheckoutConfirmation[]): Promise<void> {
    for (const serial of serials) await this.contract(serial).check();
    for (const kind of confirmations) await this.confirmation(kind).check();
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /** Answers the roulette's invitation after the order with 稍後再說, back to the placed order. */
  async declineRouletteInvite(): Promise<void> {
    await expect(this.rouletteInvite).toBeVisible();
    await this.rouletteInvite.getByRole('button', { name: ROULETTE_PAGE_TEXTS.orderPopupLater, exact: true }).click();
    await expect(this.rouletteInvite).toBeHidden();
  }

  /** The placed order: 下單完成 and the order's facts. */
  async expectComplete(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 2, name: T.completeHeading, exact: true })).toBeVisible();
  }

  /** A fact of the placed order (訂單狀態, 付款方式, 訂單總額) by its row header. */
  orderFact(label: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell');
  }

  placedInvestment(loanSerial: string): Locator {
    return this.placedInvestments.filter({ has: this.page.getByRole('cell', { name: loanSerial, exact: true }) });
  }

  async viewWaitingInvestments(): Promise<void> {
    await this.page.getByRole('link', { name: T.viewInvestments, exact: true }).click();
  }
}
