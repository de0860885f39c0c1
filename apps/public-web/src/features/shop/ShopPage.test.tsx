import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SHOP_CART_STORAGE_KEY, SHOP_TEXTS, requiredField, shopOrderSearchPath } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { GoodsShopPage } from './ShopPage';
import { readShopCart, refreshCart, writeShopCart } from './shopCart';
import { BROWN, GOODS_SHOP, HONEY, ORDER, RICE, productsAnswer } from './testShop';

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/v1/shops/1': { body: { data: GOODS_SHOP } },
  'GET /api/v1/shop-products': productsAnswer([RICE, BROWN]),
  ...extra,
});

const open = (url: string, extra: MockRoutes = {}) => {
  const mock = mockFetch(routes(extra));
  const view = renderRoute(<GoodsShopPage />, { url, path: '/shopping/:shopId', status: STATUSES.loggedIn });
  return { ...mock, ...view };
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('the cart refresh', () => {
  it('shows only the products the server still returns as visible and orderable, and keeps the others in storage', () => {
    const entries = { '11': { quantity: 2, note: '' }, '12': { quantity: 1, note: '送禮' }, '13': { quantity: 1, note: '' } };
    const lines = refreshCart(entries, [RICE, { ...BROWN, is_orderable: false }]);
    expect(lines.map((line) => [line.product.id, line.quantity])).toEqual([[11, 2]]);
    writeShopCart(1, entries);
    expect(Object.keys(readShopCart(1))).toEqual(['11', '12', '13']);
  });

  it('asks the server for the cart\'s ids with per_page 1000 and leaves the product no longer returned out of the cart and the order', async () => {
    writeShopCart(1, { '11': { quantity: 2, note: '' }, '12': { quantity: 1, note: '' }, '13': { quantity: 1, note: '' } });
    const { apiCalls, user } = open('/shopping/1?step=cart', { 'POST /api/v1/shop-orders': { status: 201, body: { data: ORDER } } });
    const table = await screen.findByRole('table', { name: SHOP_TEXTS.cart });
    expect(within(table).getByText(RICE.name)).toBeTruthy();
    expect(within(table).getByText(BROWN.name)).toBeTruthy();
    expect(within(table).queryByText(HONEY.name)).toBeNull();
    const refresh = apiCalls().find((call) => call.path === '/api/v1/shop-products');
    const query = new URL(refresh?.url ?? '', 'http://localhost').searchParams;
    expect(query.get('ids')).toBe('11,12,13');
    expect(query.get('per_page')).toBe('1000');

    await user.click(screen.getByRole('button', { name: SHOP_TEXTS.checkout }));
    await user.type(await screen.findByLabelText(new RegExp(`^${SHOP_TEXTS.receiverName}`)), '林小美');
    await user.type(screen.getByLabelText(new RegExp(`^${SHOP_TEXTS.phone}`)), '0912345678');
    await user.type(screen.getByLabelText(new RegExp(`^${SHOP_TEXTS.address}`)), '臺北市大安區復興南路一段 100 號');
    await user.click(screen.getByRole('button', { name: SHOP_TEXTS.submitOrder }));
    await waitFor(() => expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1));
    const order = apiCalls().find((call) => call.method === 'POST');
    expect(order?.body).toMatchObject({ payment_method: 'lnb_paylater_installment', products: { '11': { quantity: 2, note: '' }, '12': { quantity: 1, note: '' } } });
    expect(Object.keys((order?.body as { products: object }).products)).toEqual(['11', '12']);
    expect(order?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the checkout', () => {
  it('alerts 購物車目前無商品 and sends nothing when the cart is empty', async () => {
    const { apiCalls, user } = open('/shopping/1?step=checkout');
    await user.type(await screen.findByLabelText(new RegExp(`^${SHOP_TEXTS.receiverName}`)), '林小美');
    await user.click(screen.getByRole('button', { name: SHOP_TEXTS.submitOrder }));
    expect(await screen.findByRole('dialog', { name: SHOP_TEXTS.cartEmpty })).toBeTruthy();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a quantity under 1 and the missing receiver fields, then orders and goes to the order search with clear_cart', async () => {
    writeShopCart(1, { '11': { quantity: 1, note: '' } });
    const { apiCalls, user, router } = open('/shopping/1?step=cart', { 'POST /api/v1/shop-orders': { status: 201, body: { data: ORDER } } });
    const quantity = await screen.findByLabelText(`${RICE.name} ${SHOP_TEXTS.quantity}`);
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(screen.getByText(SHOP_TEXTS.quantityMin)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: SHOP_TEXTS.checkout }));
    await user.click(await screen.findByRole('button', { name: SHOP_TEXTS.submitOrder }));
    expect(await screen.findByRole('dialog', { name: SHOP_TEXTS.quantityMin })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);

    await act(() => router.navigate(-1));
    const again = await screen.findByLabelText(`${RICE.name} ${SHOP_TEXTS.quantity}`);
    await user.clear(again);
    await user.type(again, '3');
    await user.click(screen.getByRole('button', { name: SHOP_TEXTS.checkout }));
    await user.click(await screen.findByRole('button', { name: SHOP_TEXTS.submitOrder }));
    expect(await screen.findByText(requiredField(SHOP_TEXTS.receiverName))).toBeTruthy();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(new RegExp(`^${SHOP_TEXTS.receiverName}`)), '林小美');
    await user.type(screen.getByLabelText(new RegExp(`^${SHOP_TEXTS.phone}`)), '0912345678');
    await user.type(screen.getByLabelText(new RegExp(`^${SHOP_TEXTS.address}`)), '臺北市大安區復興南路一段 100 號');
    await user.click(screen.getByRole('button', { name: SHOP_TEXTS.submitOrder }));
    await waitFor(() => expect(currentUrl(router)).toBe(shopOrderSearchPath(ORDER.serial, true)));
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toMatchObject({ products: { '11': { quantity: 3, note: '' } } });
  });
});

describe('the steps in the URL', () => {
  it('moves product list → cart → checkout, and back and forward return to each step', async () => {
    const { user, router } = open('/shopping/1');
    await user.click((await screen.findAllByRole('button', { name: SHOP_TEXTS.addToCart }))[0] as HTMLElement);
    expect(JSON.parse(window.localStorage.getItem(SHOP_CART_STORAGE_KEY) ?? '{}')).toEqual({ '1': { '11': { quantity: 1, note: '' } } });
    await user.click(screen.getByRole('button', { name: `${SHOP_TEXTS.cart}（1）` }));
    expect(await screen.findByRole('table', { name: SHOP_TEXTS.cart })).toBeTruthy();
    expect(currentUrl(router)).toBe('/shopping/1?step=cart');
    await user.click(screen.getByRole('button', { name: SHOP_TEXTS.checkout }));
    expect(await screen.findByRole('button', { name: SHOP_TEXTS.submitOrder })).toBeTruthy();
    expect(currentUrl(router)).toBe('/shopping/1?step=checkout');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('table', { name: SHOP_TEXTS.cart })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('region', { name: RICE.name })).toBeTruthy();
    expect(currentUrl(router)).toBe('/shopping/1');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('table', { name: SHOP_TEXTS.cart })).toBeTruthy();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('button', { name: SHOP_TEXTS.submitOrder })).toBeTruthy();
  });
});
