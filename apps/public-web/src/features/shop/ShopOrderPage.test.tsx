import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_CART_STORAGE_KEY, SHOP_INSTALMENT_STATUS_LABELS, SHOP_ORDER_INFO_DEBOUNCE_MS, SHOP_PROMO_DEBOUNCE_MS, SHOP_TEXTS, formatNtd, shopOrderSearchPath } from '@lendbridge/domain';
import type { ShopOrderAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { GoodsShopPage } from './ShopPage';
import { ShopOrderPage } from './ShopOrderPage';
import { writeShopCart } from './shopCart';
import { GOODS_SHOP, ORDER, RICE, productsAnswer } from './testShop';

const ORDER_ROUTES: MockRoutes = {
  'GET /api/v1/shop-orders/search': { body: { data: ORDER } },
  'POST /api/attributes': { body: { data: { 'address.city': [{ value: '臺北市', label: '臺北市' }] } } },
  'GET /api/address-attributes': { body: { data: { 中正區: '100', 大安區: '106' } } },
};

const openOrder = (url: string, extra: MockRoutes = {}) => {
  const mock = mockFetch({ ...ORDER_ROUTES, ...extra });
  const view = renderRoute(<ShopOrderPage />, { url, path: '/shopping/order', status: STATUSES.loggedIn });
  return { ...mock, ...view };
};

const flush = async (ms = 0) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('ShopOrderPage', () => {
  it('with clear_cart empties the cart, drops the parameter and shows the order', async () => {
    writeShopCart(1, { '11': { quantity: 1, note: '' } });
    const { router } = openOrder(shopOrderSearchPath(ORDER.serial, true));
    expect(await screen.findByText(RICE.name)).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(shopOrderSearchPath(ORDER.serial)));
    expect(window.localStorage.getItem(SHOP_CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps the cart without clear_cart', async () => {
    writeShopCart(1, { '11': { quantity: 1, note: '' } });
    openOrder(shopOrderSearchPath(ORDER.serial));
    expect(await screen.findByText(RICE.name)).toBeTruthy();
    expect(window.localStorage.getItem(SHOP_CART_STORAGE_KEY)).not.toBeNull();
  });

  it('shows the server\'s message when the search fails', async () => {
    openOrder(shopOrderSearchPath('SO0'), { 'GET /api/v1/shop-orders/search': { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: SHOP_TEXTS.orderNotFound } } });
    expect(await screen.findByText(SHOP_TEXTS.orderNotFound)).toBeTruthy();
  });

  it('shows 不明錯誤 when the search fails without a message', async () => {
    openOrder(shopOrderSearchPath('SO0'), { 'GET /api/v1/shop-orders/search': { status: 500 } });
    expect(await screen.findByText(SHOP_TEXTS.unknownError)).toBeTruthy();
  });

  it('pays from the balance with an Idempotency-Key, and shows the pay-later schedule of an instalment order', async () => {
    const paid: ShopOrderAnswer = {
      ...ORDER,
      status: 'paid',
      pay_deadline: null,
      instalments: [
        { no: 1, due_date: '2025-12-20', amount: 334, status: 'scheduled', paid_at: null },
        { no: 2, due_date: '2026-01-20', amount: 333, status: 'scheduled', paid_at: null },
        { no: 3, due_date: '2026-02-20', amount: 333, status: 'scheduled', paid_at: null },
      ],
    };
    let current = ORDER;
    const { user, apiCalls } = openOrder(shopOrderSearchPath(ORDER.serial), {
      'GET /api/v1/shop-orders/search': () => ({ body: { data: current } }),
      [`POST /api/v1/shop-orders/${ORDER.serial}/pay`]: () => {
        current = paid;
        return { body: { data: paid } };
      },
    });
    await user.click(await screen.findByRole('radio', { name: /虛擬帳戶餘額/ }));
    await user.click(screen.getByRole('button', { name: SHOP_TEXTS.pay }));
    expect(await screen.findByRole('dialog', { name: SHOP_TEXTS.paySuccess })).toBeTruthy();
    const pay = apiCalls().find((call) => call.path === `/api/v1/shop-orders/${ORDER.serial}/pay`);
    expect(pay?.body).toEqual({ payment_method: 'balance' });
    expect(pay?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: '確定' }));
    const schedule = await screen.findByRole('table', { name: SHOP_TEXTS.instalments });
    expect(within(schedule).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      `12025-12-20${formatNtd(334)}${SHOP_INSTALMENT_STATUS_LABELS.scheduled}`,
      `22026-01-20${formatNtd(333)}${SHOP_INSTALMENT_STATUS_LABELS.scheduled}`,
      `32026-02-20${formatNtd(333)}${SHOP_INSTALMENT_STATUS_LABELS.scheduled}`,
    ]);
  });

  it('saves the order info once, 500 ms after the last change, with 白米 by default and the city\'s districts', async () => {
    const { apiCalls } = openOrder(shopOrderSearchPath(ORDER.serial), { [`PUT /api/v1/shop-orders/${ORDER.serial}/info`]: { body: { data: ORDER } } });
    const name = await screen.findByLabelText(`${SHOP_TEXTS.templeInfo} ${SHOP_TEXTS.name}`);
    expect(screen.getByLabelText(SHOP_TEXTS.riceType)).toHaveProperty('value', '白米');
    await waitFor(() => expect(within(screen.getByLabelText(SHOP_TEXTS.city)).getAllByRole('option')).toHaveLength(2));
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const puts = () => apiCalls().filter((call) => call.method === 'PUT');
    fireEvent.change(name, { target: { value: '王' } });
    await flush(SHOP_ORDER_INFO_DEBOUNCE_MS - 100);
    fireEvent.change(name, { target: { value: '王大明' } });
    await flush(SHOP_ORDER_INFO_DEBOUNCE_MS - 100);
    expect(puts()).toHaveLength(0);
    await flush(100);
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({ temple: { name: '王大明', phone: '', note: '' }, leopard_cat_rice_type: '白米' });

    fireEvent.change(screen.getByLabelText(SHOP_TEXTS.city), { target: { value: '臺北市' } });
    vi.useRealTimers();
    await waitFor(() => expect(within(screen.getByLabelText(SHOP_TEXTS.district)).getAllByRole('option').map((option) => option.textContent)).toEqual(['', '中正區', '大安區']));
    fireEvent.change(screen.getByLabelText(SHOP_TEXTS.district), { target: { value: '大安區' } });
    fireEvent.change(screen.getByLabelText(SHOP_TEXTS.riceType), { target: { value: '糙米' } });
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toMatchObject({ delivery: { city: '臺北市', district: '大安區' }, leopard_cat_rice_type: '糙米' });
  });
});

describe('the checkout\'s promo code', () => {
  it('is checked once typing pauses for 500 ms, against the cart\'s total', async () => {
    writeShopCart(1, { '11': { quantity: 2, note: '' } });
    const { apiCalls } = mockFetch({
      'GET /api/v1/shops/1': { body: { data: GOODS_SHOP } },
      'GET /api/v1/shop-products': productsAnswer([RICE]),
      'GET /api/promo-codes/verify': {
        body: { data: { promo_code: 'RICE100', kind: 'cashback', discount_percent: null, cashback_amount: 100, expires_at: '2025-12-31T15:59:59.000Z', summary: '回饋金 NT$ 100' } },
      },
    });
    renderRoute(<GoodsShopPage />, { url: '/shopping/1?step=checkout', path: '/shopping/:shopId', status: STATUSES.loggedIn });
    const field = await screen.findByLabelText(SHOP_TEXTS.promoCode);
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const checks = () => apiCalls().filter((call) => call.path === '/api/promo-codes/verify');
    fireEvent.change(field, { target: { value: 'rice' } });
    await flush(SHOP_PROMO_DEBOUNCE_MS - 100);
    fireEvent.change(field, { target: { value: 'rice100' } });
    await flush(SHOP_PROMO_DEBOUNCE_MS - 100);
    expect(checks()).toHaveLength(0);
    await flush(100);
    expect(checks()).toHaveLength(1);
    const query = new URL(checks()[0]?.url ?? '', 'http://localhost').searchParams;
    expect([query.get('promo_code'), query.get('amount')]).toEqual(['RICE100', String(RICE.price * 2)]);
    vi.useRealTimers();
    expect(await screen.findByText('可使用：回饋金 NT$ 100')).toBeTruthy();
  });
});
