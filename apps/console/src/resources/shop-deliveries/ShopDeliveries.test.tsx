import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SHOP_TEXTS as C, SHOP_TEXTS, shopCarrierCodesSubmitted } from '@lendbridge/domain';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { calledWith } from '../../test/form';
import { json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import type { DeliveryRecord } from './types';

const delivery = (id: number, serial: string, receiver: string): DeliveryRecord => ({
  id,
  serial,
  shop_id: 1,
  shop_name: '石虎米田',
  products: '石虎米 白米 2 公斤 × 1',
  receiver_name: receiver,
  phone: '0912345678',
  address: '臺北市大安區復興南路一段 100 號',
  delivery_status: 'pending',
  delivery_deadline: '2025-11-27',
  carrier: null,
  carrier_code: null,
  delivered_at: null,
});

const ROWS: DeliveryRecord[] = [
  delivery(7, 'SO251120000007', '林小美'),
  delivery(8, 'SO251120000008', '陳大文'),
  delivery(9, 'SO251120000009', '王小華'),
  { ...delivery(10, 'SO251119000010', '張美玲'), delivery_status: 'delivered', carrier: '黑貓宅急便', carrier_code: '9000' },
];
const API = '/api/console/shop-deliveries';

const renderDeliveries = (roles: string[], onPost: (call: RecordedCall) => Response = unhandled) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('shop-deliveries', ROWS, ROWS.length);
    if (call.path === API && call.method === 'POST') return onPost(call);
    return unhandled(call);
  });
  window.location.hash = '#/shop-deliveries';
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const codeCell = async (serial: string): Promise<HTMLElement> => {
  const row = (await screen.findByRole('gridcell', { name: serial })).closest('[role="row"]') as HTMLElement;
  return row.querySelector('[data-field="carrier_code"]') as HTMLElement;
};

/** Types a carrier code into a row's editable cell and leaves the cell with Enter. */
const typeCode = async (serial: string, code: string) => {
  const cell = await codeCell(serial);
  fireEvent.doubleClick(cell);
  const input = await within(cell).findByRole('textbox');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(within(cell).queryByRole('textbox')).toBeNull());
};

describe('shop delivery details (出貨明細)', () => {
  it('lists the pending deliveries by deadline and submits the typed carrier codes at once', async () => {
    const { calls } = renderDeliveries(['shop_seller'], () => json(200, []));
    expect(await screen.findByRole('gridcell', { name: '林小美' })).toBeTruthy();
    expect(listQuery(calledWith(calls, API, 'GET')[0]!.url)).toEqual({
      sort: ['delivery_deadline', 'ASC'],
      range: [0, 99],
      filter: { delivery_status: 'pending' },
    });
    const submit = () => screen.getByRole('button', { name: new RegExp(SHOP_TEXTS.submitCarrierCodes) });
    expect(submit().hasAttribute('disabled')).toBe(true);

    const delivered = await codeCell('SO251119000010');
    fireEvent.doubleClick(delivered);
    expect(within(delivered).queryByRole('textbox')).toBeNull();

    await typeCode('SO251120000007', ' 9001 ');
    await typeCode('SO251120000009', 'T-778899');
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit());

    expect(await screen.findByText(shopCarrierCodesSubmitted(2))).toBeTruthy();
    expect(calledWith(calls, API, 'POST').map((call) => call.body)).toEqual([
      {
        items: [
          { id: 7, carrier_code: '9001' },
          { id: 9, carrier_code: 'T-778899' },
        ],
      },
    ]);
  });

  it('filters by the deadline range', async () => {
    const { calls } = renderDeliveries(['admin']);
    fireEvent.change(await screen.findByLabelText(C.deadlineFrom), { target: { value: '2025-11-20' } });
    fireEvent.change(await screen.findByLabelText(C.deadlineTo), { target: { value: '2025-12-01' } });
    await waitFor(() =>
      expect(calledWith(calls, API, 'GET').map((call) => listQuery(call.url).filter)).toContainEqual({
        delivery_status: 'pending',
        delivery_deadline_gte: '2025-11-20',
        delivery_deadline_lt: '2025-12-01',
      }),
    );
  });

  it('shows sales the deliveries without the submission', async () => {
    renderDeliveries(['sales']);
    expect(await screen.findByRole('gridcell', { name: '陳大文' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(SHOP_TEXTS.submitCarrierCodes) })).toBeNull();
  });
});
