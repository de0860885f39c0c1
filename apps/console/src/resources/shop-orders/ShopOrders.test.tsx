import { fireEvent, render, screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_SHOP_TEXTS as C, SHOP_TEXTS, shopDeliveryReportSchema } from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { calledWith } from '../../test/form';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import type { OrderRecord } from './types';

const ORDER: OrderRecord = {
  id: 7,
  serial: 'SO251120000007',
  shop_id: 1,
  shop_name: '石虎米田',
  buyer_email: 'lender@lendbridge.tw',
  status: 'paid',
  payment_method: 'lnb_paylater_installment',
  delivery_status: 'pending',
  total: 1_350,
  products: '石虎米 白米 2 公斤 × 2、手工米餅 × 1',
  receiver_name: '林小美',
  phone: '0912345678',
  email: 'lender@lendbridge.tw',
  address: '臺北市大安區復興南路一段 100 號',
  note: '',
  contact: '',
  carrier: null,
  carrier_code: null,
  delivery_deadline: '2025-11-27',
  pay_deadline: null,
  paid_at: '2025-11-20T02:00:00.000Z',
  delivered_at: null,
  received_at: null,
  paid_out: false,
  created_at: '2025-11-20T01:55:00.000Z',
  lines: [
    { product_id: 3, name: '石虎米 白米 2 公斤', price: 500, quantity: 2, note: '' },
    { product_id: 4, name: '手工米餅', price: 350, quantity: 1, note: '' },
  ],
  instalments: [
    { no: 1, due_date: '2025-12-20', amount: 450, status: 'scheduled', paid_at: null },
    { no: 2, due_date: '2026-01-20', amount: 450, status: 'scheduled', paid_at: null },
    { no: 3, due_date: '2026-02-20', amount: 450, status: 'scheduled', paid_at: null },
  ],
};

const ORDERS_API = '/api/console/shop-orders';

const renderConsole = (hash: string, roles: string[], onCall: (call: RecordedCall) => Response = unhandled) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === ORDERS_API && call.method === 'GET') return list('shop-orders', [ORDER], 1);
    if (call.path === `${ORDERS_API}/7` && call.method === 'GET') return json(200, ORDER);
    if (call.path === '/api/console/myshop' && call.method === 'GET') return list('myshop', [], 0);
    return onCall(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const openReport = async () => {
  fireEvent.click(await screen.findByRole('button', { name: SHOP_TEXTS.deliveryReport }));
  return within(await screen.findByRole('dialog'));
};

describe('shop orders (商城訂單)', () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('are handled by sellers and admins and only read by sales', () => {
    for (const role of ['shop_seller', 'admin']) {
      expect(canAccessResource([role], 'shop-orders', 'edit')).toBe(true);
      expect(canAccessResource([role], 'shop-deliveries', 'edit')).toBe(true);
      expect(canAccessResource([role], 'shop-products', 'edit')).toBe(true);
    }
    for (const resource of ['shop-products', 'shop-orders', 'shop-bookings', 'shop-deliveries']) {
      expect(canAccessResource(['sales'], resource, 'list')).toBe(true);
      for (const action of ['edit', 'create']) expect(canAccessResource(['sales'], resource, action)).toBe(false);
    }
    expect(canAccessResource(['sales'], 'myshop', 'show')).toBe(true);
    expect(canAccessResource(['sales'], 'myshop', 'edit')).toBe(false);
    expect(canAccessResource(['shop_seller'], 'myshop', 'edit')).toBe(true);
    expect(canAccessResource(['shop_seller'], 'shop-products', 'create')).toBe(true);
    for (const role of ['appraiser', 'pawnshop_operator']) expect(canAccessResource([role], 'shop-orders', 'list')).toBe(false);
  });

  it('shows an order with its lines and pay-later instalments, and reports its delivery with the carrier and its code', async () => {
    const { calls } = renderConsole('#/shop-orders/7/show', ['shop_seller'], (call) => {
      if (call.path === `${ORDERS_API}/7/delivery` && call.method === 'PUT') {
        return json(200, { ...ORDER, ...(call.body as object), delivery_status: 'delivered' });
      }
      return unhandled(call);
    });
    expect(await screen.findByRole('cell', { name: '手工米餅' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: SHOP_TEXTS.instalments })).getAllByText('NT$ 450')).toHaveLength(3);

    const dialog = await openReport();
    fireEvent.change(dialog.getByLabelText(SHOP_TEXTS.carrier), { target: { value: '黑貓宅急便' } });
    fireEvent.change(dialog.getByLabelText(SHOP_TEXTS.carrierCode), { target: { value: '9001 2345 6789' } });
    fireEvent.click(dialog.getByRole('button', { name: '確認' }));

    expect(await screen.findByText(C.deliveryReported)).toBeTruthy();
    expect(calledWith(calls, `${ORDERS_API}/7/delivery`, 'PUT').map((call) => call.body)).toEqual([
      { carrier: '黑貓宅急便', carrier_code: '9001 2345 6789' },
    ]);
  });

  it('notifies 更改失敗 when the server refuses the report, and shows a missing carrier code on its field without a call', async () => {
    const { calls } = renderConsole('#/shop-orders/7/show', ['shop_seller'], (call) => {
      if (call.path === `${ORDERS_API}/7/delivery`) return apiError(409, 'SHOP_DELIVERY_NOT_CHANGEABLE', SHOP_TEXTS.deliveryNotChangeable);
      return unhandled(call);
    });
    const dialog = await openReport();
    fireEvent.change(dialog.getByLabelText(SHOP_TEXTS.carrier), { target: { value: '黑貓宅急便' } });
    fireEvent.click(dialog.getByRole('button', { name: '確認' }));
    const missingCode = shopDeliveryReportSchema.safeParse({ carrier: '黑貓宅急便', carrier_code: '' }).error?.issues[0]?.message ?? '';
    expect(await dialog.findByText(missingCode)).toBeTruthy();
    expect(calledWith(calls, `${ORDERS_API}/7/delivery`, 'PUT')).toEqual([]);

    fireEvent.change(dialog.getByLabelText(SHOP_TEXTS.carrierCode), { target: { value: '9001' } });
    fireEvent.click(dialog.getByRole('button', { name: '確認' }));
    expect(await screen.findByText(`${SHOP_TEXTS.deliveryUpdateFailed}：${SHOP_TEXTS.deliveryNotChangeable}`)).toBeTruthy();
    expect(calledWith(calls, `${ORDERS_API}/7/delivery`, 'PUT')).toHaveLength(1);
  });

  it('cancels an order not yet delivered with an Idempotency-Key', async () => {
    const { calls } = renderConsole('#/shop-orders/7/show', ['admin'], (call) => {
      if (call.path === `${ORDERS_API}/7/cancel` && call.method === 'POST') return json(200, { ...ORDER, status: 'cancelled' });
      return unhandled(call);
    });
    fireEvent.click(await screen.findByRole('button', { name: SHOP_TEXTS.cancel }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '確認' }));
    expect(await screen.findByText(SHOP_TEXTS.orderCancelled)).toBeTruthy();
    const [cancel] = calledWith(calls, `${ORDERS_API}/7/cancel`, 'POST');
    expect(cancel?.headers.get('Idempotency-Key')).toMatch(/.+/);
  });

  it('shows sales an order without the report and cancel buttons', async () => {
    renderConsole('#/shop-orders/7/show', ['sales']);
    expect(await screen.findByRole('cell', { name: '手工米餅' })).toBeTruthy();
    expect(screen.getByText('林小美')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SHOP_TEXTS.deliveryReport })).toBeNull();
    expect(screen.queryByRole('button', { name: SHOP_TEXTS.cancel })).toBeNull();
  });

  it('downloads the filtered orders as the .xlsx the server builds, with the session', async () => {
    const created: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        created.push(blob);
        return 'blob:shop-orders';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    const { calls } = renderConsole('#/shop-orders', ['shop_seller'], (call) => {
      if (call.path === `${ORDERS_API}/export` && call.method === 'GET') {
        return new Response(xlsx, {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="shop-orders.xlsx"; filename*=UTF-8''${encodeURIComponent('商城訂單.xlsx')}`,
          },
        });
      }
      return unhandled(call);
    });
    expect(await screen.findByRole('gridcell', { name: 'SO251120000007' })).toBeTruthy();
    expect(listQuery(calledWith(calls, ORDERS_API, 'GET')[0]!.url).sort).toEqual(['id', 'DESC']);

    fireEvent.click(screen.getByRole('button', { name: SHOP_TEXTS.export }));
    expect(await screen.findByText(C.exported)).toBeTruthy();
    const [exported] = calledWith(calls, `${ORDERS_API}/export`, 'GET');
    expect(exported?.credentials).toBe('same-origin');
    expect(exported?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(JSON.parse(exported?.url.searchParams.get('filter') ?? 'null')).toEqual({});
    expect(created).toHaveLength(1);
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(xlsx);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('商城訂單.xlsx');
  });

  it('shows the server\'s refusal of the export', async () => {
    renderConsole('#/shop-orders', ['shop_seller'], (call) => {
      if (call.path === `${ORDERS_API}/export`) return apiError(403, 'FORBIDDEN', '您沒有權限執行此操作');
      return unhandled(call);
    });
    fireEvent.click(await screen.findByRole('button', { name: SHOP_TEXTS.export }));
    expect(await screen.findByText('您沒有權限執行此操作')).toBeTruthy();
  });
});
