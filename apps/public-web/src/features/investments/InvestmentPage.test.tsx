import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_PAYMENT_METHOD_LABELS,
  INVESTMENT_PAGE_TEXTS,
  LOAN_APP_TYPE_LABELS,
  MESSAGES,
  PRINCIPAL_REPAYMENT_TYPE_LABELS,
  checkoutMoney,
  checkoutResumePath,
  investmentPageHeading,
  lenderInvestmentsPath,
  loanPeriodLabel,
} from '@lendbridge/domain';
import type { InvestmentDetail } from '@lendbridge/domain';
import { routes } from '../../app/App';
import { AppProviders } from '../../app/providers';
import type { UserStatus } from '../../app/session';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply } from '../../test/fetchMock';
import { STATUSES, createTestQueryClient, currentUrl, renderRoute } from '../../test/render';
import { formatDateTime } from '../market/format';
import { InvestmentPage } from './InvestmentPage';

const T = INVESTMENT_PAGE_TEXTS;
const SERIAL = 'I2026000001';
const PATH = `/api/v1/investments/${SERIAL}`;

/** A paid investment of a credit loan still matching, as GET /api/v1/investments/{serial} answers it. */
const investment = (overrides: Partial<InvestmentDetail> = {}): InvestmentDetail => ({
  serial: SERIAL,
  loan_serial: 'A2026000007',
  type: 'credit',
  amount: 9000,
  apr: '10.50',
  period: 24,
  status: 'waiting',
  status_label: '等待撥款',
  created_at: '2026-01-05T08:30:00.000Z',
  link: `/investment/${SERIAL}`,
  order_serial: 'O2026000003',
  payment_method: 'balance',
  resale_offer_id: null,
  arrive_at: null,
  lender_fee: '0.50',
  credit_level: 'A-',
  principal_repayment_type: 'equal_principal',
  loan_status: 'matching',
  loan_status_label: '媒合中',
  paid_at: '2026-01-05T08:30:00.000Z',
  disbursed_at: null,
  ...overrides,
});

const renderPage = (reply: MockReply | (() => MockReply)) => {
  const mock = mockFetch({ [`GET ${PATH}`]: reply });
  const view = renderRoute(<InvestmentPage />, { url: `/investment/${SERIAL}`, path: '/investment/:serial', status: STATUSES.full });
  return { ...view, ...mock };
};

/** The value beside a row heading of the page's tables. */
const valueOf = (label: string): string => screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent ?? '';

describe('InvestmentPage', () => {
  it('shows the investment with its loan terms, order, statuses and times, and links back to the list', async () => {
    const detail = investment({ disbursed_at: '2026-01-09T02:00:00.000Z' });
    renderPage({ body: { data: detail } });
    expect(await screen.findByRole('heading', { name: investmentPageHeading(SERIAL) })).toBeTruthy();

    expect(screen.getByRole('link', { name: detail.loan_serial }).getAttribute('href')).toBe('/market-place/loan/A2026000007');
    const typeCell = screen.getByRole('rowheader', { name: T.type }).nextElementSibling as HTMLElement;
    expect(within(typeCell).getByLabelText(LOAN_APP_TYPE_LABELS.credit)).toBeTruthy();
    expect(within(typeCell).getByText(LOAN_APP_TYPE_LABELS.credit, { selector: 'span' })).toBeTruthy();
    expect(valueOf(T.amount)).toBe(checkoutMoney(9000));
    expect(valueOf(T.apr)).toBe('10.50%');
    expect(valueOf(T.period)).toBe(loanPeriodLabel(24));
    expect(valueOf(T.creditLevel)).toBe('A-');
    expect(valueOf(T.repaymentType)).toBe(PRINCIPAL_REPAYMENT_TYPE_LABELS.equal_principal);
    expect(valueOf(T.lenderFee)).toBe('0.50%');
    expect(valueOf(T.status)).toBe('等待撥款');
    expect(valueOf(T.loanStatus)).toBe('媒合中');
    expect(valueOf(T.orderSerial)).toBe('O2026000003');
    expect(valueOf(T.paymentMethod)).toBe(CHECKOUT_PAYMENT_METHOD_LABELS.balance);
    expect(valueOf(T.createdAt)).toBe(formatDateTime(detail.created_at));
    expect(valueOf(T.paidAt)).toBe(formatDateTime(detail.paid_at));
    expect(valueOf(T.disbursedAt)).toBe(formatDateTime('2026-01-09T02:00:00.000Z'));
    expect(screen.queryByRole('rowheader', { name: T.deadline })).toBeNull();
    expect(screen.queryByRole('link', { name: T.resumePayment })).toBeNull();
    expect(screen.getByRole('link', { name: T.backToList }).getAttribute('href')).toBe(lenderInvestmentsPath('all'));
  });

  it('keeps the loan serial as text once the market no longer shows the loan', async () => {
    renderPage({ body: { data: investment({ status: 'cancelled', status_label: '案件已下架', loan_status: 'cancelled', loan_status_label: '已下架', paid_at: null }) } });
    await screen.findByRole('heading', { name: investmentPageHeading(SERIAL) });
    expect(screen.queryByRole('link', { name: 'A2026000007' })).toBeNull();
    expect(valueOf(T.loanSerial)).toBe('A2026000007');
    expect(valueOf(T.paidAt)).toBe('—');
  });

  it('shows the deposit deadline of an order still waiting for payment and leads to paying it', async () => {
    const detail = investment({
      status: 'pending_payment',
      status_label: '待付款',
      payment_method: 'deposit',
      arrive_at: '2026-01-08T15:59:00.000Z',
      paid_at: null,
    });
    renderPage({ body: { data: detail } });
    const resume = await screen.findByRole('link', { name: T.resumePayment });
    expect(resume.getAttribute('href')).toBe(checkoutResumePath('O2026000003'));
    expect(screen.getByRole('alert').textContent).toContain(T.awaitingDeposit);
    expect(screen.getByRole('alert').textContent).toContain(formatDateTime(detail.arrive_at));
    expect(valueOf(T.deadline)).toBe(formatDateTime('2026-01-08T15:59:00.000Z'));
    expect(valueOf(T.paymentMethod)).toBe(CHECKOUT_PAYMENT_METHOD_LABELS.deposit);
  });

  it('answers with the not-found view for an investment that is not the member’s', async () => {
    renderPage({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: '查無此投資' } });
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
  });

  it('reports another failure and reads the investment again on 重新整理', async () => {
    let calls = 0;
    const { user } = renderPage(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '伺服器忙碌中' } }
        : { body: { data: investment() } };
    });
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(dialog.textContent).toContain('伺服器忙碌中');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.dialogConfirm }));
    await user.click(screen.getByRole('button', { name: MESSAGES.reload }));
    expect(await screen.findByRole('heading', { name: investmentPageHeading(SERIAL) })).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('investment route', () => {
  const renderApp = (status: UserStatus) => {
    mockFetch({ [`GET ${PATH}`]: { body: { data: investment() } } });
    const router = createMemoryRouter(routes, { initialEntries: [`/investment/${SERIAL}`] });
    render(
      <AppProviders initialStatus={status} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  };

  it('opens to full members', async () => {
    renderApp(STATUSES.full);
    expect(await screen.findByRole('heading', { name: investmentPageHeading(SERIAL) })).toBeTruthy();
  });

  it('sends a member below full membership to the registration', async () => {
    const router = renderApp(STATUSES.member);
    expect((await screen.findByRole('dialog')).textContent).toContain(MESSAGES.notMemberFull);
    await waitFor(() => expect(currentUrl(router).startsWith('/member/register')).toBe(true));
  });
});
