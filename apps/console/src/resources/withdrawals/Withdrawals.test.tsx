import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_WITHDRAWAL_STATUS_LABELS,
  CONSOLE_WITHDRAWAL_TEXTS,
  withdrawalPayoutDone,
  withdrawalPayoutLabel,
} from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { json, list, listQuery, mockFetch, unhandled, userStatus, type RecordedCall } from '../../test/fetchMock';
import type { WithdrawalRow } from './types';

const API = '/api/console/withdrawals';
const T = CONSOLE_WITHDRAWAL_TEXTS;

const withdrawal = (id: number, overrides: Partial<WithdrawalRow> = {}): WithdrawalRow => ({
  id,
  user_id: id,
  member_serial: `M00000${id}`,
  member_name: null,
  amount: 1000 * id,
  fee: 15,
  net_amount: 1000 * id - 15,
  status: 'pending',
  status_label: ACCOUNT_WITHDRAWAL_STATUS_LABELS[overrides.status ?? 'pending'],
  bank_code: '812',
  bank_name: null,
  branch_code: null,
  bank_account: '*****5678',
  created_at: '2025-11-20T02:30:00.000Z',
  processed_at: null,
  processed_by: null,
  reject_reason: null,
  ...overrides,
});

const ROWS = [withdrawal(1), withdrawal(2), withdrawal(3), withdrawal(4, { status: 'paid' })];

interface Scenario {
  onAction?: (call: RecordedCall) => Response;
}

const renderConsole = ({ onAction }: Scenario = {}) => {
  let rows = ROWS;
  const { calls } = mockFetch((call) => {
    if (call.path === '/api/auth/status') return json(200, { data: userStatus(['admin']) });
    if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
    if (call.path === API && call.method === 'GET') {
      const { filter } = listQuery(call.url) as { filter: { status?: string } };
      const shown = rows.filter((row) => filter.status === undefined || row.status === filter.status);
      return list('withdrawals', shown, shown.length);
    }
    if (call.path.startsWith(`${API}/`) && call.method === 'POST' && onAction) {
      const response = onAction(call);
      if (response.ok && call.path === `${API}/payout`) {
        const { ids } = call.body as { ids: number[] };
        rows = rows.map((row) => (ids.includes(row.id) ? { ...row, status: 'paid' } : row));
      }
      return response;
    }
    return unhandled(call);
  });
  window.location.hash = '#/withdrawals';
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === API && call.method === 'GET');

const rowOf = (serial: string) => {
  const cell = screen.getByRole('gridcell', { name: serial });
  const row = cell.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${serial}`);
  return within(row);
};

describe('withdrawals', () => {
  it('are for admins only', () => {
    expect(canAccessResource(['admin'], 'withdrawals', 'list')).toBe(true);
    expect(canAccessResource(['admin'], 'withdrawals', 'edit')).toBe(true);
    expect(canAccessResource(['sales'], 'withdrawals', 'list')).toBe(false);
    expect(canAccessResource(['sales'], 'withdrawals', 'edit')).toBe(false);
  });

  it('lists the pending requests first, oldest first, and filters by status', async () => {
    const { calls } = renderConsole();

    expect(await screen.findByRole('gridcell', { name: 'M000001' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'NT$ 3,000' })).toBeTruthy();
    expect(screen.getAllByRole('gridcell', { name: ACCOUNT_WITHDRAWAL_STATUS_LABELS.pending })).toHaveLength(3);
    expect(screen.queryByRole('gridcell', { name: 'M000004' })).toBeNull();
    expect(listQuery(listCalls(calls)[0]?.url ?? new URL('http://localhost'))).toEqual({
      sort: ['created_at', 'ASC'],
      range: [0, 24],
      filter: { status: 'pending' },
    });

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: T.status }));
    fireEvent.click(await screen.findByRole('option', { name: ACCOUNT_WITHDRAWAL_STATUS_LABELS.paid }));
    expect(await screen.findByRole('gridcell', { name: 'M000004' })).toBeTruthy();
    await waitFor(() =>
      expect(listQuery(listCalls(calls).at(-1)?.url ?? new URL('http://localhost')).filter).toEqual({ status: 'paid' }),
    );
    expect(rowOf('M000004').queryByRole('button', { name: `${T.reject} #4` })).toBeNull();
    expect((rowOf('M000004').getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('pays the selected pending requests out together with the reason, then reloads the list', async () => {
    const { calls } = renderConsole({ onAction: () => json(200, { data: { ids: [1, 3] } }) });
    await screen.findByRole('gridcell', { name: 'M000001' });
    expect(screen.getByRole('button', { name: withdrawalPayoutLabel(0) }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(rowOf('M000001').getByRole('checkbox'));
    fireEvent.click(rowOf('M000003').getByRole('checkbox'));
    const payout = await screen.findByRole('button', { name: withdrawalPayoutLabel(2) });
    fireEvent.click(payout);
    const dialog = within(await screen.findByRole('dialog', { name: T.payoutTitle }));
    fireEvent.click(dialog.getByRole('button', { name: T.payoutConfirm }));
    expect(await dialog.findByText(`${T.payout_reason}為必填`)).toBeTruthy();
    expect(calls.some((call) => call.path === `${API}/payout`)).toBe(false);
    fireEvent.change(dialog.getByLabelText(T.payout_reason), { target: { value: '11/3 整批匯款' } });
    fireEvent.click(dialog.getByRole('button', { name: T.payoutConfirm }));

    expect(await screen.findByText(withdrawalPayoutDone(2))).toBeTruthy();
    const post = calls.find((call) => call.path === `${API}/payout`);
    expect(post?.body).toEqual({ ids: [1, 3], reason: '11/3 整批匯款' });
    expect(post?.headers.get('X-CSRF-Token')).toBe('token-status');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.payoutTitle })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'M000001' })).toBeNull());
    expect(screen.getByRole('gridcell', { name: 'M000002' })).toBeTruthy();
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a request only with a reason, and sends the reason', async () => {
    const { calls } = renderConsole({ onAction: () => json(200, { data: withdrawal(2, { status: 'rejected' }) }) });
    await screen.findByRole('gridcell', { name: 'M000002' });

    fireEvent.click(rowOf('M000002').getByRole('button', { name: `${T.reject} #2` }));
    const dialog = within(await screen.findByRole('dialog', { name: T.rejectTitle }));
    fireEvent.click(dialog.getByRole('button', { name: T.rejectConfirm }));
    expect(await dialog.findByText(`${T.reject_reason}為必填`)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/reject'))).toBe(false);

    fireEvent.change(dialog.getByLabelText(T.reject_reason), { target: { value: '戶名與會員不符' } });
    fireEvent.click(dialog.getByRole('button', { name: T.rejectConfirm }));
    expect(await screen.findByText(T.rejected)).toBeTruthy();
    const post = calls.find((call) => call.path === `${API}/2/reject`);
    expect(post?.body).toEqual({ reason: '戶名與會員不符' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.rejectTitle })).toBeNull());
  });
});
