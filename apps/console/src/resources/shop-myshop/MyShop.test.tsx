import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SHOP_TEXTS as C, SHOP_TEXTS, ntdText } from '@lendbridge/domain';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { calledWith, fill, save } from '../../test/form';
import { json, list, listQuery, mockStaffFetch, unhandled } from '../../test/fetchMock';
import { salesByDay } from './salesByDay';
import type { MyShopRecord } from './types';

const SHOP: MyShopRecord = {
  id: 1,
  name: '石虎米田',
  kind: 'goods',
  description: '苗栗通霄的石虎友善稻米。',
  image_id: null,
  owner_user_id: 9,
  owner_email: 'seller@lendbridge.tw',
  created_at: '2025-10-01T02:00:00.000Z',
};

const PAID = [
  { id: 3, paid_at: '2025-11-19T17:30:00.000Z', total: 1_000 },
  { id: 2, paid_at: '2025-11-19T03:00:00.000Z', total: 500 },
  { id: 1, paid_at: '2025-11-18T03:00:00.000Z', total: 350 },
];

describe('shops (商城商店)', () => {
  it('sums paid orders by their Taipei payment day', () => {
    const unpaid = { id: 4, paid_at: null, total: 900 };
    expect(salesByDay([...PAID, unpaid])).toEqual([
      { date: '2025-11-18', amount: 350 },
      { date: '2025-11-19', amount: 500 },
      { date: '2025-11-20', amount: 1_000 },
    ]);
  });

  it('lists the seller\'s shops and saves one\'s name and description, with its sales by day', async () => {
    const { calls } = mockStaffFetch(['shop_seller'], (call) => {
      if (call.path === '/api/console/myshop' && call.method === 'GET') return list('myshop', [SHOP], 1);
      if (call.path === '/api/console/myshop/1' && call.method === 'GET') return json(200, SHOP);
      if (call.path === '/api/console/myshop/1' && call.method === 'PUT') return json(200, { ...SHOP, ...(call.body as object) });
      if (call.path === '/api/console/shop-orders' && call.method === 'GET') return list('shop-orders', PAID, PAID.length);
      return unhandled(call);
    });
    window.location.hash = '#/myshop';
    render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);

    fireEvent.click(await screen.findByRole('gridcell', { name: '石虎米田' }));
    expect(await screen.findByDisplayValue('石虎米田')).toBeTruthy();
    const sales = within(await screen.findByRole('list', { name: C.sales }));
    expect(sales.getByText(`2025-11-20：${ntdText(1_000)}`)).toBeTruthy();
    expect(listQuery(calledWith(calls, '/api/console/shop-orders', 'GET')[0]!.url).filter).toEqual({ status: 'paid', shop_id: 1 });

    await fill(SHOP_TEXTS.shopDescription, '苗栗通霄的石虎友善稻米，產地直送。');
    await save();
    await waitFor(() => expect(calledWith(calls, '/api/console/myshop/1', 'PUT')).toHaveLength(1));
    expect(calledWith(calls, '/api/console/myshop/1', 'PUT')[0]?.body).toEqual({
      name: '石虎米田',
      description: '苗栗通霄的石虎友善稻米，產地直送。',
      image_id: null,
    });
  });
});
