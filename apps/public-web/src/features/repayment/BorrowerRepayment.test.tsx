import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BORROWER_OVERVIEW_TEXTS,
  FAST_LOAN_TEXTS,
  LOAN_STATUS_LABELS,
  MESSAGES,
  currentRepaymentLabel,
  fastLoanButtonLabel,
  ntdText,
  repaymentProgressLabel,
  repaymentTableLabel,
  scheduleToggleLabel,
} from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import type { BorrowerLoan } from '../borrower/borrower.api';
import { BorrowerPage } from '../borrower/BorrowerPage';
import { RATE_DIALOG_TITLE } from '../borrower/RateConfirmDialog';
import type { BorrowerOverview } from './repayment.api';
import { scheduleRows } from './testRows';

const loan = (serial: string, status: BorrowerLoan['status_code'], amount: number): BorrowerLoan => ({
  loan_app_serial: serial,
  status: LOAN_STATUS_LABELS[status],
  status_code: status,
  app_type: 'credit',
  amount,
  period: 24,
  apr: '8.80',
  original_approval_apr: '8.80',
  approval_is_discount: false,
  borrower_fee: 2000,
  funding_deadline: null,
  discount_countdown_hours: 0,
  discount_countdown_minutes: 0,
});

const REPAYING = loan('LA2026000001', 'repaying', 200_000);
const MATCHING = loan('LA2026000002', 'matching', 60_000);

const OVERVIEW: BorrowerOverview = {
  currentMonth: '2026/03',
  current_repayment: 9_230,
  overdue_amount: 0,
  diff_month: 20,
  diff_year: 1,
  items: [MATCHING, REPAYING],
  remain_amount: 190_000,
  total_amount: 221_520,
  progress: [{ loan_app_serial: REPAYING.loan_app_serial, paid_amount: 36_920, total_amount: 221_520 }],
};

const renderBorrower = (routes: MockRoutes = {}) => {
  const mock = mockFetch({
    'GET /api/loan-applications': { body: { data: [] } },
    'GET /api/borrower/loans': { body: { data: OVERVIEW.items } },
    'GET /api/borrower/overview': { body: { data: OVERVIEW } },
    'GET /api/borrower/pawn-cases': { body: { data: [] } },
    ...routes,
  });
  return { ...renderRoute(<BorrowerPage />, { url: '/account/borrower', status: STATUSES.full }), ...mock };
};

describe('the borrower overview’s repayment part', () => {
  it('shows the summary, the progress of each repaying loan and its schedule on demand', async () => {
    const serial = REPAYING.loan_app_serial;
    const { user } = renderBorrower({
      [`GET /api/borrower/loans/${serial}/repayments`]: {
        body: { data: { repayments: scheduleRows(24, 4), has_diff16: false, is_migrated_diff16: false } },
      },
    });
    const card = await screen.findByRole('region', { name: BORROWER_OVERVIEW_TEXTS.title });
    expect(within(within(card).getByRole('group', { name: currentRepaymentLabel('2026/03') })).getByText(ntdText(9_230))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: repaymentProgressLabel(serial) }).getAttribute('aria-valuenow')).toBe('16');

    await user.click(screen.getByRole('button', { name: scheduleToggleLabel(serial, false) }));
    const table = await screen.findByRole('table', { name: repaymentTableLabel(serial) });
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[0]?.textContent).toBe('1');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });

  it('offers 快速放款 on matching loans only, and applies with the lookup’s hash', async () => {
    const hash = 'cd'.repeat(32);
    const { user, apiCalls } = renderBorrower({
      'GET /api/borrower/fast-loan': {
        body: {
          data: { loan_serial: MATCHING.loan_app_serial, amount: 60_000, invested_amount: 20_000, remaining: 40_000, requested_at: null },
          is_service_time: true,
          hash,
        },
      },
      'POST /api/borrower/fast-loan': {
        status: 201,
        body: { data: { loan_serial: MATCHING.loan_app_serial, requested_at: '2026-03-04T02:00:00.000Z' }, message: MESSAGES.applySuccess },
      },
    });
    await user.click(await screen.findByRole('button', { name: fastLoanButtonLabel(MATCHING.loan_app_serial) }));
    expect(screen.queryByRole('button', { name: fastLoanButtonLabel(REPAYING.loan_app_serial) })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: FAST_LOAN_TEXTS.title });
    await waitFor(() => expect(within(dialog).getByRole('cell', { name: FAST_LOAN_TEXTS.remaining }).textContent).toBe(ntdText(40_000)));
    await user.click(within(dialog).getByRole('button', { name: FAST_LOAN_TEXTS.submit }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.applySuccess })).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ loan_serial: MATCHING.loan_app_serial, hash });
  });

  it('keeps the loans and the rate confirmation when the overview cannot be read', async () => {
    const waiting = loan('LA2026000003', 'rate_confirming', 100_000);
    renderBorrower({
      'GET /api/borrower/loans': { body: { data: [waiting] } },
      'GET /api/borrower/overview': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.genericErrorText } },
    });
    expect(await screen.findByRole('dialog', { name: RATE_DIALOG_TITLE })).toBeTruthy();
    expect(await screen.findByRole('button', { name: MESSAGES.reload, hidden: true })).toBeTruthy();
  });
});
