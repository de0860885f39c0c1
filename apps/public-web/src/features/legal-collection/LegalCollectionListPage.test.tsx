import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LEGAL_COLLECTION_FEE_STATE_LABELS,
  LEGAL_COLLECTION_STATUS_LABELS,
  LEGAL_COLLECTION_TEXTS,
  legalCollectionProgressOf,
} from '@lendbridge/domain';
import type { LegalCollectionOverview, LegalCollectionStatus } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { LegalCollectionListPage } from './LegalCollectionListPage';

const T = LEGAL_COLLECTION_TEXTS;
const BASE = '/api/lender/legal-collections';

const requestOf = (id: number, status: LegalCollectionStatus): LegalCollectionOverview => ({
  id,
  status,
  status_label: LEGAL_COLLECTION_STATUS_LABELS[status],
  progress: legalCollectionProgressOf(status),
  cancellable: status === 'pending',
  court_fee: 4_310,
  fee_state: status === 'cancelled' ? 'released' : 'held',
  fee_state_label: LEGAL_COLLECTION_FEE_STATE_LABELS[status === 'cancelled' ? 'released' : 'held'],
  case_count: 2,
  remain_principal: 156_000,
  remain_interest: 3_000,
  remain_penalty: 900,
  claim_total: 159_900,
  created_at: '2026-03-01T02:00:00.000Z',
  updated_at: '2026-03-01T02:00:00.000Z',
});

describe('LegalCollectionListPage', () => {
  it('lists the requests with their status, progress and link to the report', async () => {
    mockFetch({ [`GET ${BASE}`]: { body: { data: [requestOf(9, 'received_court_reply'), requestOf(3, 'cancelled')] } } });
    const { user, router } = renderRoute(<LegalCollectionListPage />, { url: '/account/lender/legal-collection', status: STATUSES.full });
    const table = within(await screen.findByRole('table', { name: T.listHeading }));
    expect(table.getByRole('progressbar', { name: `${T.progress} #9` }).getAttribute('aria-valuenow')).toBe('52');
    expect(table.queryByRole('progressbar', { name: `${T.progress} #3` })).toBeNull();
    expect(table.getByText(LEGAL_COLLECTION_STATUS_LABELS.cancelled)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.apply }).getAttribute('href')).toBe('/account/lender/legal-collection/apply');
    await user.click(table.getByRole('link', { name: '#9' }));
    expect(router.state.location.pathname).toBe('/account/lender/legal-collection/9');
  });

  it('says so when there is no request', async () => {
    mockFetch({ [`GET ${BASE}`]: { body: { data: [] } } });
    renderRoute(<LegalCollectionListPage />, { url: '/account/lender/legal-collection', status: STATUSES.full });
    expect(await screen.findByText(T.emptyList)).toBeTruthy();
  });
});
