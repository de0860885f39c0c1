import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CLEARING_TEXTS,
  CLEAR_STATUS_LABELS,
  MESSAGES,
  clearContractHeading,
  clearDoneMessage,
  clearFeeText,
  clearRequestedMessage,
  clearSelectLabel,
  ntdText,
} from '@lendbridge/domain';
import type { ClearInvestmentRecord, ClearRecordStatus } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockHandler } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { EarlyRepaymentPage } from './EarlyRepaymentPage';

const T = CLEARING_TEXTS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LOAN_1 = 'A251122000001';
const LOAN_2 = 'A251122000002';

const record = (serial: string, loanSerial: string, status: ClearRecordStatus, clearAmount: number): ClearInvestmentRecord => ({
  serial,
  loan_serial: loanSerial,
  status,
  status_label: CLEAR_STATUS_LABELS[status],
  clear_fee_serial: loanSerial,
  clear_amount: clearAmount,
  principal: clearAmount - 100,
  interest: 100,
  penalty: 0,
  lender: 'M0010****',
  requested_at: status === 'wait_request' ? null : '2026-01-05T08:30:00.000Z',
  cleared_at: status === 'finished' ? '2026-01-08T08:30:00.000Z' : null,
});

const RECORDS = [
  record('I251122000011', LOAN_1, 'wait_request', 30_148),
  record('I251122000012', LOAN_1, 'wait_request', 20_099),
  record('I251122000013', LOAN_2, 'wait_agree', 10_049),
  record('I251122000014', LOAN_1, 'wait_clear', 60_296),
  record('I251122000015', LOAN_2, 'wait_clear', 10_049),
];
const FINISHED = [record('I251122000021', LOAN_1, 'finished', 5_025), record('I251122000022', LOAN_2, 'finished', 8_040)];
const FINISHED_PATH = '/api/borrower/clear-investments/finished';

const renderPage = (routes: Record<string, MockHandler> = {}) => {
  const mock = mockFetch({
    'GET /api/borrower/clear-investments': { body: { data: RECORDS } },
    [`GET ${FINISHED_PATH}`]: (request) => {
      const page = new URL(request.url, 'http://localhost').searchParams.get('page') ?? '1';
      return page === '1'
        ? { body: { data: [FINISHED[0]], current_page: 1, per_page: 1, next_page_url: `${FINISHED_PATH}?page=2` } }
        : { body: { data: [FINISHED[1]], current_page: 2, per_page: 1, next_page_url: null } };
    },
    ...routes,
  });
  const view = renderRoute(<EarlyRepaymentPage />, { url: '/account/borrower/early-repayment', status: STATUSES.full });
  const calls = (key: string) => mock.apiCalls().filter((call) => `${call.method} ${call.path}` === key);
  return { ...view, ...mock, calls };
};

const table = (name: string) => screen.findByRole('table', { name });

describe('EarlyRepaymentPage', () => {
  it('lists the records by status, grouped by contract, and the finished ones page by page', async () => {
    const { user } = renderPage();
    const requestable = await table(T.borrowerLists.wait_request);
    expect(within(requestable).getByText(clearContractHeading(LOAN_1))).toBeTruthy();
    expect(within(requestable).getByText('I251122000011')).toBeTruthy();
    expect(within(requestable).getByText(ntdText(30_148))).toBeTruthy();
    expect(within(requestable).queryByText('I251122000014')).toBeNull();
    const waiting = await table(T.borrowerLists.wait_agree);
    expect(within(waiting).getByText(clearContractHeading(LOAN_2))).toBeTruthy();
    expect(within(waiting).getByText(CLEAR_STATUS_LABELS.wait_agree)).toBeTruthy();
    expect(within(waiting).queryByRole('checkbox')).toBeNull();
    const clearable = await table(T.borrowerLists.wait_clear);
    expect(within(clearable).getAllByText(/^借款案件 /).map((cell) => cell.textContent)).toEqual([clearContractHeading(LOAN_1), clearContractHeading(LOAN_2)]);

    const finished = await table(T.borrowerLists.finished);
    expect(within(finished).getByText('I251122000021')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.loadMore }));
    expect(await within(await table(T.borrowerLists.finished)).findByText('I251122000022')).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.loadMore })).toBeNull();
  });

  it('asks for clearing after the warning that it cannot be cancelled and costs the fee, then reloads', async () => {
    const { user, calls } = renderPage({
      'POST /api/borrower/clear-investments/request': () => ({ body: { title: T.requestedTitle, message: clearRequestedMessage(2) } }),
    });
    const requestButton = await screen.findByRole('button', { name: T.request });
    expect(requestButton).toHaveProperty('disabled', true);
    await user.click(within(await table(T.borrowerLists.wait_request)).getByRole('checkbox', { name: `${T.selectContract} ${LOAN_1}` }));
    expect(requestButton).toHaveProperty('disabled', false);

    await user.click(requestButton);
    const dialog = await screen.findByRole('dialog', { name: T.requestConfirmTitle });
    expect(within(dialog).getByText(MESSAGES.requestClearConfirm)).toBeTruthy();
    expect(within(dialog).getByText(clearFeeText([LOAN_1, LOAN_1]))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));

    const done = await screen.findByRole('dialog', { name: T.requestedTitle });
    expect(within(done).getByText(clearRequestedMessage(2))).toBeTruthy();
    expect(calls('POST /api/borrower/clear-investments/request')[0]?.body).toEqual({ serials: ['I251122000011', 'I251122000012'] });
    await waitFor(() => expect(calls('GET /api/borrower/clear-investments')).toHaveLength(2));
  });

  it('clears the chosen agreed records with the total, one fee per loan and an Idempotency-Key', async () => {
    const answer = { title: T.clearSuccess, message: clearDoneMessage(2, 70_345, 600, 0) };
    const { user, calls } = renderPage({ 'POST /api/borrower/clear-investments/clear': () => ({ body: answer }) });
    await user.click(await screen.findByRole('checkbox', { name: clearSelectLabel('I251122000014') }));
    await user.click(screen.getByRole('checkbox', { name: clearSelectLabel('I251122000015') }));
    expect(screen.getByLabelText(T.clearTotal).textContent).toBe(`${T.clearTotal} ${ntdText(70_345)}`);
    expect(screen.getByLabelText(T.clearFee).textContent).toBe(clearFeeText([LOAN_1, LOAN_2]));

    await user.click(screen.getByRole('button', { name: T.clear }));
    const dialog = await screen.findByRole('dialog', { name: T.clear });
    expect(within(dialog).getByText(MESSAGES.clearNowConfirm)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.clearNowConfirm).textContent).toBe('確定立刻清償嗎？ (即將從你的代收代付帳戶扣款)');
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));

    const done = await screen.findByRole('dialog', { name: T.clearSuccess });
    expect(within(done).getByText(answer.message)).toBeTruthy();
    const [sent] = calls('POST /api/borrower/clear-investments/clear');
    expect(sent?.body).toEqual({ amount: 70_345, serials: ['I251122000014', 'I251122000015'] });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(UUID);
    await waitFor(() => expect(calls('GET /api/borrower/clear-investments')).toHaveLength(2));
    expect(calls(`GET ${FINISHED_PATH}`).length).toBeGreaterThanOrEqual(2);
  });

  it('shows 清償失敗 with the server’s reason and reads the lists again', async () => {
    const reason = '可用餘額不足，清償需 NT$ 60,596，目前可用餘額 NT$ 100';
    const { user, calls } = renderPage({
      'POST /api/borrower/clear-investments/clear': () => ({ status: 400, body: { statusCode: 400, code: 'INSUFFICIENT_BALANCE', message: reason } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: clearSelectLabel('I251122000014') }));
    await user.click(screen.getByRole('button', { name: T.clear }));
    await user.click(within(await screen.findByRole('dialog', { name: T.clear })).getByRole('button', { name: T.confirm }));
    const failed = await screen.findByRole('dialog', { name: T.clearFailed });
    expect(within(failed).getByText(reason)).toBeTruthy();
    await waitFor(() => expect(calls('GET /api/borrower/clear-investments')).toHaveLength(2));
    await user.click(within(failed).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: clearSelectLabel('I251122000014') })).toHaveProperty('checked', false);
  });
});
