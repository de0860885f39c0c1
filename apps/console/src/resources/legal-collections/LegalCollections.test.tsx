import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_LEGAL_COLLECTION_TEXTS,
  LEGAL_COLLECTION_API_TEXTS,
  LEGAL_COLLECTION_FEE_STATE_LABELS,
  LEGAL_COLLECTION_STATUS_LABELS,
  consoleLegalCollectionAdvanceLabel,
  consoleLegalCollectionAdvanceText,
  legalCollectionProgressOf,
  nextLegalCollectionStatus,
  type ConsoleLegalCollectionDetail,
  type LegalCollectionStatus,
} from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockFetch, unhandled, userStatus, type RecordedCall } from '../../test/fetchMock';

const API = '/api/console/legal-collections';
const T = CONSOLE_LEGAL_COLLECTION_TEXTS;
/** The whole console renders its first list slowly on a busy machine. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const request = (id: number, status: LegalCollectionStatus): ConsoleLegalCollectionDetail => {
  const next = nextLegalCollectionStatus(status);
  return {
    id,
    user_id: 40 + id,
    member_serial: `M00004${id}`,
    member_name: '王小明',
    status,
    status_label: LEGAL_COLLECTION_STATUS_LABELS[status],
    progress: legalCollectionProgressOf(status),
    cancellable: status === 'pending',
    court_fee: 1_000 * id + 110,
    fee_state: status === 'processing' ? 'paid' : 'held',
    fee_state_label: LEGAL_COLLECTION_FEE_STATE_LABELS[status === 'processing' ? 'paid' : 'held'],
    case_count: 10 + id,
    remain_principal: 150_000,
    remain_interest: 2_000,
    remain_penalty: 600,
    claim_total: 152_600,
    created_at: '2026-03-01T02:00:00.000Z',
    updated_at: '2026-03-02T02:00:00.000Z',
    next_status: next,
    next_status_label: next === null ? null : LEGAL_COLLECTION_STATUS_LABELS[next],
    activities: [{ date: '2026-03-01T02:00:00.000Z', status: 'pending', status_label: LEGAL_COLLECTION_STATUS_LABELS.pending, note: '已收到申請' }],
    investments: [
      {
        serial: 'I260101000011',
        loan_serial: 'A260101000011',
        amount: 150_000,
        remain_principal: 150_000,
        remain_interest: 2_000,
        remain_penalty: 600,
        claim_total: 152_600,
        court_fee: 1_660,
      },
    ],
  };
};

const renderConsole = (hash: string, onAdvance?: (call: RecordedCall) => Response) => {
  let rows = [request(1, 'contacting_debtor'), request(2, 'pending'), request(3, 'finished')];
  const { calls } = mockFetch((call) => {
    if (call.path === '/api/auth/status') return json(200, { data: userStatus(['admin']) });
    if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
    if (call.path === API && call.method === 'GET') {
      const { filter } = listQuery(call.url) as { filter: { status?: string } };
      const shown = rows.filter((row) => filter.status === undefined || row.status === filter.status);
      return list('legal-collections', shown, shown.length);
    }
    const shownId = /^\/api\/console\/legal-collections\/(\d+)$/.exec(call.path);
    if (shownId && call.method === 'GET') return json(200, rows.find((row) => row.id === Number(shownId[1])));
    if (call.method === 'POST' && call.path.endsWith('/advance') && onAdvance) {
      const response = onAdvance(call);
      if (response.ok) {
        rows = rows.map((row) => {
          if (call.path !== `${API}/${row.id}/advance` || row.next_status === null) return row;
          return request(row.id, row.next_status);
        });
      }
      return response;
    }
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

/** The grid row of a request; hidden: also while a dialog hides the page from assistive technology. */
const rowOf = (id: number, hidden = false) => {
  const row = screen.getByRole('gridcell', { name: String(id), hidden }).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${id}`);
  return within(row);
};

const advanceCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path.endsWith('/advance'));

describe('legal collections (法律催收)', () => {
  it('are for admins only', () => {
    expect(canAccessResource(['admin'], 'legal-collections', 'list')).toBe(true);
    expect(canAccessResource(['admin'], 'legal-collections', 'show')).toBe(true);
    expect(canAccessResource(['admin'], 'legal-collections', 'edit')).toBe(true);
    expect(canAccessResource(['sales'], 'legal-collections', 'list')).toBe(false);
    expect(canAccessResource(['sales'], 'legal-collections', 'edit')).toBe(false);
  });

  it('lists the requests newest first with their stage, progress and fee, and offers the next stage while open', async () => {
    const { calls } = renderConsole('#/legal-collections');
    await waitFor(() => {
      const first = rowOf(1);
      expect(first.getByText(LEGAL_COLLECTION_STATUS_LABELS.contacting_debtor)).toBeTruthy();
      expect(first.getByRole('gridcell', { name: '20%' })).toBeTruthy();
      expect(first.getByRole('gridcell', { name: 'NT$ 1,110' })).toBeTruthy();
      expect(first.getByRole('gridcell', { name: LEGAL_COLLECTION_STATUS_LABELS.processing })).toBeTruthy();
      expect(first.getByRole('button', { name: consoleLegalCollectionAdvanceLabel(1) })).toBeTruthy();
      expect(rowOf(3).queryByRole('button', { name: consoleLegalCollectionAdvanceLabel(3) })).toBeNull();
    });
    const first = calls.find((call) => call.path === API && call.method === 'GET');
    expect(listQuery(first?.url ?? new URL('http://localhost'))).toEqual({ sort: ['id', 'DESC'], range: [0, 24], filter: {} });
  });

  it('advances a request with the note and an Idempotency-Key, saying the court fee is paid at processing', async () => {
    const { calls } = renderConsole('#/legal-collections', () => json(200, request(1, 'processing')));
    fireEvent.click(await waitFor(() => rowOf(1).getByRole('button', { name: consoleLegalCollectionAdvanceLabel(1) })));
    const dialog = within(await screen.findByRole('dialog', { name: T.advanceTitle }));
    expect(dialog.getByText(`${consoleLegalCollectionAdvanceText(1, 'processing')}${T.feePaymentNotice}`)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: T.confirm }));
    expect(await dialog.findByText(LEGAL_COLLECTION_API_TEXTS.noteRequired)).toBeTruthy();
    expect(advanceCalls(calls)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(T.note), { target: { value: '已向地方法院聲請支付命令' } });
    fireEvent.click(dialog.getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(advanceCalls(calls)).toHaveLength(1));
    const [call] = advanceCalls(calls);
    expect(call?.path).toBe(`${API}/1/advance`);
    expect(call?.body).toEqual({ note: '已向地方法院聲請支付命令' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    await waitFor(() => expect(rowOf(1).getByText(LEGAL_COLLECTION_STATUS_LABELS.processing)).toBeTruthy());
  });

  it('shows the server’s refusal and keeps the stage', async () => {
    renderConsole('#/legal-collections', () => apiError(409, 'LEGAL_COLLECTION_NOT_ADVANCEABLE', LEGAL_COLLECTION_API_TEXTS.notAdvanceable));
    fireEvent.click(await waitFor(() => rowOf(2).getByRole('button', { name: consoleLegalCollectionAdvanceLabel(2) })));
    const dialog = within(await screen.findByRole('dialog', { name: T.advanceTitle }));
    fireEvent.change(dialog.getByLabelText(T.note), { target: { value: '準備文件' } });
    fireEvent.click(dialog.getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(LEGAL_COLLECTION_API_TEXTS.notAdvanceable)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: T.advanceTitle })).toBeTruthy();
    expect(rowOf(2, true).getByText(LEGAL_COLLECTION_STATUS_LABELS.pending)).toBeTruthy();
  });

  it('shows one request with its activities and cases', async () => {
    renderConsole('#/legal-collections/2/show');
    const activities = within(await screen.findByRole('table', { name: T.activitiesHeading }));
    expect(activities.getByText('已收到申請')).toBeTruthy();
    const cases = within(screen.getByRole('table', { name: T.casesHeading }));
    expect(cases.getByText('I260101000011')).toBeTruthy();
    expect(cases.getByText('NT$ 152,600')).toBeTruthy();
    expect(screen.getByRole('button', { name: consoleLegalCollectionAdvanceLabel(2) })).toBeTruthy();
  });
});
