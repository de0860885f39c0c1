import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLEARING_TEXTS, CLEAR_STATUS_LABELS, MESSAGES, clearAgreedMessage, clearContractHeading, clearSelectLabel, ntdText } from '@lendbridge/domain';
import type { ClearRecordStatus, LenderClearRequest } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockHandler } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { LenderEarlyRepaymentPage } from './LenderEarlyRepaymentPage';

const T = CLEARING_TEXTS;
const LOAN = 'A251122000031';

const request = (serial: string, status: ClearRecordStatus, clearAmount: number): LenderClearRequest => ({
  serial,
  loan_serial: LOAN,
  status,
  status_label: CLEAR_STATUS_LABELS[status],
  clear_amount: clearAmount,
  principal: clearAmount - 50,
  interest: 50,
  penalty: 0,
  requested_at: '2026-01-05T08:30:00.000Z',
  decided_at: status === 'wait_agree' ? null : '2026-01-06T08:30:00.000Z',
  cleared_at: status === 'finished' ? '2026-01-07T08:30:00.000Z' : null,
});

const page = (data: LenderClearRequest[], next: string | null = null) => ({ body: { data, current_page: 1, per_page: 15, next_page_url: next } });

const renderPage = (routes: Record<string, MockHandler> = {}) => {
  const mock = mockFetch({
    'GET /api/lender/clear-requests': () => page([request('I251122000041', 'wait_agree', 20_099), request('I251122000042', 'wait_agree', 5_025)]),
    'GET /api/lender/clear-requests/processing': () => page([request('I251122000043', 'wait_clear', 8_040)]),
    'GET /api/lender/clear-requests/finished': () => page([request('I251122000044', 'finished', 1_005)]),
    ...routes,
  });
  const view = renderRoute(<LenderEarlyRepaymentPage />, { url: '/account/lender/early-repayment', status: STATUSES.full });
  const calls = (key: string) => mock.apiCalls().filter((call) => `${call.method} ${call.path}` === key);
  return { ...view, ...mock, calls };
};

describe('LenderEarlyRepaymentPage', () => {
  it('lists the requests waiting for the lender, those agreed and those cleared', async () => {
    renderPage();
    const requests = await screen.findByRole('table', { name: T.lenderLists.requests });
    expect(within(requests).getByText(clearContractHeading(LOAN))).toBeTruthy();
    expect(within(requests).getByText(ntdText(20_099))).toBeTruthy();
    const processing = await screen.findByRole('table', { name: T.lenderLists.processing });
    expect(within(processing).getByText(CLEAR_STATUS_LABELS.wait_clear)).toBeTruthy();
    expect(within(processing).queryByRole('checkbox')).toBeNull();
    const finished = await screen.findByRole('table', { name: T.lenderLists.finished });
    expect(within(finished).getByText('I251122000044')).toBeTruthy();
    expect(screen.getByRole('button', { name: T.agree })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: T.disagree })).toHaveProperty('disabled', true);
  });

  it('agrees to the chosen requests, shows the answer and reads the lists again', async () => {
    const { user, calls } = renderPage({
      'POST /api/lender/clear-requests/agree': () => ({ body: { title: T.agreedTitle, message: clearAgreedMessage(1) } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: clearSelectLabel('I251122000041') }));
    await user.click(screen.getByRole('button', { name: T.agree }));
    const done = await screen.findByRole('dialog', { name: T.agreedTitle });
    expect(within(done).getByText(clearAgreedMessage(1))).toBeTruthy();
    expect(calls('POST /api/lender/clear-requests/agree')[0]?.body).toEqual({ serials: ['I251122000041'] });
    await waitFor(() => expect(calls('GET /api/lender/clear-requests')).toHaveLength(2));
    expect(calls('GET /api/lender/clear-requests/processing')).toHaveLength(2);
  });

  it('disagrees with a whole contract; a refusal shows the server’s reason and the lists reload', async () => {
    const reason = T.notDecidable;
    const { user, calls } = renderPage({
      'POST /api/lender/clear-requests/disagree': () => ({ status: 409, body: { statusCode: 409, code: 'CLEAR_NOT_DECIDABLE', message: reason } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: `${T.selectContract} ${LOAN}` }));
    await user.click(screen.getByRole('button', { name: T.disagree }));
    const failed = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(within(failed).getByText(reason)).toBeTruthy();
    expect(calls('POST /api/lender/clear-requests/disagree')[0]?.body).toEqual({ serials: ['I251122000041', 'I251122000042'] });
    await waitFor(() => expect(calls('GET /api/lender/clear-requests')).toHaveLength(2));
  });
});
