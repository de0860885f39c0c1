import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LISTING_CANCEL_FIELDS,
  LISTING_CANCEL_TEXTS,
  LOAN_STATUS_LABELS,
  MESSAGES,
  listingCancelButtonLabel,
  listingCancelShortfall,
  ntdText,
} from '@lendbridge/domain';
import type { ListingCancelInfo } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockHandler } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import type { BorrowerLoan } from './borrower.api';
import { BorrowerPage, LOANS_HEADING } from './BorrowerPage';

const T = LISTING_CANCEL_TEXTS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const loan = (serial: string, status: BorrowerLoan['status_code']): BorrowerLoan => ({
  loan_app_serial: serial,
  status: LOAN_STATUS_LABELS[status],
  status_code: status,
  app_type: 'credit',
  amount: 200000,
  period: 36,
  apr: '8.80',
  original_approval_apr: '8.80',
  approval_is_discount: false,
  borrower_fee: 2000,
  funding_deadline: '2026-02-01T00:00:00.000Z',
  discount_countdown_hours: 0,
  discount_countdown_minutes: 0,
});

const MATCHING = loan('LA20260011', 'matching');
const FUNDED = loan('LA20260012', 'funded');

const INFO: ListingCancelInfo = {
  balance: 3000,
  progress: '45.50',
  processing_amount: 91000,
  cancel_fee: 500,
  borrower_fee: 0,
  lender_fee: 0,
  interest: 0,
  total_cancel_amount: 500,
};

const CANCEL = `POST /api/borrower/loans/${MATCHING.loan_app_serial}/cancel`;

const renderBorrower = (cancel: MockHandler, info: ListingCancelInfo = INFO) => {
  let cancelled = false;
  const mock = mockFetch({
    'GET /api/loan-applications': { body: { data: [] } },
    'GET /api/borrower/loans': () => ({
      body: { data: [cancelled ? { ...MATCHING, status: LOAN_STATUS_LABELS.cancelled, status_code: 'cancelled' } : MATCHING, FUNDED] },
    }),
    [`GET /api/borrower/loans/${MATCHING.loan_app_serial}/cancel-info`]: { body: { data: info } },
    [CANCEL]: async (request) => {
      const reply = await cancel(request);
      if ((reply.status ?? 200) < 300) cancelled = true;
      return reply;
    },
  });
  const view = renderRoute(<BorrowerPage />, { url: '/account/borrower', status: STATUSES.full });
  const cancelCalls = () => mock.apiCalls().filter((call) => `${call.method} ${call.path}` === CANCEL);
  const loanReads = () => mock.apiCalls().filter((call) => call.method === 'GET' && call.path === '/api/borrower/loans');
  return { ...view, ...mock, cancelCalls, loanReads };
};

const CANCELLED_ANSWER = {
  body: {
    data: { serial: MATCHING.loan_app_serial, status: 'cancelled', status_label: '已下架', cancel_fee: 500, released_amount: 91000, investments_cancelled: 3 },
  },
};

const openDialog = async (user: ReturnType<typeof renderBorrower>['user']) => {
  await user.click(await screen.findByRole('button', { name: listingCancelButtonLabel(MATCHING.loan_app_serial) }));
  const dialog = await screen.findByRole('dialog', { name: T.title });
  await within(dialog).findByLabelText(T.total_cancel_amount);
  return dialog;
};

describe('BorrowerPage 下架', () => {
  it('offers 下架 on matching loans only', async () => {
    renderBorrower(() => CANCELLED_ANSWER);
    const table = await screen.findByRole('table', { name: LOANS_HEADING });
    expect(within(table).getByRole('button', { name: listingCancelButtonLabel(MATCHING.loan_app_serial) })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: listingCancelButtonLabel(FUNDED.loan_app_serial) })).toBeNull();
  });

  it('shows the cancel info, withdraws the loan with an Idempotency-Key and reloads the list', async () => {
    const { user, cancelCalls, loanReads } = renderBorrower(() => CANCELLED_ANSWER);
    const dialog = await openDialog(user);
    for (const field of LISTING_CANCEL_FIELDS) {
      const expected = field === 'progress' ? '45.50%' : ntdText(INFO[field]);
      expect(within(dialog).getByLabelText(T[field]).textContent).toBe(expected);
    }
    expect(within(dialog).queryByText(listingCancelShortfall(0))).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.title })).toBeNull());
    expect(cancelCalls()).toHaveLength(1);
    expect(cancelCalls()[0]?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(cancelCalls()[0]?.body).toEqual({});
    const table = screen.getByRole('table', { name: LOANS_HEADING });
    expect(await within(table).findByText(LOAN_STATUS_LABELS.cancelled)).toBeTruthy();
    expect(loanReads()).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: listingCancelButtonLabel(MATCHING.loan_app_serial) })).toBeNull();
  });

  it('closes without withdrawing on 取消', async () => {
    const { user, cancelCalls } = renderBorrower(() => CANCELLED_ANSWER);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.title })).toBeNull());
    expect(cancelCalls()).toHaveLength(0);
  });

  it('warns of a short balance, says 下架失敗 with the server reason, and keeps the key only for an unanswered try', async () => {
    let answers = 0;
    const { user, cancelCalls, loanReads } = renderBorrower(
      () => {
        answers += 1;
        if (answers === 1) return { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: '服務暫時無法使用' } };
        return { status: 400, body: { statusCode: 400, code: 'INSUFFICIENT_BALANCE', message: '可用餘額不足，無法支付下架手續費' } };
      },
      { ...INFO, balance: 200 },
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(listingCancelShortfall(300))).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect((await screen.findByRole('dialog', { name: T.failed })).textContent).toContain('服務暫時無法使用');
    await user.click(within(screen.getByRole('dialog', { name: T.failed })).getByRole('button', { name: MESSAGES.dialogConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.failed })).toBeNull());

    await user.click(within(screen.getByRole('dialog', { name: T.title })).getByRole('button', { name: T.confirm }));
    expect((await screen.findByRole('dialog', { name: T.failed })).textContent).toContain('可用餘額不足，無法支付下架手續費');
    const keys = cancelCalls().map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(loanReads()).toHaveLength(1);
  });
});
