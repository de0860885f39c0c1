import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.js';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  CONSOLE_SHOP_TEXTS,
  SHOP_CART_STORAGE_KEY,
  SHOP_DELIVERY_STATUS_LABELS,
  SHOP_TEXTS,
  formatNtd,
  shiftIsoDate,
  shopHourLabel,
} from '@lendbridge/domain';
import type { ShopCard, ShopListMeta, ShopOrderAnswer, ShopProduct } from '@lendbridge/domain';
import { ConsoleLoginPage } from '../../console/e2e/pages/ConsoleLoginPage.js';
import { DEMO_PASSWORD } from '../../console/e2e/support/memberApi.js';
import { AlertDialog } from './pages/AlertDialog.js';
import { BuyerOrdersPage, ShopOrderPage, ShopPage } from './pages/ShopPages.js';
import { apiBody, apiData, openBrowser, signIn } from './support/people.js';

/** The shop journeys' own demo buyer (README). */
const BUYER = 'shop.buyer@lendbridge.tw';
const SELLER = 'seller@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';
const RECEIVER = { receiver_name: '林小美', phone: '0912345678', address: '臺北市大安區復興南路一段 100 號' };
const CARRIER = { carrier: '黑貓宅急便', carrier_code: '9012-3456-7890' };

/** A staff or member session of the API in its own request context: the ajax header and CSRF token on every change. */
const apiSession = async (request: APIRequestContext, email: string) => {
  const csrf = (await (await request.get('/api/auth/csrf')).json()) as { data: { csrfToken: string } };
  const login = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf.data.csrfToken },
  });
  expect(login.status(), `sign-in of ${email}`).toBe(200);
  const token = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return { request, headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': token } };
};

/** The first shop of a kind and its products the public site offers (the demo's). */
const shopOf = async (page: Page, kind: 'goods' | 'service'): Promise<{ shop: ShopCard; products: ShopProduct[] }> => {
  const shops = await apiData<ShopCard[]>(page, `/api/v1/shops?kind=${kind}`);
  const shop = shops[0];
  expect(shop, `a ${kind} shop in the demo`).toBeDefined();
  const products = await apiBody<{ data: ShopProduct[]; meta: ShopListMeta }>(page, `/api/v1/shop-products?shop_id=${shop?.id ?? 0}&page=1`);
  return { shop: shop as ShopCard, products: products.data };
};

const availableOf = async (page: Page): Promise<number> =>
  (await apiData<{ available_amount: number }>(page, '/api/account/overview')).available_amount;

test('a buyer orders two products and pays from the balance, the seller reports the delivery in the console, the buyer confirms receipt', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const contexts: BrowserContext[] = [];
  try {
    const page = await openBrowser(browser, contexts);
    await signIn(page, BUYER);
    const { shop, products } = await shopOf(page, 'goods');
    const [first, second] = products.filter((item) => item.is_orderable && item.quantity >= 2);
    expect(first && second, 'two orderable products').toBeTruthy();
    const [a, b] = [first as ShopProduct, second as ShopProduct];
    const total = a.price * 2 + b.price;

    await test.step('the admin credits the buyer with the order\'s total', async () => {
      const { memberSerial } = await apiData<{ memberSerial: string }>(page, '/api/auth/status');
      const admin = await playwright.request.newContext({ baseURL });
      const session = await apiSession(admin, ADMIN);
      const deposit = await admin.post('/api/console/deposits', {
        headers: { ...session.headers, 'Idempotency-Key': randomUUID() },
        data: { member_serial: memberSerial, amount: total, note: '商城購物旅程入金' },
      });
      expect(deposit.status(), await deposit.text()).toBeLessThan(300);
      await admin.dispose();
    });
    const before = await availableOf(page);
    expect(before).toBeGreaterThanOrEqual(total);

    const shopPage = new ShopPage(page);
    const serial = await test.step('two products into the cart, back and forward between the steps, and the order by balance', async () => {
      await shopPage.openFromList('goods', shop.id, shop.name);
      await shopPage.addToCart(a.name);
      await shopPage.addToCart(a.name);
      await shopPage.addToCart(b.name);
      await shopPage.openCart(2);
      await expect(shopPage.cart).toContainText(a.name);
      await expect(shopPage.cart).toContainText(b.name);
      await expect(shopPage.cart.getByRole('spinbutton', { name: `${a.name} ${SHOP_TEXTS.quantity}` })).toHaveValue('2');
      await expect(page.getByText(`${SHOP_TEXTS.total} ${formatNtd(total)}`)).toBeVisible();
      await shopPage.toCheckout();
      await page.goBack();
      await expect(shopPage.cart).toBeVisible();
      await page.goBack();
      await expect(shopPage.product(a.name)).toBeVisible();
      await page.goForward();
      await expect(shopPage.cart).toBeVisible();
      await page.goForward();
      await expect(shopPage.submitButton()).toBeVisible();
      await expect(page.getByRole('radio', { name: /先買後付/ })).toBeChecked();
      await shopPage.fillReceiver(RECEIVER);
      await shopPage.choosePayment('balance');
      await shopPage.submitButton().click();
      await expect(page).toHaveURL((url) => url.pathname === '/shopping/order' && url.searchParams.has('serial') && !url.searchParams.has('clear_cart'));
      expect(await page.evaluate((key) => window.localStorage.getItem(key), SHOP_CART_STORAGE_KEY)).toBeNull();
      return new URL(page.url()).searchParams.get('serial') ?? '';
    });

    const orderPage = new ShopOrderPage(page);
    await test.step('the order is paid from the balance at once', async () => {
      await orderPage.expectOrder(serial, 'unpaid');
      await orderPage.pay('balance');
      await new AlertDialog(page).acknowledge(SHOP_TEXTS.paySuccess);
      await orderPage.expectOrder(serial, 'paid');
      const order = await apiData<ShopOrderAnswer>(page, `/api/v1/shop-orders/search?serial=${serial}`);
      expect([order.total, order.payment_method, order.delivery_status]).toEqual([total, 'balance', 'pending']);
      expect(order.lines.map((line) => [line.name, line.quantity])).toEqual([
        [a.name, 2],
        [b.name, 1],
      ]);
      expect(await availableOf(page)).toBe(before - total);
    });

    await test.step('the seller reports the delivery in the console', async () => {
      const sellerPage = await openBrowser(browser, contexts);
      const login = new ConsoleLoginPage(sellerPage);
      await login.goto();
      await login.signIn(SELLER);
      await expect(sellerPage).not.toHaveURL(/\/console\/#\/login$/);
      const listed = await sellerPage.request.get(`/api/console/shop-orders?filter=${encodeURIComponent(JSON.stringify({ q: serial }))}`);
      expect(listed.status()).toBe(200);
      const rows = (await listed.json()) as { id: number; serial: string }[];
      const id = rows.find((row) => row.serial === serial)?.id ?? 0;
      await sellerPage.goto(`/console/#/shop-orders/${id}/show`);
      await sellerPage.getByRole('button', { name: SHOP_TEXTS.deliveryReport }).click();
      const dialog = sellerPage.getByRole('dialog', { name: `${SHOP_TEXTS.deliveryReport} ${serial}` });
      await dialog.getByLabel(SHOP_TEXTS.carrier).fill(CARRIER.carrier);
      await dialog.getByLabel(SHOP_TEXTS.carrierCode).fill(CARRIER.carrier_code);
      await dialog.getByRole('button', { name: '確認', exact: true }).click();
      await expect(sellerPage.getByRole('alert').filter({ hasText: CONSOLE_SHOP_TEXTS.deliveryReported })).toBeVisible();
    });

    await test.step('the buyer sees it on the way and confirms receipt', async () => {
      const orders = new BuyerOrdersPage(page);
      await orders.open('delivered');
      const row = orders.row(serial);
      await expect(row).toContainText(`${CARRIER.carrier} ${CARRIER.carrier_code}`);
      await row.getByRole('button', { name: SHOP_TEXTS.confirmReceipt }).click();
      await new AlertDialog(page).acknowledge(SHOP_TEXTS.received);
      await page.getByRole('tab', { name: SHOP_DELIVERY_STATUS_LABELS.received }).click();
      await expect(orders.row(serial)).toBeVisible();
      const order = await apiData<ShopOrderAnswer>(page, `/api/v1/shop-orders/search?serial=${serial}`);
      expect(order.delivery_status).toBe('received');
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('a member books a slot of a service shop, and the slot is then taken', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, BUYER);
  const { shop, products } = await shopOf(page, 'service');
  const service = products.find((item) => item.is_orderable);
  expect(service, 'a bookable service').toBeDefined();
  const name = (service as ShopProduct).name;
  const { businessDate } = await apiData<{ businessDate: string }>(page, '/api/auth/status');
  const day = shiftIsoDate(businessDate, 7);
  const shopPage = new ShopPage(page);
  const alert = new AlertDialog(page);

  const hour = await test.step('the date, a free hour, the name and the phone, each asked for in turn', async () => {
    await shopPage.openFromList('service', shop.id, shop.name);
    await shopPage.book(name);
    await shopPage.bookingDialog.getByRole('button', { name: SHOP_TEXTS.book, exact: true }).click();
    await alert.acknowledge(SHOP_TEXTS.chooseDate);
    await shopPage.bookingDialog.getByLabel(SHOP_TEXTS.date).fill(day);
    await expect(shopPage.hourSelect()).toBeEnabled();
    await shopPage.bookingDialog.getByRole('button', { name: SHOP_TEXTS.book, exact: true }).click();
    await alert.acknowledge(SHOP_TEXTS.chooseTime);
    const free = await shopPage.hourSelect().locator('option:not([disabled])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''));
    const chosen = free[0] ?? '';
    expect(chosen).not.toBe('');
    await shopPage.hourSelect().selectOption(chosen);
    await shopPage.bookingDialog.getByRole('button', { name: SHOP_TEXTS.book, exact: true }).click();
    await alert.acknowledge(SHOP_TEXTS.enterName);
    await shopPage.bookingDialog.getByLabel(SHOP_TEXTS.name).fill('王大明');
    await shopPage.bookingDialog.getByRole('button', { name: SHOP_TEXTS.book, exact: true }).click();
    await alert.acknowledge(SHOP_TEXTS.enterPhone);
    await shopPage.bookingDialog.getByLabel(SHOP_TEXTS.phone).fill('0912345678');
    await shopPage.bookingDialog.getByRole('button', { name: SHOP_TEXTS.book, exact: true }).click();
    await alert.acknowledge(SHOP_TEXTS.bookingSuccess, `${day} ${shopHourLabel(Number(chosen))}`);
    return Number(chosen);
  });

  await test.step('the booked hour is no longer offered that day', async () => {
    const slots = await apiData<{ hour: number; available: boolean }[]>(page, `/api/v1/shops/${shop.id}/booking-slots?date=${day}`);
    expect(slots.find((slot) => slot.hour === hour)?.available).toBe(false);
    await shopPage.book(name);
    await shopPage.bookingDialog.getByLabel(SHOP_TEXTS.date).fill(day);
    await expect(shopPage.hourSelect().locator(`option[value="${hour}"]`)).toBeDisabled();
    const bookings = await apiData<{ date: string; hour: number; product_name: string }[]>(page, '/api/v1/my-bookings');
    expect(bookings).toContainEqual(expect.objectContaining({ date: day, hour, product_name: name }));
  });
});
