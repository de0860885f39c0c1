import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_DEPOSIT_SOURCE_LABELS, CONSOLE_DEPOSIT_STATUS_LABELS, CONSOLE_DEPOSIT_TEXTS, MESSAGES } from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockFetch, mockStaffFetch, type RecordedCall, unhandled, userStatus } from '../../test/fetchMock';
import type { DepositRow } from './types';

const API = '/api/console/deposits';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const T = CONSOLE_DEPOSIT_TEXTS;

const deposit = (overrides: Partial<DepositRow> = {}): DepositRow => ({
  id: 31,
  source: 'console',
  notification_id: null,
  virtual_account: '9990001234567890',
  user_id: 7,
  member_serial: 'M000007',
  amount: 25_000,
  transferred_at: '2025-11-20T02:30:00.000Z',
  status: 'credited',
  note: '臨櫃匯款',
  created_by: 1,
  created_by_email: 'admin@lendbridge.tw',
  created_at: '2025-11-20T02:30:00.000Z',
  decided_by: null,
  decided_by_email: null,
  decided_at: null,
  decision_reason: null,
  ...overrides,
});

const renderConsole = (
  hash: string,
  roles: string[],
  onCreate?: (call: RecordedCall) => Response,
  { rows = [deposit()], onAction }: { rows?: DepositRow[]; onAction?: (call: RecordedCall) => Response } = {},
) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') {
      const { filter } = listQuery(call.url) as { filter: { status?: string } };
      const shown = rows.filter((row) => filter.status === undefined || row.status === filter.status);
      return list('deposits', shown, shown.length);
    }
    if (call.path === API && call.method === 'POST' && onCreate) return onCreate(call);
    if (call.path.startsWith(`${API}/`) && call.method === 'POST' && onAction) return onAction(call);
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.path === API && call.method === 'POST');

const fill = async (label: string, value: string) => {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
};

const save = () => fireEvent.click(screen.getByRole('button', { name: '儲存' }));

describe('deposits', () => {
  it('are for admins only', () => {
    expect(canAccessResource(['admin'], 'deposits', 'list')).toBe(true);
    expect(canAccessResource(['admin'], 'deposits', 'create')).toBe(true);
    expect(canAccessResource(['sales'], 'deposits', 'list')).toBe(false);
    expect(canAccessResource(['sales'], 'deposits', 'create')).toBe(false);
  });

  it('lists the deposits newest first through the simple-rest call', async () => {
    const { calls } = renderConsole('#/deposits', ['admin']);

    expect(await screen.findByRole('gridcell', { name: 'M000007' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'NT$ 25,000' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '臨櫃匯款' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: CONSOLE_DEPOSIT_SOURCE_LABELS.console })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: CONSOLE_DEPOSIT_STATUS_LABELS.credited })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'admin@lendbridge.tw' })).toBeTruthy();
    expect(await screen.findByRole('menuitem', { name: T.name })).toBeTruthy();
    const listCall = calls.find((call) => call.path === API);
    expect(listQuery(listCall?.url ?? new URL('http://localhost'))).toEqual({
      sort: ['created_at', 'DESC'],
      range: [0, 24],
      filter: {},
    });
  });

  it('creates a deposit to a member with an Idempotency-Key, then goes back to the list', async () => {
    const { calls } = renderConsole('#/deposits/create', ['admin'], () => json(201, deposit({ id: 32 })));

    await fill(T.member_serial, ' M000007 ');
    await fill(T.amount, '25000');
    await fill(T.note, '臨櫃匯款');
    save();

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const [post] = posts(calls);
    expect(post?.body).toEqual({ member_serial: 'M000007', amount: 25_000, note: '臨櫃匯款' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(post?.headers.get('X-CSRF-Token')).toBe('token-status');
    expect(await screen.findByText(T.created)).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe('#/deposits'));
  });

  it('asks for exactly one of member serial and virtual account, and sends nothing until then', async () => {
    const { calls } = renderConsole('#/deposits/create', ['admin'], () => json(201, deposit()));

    await fill(T.member_serial, 'M000007');
    await fill(T.virtual_account, '9990001234567890');
    await fill(T.amount, '100');
    await fill(T.note, '臨櫃');
    save();

    expect(await screen.findAllByText(MESSAGES.chooseOne)).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);
  });

  it('reuses the key when the same deposit is sent again after no answer, and takes a new one after an answer', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('network down');
      },
      () => apiError(422, 'MEMBER_NOT_FOUND', '查無此會員', { member_serial: '查無此會員' }),
      () => json(201, deposit({ id: 33 })),
    ];
    const { calls } = renderConsole('#/deposits/create', ['admin'], () => (answers.shift() ?? answers[0]!)());

    await fill(T.virtual_account, '9990001234567890');
    await fill(T.amount, '500');
    await fill(T.note, '臨櫃');
    save();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '儲存' }).hasAttribute('disabled')).toBe(false));
    save();
    expect(await screen.findByText('查無此會員')).toBeTruthy();
    save();
    await waitFor(() => expect(window.location.hash).toBe('#/deposits'));

    const keys = posts(calls).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(posts(calls)[2]?.body).toEqual({ virtual_account: '9990001234567890', amount: 500, note: '臨櫃' });
  });

  it('asks for the reason of a deposit and sends nothing without it', async () => {
    const { calls } = renderConsole('#/deposits/create', ['admin'], () => json(201, deposit()));

    await fill(T.member_serial, 'M000007');
    await fill(T.amount, '1000');
    save();

    expect(await screen.findByText(`${T.note}為必填`)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('tells the admin when a large deposit waits for a second admin', async () => {
    const { calls } = renderConsole('#/deposits/create', ['admin'], () => json(201, deposit({ id: 40, amount: 600_000, status: 'pending' })));

    await fill(T.member_serial, 'M000007');
    await fill(T.amount, '600000');
    await fill(T.note, '大額臨櫃匯款');
    save();

    expect(await screen.findByText(T.awaitingApproval)).toBeTruthy();
    expect(posts(calls)[0]?.body).toEqual({ member_serial: 'M000007', amount: 600_000, note: '大額臨櫃匯款' });
  });

  it('shows the deposits awaiting approval and approves one after a confirmation, with an Idempotency-Key', async () => {
    const pending = deposit({ id: 40, member_serial: 'M000008', amount: 600_000, status: 'pending', note: '大額臨櫃匯款' });
    const { calls } = renderConsole('#/deposits', ['admin'], undefined, {
      rows: [pending, deposit()],
      onAction: () => json(200, { ...pending, status: 'credited', decided_by: 2 }),
    });

    expect(await screen.findByRole('gridcell', { name: CONSOLE_DEPOSIT_STATUS_LABELS.pending })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `${T.approve} #31` })).toBeNull();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: T.status }));
    fireEvent.click(await screen.findByRole('option', { name: CONSOLE_DEPOSIT_STATUS_LABELS.pending }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'M000007' })).toBeNull());
    expect(listQuery(calls.filter((call) => call.path === API && call.method === 'GET').at(-1)?.url ?? new URL('http://localhost')).filter).toEqual({
      status: 'pending',
    });

    fireEvent.click(screen.getByRole('button', { name: `${T.approve} #40` }));
    const dialog = within(await screen.findByRole('dialog', { name: T.approveTitle }));
    expect(dialog.getByText('#40 M000008 NT$ 600,000')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: T.approveConfirm }));

    expect(await screen.findByText(T.approved)).toBeTruthy();
    const post = calls.find((call) => call.path === `${API}/40/approve`);
    expect(post?.body).toEqual({});
    expect(post?.headers.get('Idempotency-Key')).toMatch(UUID);
  });

  it('shows the server’s refusal when the admin who recorded a deposit tries to approve it', async () => {
    const pending = deposit({ id: 40, amount: 600_000, status: 'pending' });
    renderConsole('#/deposits', ['admin'], undefined, {
      rows: [pending],
      onAction: () => apiError(403, 'DEPOSIT_OWN_APPROVAL', T.ownApproval),
    });

    fireEvent.click(await screen.findByRole('button', { name: `${T.approve} #40` }));
    const dialog = within(await screen.findByRole('dialog', { name: T.approveTitle }));
    fireEvent.click(dialog.getByRole('button', { name: T.approveConfirm }));
    expect(await screen.findByText(T.ownApproval)).toBeTruthy();
  });

  it('rejects a deposit awaiting approval only with a reason, and sends the reason', async () => {
    const pending = deposit({ id: 40, amount: 600_000, status: 'pending' });
    const { calls } = renderConsole('#/deposits', ['admin'], undefined, {
      rows: [pending],
      onAction: () => json(200, { ...pending, status: 'rejected', decision_reason: '查無此筆匯款' }),
    });

    fireEvent.click(await screen.findByRole('button', { name: `${T.reject} #40` }));
    const dialog = within(await screen.findByRole('dialog', { name: T.rejectTitle }));
    fireEvent.click(dialog.getByRole('button', { name: T.rejectConfirm }));
    expect(await dialog.findByText(`${T.decision_reason}為必填`)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/reject'))).toBe(false);

    fireEvent.change(dialog.getByLabelText(T.decision_reason), { target: { value: '查無此筆匯款' } });
    fireEvent.click(dialog.getByRole('button', { name: T.rejectConfirm }));
    expect(await screen.findByText(T.rejected)).toBeTruthy();
    expect(calls.find((call) => call.path === `${API}/40/reject`)?.body).toEqual({ reason: '查無此筆匯款' });
  });

  it('is not in the menu for sales', async () => {
    mockFetch((call) => (call.path === '/api/auth/status' ? json(200, { data: userStatus(['sales']) }) : unhandled(call)));
    window.location.hash = '#/';
    const authProvider = createAuthProvider();
    const canAccess = vi.spyOn(authProvider, 'canAccess');
    render(<App authProvider={authProvider} dataProvider={createDataProvider()} store={memoryStore()} />);

    expect(await screen.findByRole('menuitem', { name: '會員' })).toBeTruthy();
    await waitFor(() =>
      expect(canAccess.mock.calls.some(([params]) => params.resource === 'deposits' && params.action === 'list')).toBe(true),
    );
    await act(async () => {
      await Promise.allSettled(canAccess.mock.results.map((result) => result.value as Promise<boolean>));
    });
    expect(screen.queryByRole('menuitem', { name: T.name })).toBeNull();
  });
});
