import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_LOAN_TEXTS,
  LOAN_STATUS_LABELS,
  consoleLoanDisburseLabel,
  consoleLoanDisburseText,
  type ConsoleLoanRow,
} from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';

const API = '/api/console/loans';
const T = CONSOLE_LOAN_TEXTS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const loan = (id: number, overrides: Partial<ConsoleLoanRow> = {}): ConsoleLoanRow => ({
  id,
  serial: `LA2026000${id}`,
  borrower_id: 10 + id,
  member_serial: `M00001${id}`,
  app_type: 'credit',
  status: 'funded',
  status_label: LOAN_STATUS_LABELS.funded,
  market_status: 'primary_finished',
  amount: 100000 * id,
  invested_amount: 100000 * id,
  borrower_fee: 1000 * id,
  apr: '8.80',
  period: 24,
  grade: 'C',
  waiting_count: 3,
  waiting_amount: 100000 * id,
  funding_deadline: '2026-01-20T00:00:00.000Z',
  funded_at: '2026-01-10T02:00:00.000Z',
  disbursed_at: null,
  cancelled_at: null,
  expired_at: null,
  created_at: '2026-01-01T02:00:00.000Z',
  ...overrides,
});

const ROWS = [loan(1), loan(2), loan(3, { status: 'matching', status_label: LOAN_STATUS_LABELS.matching, invested_amount: 50000 })];

const renderConsole = (onDisburse?: (call: RecordedCall) => Response, roles = ['admin']) => {
  let rows = ROWS;
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') {
      const { filter } = listQuery(call.url) as { filter: { status?: string } };
      const shown = rows.filter((row) => filter.status === undefined || row.status === filter.status);
      return list('loans', shown, shown.length);
    }
    if (call.method === 'POST' && call.path.endsWith('/disburse') && onDisburse) {
      const response = onDisburse(call);
      if (response.ok) {
        rows = rows.map((row) =>
          call.path === `${API}/${row.serial}/disburse` ? { ...row, status: 'repaying', disbursed_at: '2026-01-11T02:00:00.000Z' } : row,
        );
      }
      return response;
    }
    return unhandled(call);
  });
  window.location.hash = '#/loans';
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === API && call.method === 'GET');
const disburseCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path.endsWith('/disburse'));

const rowOf = (serial: string) => {
  const row = screen.getByRole('gridcell', { name: serial }).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${serial}`);
  return within(row);
};

const openDisburse = async (serial: string, reason?: string) => {
  fireEvent.click(rowOf(serial).getByRole('button', { name: consoleLoanDisburseLabel(serial) }));
  const dialog = within(await screen.findByRole('dialog', { name: T.disburseTitle }));
  if (reason !== undefined) fireEvent.change(dialog.getByLabelText(T.disburse_reason), { target: { value: reason } });
  return dialog;
};

describe('loans (放款)', () => {
  it('are for admins only', () => {
    expect(canAccessResource(['admin'], 'loans', 'list')).toBe(true);
    expect(canAccessResource(['admin'], 'loans', 'edit')).toBe(true);
    expect(canAccessResource(['sales'], 'loans', 'list')).toBe(false);
    expect(canAccessResource(['sales'], 'loans', 'edit')).toBe(false);
  });

  it('lists the funded loans first, oldest funded first, and filters by status', async () => {
    const { calls } = renderConsole();
    expect(await screen.findByRole('gridcell', { name: 'LA20260001' })).toBeTruthy();
    expect(rowOf('LA20260002').getAllByRole('gridcell', { name: 'NT$ 200,000' })).toHaveLength(3);
    expect(rowOf('LA20260002').getByRole('gridcell', { name: LOAN_STATUS_LABELS.funded })).toBeTruthy();
    expect(screen.queryByRole('gridcell', { name: 'LA20260003' })).toBeNull();
    expect(listQuery(listCalls(calls)[0]?.url ?? new URL('http://localhost'))).toEqual({
      sort: ['funded_at', 'ASC'],
      range: [0, 24],
      filter: { status: 'funded' },
    });
    expect(rowOf('LA20260001').getByRole('button', { name: consoleLoanDisburseLabel('LA20260001') })).toBeTruthy();

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: T.status }));
    fireEvent.click(await screen.findByRole('option', { name: LOAN_STATUS_LABELS.matching }));
    expect(await screen.findByRole('gridcell', { name: 'LA20260003' })).toBeTruthy();
    await waitFor(() =>
      expect(listQuery(listCalls(calls).at(-1)?.url ?? new URL('http://localhost')).filter).toEqual({ status: 'matching' }),
    );
    expect(rowOf('LA20260003').queryByRole('button', { name: consoleLoanDisburseLabel('LA20260003') })).toBeNull();
  });

  it('disburses a funded loan after the confirmation with its reason, with an Idempotency-Key, and reloads the list', async () => {
    const { calls } = renderConsole(() => json(200, loan(2, { status: 'repaying' })));
    await screen.findByRole('gridcell', { name: 'LA20260002' });

    const cancelled = await openDisburse('LA20260002');
    expect(cancelled.getByText(consoleLoanDisburseText('LA20260002', 200000, 2000))).toBeTruthy();
    fireEvent.click(cancelled.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.disburseTitle })).toBeNull());
    expect(disburseCalls(calls)).toHaveLength(0);

    const dialog = await openDisburse('LA20260002');
    fireEvent.click(dialog.getByRole('button', { name: T.disburseConfirm }));
    expect(await dialog.findByText(`${T.disburse_reason}為必填`)).toBeTruthy();
    expect(disburseCalls(calls)).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText(T.disburse_reason), { target: { value: '已確認滿標' } });
    fireEvent.click(dialog.getByRole('button', { name: T.disburseConfirm }));
    expect(await screen.findByText(T.disbursed)).toBeTruthy();
    const post = disburseCalls(calls)[0];
    expect(post?.path).toBe(`${API}/LA20260002/disburse`);
    expect(post?.body).toEqual({ reason: '已確認滿標' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(post?.headers.get('X-CSRF-Token')).toBe('token-status');
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'LA20260002' })).toBeNull());
    expect(screen.getByRole('gridcell', { name: 'LA20260001' })).toBeTruthy();
  });

  it('sends the same key again after an unanswered try, and a new key for the next 撥款', async () => {
    let answers = 0;
    const { calls } = renderConsole(() => {
      answers += 1;
      if (answers === 1) return apiError(502, 'BAD_GATEWAY', '伺服器忙碌中');
      if (answers === 2) return apiError(409, 'LOAN_NOT_FUNDED', '此案件尚未滿標，無法撥款');
      return json(200, loan(1, { status: 'repaying' }));
    });
    await screen.findByRole('gridcell', { name: 'LA20260001' });

    const dialog = await openDisburse('LA20260001', '已確認滿標');
    fireEvent.click(dialog.getByRole('button', { name: T.disburseConfirm }));
    expect(await screen.findByText('伺服器忙碌中')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: T.disburseTitle })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: T.disburseConfirm }));
    expect(await screen.findByText('此案件尚未滿標，無法撥款')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.disburseTitle })).toBeNull());

    const again = await openDisburse('LA20260001', '已確認滿標');
    fireEvent.click(again.getByRole('button', { name: T.disburseConfirm }));
    expect(await screen.findByText(T.disbursed)).toBeTruthy();

    const keys = disburseCalls(calls).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('is not in the menu of sales staff', async () => {
    renderConsole(undefined, ['sales']);
    expect(await screen.findByRole('menuitem', { name: '會員' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: T.name })).toBeNull();
  });
});
