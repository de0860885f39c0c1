import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CHARITY_TEXTS, type ConsoleCharityRow } from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import { calledWith, fill, save } from '../../test/form';

const API = '/api/console/charities';
const T = CHARITY_TEXTS;

const charity = (overrides: Partial<ConsoleCharityRow> = {}): ConsoleCharityRow => ({
  id: 2,
  name: '山海兒童關懷協會',
  donation_code: '51020',
  description: '偏鄉兒童課後照顧',
  enabled: true,
  position: 1,
  created_at: '2026-10-01T02:00:00.000Z',
  updated_at: '2026-10-01T02:00:00.000Z',
  ...overrides,
});

const renderConsole = (hash: string, roles: string[], handlers: { onCreate?: (call: RecordedCall) => Response; onUpdate?: (call: RecordedCall) => Response } = {}) => {
  const rows = [charity(), charity({ id: 3, name: '稻香社會福利基金會', donation_code: '5101', position: 2, enabled: false })];
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('charities', rows, rows.length);
    const one = /^\/api\/console\/charities\/(\d+)$/.exec(call.path);
    if (one && call.method === 'GET') return json(200, rows.find((row) => String(row.id) === one[1]));
    if (call.path === API && call.method === 'POST' && handlers.onCreate) return handlers.onCreate(call);
    if (one && call.method === 'PUT' && handlers.onUpdate) return handlers.onUpdate(call);
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

describe('charities (捐贈單位)', () => {
  it('are kept by admins and read by sales; no other staff reach them', () => {
    for (const action of ['list', 'show', 'edit', 'create']) expect(canAccessResource(['admin'], 'charities', action)).toBe(true);
    expect(canAccessResource(['sales'], 'charities', 'show')).toBe(true);
    expect(canAccessResource(['sales'], 'charities', 'edit')).toBe(false);
    expect(canAccessResource(['sales'], 'charities', 'create')).toBe(false);
    expect(canAccessResource(['appraiser'], 'charities', 'list')).toBe(false);
  });

  it('lists the charities in the checkout order and opens a charity page for sales', async () => {
    const { calls } = renderConsole('#/charities', ['sales']);
    expect(await screen.findByRole('gridcell', { name: '山海兒童關懷協會' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '5101' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '建立' })).toBeNull();
    expect(listQuery(calledWith(calls, API, 'GET')[0]!.url)).toEqual({ sort: ['position', 'ASC'], range: [0, 24], filter: {} });
    fireEvent.click(screen.getByRole('gridcell', { name: '山海兒童關懷協會' }));
    expect(await screen.findByText('偏鄉兒童課後照顧')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
  });

  it('checks the donation code before sending a new charity', async () => {
    const { calls } = renderConsole('#/charities/create', ['admin'], { onCreate: () => json(201, charity({ id: 9 })) });
    await fill(T.name, '田園長者送餐協會');
    await fill(T.donation_code, '12');
    await save();
    expect((await screen.findAllByText(T.donationCodeFormat)).length).toBeGreaterThan(0);
    expect(calledWith(calls, API, 'POST')).toHaveLength(0);

    await fill(T.donation_code, '5401');
    await save();
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toEqual({ name: '田園長者送餐協會', donation_code: '5401', description: '', enabled: true, position: 0 });
    await waitFor(() => expect(window.location.hash).toBe('#/charities'));
  });

  it('shows the server refusal of a donation code another charity has', async () => {
    const { calls } = renderConsole('#/charities/2', ['admin'], {
      onUpdate: () => apiError(409, 'DONATION_CODE_TAKEN', T.codeTaken, { donation_code: T.codeTaken }),
    });
    expect(await screen.findByDisplayValue('山海兒童關懷協會')).toBeTruthy();
    await fill(T.donation_code, '5101');
    await save();
    expect(await screen.findByText(T.codeTaken)).toBeTruthy();
    expect(calledWith(calls, `${API}/2`, 'PUT')[0]?.body).toEqual({
      name: '山海兒童關懷協會',
      donation_code: '5101',
      description: '偏鄉兒童課後照顧',
      enabled: true,
      position: 1,
    });
  });
});
