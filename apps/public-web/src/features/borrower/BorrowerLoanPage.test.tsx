import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  BORROWER_LOAN_TEXTS,
  BORROWER_PAGE_PATH,
  LOAN_APP_TYPE_LABELS,
  LOAN_STATUS_LABELS,
  MESSAGES,
  PRINCIPAL_REPAYMENT_TYPE_LABELS,
  borrowerLoanFundingText,
  borrowerLoanHeading,
  borrowerLoanPath,
  loanPeriodLabel,
  ntdText,
} from '@lendbridge/domain';
import { routes } from '../../app/App';
import { AppProviders } from '../../app/providers';
import type { UserStatus } from '../../app/session';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply } from '../../test/fetchMock';
import { STATUSES, createTestQueryClient, currentUrl, renderRoute } from '../../test/render';
import { formatDateTime } from '../market/format';
import type { BorrowerLoanDetail } from './borrower.api';
import { BorrowerLoanPage } from './BorrowerLoanPage';
import { BorrowerPage } from './BorrowerPage';

const T = BORROWER_LOAN_TEXTS;
const SERIAL = 'A2026000011';
const PATH = `/api/borrower/loans/${SERIAL}`;

/** A discounted credit loan on the market with 30 % raised, as GET /api/borrower/loans/{serial} answers it. */
const loan = (overrides: Partial<BorrowerLoanDetail> = {}): BorrowerLoanDetail => ({
  loan_app_serial: SERIAL,
  status: LOAN_STATUS_LABELS.matching,
  status_code: 'matching',
  market_status: 'primary_unfinished',
  link: borrowerLoanPath(SERIAL),
  app_type: 'credit',
  amount: 50_000,
  period: 24,
  principal_repayment_type: 'equal_installment',
  grade: 'C',
  apr: '8.80',
  original_approval_apr: '9.80',
  approval_is_discount: true,
  borrower_fee: 1_500,
  funding_deadline: '2026-02-04T08:00:00.000Z',
  discount_countdown_hours: 0,
  discount_countdown_minutes: 0,
  invested_amount: 15_000,
  funded_at: null,
  disbursed_at: null,
  cancelled_at: null,
  expired_at: null,
  ...overrides,
});

const renderPage = (reply: MockReply | (() => MockReply)) => {
  mockFetch({ [`GET ${PATH}`]: reply });
  return renderRoute(<BorrowerLoanPage />, { url: borrowerLoanPath(SERIAL), path: '/loan/:serial', status: STATUSES.full });
};

/** The value beside a row heading of the page's table. */
const valueOf = (label: string): string => screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent ?? '';

describe('BorrowerLoanPage', () => {
  it('shows a matching loan: its terms, the original approval rate, the funding progress and deadline', async () => {
    renderPage({ body: { data: loan() } });
    expect(await screen.findByRole('heading', { name: borrowerLoanHeading(SERIAL) })).toBeTruthy();
    expect(valueOf(T.serial)).toBe(SERIAL);
    expect(valueOf(T.type)).toBe(LOAN_APP_TYPE_LABELS.credit);
    expect(valueOf(T.status)).toBe(LOAN_STATUS_LABELS.matching);
    expect(valueOf(T.amount)).toBe(ntdText(50_000));
    expect(valueOf(T.apr)).toBe('8.80%');
    expect(valueOf(T.originalApr)).toBe('9.80%');
    expect(valueOf(T.period)).toBe(loanPeriodLabel(24));
    expect(valueOf(T.repaymentType)).toBe(PRINCIPAL_REPAYMENT_TYPE_LABELS.equal_installment);
    expect(valueOf(T.borrowerFee)).toBe(ntdText(1_500));
    expect(valueOf(T.fundingDeadline)).toBe(formatDateTime('2026-02-04T08:00:00.000Z'));
    expect(valueOf(T.disbursedAt)).toBe('—');

    const progress = screen.getByRole('progressbar', { name: `${T.fundingProgress} 30.00%` });
    expect(progress.getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByLabelText(T.investedAmount).textContent).toBe(borrowerLoanFundingText(15_000, 50_000));
    expect(screen.getByRole('link', { name: T.backToBorrower }).getAttribute('href')).toBe(BORROWER_PAGE_PATH);
  });

  it('shows a disbursed loan without the funding progress, with its funded and disbursed times', async () => {
    renderPage({
      body: {
        data: loan({
          status: LOAN_STATUS_LABELS.repaying,
          status_code: 'repaying',
          market_status: null,
          approval_is_discount: false,
          original_approval_apr: '8.80',
          invested_amount: 50_000,
          funded_at: '2026-01-20T03:00:00.000Z',
          disbursed_at: '2026-01-21T03:00:00.000Z',
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: borrowerLoanHeading(SERIAL) })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('rowheader', { name: T.originalApr })).toBeNull();
    expect(valueOf(T.status)).toBe(LOAN_STATUS_LABELS.repaying);
    expect(valueOf(T.fundedAt)).toBe(formatDateTime('2026-01-20T03:00:00.000Z'));
    expect(valueOf(T.disbursedAt)).toBe(formatDateTime('2026-01-21T03:00:00.000Z'));
  });

  it('tells when a loan was withdrawn', async () => {
    renderPage({ body: { data: loan({ status: LOAN_STATUS_LABELS.cancelled, status_code: 'cancelled', cancelled_at: '2026-01-10T01:00:00.000Z' }) } });
    expect(await screen.findByRole('heading', { name: borrowerLoanHeading(SERIAL) })).toBeTruthy();
    expect(valueOf(T.cancelledAt)).toBe(formatDateTime('2026-01-10T01:00:00.000Z'));
    expect(screen.queryByRole('rowheader', { name: T.expiredAt })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('answers with the not-found view for a loan that is not the member’s', async () => {
    renderPage({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notFound } });
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
  });

  it('reports another failure and reads the loan again on 重新整理', async () => {
    let calls = 0;
    const { user } = renderPage(() => {
      calls += 1;
      return calls === 1 ? { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: '伺服器忙碌中' } } : { body: { data: loan() } };
    });
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(dialog.textContent).toContain('伺服器忙碌中');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.dialogConfirm }));
    await user.click(screen.getByRole('button', { name: MESSAGES.reload }));
    expect(await screen.findByRole('heading', { name: borrowerLoanHeading(SERIAL) })).toBeTruthy();
  });

  it('is opened from the borrower overview’s loan list', async () => {
    mockFetch({
      'GET /api/loan-applications': { body: { data: [] } },
      'GET /api/borrower/loans': { body: { data: [loan({ status_code: 'repaying', status: LOAN_STATUS_LABELS.repaying })] } },
    });
    renderRoute(<BorrowerPage />, { url: BORROWER_PAGE_PATH, status: STATUSES.full });
    expect((await screen.findByRole('link', { name: SERIAL })).getAttribute('href')).toBe(borrowerLoanPath(SERIAL));
  });
});

describe('borrower loan route', () => {
  const renderApp = (status: UserStatus) => {
    mockFetch({ [`GET ${PATH}`]: { body: { data: loan() } } });
    const router = createMemoryRouter(routes, { initialEntries: [borrowerLoanPath(SERIAL)] });
    render(
      <AppProviders initialStatus={status} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  };

  it('opens to full members', async () => {
    renderApp(STATUSES.full);
    expect(await screen.findByRole('heading', { name: borrowerLoanHeading(SERIAL) })).toBeTruthy();
  });

  it('sends a member below full membership to the registration', async () => {
    const router = renderApp(STATUSES.member);
    expect((await screen.findByRole('dialog')).textContent).toContain(MESSAGES.notMemberFull);
    await waitFor(() => expect(currentUrl(router).startsWith('/member/register')).toBe(true));
  });
});
