import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  APPRAISAL_FIELD_LABELS,
  APPRAISAL_STATUS_LABELS,
  APPRAISAL_TEXTS,
  CONSOLE_APPRAISAL_TEXTS,
  type AppraisalItem,
  type AppraisalStatus,
} from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';

const API = '/api/console/appraisals';
const C = CONSOLE_APPRAISAL_TEXTS;

const item = (id: number, status: AppraisalStatus): AppraisalItem => ({
  id,
  type: 'watch',
  type_label: '手錶',
  status,
  status_label: APPRAISAL_STATUS_LABELS[status],
  source: 'pawn_project',
  application_id: 30 + id,
  serial: `A2603010000${id}`,
  collateral_index: 0,
  details: { brand: 'Rolex', type: 'Submariner', original_pack: true, guarantee: true, purchase_proof: false, expect_value_10k: 35 },
  expect_value_10k: 35,
  images: [{ id: `photo-${id}`, url: `/api/uploads/photo-${id}` }],
  appraised_at: status === 'appraised' ? '2026-03-02T02:00:00.000Z' : null,
  appraised_value: status === 'appraised' ? 33 : null,
  appraiser_comment: status === 'appraised' ? '錶況良好' : null,
  appraiser_id: status === 'appraised' ? 9 : null,
  appraiser_name: status === 'appraised' ? '林鑑價' : null,
  created_at: '2026-03-01T02:00:00.000Z',
});

const renderConsole = (hash: string, onComment?: (call: RecordedCall) => Response, roles = ['appraiser']) => {
  const rows = [item(1, 'unappraised'), item(2, 'unappraised'), item(3, 'appraised')];
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') {
      const { filter } = listQuery(call.url) as { filter: { status?: string } };
      const shown = rows.filter((row) => filter.status === undefined || row.status === filter.status);
      return list('appraisals', shown, shown.length);
    }
    const shownId = /^\/api\/console\/appraisals\/(\d+)$/.exec(call.path);
    if (shownId && call.method === 'GET') return json(200, rows.find((row) => row.id === Number(shownId[1])));
    if (call.method === 'POST' && call.path.endsWith('/comment') && onComment) return onComment(call);
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const rowOf = (id: number) => {
  const row = screen.getByRole('gridcell', { name: String(id) }).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${id}`);
  return within(row);
};

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === API && call.method === 'GET');
const commentCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path.endsWith('/comment'));

const fillAndSend = async (value: string, comment: string) => {
  const form = within(await screen.findByRole('form', { name: APPRAISAL_TEXTS.submit }));
  fireEvent.change(form.getByLabelText(APPRAISAL_FIELD_LABELS.ten_thousand_value, { exact: false }), { target: { value } });
  fireEvent.change(form.getByLabelText(APPRAISAL_FIELD_LABELS.comment, { exact: false }), { target: { value: comment } });
  fireEvent.click(form.getByRole('button', { name: APPRAISAL_TEXTS.submit }));
};

describe('appraisals (線上鑑價)', () => {
  it('are for appraisers and admins only', () => {
    for (const action of ['list', 'show', 'edit']) {
      expect(canAccessResource(['appraiser'], 'appraisals', action)).toBe(true);
      expect(canAccessResource(['admin'], 'appraisals', action)).toBe(true);
      for (const role of ['sales', 'pawnshop_operator', 'shop_seller', 'borrower']) expect(canAccessResource([role], 'appraisals', action)).toBe(false);
    }
  });

  it('lists the unappraised tab first with each item’s image, and the appraised tab on demand', async () => {
    const { calls } = renderConsole('#/appraisals');
    await waitFor(() => {
      expect(rowOf(1).getByRole('img', { name: `手錶 ${C.images}` })).toBeTruthy();
      expect(rowOf(2).getByText(APPRAISAL_STATUS_LABELS.unappraised)).toBeTruthy();
    });
    expect(screen.queryByRole('gridcell', { name: '3' })).toBeNull();
    expect(listQuery(listCalls(calls)[0]?.url ?? new URL('http://localhost'))).toMatchObject({ filter: { status: 'unappraised' } });

    fireEvent.click(screen.getByRole('tab', { name: APPRAISAL_STATUS_LABELS.appraised }));
    await waitFor(() => expect(rowOf(3).getByRole('gridcell', { name: '林鑑價' })).toBeTruthy());
    expect(screen.queryByRole('gridcell', { name: '1' })).toBeNull();
    expect(listQuery(listCalls(calls).at(-1)?.url ?? new URL('http://localhost'))).toMatchObject({ filter: { status: 'appraised' } });
  });

  it('says 您尚未輸入評估價值與留言 under both inputs and sends nothing while either is missing', async () => {
    const { calls } = renderConsole('#/appraisals/1/show', () => json(200, { message: APPRAISAL_TEXTS.success, data: item(1, 'appraised') }));
    expect(await screen.findByText('Rolex')).toBeTruthy();
    await fillAndSend('', '  ');
    await waitFor(() => expect(screen.getAllByText(APPRAISAL_TEXTS.missingText).length).toBeGreaterThanOrEqual(3));
    expect(commentCalls(calls)).toHaveLength(0);
  });

  it('sends the value and comment, says 線上鑑價成功 and goes back to the list', async () => {
    const { calls } = renderConsole('#/appraisals/1/show', () => json(200, { message: APPRAISAL_TEXTS.success, data: item(1, 'appraised') }));
    expect(await screen.findByRole('img', { name: `${C.images} 1` })).toBeTruthy();
    await fillAndSend('36', '錶況良好，盒單齊全');
    await waitFor(() => expect(commentCalls(calls)).toHaveLength(1));
    expect(commentCalls(calls)[0]?.path).toBe(`${API}/1/comment`);
    expect(commentCalls(calls)[0]?.body).toEqual({ ten_thousand_value: 36, comment: '錶況良好，盒單齊全' });
    expect(await screen.findByText(APPRAISAL_TEXTS.success)).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe('#/appraisals'));
  });

  it('shows the refusal of an item another appraiser appraised first', async () => {
    const { calls } = renderConsole('#/appraisals/2/show', () => apiError(409, 'ALREADY_APPRAISED', APPRAISAL_TEXTS.alreadyAppraised));
    await fillAndSend('20', '外觀有刮痕');
    expect(await screen.findByText(APPRAISAL_TEXTS.alreadyAppraised)).toBeTruthy();
    expect(commentCalls(calls)).toHaveLength(1);
    expect(window.location.hash).toBe('#/appraisals/2/show');
  });

  it('shows an appraised item’s appraisal instead of the form', async () => {
    renderConsole('#/appraisals/3/show');
    const section = within(await screen.findByRole('region', { name: C.commentHeading }));
    expect(await section.findByText('錶況良好')).toBeTruthy();
    expect(section.getByText('林鑑價')).toBeTruthy();
    expect(screen.queryByRole('form', { name: APPRAISAL_TEXTS.submit })).toBeNull();
  });
});
