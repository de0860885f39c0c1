import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAST_LOAN_TEXTS,
  MESSAGES,
  LOAN_APPLICATION_STATUS_LABELS,
  LOAN_APP_TYPE_LABELS,
  LOAN_STATUS_LABELS,
  fastLoanButtonLabel,
  listingCancelButtonLabel,
} from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { resetScreenWidth, setScreenWidth } from '../../test/screenWidth';
import { useAlert } from '../../shared/AlertDialog';
import { draft } from '../loan-application/testDrafts';
import { resumeUrl } from '../loan-application/LoanApplicationStartPage';
import type { BorrowerLoan } from './borrower.api';
import { APPLICATIONS_HEADING, BorrowerPage, CONTINUE_LABEL, LOANS_HEADING } from './BorrowerPage';
import { CONFIRM_RATE_LABEL, RATE_DIALOG_TITLE, discountText, ntd } from './RateConfirmDialog';

const LOAN: BorrowerLoan = {
  loan_app_serial: 'LA20260009',
  status: LOAN_STATUS_LABELS.rate_confirming,
  status_code: 'rate_confirming',
  app_type: 'credit',
  amount: 200000,
  period: 36,
  apr: '8.80',
  original_approval_apr: '8.80',
  approval_is_discount: true,
  borrower_fee: 2000,
  funding_deadline: null,
  discount_countdown_hours: 71,
  discount_countdown_minutes: 30,
};

const MATCHING: BorrowerLoan = {
  ...LOAN,
  loan_app_serial: 'LA20260010',
  status: LOAN_STATUS_LABELS.matching,
  status_code: 'matching',
  funding_deadline: '2026-03-18',
};

afterEach(resetScreenWidth);

/** A form that says 送出成功 and goes to the borrower page, as the application wizard does after submit. */
function SubmittedForm() {
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  useEffect(() => {
    void showAlert({ title: MESSAGES.submitSuccess });
    navigate('/account/borrower', { replace: true });
  }, [showAlert, navigate]);
  return null;
}

const renderBorrower = () => renderRoute(<BorrowerPage />, { url: '/account/borrower', status: STATUSES.full });

describe('BorrowerPage', () => {
  it('lists the applications with a link to continue a draft', async () => {
    mockFetch({
      'GET /api/loan-applications': { body: { data: [draft(), draft({ status: 'submitted' })] } },
      'GET /api/borrower/loans': { body: { data: [] } },
    });
    renderBorrower();
    const link = await screen.findByRole('link', { name: `${CONTINUE_LABEL} ${draft().application.serial}` });
    expect(link.getAttribute('href')).toBe(resumeUrl(draft().application.serial));
    expect(screen.getAllByText(LOAN_APP_TYPE_LABELS.credit)).toHaveLength(2);
    expect(screen.getByText(LOAN_APPLICATION_STATUS_LABELS.submitted)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: new RegExp(CONTINUE_LABEL) })).toHaveLength(1);
  });

  it('asks to confirm the rate of an approved loan, with the discount, and lists it as matching', async () => {
    const { apiCalls } = mockFetch({
      'GET /api/loan-applications': { body: { data: [] } },
      'GET /api/borrower/loans': { body: { data: [LOAN] } },
      [`POST /api/borrower/loans/${LOAN.loan_app_serial}/confirm-rate`]: {
        body: { data: { ...LOAN, status: LOAN_STATUS_LABELS.matching, status_code: 'matching' } },
      },
    });
    const { user } = renderBorrower();
    const dialog = await screen.findByRole('dialog', { name: RATE_DIALOG_TITLE });
    for (const text of [`${LOAN.apr}%`, ntd(LOAN.amount), `${LOAN.period} 期`, ntd(LOAN.borrower_fee), discountText(LOAN)]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_RATE_LABEL }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: RATE_DIALOG_TITLE })).toBeNull());
    const table = screen.getByRole('table', { name: LOANS_HEADING });
    expect(within(table).getByText(LOAN_STATUS_LABELS.matching)).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST' && call.path.endsWith('/confirm-rate'))).toBe(true);
  });

  it('leaves the discount text out when the rate is not discounted', async () => {
    mockFetch({
      'GET /api/loan-applications': { body: { data: [] } },
      'GET /api/borrower/loans': { body: { data: [{ ...LOAN, approval_is_discount: false }] } },
    });
    renderBorrower();
    const dialog = await screen.findByRole('dialog', { name: RATE_DIALOG_TITLE });
    expect(within(dialog).queryByText(discountText(LOAN))).toBeNull();
  });

  it('on a 390 px phone lists the loans and applications as cards, not tables, with 快速放款 in reach', async () => {
    setScreenWidth(390);
    mockFetch({
      'GET /api/loan-applications': { body: { data: [draft()] } },
      'GET /api/borrower/loans': { body: { data: [MATCHING] } },
      'GET /api/borrower/fast-loan': {
        body: {
          data: { loan_serial: MATCHING.loan_app_serial, amount: 200_000, invested_amount: 50_000, remaining: 150_000, requested_at: null },
          is_service_time: true,
          hash: 'ab'.repeat(32),
        },
      },
    });
    const { user } = renderBorrower();
    const loans = await screen.findByRole('list', { name: LOANS_HEADING });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(loans).getByRole('listitem');
    expect(within(card).getByRole('link', { name: MATCHING.loan_app_serial })).toBeTruthy();
    for (const text of [LOAN_STATUS_LABELS.matching, ntd(MATCHING.amount), String(MATCHING.period), `${MATCHING.apr}%`]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByRole('button', { name: listingCancelButtonLabel(MATCHING.loan_app_serial) })).toBeTruthy();
    const applications = screen.getByRole('list', { name: APPLICATIONS_HEADING });
    expect(within(applications).getByRole('link', { name: `${CONTINUE_LABEL} ${draft().application.serial}` })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: fastLoanButtonLabel(MATCHING.loan_app_serial) }));
    const dialog = await screen.findByRole('dialog', { name: FAST_LOAN_TEXTS.title });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
  });

  it('keeps the tables on a wide screen, each scrolling inside its own box', async () => {
    setScreenWidth(1280);
    mockFetch({
      'GET /api/loan-applications': { body: { data: [draft()] } },
      'GET /api/borrower/loans': { body: { data: [MATCHING] } },
    });
    renderBorrower();
    const table = await screen.findByRole('table', { name: LOANS_HEADING });
    expect(table.parentElement?.className).toContain('MuiTableContainer-root');
    expect(screen.getByRole('table', { name: APPLICATIONS_HEADING })).toBeTruthy();
    expect(screen.queryByRole('list', { name: LOANS_HEADING })).toBeNull();
  });

  it('asks for the rate only once the 送出成功 of a submitted application is closed', async () => {
    mockFetch({
      'GET /api/loan-applications': { body: { data: [draft({ status: 'submitted' })] } },
      'GET /api/borrower/loans': { body: { data: [LOAN] } },
    });
    const { user } = renderRoute(<SubmittedForm />, {
      url: '/loan-application/LA20260001',
      status: STATUSES.full,
      routes: [{ path: '/account/borrower', element: <BorrowerPage /> }],
    });
    const success = await screen.findByRole('dialog', { name: MESSAGES.submitSuccess });
    await screen.findByRole('table', { name: LOANS_HEADING, hidden: true });
    expect(screen.queryByRole('dialog', { name: RATE_DIALOG_TITLE, hidden: true })).toBeNull();

    await user.click(within(success).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: RATE_DIALOG_TITLE })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MESSAGES.submitSuccess, hidden: true })).toBeNull();
  });
});
