import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LEGAL_COLLECTION_API_TEXTS,
  LEGAL_COLLECTION_FEE_STATE_LABELS,
  LEGAL_COLLECTION_STATUS_LABELS,
  LEGAL_COLLECTION_TEXTS,
  MESSAGES,
  legalCollectionCancelText,
  legalCollectionPageLabel,
  legalCollectionProgressOf,
  ntdText,
} from '@lendbridge/domain';
import type { LegalCollectionInvestment, LegalCollectionOverview, LegalCollectionStatus } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { LegalCollectionReportPage } from './LegalCollectionReportPage';

const T = LEGAL_COLLECTION_TEXTS;
const BASE = '/api/lender/legal-collections';

const requestOf = (status: LegalCollectionStatus, overrides: Partial<LegalCollectionOverview> = {}): LegalCollectionOverview => ({
  id: 7,
  status,
  status_label: LEGAL_COLLECTION_STATUS_LABELS[status],
  progress: legalCollectionProgressOf(status),
  cancellable: status === 'pending',
  court_fee: 4_310,
  fee_state: status === 'cancelled' ? 'released' : 'held',
  fee_state_label: LEGAL_COLLECTION_FEE_STATE_LABELS[status === 'cancelled' ? 'released' : 'held'],
  case_count: 12,
  remain_principal: 156_000,
  remain_interest: 3_000,
  remain_penalty: 900,
  claim_total: 159_900,
  created_at: '2026-03-01T02:00:00.000Z',
  updated_at: '2026-03-01T02:00:00.000Z',
  ...overrides,
});

const investment = (index: number): LegalCollectionInvestment => ({
  serial: `I2601010000${String(index).padStart(2, '0')}`,
  loan_serial: `A2601010000${index}`,
  amount: 10_000,
  remain_principal: 8_000,
  remain_interest: 200,
  remain_penalty: 50,
  claim_total: 8_250,
  court_fee: 1_000,
});

const renderReport = (initial: LegalCollectionOverview, onCancel?: (request: MockRequest) => void) => {
  let current = initial;
  const mock = mockFetch({
    [`GET ${BASE}/7`]: () => ({ body: { data: current } }),
    [`GET ${BASE}/7/activities`]: () => ({
      body: {
        data: [
          { date: '2026-03-01T02:00:00.000Z', status: 'pending', status_label: LEGAL_COLLECTION_STATUS_LABELS.pending, note: '已收到申請' },
          ...(current.status === 'cancelled'
            ? [{ date: '2026-03-02T02:00:00.000Z', status: 'cancelled', status_label: LEGAL_COLLECTION_STATUS_LABELS.cancelled, note: '您已取消申請' }]
            : []),
        ],
      },
    }),
    [`GET ${BASE}/7/investments`]: (request) => {
      const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
      const rows = page === 1 ? Array.from({ length: 10 }, (_, index) => investment(index + 1)) : [investment(11), investment(12)];
      return { body: { data: rows, meta: { pagination: { total: 12, count: rows.length, per_page: 10, current_page: page, total_pages: 2 } } } };
    },
    [`POST ${BASE}/7/cancel`]: (request) => {
      onCancel?.(request);
      current = requestOf('cancelled');
      return { body: { message: LEGAL_COLLECTION_API_TEXTS.cancelled, data: current } };
    },
  });
  const view = renderRoute(<LegalCollectionReportPage />, {
    url: '/account/lender/legal-collection/7',
    path: '/account/lender/legal-collection/:id',
    status: STATUSES.full,
  });
  return { ...view, ...mock };
};

describe('LegalCollectionReportPage', () => {
  it('shows the overview with the progress bar, the activities and the investments page by page', async () => {
    const { user, apiCalls } = renderReport(requestOf('pending'));
    expect(await screen.findByRole('heading', { name: `${T.reportHeading} #7` })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: T.progress }).getAttribute('aria-valuenow')).toBe('4');
    const overview = within(screen.getByRole('table', { name: T.overviewHeading }));
    expect(overview.getByText(ntdText(4_310))).toBeTruthy();
    expect(overview.getByText(ntdText(159_900))).toBeTruthy();
    expect(overview.getByText(LEGAL_COLLECTION_FEE_STATE_LABELS.held)).toBeTruthy();

    const activities = within(await screen.findByRole('table', { name: T.activitiesHeading }));
    expect(activities.getByText('已收到申請')).toBeTruthy();

    const investments = await screen.findByRole('table', { name: T.investmentsHeading });
    expect(within(investments).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: legalCollectionPageLabel(2) }));
    await waitFor(() => expect(screen.getByText(investment(12).serial)).toBeTruthy());
    expect(apiCalls().filter((call) => call.path === `${BASE}/7/investments`).map((call) => call.url)).toEqual([
      `${BASE}/7/investments?page=1`,
      `${BASE}/7/investments?page=2`,
    ]);
  });

  it('cancels a pending request after the confirmation, with an Idempotency-Key, and shows it cancelled', async () => {
    const keys: (string | null)[] = [];
    const { user } = renderReport(requestOf('pending'), (request) => keys.push(request.headers.get('Idempotency-Key')));
    await user.click(await screen.findByRole('button', { name: T.cancel }));
    const dialog = within(await screen.findByRole('dialog', { name: T.cancelTitle }));
    expect(dialog.getByText(legalCollectionCancelText(4_310))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: T.cancelConfirm }));

    await waitFor(() => expect(screen.getAllByText(LEGAL_COLLECTION_STATUS_LABELS.cancelled).length).toBeGreaterThan(0));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('button', { name: T.cancel })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: T.progress })).toBeNull();
    expect(await screen.findByText('您已取消申請')).toBeTruthy();
  });

  it('offers no cancellation once the case is in court', async () => {
    renderReport(requestOf('processing'));
    expect(await screen.findByRole('heading', { name: `${T.reportHeading} #7` })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: T.progress }).getAttribute('aria-valuenow')).toBe('36');
    expect(screen.queryByRole('button', { name: T.cancel })).toBeNull();
  });

  it('answers not found for a request that is not the member’s', async () => {
    mockFetch({});
    renderRoute(<LegalCollectionReportPage />, {
      url: '/account/lender/legal-collection/8',
      path: '/account/lender/legal-collection/:id',
      status: STATUSES.full,
    });
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
  });
});
