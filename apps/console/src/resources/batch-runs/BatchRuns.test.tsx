import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  BATCH_RUN_STATUS_LABELS,
  CONSOLE_BATCH_RUN_TEXTS,
  SERVICING_TEXTS,
  batchRunDone,
  clockMovedTo,
  type BatchRunSummary,
  type ConsoleBatchRunRow,
} from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';

const API = '/api/console/batch-runs';
const CLOCK = '/api/console/clock';
const T = CONSOLE_BATCH_RUN_TEXTS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const summary = (businessDate: string, overrides: Partial<BatchRunSummary> = {}): BatchRunSummary => ({
  business_date: businessDate,
  collected_rows: 0,
  collected_amount: 0,
  partial_rows: 0,
  late_rows: 0,
  penalty_amount: 0,
  protection_payouts: 0,
  protection_skipped: 0,
  finished_loans: 0,
  settlements: 0,
  settlement_amount: 0,
  ...overrides,
});

const run = (businessDate: string, overrides: Partial<ConsoleBatchRunRow> = {}): ConsoleBatchRunRow => ({
  ...summary(businessDate),
  id: businessDate,
  status: 'done',
  status_label: BATCH_RUN_STATUS_LABELS.done,
  started_at: `${businessDate}T01:00:00.000Z`,
  finished_at: `${businessDate}T01:00:02.000Z`,
  started_by: null,
  started_by_email: null,
  ...overrides,
});

interface Scenario {
  onRun?: (call: RecordedCall) => Response;
  onMove?: (call: RecordedCall) => Response;
  roles?: string[];
}

const renderConsole = ({ onRun, onMove, roles = ['admin'] }: Scenario = {}) => {
  let rows = [
    run('2026-11-21', { collected_rows: 3, collected_amount: 26_655, late_rows: 1, penalty_amount: 12 }),
    run('2026-11-20', { started_by: 1, started_by_email: 'admin@lendbridge.tw', settlements: 2, settlement_amount: 41_115 }),
  ];
  let clock = { today: '2026-11-22', offset_days: 0 };
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('batch-runs', rows, rows.length);
    if (call.path === CLOCK && call.method === 'GET') return json(200, { data: clock });
    if (call.path === CLOCK && call.method === 'PUT' && onMove) {
      const response = onMove(call);
      if (response.ok) clock = { today: '2026-11-27', offset_days: 5 };
      return response;
    }
    if (call.path === API && call.method === 'POST' && onRun) {
      const response = onRun(call);
      if (response.ok) rows = [run('2026-11-22', { collected_rows: 1, collected_amount: 8_885, started_by: 1, started_by_email: 'admin@lendbridge.tw' }), ...rows];
      return response;
    }
    return unhandled(call);
  });
  window.location.hash = '#/batch-runs';
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === API && call.method === 'GET');
const runCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === API && call.method === 'POST');

const rowOf = (date: string) => {
  const row = screen.getByRole('gridcell', { name: date }).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${date}`);
  return within(row);
};

describe('batch runs (每日批次)', () => {
  it('are for admins only', () => {
    expect(canAccessResource(['admin'], 'batch-runs', 'list')).toBe(true);
    expect(canAccessResource(['admin'], 'batch-runs', 'edit')).toBe(true);
    expect(canAccessResource(['sales'], 'batch-runs', 'list')).toBe(false);
    expect(canAccessResource(['sales'], 'batch-runs', 'edit')).toBe(false);
  });

  it('lists the runs newest first with their summaries, and shows the business clock', async () => {
    const { calls } = renderConsole();
    expect(await screen.findByRole('gridcell', { name: '2026-11-21' })).toBeTruthy();
    expect(rowOf('2026-11-21').getByRole('gridcell', { name: 'NT$ 26,655' })).toBeTruthy();
    expect(rowOf('2026-11-21').getByRole('gridcell', { name: BATCH_RUN_STATUS_LABELS.done })).toBeTruthy();
    expect(rowOf('2026-11-21').getByRole('gridcell', { name: T.scheduled })).toBeTruthy();
    expect(rowOf('2026-11-20').getByRole('gridcell', { name: 'admin@lendbridge.tw' })).toBeTruthy();
    expect(rowOf('2026-11-20').getByRole('gridcell', { name: 'NT$ 41,115' })).toBeTruthy();
    expect(listQuery(listCalls(calls)[0]?.url ?? new URL('http://localhost'))).toEqual({
      sort: ['business_date', 'DESC'],
      range: [0, 24],
      filter: {},
    });
    expect(await screen.findByText(`${T.today}：2026-11-22`)).toBeTruthy();
    expect(screen.getByText(`${T.offset_days}：0`)).toBeTruthy();
    expect(await screen.findByRole('menuitem', { name: T.name })).toBeTruthy();
  });

  it('runs today’s business date with an Idempotency-Key, tells the result and reloads the runs', async () => {
    const { calls } = renderConsole({ onRun: () => json(200, { data: summary('2026-11-22', { collected_rows: 1, collected_amount: 8_885 }) }) });
    await screen.findByText(`${T.today}：2026-11-22`);
    await waitFor(() => expect((screen.getByLabelText(T.business_date) as HTMLInputElement).value).toBe('2026-11-22'));
    fireEvent.click(screen.getByRole('button', { name: T.run }));

    expect(await screen.findByText(batchRunDone('2026-11-22', 1, 8_885))).toBeTruthy();
    const [post] = runCalls(calls);
    expect(post?.body).toEqual({ business_date: '2026-11-22' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(post?.headers.get('X-CSRF-Token')).toBe('token-status');
    expect(await screen.findByRole('gridcell', { name: '2026-11-22' })).toBeTruthy();
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the API’s refusal of a date under the field, and checks the date before sending', async () => {
    const { calls } = renderConsole({
      onRun: () => apiError(400, 'BUSINESS_DATE_IN_FUTURE', SERVICING_TEXTS.businessDateFuture, { business_date: SERVICING_TEXTS.businessDateFuture }),
    });
    await screen.findByText(`${T.today}：2026-11-22`);
    const input = screen.getByLabelText(T.business_date);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: T.run }));
    expect(await screen.findByText(`${SERVICING_TEXTS.businessDate}為必填`)).toBeTruthy();
    expect(runCalls(calls)).toHaveLength(0);

    fireEvent.change(input, { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: T.run }));
    expect(await screen.findByText(SERVICING_TEXTS.businessDateFuture)).toBeTruthy();
    expect(runCalls(calls)[0]?.body).toEqual({ business_date: '2026-12-31' });
  });

  it('moves the business clock forward by the days given', async () => {
    const { calls } = renderConsole({ onMove: () => json(200, { data: { today: '2026-11-27', offset_days: 5 } }) });
    await screen.findByText(`${T.today}：2026-11-22`);
    fireEvent.change(screen.getByLabelText(T.days_forward), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: T.moveForward }));
    expect(await screen.findByText(`${T.days_forward}須介於 1 到 3650 之間`)).toBeTruthy();
    expect(calls.some((call) => call.path === CLOCK && call.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText(T.days_forward), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: T.moveForward }));
    expect(await screen.findByText(clockMovedTo('2026-11-27'))).toBeTruthy();
    expect(calls.find((call) => call.path === CLOCK && call.method === 'PUT')?.body).toEqual({ days_forward: 5 });
    expect(screen.getByText(`${T.today}：2026-11-27`)).toBeTruthy();
    expect(screen.getByText(`${T.offset_days}：5`)).toBeTruthy();
    expect((screen.getByLabelText(T.business_date) as HTMLInputElement).value).toBe('2026-11-27');
  });

  it('is not in the menu of sales staff', async () => {
    renderConsole({ roles: ['sales'] });
    expect(await screen.findByRole('menuitem', { name: '會員' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: T.name })).toBeNull();
  });
});
