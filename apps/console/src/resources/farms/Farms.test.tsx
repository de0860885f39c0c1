import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_FARM_TEXTS as C, FARM_TEXTS, type ConsoleFarmRow } from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';

const API = '/api/console/farms';
const KEY = `fk_${'x'.repeat(43)}`;

const farm = (overrides: Partial<ConsoleFarmRow> = {}): ConsoleFarmRow => ({
  id: 4,
  no: 'F0001',
  name: '西螺稻香農場',
  owner_id: 12,
  owner_serial: 'M00100012',
  location: '雲林縣西螺鎮',
  description: '濁水溪畔的稻田',
  page_key: 'AbCdEfGhIjKlMnOpQrStUv',
  loan_serials: ['L2611200001'],
  fields: [
    { code: '002', name: '放牧雞舍' },
    { code: '003', name: '稻田' },
  ],
  key_prefix: null,
  key_created_at: null,
  reading_count: 6480,
  created_at: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

const renderConsole = (hash: string, roles: string[], row: ConsoleFarmRow = farm(), onCreate?: (call: RecordedCall) => Response) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('farms', [row], 1);
    if (call.path === `${API}/4` && call.method === 'GET') return json(200, row);
    if (call.path === API && call.method === 'POST' && onCreate) return onCreate(call);
    if (call.path === `${API}/4/ingestion-key` && call.method === 'POST') return json(201, { id: 9, key: KEY, key_prefix: KEY.slice(0, 8) });
    if (call.path === `${API}/4/ingestion-key` && call.method === 'DELETE') return json(200, { ...row, key_prefix: null });
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const calledWith = (calls: RecordedCall[], path: string, method: string) => calls.filter((call) => call.path === path && call.method === method);

describe('farms (農場溯源)', () => {
  it('are changed by admins, who alone handle the keys, and read by sales; other staff see none of them', () => {
    for (const action of ['list', 'show', 'edit', 'create', 'key']) expect(canAccessResource(['admin'], 'farms', action)).toBe(true);
    expect(canAccessResource(['sales'], 'farms', 'show')).toBe(true);
    for (const action of ['edit', 'create', 'key']) expect(canAccessResource(['sales'], 'farms', action)).toBe(false);
    for (const resource of ['farm-readings', 'farm-gacp-records']) expect(canAccessResource(['sales'], resource, 'list')).toBe(true);
    for (const role of ['lender', 'appraiser', 'pawnshop_operator', 'shop_seller']) {
      for (const resource of ['farms', 'farm-readings', 'farm-gacp-records']) expect(canAccessResource([role], resource, 'list')).toBe(false);
    }
  });

  it('lists the farms through the simple-rest call with their fields and key', async () => {
    const { calls } = renderConsole('#/farms', ['sales']);
    expect(await screen.findByRole('gridcell', { name: '西螺稻香農場' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '禽舍・放牧雞舍、種植・稻田' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: C.noKey })).toBeTruthy();
    expect(listQuery(calledWith(calls, API, 'GET')[0]!.url)).toEqual({ sort: ['id', 'DESC'], range: [0, 24], filter: {} });
  });

  it('creates a farm with its fields, sending the form’s fields as the shared schema reads them', async () => {
    const { calls } = renderConsole('#/farms/create', ['admin'], farm(), () => json(201, farm()));
    fireEvent.change(await screen.findByLabelText(C.no), { target: { value: 'F0002' } });
    fireEvent.change(screen.getByLabelText(C.farmName), { target: { value: '枋山芒果園' } });
    fireEvent.change(screen.getByLabelText(C.owner_serial), { target: { value: 'M00100012' } });
    fireEvent.change(screen.getByLabelText(C.location), { target: { value: '屏東縣枋山鄉' } });
    fireEvent.change(screen.getByLabelText(C.fieldName), { target: { value: '芒果園' } });
    await waitFor(() => expect(screen.getByRole('button', { name: '儲存' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toEqual({
      no: 'F0002',
      name: '枋山芒果園',
      owner_serial: 'M00100012',
      location: '屏東縣枋山鄉',
      loan_serials: [],
      fields: [{ code: '003', name: '芒果園' }],
    });
  });

  it('issues a key for an admin and shows it once', async () => {
    const { calls } = renderConsole('#/farms/4/show', ['admin']);
    fireEvent.click(await screen.findByRole('button', { name: C.issueKey }));
    const dialog = within(await screen.findByRole('dialog', { name: C.keyTitle }));
    expect(dialog.getByText(KEY)).toBeTruthy();
    expect(dialog.getByText(FARM_TEXTS.keyShownOnce)).toBeTruthy();
    expect(calledWith(calls, `${API}/4/ingestion-key`, 'POST')).toHaveLength(1);
  });

  it('asks before revoking an active key, and revokes it once confirmed', async () => {
    const { calls } = renderConsole('#/farms/4/show', ['admin'], farm({ key_prefix: 'fk_abcde', key_created_at: '2026-11-21T02:00:00.000Z' }));
    fireEvent.click(await screen.findByRole('button', { name: C.revokeKey }));
    expect(await screen.findByText(C.revokeConfirm)).toBeTruthy();
    expect(calledWith(calls, `${API}/4/ingestion-key`, 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /確認|Confirm/ }));
    await waitFor(() => expect(calledWith(calls, `${API}/4/ingestion-key`, 'DELETE')).toHaveLength(1));
  });

  it('shows sales the farm with its loans and without the key buttons', async () => {
    renderConsole('#/farms/4/show', ['sales'], farm({ key_prefix: 'fk_abcde' }));
    expect(await screen.findByText('fk_abcde…')).toBeTruthy();
    expect(screen.getByText('L2611200001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: C.rotateKey })).toBeNull();
    expect(screen.queryByRole('button', { name: C.revokeKey })).toBeNull();
  });
});
