import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  SHOP_DELIVERY_STATUS_LABELS,
  SHOP_KIND_LABELS,
  SHOP_ORDER_STATUS_LABELS,
  SHOP_PAYMENT_METHOD_LABELS,
  SHOP_TEXTS,
  SHOP_BUYER_ORDERS_PATH,
  SHOP_LIST_PATHS,
  shopPagePath,
} from '@lendbridge/domain';
import type { ShopDeliveryStatus, ShopKind, ShopPaymentMethod } from '@lendbridge/domain';

/** The receiver and contact the checkout asks for. */
export interface ShopReceiver {
  receiver_name: string;
  phone: string;
  address: string;
}

/** /shopping and /credit-service, and a shop's page with its steps (product list, cart, checkout) and booking dialog. */
export class ShopPage {
  readonly page: Page;
  readonly cart: Locator;
  readonly bookingDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.cart = page.getByRole('table', { name: SHOP_TEXTS.cart });
    this.bookingDialog = page.getByRole('dialog', { name: new RegExp(`^${SHOP_TEXTS.book}：`) });
  }

  /** Opens the list of a kind and the shop by its name. */
  async openFromList(kind: ShopKind, shopId: number, name: string): Promise<void> {
    await this.page.goto(SHOP_LIST_PATHS[kind]);
    await expect(this.page.getByRole('heading', { level: 1, name: SHOP_KIND_LABELS[kind] })).toBeVisible();
    await this.page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(this.page).toHaveURL((url) => url.pathname === shopPagePath(kind, shopId));
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  product(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  async addToCart(name: string): Promise<void> {
    await this.product(name).getByRole('button', { name: SHOP_TEXTS.addToCart }).click();
  }

  async openCart(count: number): Promise<void> {
    await this.page.getByRole('button', { name: `${SHOP_TEXTS.cart}（${count}）` }).click();
    await expect(this.cart).toBeVisible();
  }

  async toCheckout(): Promise<void> {
    await this.page.getByRole('button', { name: SHOP_TEXTS.checkout, exact: true }).click();
    await expect(this.submitButton()).toBeVisible();
  }

  submitButton(): Locator {
    return this.page.getByRole('button', { name: SHOP_TEXTS.submitOrder });
  }

  async fillReceiver(receiver: ShopReceiver): Promise<void> {
    await this.page.getByRole('textbox', { name: SHOP_TEXTS.receiverName }).fill(receiver.receiver_name);
    await this.page.getByRole('textbox', { name: SHOP_TEXTS.phone }).fill(receiver.phone);
    await this.page.getByRole('textbox', { name: SHOP_TEXTS.address }).fill(receiver.address);
  }

  async choosePayment(method: ShopPaymentMethod): Promise<void> {
    await this.page.getByRole('radio', { name: SHOP_PAYMENT_METHOD_LABELS[method] }).check();
  }

  /** Opens the booking dialog of a service. */
  async book(name: string): Promise<void> {
    await this.product(name).getByRole('button', { name: SHOP_TEXTS.book }).click();
    await expect(this.bookingDialog).toBeVisible();
  }

  hourSelect(): Locator {
    return this.bookingDialog.getByLabel(SHOP_TEXTS.hour);
  }
}

/** The order search page: the order, its payment, receipt and info. */
export class ShopOrderPage {
  readonly page: Page;
  readonly summary: Locator;

  constructor(page: Page) {
    this.page = page;
    this.summary = page.getByRole('region', { name: SHOP_TEXTS.serial });
  }

  async expectOrder(serial: string, status: keyof typeof SHOP_ORDER_STATUS_LABELS): Promise<void> {
    await expect(this.summary).toContainText(serial);
    await expect(this.summary).toContainText(SHOP_ORDER_STATUS_LABELS[status]);
  }

  async pay(method: ShopPaymentMethod): Promise<void> {
    const section = this.page.getByRole('region', { name: SHOP_TEXTS.pay });
    await section.getByRole('radio', { name: SHOP_PAYMENT_METHOD_LABELS[method] }).check();
    await section.getByRole('button', { name: SHOP_TEXTS.pay, exact: true }).click();
  }
}

/** 我的訂單: the buyer's orders by delivery status. */
export class BuyerOrdersPage {
  readonly page: Page;
  readonly table: Locator;

  constructor(page: Page) {
    this.page = page;
    this.table = page.getByRole('table', { name: SHOP_TEXTS.buyerOrders });
  }

  async open(status: ShopDeliveryStatus): Promise<void> {
    await this.page.goto(`${SHOP_BUYER_ORDERS_PATH}?delivery_status=${status}`);
    await expect(this.page.getByRole('tab', { name: SHOP_DELIVERY_STATUS_LABELS[status], selected: true })).toBeVisible();
  }

  row(serial: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: serial, exact: true }) });
  }
}
