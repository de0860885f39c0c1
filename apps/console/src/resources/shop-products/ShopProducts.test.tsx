import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SHOP_TEXTS as C, SHOP_TEXTS } from '@lendbridge/domain';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { calledWith, choose, fill, save } from '../../test/form';
import { json, list, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import type { ProductRecord } from './types';

const API = '/api/console/shop-products';
const IMAGE_ID = '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const PRODUCT: ProductRecord = {
  id: 3,
  shop_id: 1,
  shop_name: '石虎米田',
  name: '石虎米 白米 2 公斤',
  price: 500,
  is_orderable: true,
  is_visible: true,
  quantity: 40,
  note: '苗栗通霄友善耕作',
  image_ids: [IMAGE_ID],
  created_at: '2025-11-01T02:00:00.000Z',
};

const SHOPS = [
  { id: 1, name: '石虎米田', kind: 'goods', description: '', image_id: null, owner_user_id: 9, owner_email: 'seller@lendbridge.tw', created_at: '2025-10-01T02:00:00.000Z' },
  { id: 2, name: '信用諮詢室', kind: 'service', description: '', image_id: null, owner_user_id: 9, owner_email: 'seller@lendbridge.tw', created_at: '2025-10-01T02:00:00.000Z' },
];

const renderConsole = (hash: string, roles: string[], onWrite: (call: RecordedCall) => Response = unhandled) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('shop-products', [PRODUCT], 1);
    if (call.path === `${API}/3` && call.method === 'GET') return json(200, PRODUCT);
    if (call.path === '/api/console/myshop' && call.method === 'GET') return list('myshop', SHOPS, SHOPS.length);
    if (call.path === '/api/upload' && call.method === 'POST') {
      return json(201, { data: { id: IMAGE_ID, filename: 'rice.png', path: `uploads/${IMAGE_ID}`, url: `/api/uploads/${IMAGE_ID}` } });
    }
    if (call.method === 'POST' || call.method === 'PUT') return onWrite(call);
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

describe('shop products (商城商品)', () => {
  it('lists the seller\'s products with their price and stock', async () => {
    renderConsole('#/shop-products', ['shop_seller']);
    expect(await screen.findByText('石虎米 白米 2 公斤')).toBeTruthy();
    expect(screen.getByRole('img', { name: '石虎米 白米 2 公斤' }).getAttribute('src')).toBe(`/api/uploads/${IMAGE_ID}`);
    expect(screen.getByRole('gridcell', { name: 'NT$ 500' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: SHOP_TEXTS.stock })).toBeTruthy();
    expect(screen.getByRole('link', { name: '建立' })).toBeTruthy();
  });

  it('creates a product in one of the seller\'s shops with its picture, orderable and not yet visible', async () => {
    const { calls } = renderConsole('#/shop-products/create', ['shop_seller'], (call) => json(201, { ...PRODUCT, id: 5, ...(call.body as object) }));
    await choose(C.shop_id, '石虎米田');
    await fill(SHOP_TEXTS.productName, '手工米餅');
    await fill(SHOP_TEXTS.price, '350');
    await fill(SHOP_TEXTS.stock, '20');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'cake.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(C.addImage, { selector: 'input' }), { target: { files: [picture] } });
    expect(await screen.findByRole('img', { name: `${SHOP_TEXTS.images} 1` })).toBeTruthy();
    await save();
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toEqual({
      shop_id: 1,
      name: '手工米餅',
      price: 350,
      is_orderable: true,
      is_visible: false,
      quantity: 20,
      note: '',
      image_ids: [IMAGE_ID],
    });
  });

  it('shows sales a product without its edit button', async () => {
    renderConsole('#/shop-products/3/show', ['sales']);
    expect(await screen.findByText('苗栗通霄友善耕作')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
  });
});
