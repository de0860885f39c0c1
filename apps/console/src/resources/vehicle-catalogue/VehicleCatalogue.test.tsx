import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  APPRAISAL_TEXTS,
  CONSOLE_VEHICLE_CATALOGUE_TEXTS,
  VEHICLE_DEMO_NOTE,
  VEHICLE_IMPORT_TEXTS,
  type VehicleCatalogueEntry,
} from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';

const API = '/api/console/vehicle-catalogue';
const IMPORT = `${API}/import`;
const C = CONSOLE_VEHICLE_CATALOGUE_TEXTS;
const FIRST_PROBLEM = `第 4 列：${APPRAISAL_TEXTS.priceInvalid}`;

const entry = (id: number, overrides: Partial<VehicleCatalogueEntry> = {}): VehicleCatalogueEntry => ({
  id,
  vehicle_type: 'car',
  vehicle_type_label: '汽車',
  kind: 'Toyota',
  car: 'RAV4',
  year: 2024,
  type: '休旅車',
  spec: '2.0 豪華',
  price: 1_049_000,
  note: VEHICLE_DEMO_NOTE,
  imported_by: null,
  imported_by_name: null,
  created_at: '2025-11-20T02:00:00.000Z',
  updated_at: '2025-11-20T02:00:00.000Z',
  ...overrides,
});

const ROWS = [
  entry(2, { vehicle_type: 'motorcycle', vehicle_type_label: '機車', kind: 'Gogoro', car: 'Delight', type: '電動速克達', spec: '標準版', price: 79_980 }),
  entry(1),
];

const renderConsole = (roles: string[], onImport?: (call: RecordedCall) => Response) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') {
      const { filter } = listQuery(call.url) as { filter: { vehicle_type?: string } };
      const shown = ROWS.filter((row) => filter.vehicle_type === undefined || row.vehicle_type === filter.vehicle_type);
      return list('vehicle-catalogue', shown, shown.length);
    }
    if (call.path === IMPORT && call.method === 'POST' && onImport) return onImport(call);
    return unhandled(call);
  });
  window.location.hash = '#/vehicle-catalogue';
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === API && call.method === 'GET');
const importCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === IMPORT);

const openImport = async () => {
  fireEvent.click(await screen.findByRole('button', { name: C.import }));
  return within(await screen.findByRole('dialog', { name: C.importTitle }));
};

const choose = (dialog: ReturnType<typeof within>, file: File) => fireEvent.change(dialog.getByLabelText(C.importFile), { target: { files: [file] } });

const csv = (name = 'prices.csv') => new File(['車種,廠牌,車款,年式,車型,規格,新車價格\n汽車,Mazda,CX-5,2025,休旅車,2.0,1099000\n'], name, { type: 'text/csv' });

describe('vehicle catalogue (車價資料)', () => {
  it('is for admins only: the list and the import', () => {
    expect(canAccessResource(['admin'], 'vehicle-catalogue', 'list')).toBe(true);
    expect(canAccessResource(['admin'], 'vehicle-catalogue', 'create')).toBe(true);
    for (const role of ['lender', 'borrower', 'appraiser', 'pawnshop_operator', 'sales', 'shop_seller']) {
      expect(canAccessResource([role], 'vehicle-catalogue', 'list')).toBe(false);
      expect(canAccessResource([role], 'vehicle-catalogue', 'create')).toBe(false);
    }
  });

  it('lists the vehicles and their new prices through the simple-rest call, the demo rows noted 示範資料', async () => {
    const { calls } = renderConsole(['admin']);
    expect(await screen.findByRole('gridcell', { name: 'Delight' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'NT$ 1,049,000' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '機車' })).toBeTruthy();
    expect(screen.getAllByRole('gridcell', { name: VEHICLE_DEMO_NOTE })).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: C.price })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: C.note })).toBeTruthy();
    expect(listQuery(listCalls(calls)[0]!.url)).toMatchObject({ sort: ['id', 'DESC'], range: [0, 24] });
  });

  it('imports a file through the data provider, tells what it wrote and reloads the list', async () => {
    const { calls } = renderConsole(['admin'], () =>
      json(200, { message: '已匯入 1 筆車價資料（新增 1 筆、更新 0 筆）', data: { rows: 1, created: 1, updated: 0 } }),
    );
    await screen.findByRole('gridcell', { name: 'Delight' });
    const dialog = await openImport();
    expect(dialog.getByText(C.importRule)).toBeTruthy();
    const file = csv();
    choose(dialog, file);
    const before = listCalls(calls).length;
    fireEvent.click(dialog.getByRole('button', { name: C.importSend }));

    expect(await screen.findByText('已匯入 1 筆車價資料（新增 1 筆、更新 0 筆）')).toBeTruthy();
    const [sent] = importCalls(calls);
    expect(sent?.method).toBe('POST');
    expect((sent?.body as FormData).get('file')).toBe(file);
    expect(sent?.headers.get('X-CSRF-Token')).toBe('token-status');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: C.importTitle })).toBeNull());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('shows every bad row of a refused import, and that nothing was imported', async () => {
    renderConsole(['admin'], () =>
      json(422, {
        statusCode: 422,
        code: 'VEHICLE_IMPORT_INVALID',
        message: FIRST_PROBLEM,
        errors: { file: FIRST_PROBLEM },
        data: { problems: [{ row: 4, field: 'price', message: APPRAISAL_TEXTS.priceInvalid }, { row: 9, field: null, message: '與第 5 列的車款重複' }] },
      }),
    );
    const dialog = await openImport();
    choose(dialog, csv());
    fireEvent.click(dialog.getByRole('button', { name: C.importSend }));
    const problems = within(await dialog.findByRole('list', { name: C.importProblems }));
    expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([FIRST_PROBLEM, '第 9 列：與第 5 列的車款重複']);
    expect(dialog.getAllByText(FIRST_PROBLEM).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: C.importTitle })).toBeTruthy();
  });

  it('checks the file before sending it: one must be chosen, an .xlsx or .csv', async () => {
    const { calls } = renderConsole(['admin'], () => json(200, {}));
    const dialog = await openImport();
    fireEvent.click(dialog.getByRole('button', { name: C.importSend }));
    expect(await dialog.findByText(VEHICLE_IMPORT_TEXTS.fileRequired)).toBeTruthy();
    choose(dialog, csv('prices.numbers'));
    fireEvent.click(dialog.getByRole('button', { name: C.importSend }));
    expect(await dialog.findByText(VEHICLE_IMPORT_TEXTS.format)).toBeTruthy();
    expect(importCalls(calls)).toEqual([]);
  });
});
