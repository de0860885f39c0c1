import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP_DELIVERY_STATUS_LABELS, SHOP_TEXTS } from '@lendbridge/domain';
import type { BuyerOrderRow } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { BuyerOrdersPage } from './BuyerOrdersPage';
import { ORDER } from './testShop';

const row = (serial: string, delivery: BuyerOrderRow['delivery_status']): BuyerOrderRow => ({
  serial,
  shop_id: 1,
  shop_name: '石虎米小舖',
  status: 'paid',
  delivery_status: delivery,
  total: 1_000,
  payment_method: 'balance',
  products: '石虎米 白米 2 公斤 × 1',
  carrier: delivery === 'pending' ? null : '黑貓宅急便',
  carrier_code: delivery === 'pending' ? null : '9012-3456-7890',
  can_receive: delivery === 'delivered',
  created_at: '2025-11-20T04:00:00.000Z',
});

const ROWS: Record<string, BuyerOrderRow[]> = {
  pending: [row('SO1', 'pending')],
  delivered: [row('SO2', 'delivered')],
  received: [],
};

const listAnswer = (request: MockRequest) => {
  const status = new URL(request.url, 'http://localhost').searchParams.get('delivery_status') ?? '';
  const data = ROWS[status] ?? [];
  return { body: { data, meta: { current_page: 1, last_page: 1, total: data.length } } };
};

describe('BuyerOrdersPage', () => {
  it('lists the orders of the chosen delivery status, offers cancelling one not delivered and confirms receipt of a delivered one', async () => {
    const { apiCalls } = mockFetch({
      'GET /api/v1/buyer-orders': listAnswer,
      'POST /api/v1/shop-orders/SO2/receive': { body: { data: { ...ORDER, serial: 'SO2', status: 'paid', delivery_status: 'received' } } },
    });
    const { user, router } = renderRoute(<BuyerOrdersPage />, { url: '/account/shop-orders', status: STATUSES.loggedIn });
    const pending = await screen.findByRole('table', { name: SHOP_TEXTS.buyerOrders });
    expect(within(pending).getByText('SO1')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: SHOP_TEXTS.cancel })).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: SHOP_TEXTS.confirmReceipt })).toBeNull();

    await user.click(screen.getByRole('tab', { name: SHOP_DELIVERY_STATUS_LABELS.delivered }));
    expect(currentUrl(router)).toBe('/account/shop-orders?delivery_status=delivered');
    const delivered = await screen.findByRole('table', { name: SHOP_TEXTS.buyerOrders });
    await waitFor(() => expect(within(delivered).getByText('SO2')).toBeTruthy());
    expect(within(delivered).getByText('黑貓宅急便 9012-3456-7890')).toBeTruthy();
    expect(within(delivered).queryByRole('button', { name: SHOP_TEXTS.cancel })).toBeNull();
    await user.click(within(delivered).getByRole('button', { name: SHOP_TEXTS.confirmReceipt }));
    expect(await screen.findByRole('dialog', { name: SHOP_TEXTS.received })).toBeTruthy();
    const receive = apiCalls().find((call) => call.method === 'POST' && call.path.endsWith('/receive'));
    expect(receive?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const statuses = apiCalls()
      .filter((call) => call.path === '/api/v1/buyer-orders')
      .map((call) => new URL(call.url, 'http://localhost').searchParams.get('delivery_status'));
    expect(statuses.slice(0, 2)).toEqual(['pending', 'delivered']);
  });
});
