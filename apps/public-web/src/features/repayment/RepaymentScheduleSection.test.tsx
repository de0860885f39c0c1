import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LOAN_STATUS_LABELS,
  REPAYMENT_STATUS_LABELS,
  REPAYMENT_TABLE_TEXTS,
  borrowerLoanHeading,
  borrowerLoanPath,
  investmentPageHeading,
  ntdText,
  repaymentTableLabel,
} from '@lendbridge/domain';
import type { InvestmentDetail, RepaymentTableRow } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import type { BorrowerLoanDetail } from '../borrower/borrower.api';
import { BorrowerLoanPage } from '../borrower/BorrowerLoanPage';
import { InvestmentPage } from '../investments/InvestmentPage';
import { scheduleRows } from './testRows';

const T = REPAYMENT_TABLE_TEXTS;
const LOAN_SERIAL = 'A2026000021';
const INVESTMENT_SERIAL = 'I2026000021';

const borrowerLoan = (disbursedAt: string | null): BorrowerLoanDetail => ({
  loan_app_serial: LOAN_SERIAL,
  status: disbursedAt === null ? LOAN_STATUS_LABELS.funded : LOAN_STATUS_LABELS.repaying,
  status_code: disbursedAt === null ? 'funded' : 'repaying',
  market_status: null,
  link: borrowerLoanPath(LOAN_SERIAL),
  app_type: 'credit',
  amount: 100_000,
  period: 24,
  principal_repayment_type: 'equal_installment',
  grade: 'C',
  apr: '12.00',
  original_approval_apr: '12.00',
  approval_is_discount: false,
  borrower_fee: 1_500,
  funding_deadline: null,
  discount_countdown_hours: 0,
  discount_countdown_minutes: 0,
  invested_amount: 100_000,
  funded_at: '2026-01-20T03:00:00.000Z',
  disbursed_at: disbursedAt,
  cancelled_at: null,
  expired_at: null,
});

const investment = (disbursedAt: string | null): InvestmentDetail => ({
  serial: INVESTMENT_SERIAL,
  loan_serial: LOAN_SERIAL,
  type: 'credit',
  amount: 10_000,
  apr: '12.00',
  period: 24,
  status: disbursedAt === null ? 'waiting' : 'active',
  status_label: disbursedAt === null ? '等待撥款' : '還款中',
  created_at: '2026-01-05T08:30:00.000Z',
  link: `/investment/${INVESTMENT_SERIAL}`,
  order_serial: 'O2026000021',
  payment_method: 'balance',
  resale_offer_id: null,
  arrive_at: null,
  lender_fee: '1.00',
  credit_level: 'C',
  principal_repayment_type: 'equal_installment',
  loan_status: disbursedAt === null ? 'funded' : 'repaying',
  loan_status_label: disbursedAt === null ? '已滿標' : '還款中',
  paid_at: '2026-01-05T08:30:00.000Z',
  disbursed_at: disbursedAt,
});

const repayments = (rows: RepaymentTableRow[]) => ({ body: { data: { repayments: rows, has_diff16: false, is_migrated_diff16: false } } });

/** The periods shown in the schedule table. */
const shownPeriods = (table: HTMLElement): string[] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

describe('the schedule section of the loan and investment pages', () => {
  it('shows the borrower’s schedule on the loan page once disbursed, on the page of the first unpaid row', async () => {
    const rows = scheduleRows(24, 12, { 13: 'late' });
    const { apiCalls } = mockFetch({
      [`GET /api/borrower/loans/${LOAN_SERIAL}`]: { body: { data: borrowerLoan('2026-01-21T03:00:00.000Z') } },
      [`GET /api/borrower/loans/${LOAN_SERIAL}/repayments`]: repayments(rows),
    });
    renderRoute(<BorrowerLoanPage />, { url: `/loan/${LOAN_SERIAL}`, path: '/loan/:serial', status: STATUSES.full });
    const section = await screen.findByRole('region', { name: T.title });
    const table = await within(section).findByRole('table', { name: repaymentTableLabel(LOAN_SERIAL) });
    expect(shownPeriods(table)).toEqual(Array.from({ length: 12 }, (_, index) => String(13 + index)));
    expect(within(table).getByText(REPAYMENT_STATUS_LABELS.late)).toBeTruthy();
    expect(apiCalls().map((call) => call.path)).toContain(`/api/borrower/loans/${LOAN_SERIAL}/repayments`);
  });

  it('has no schedule before the loan is disbursed', async () => {
    const { apiCalls } = mockFetch({ [`GET /api/borrower/loans/${LOAN_SERIAL}`]: { body: { data: borrowerLoan(null) } } });
    renderRoute(<BorrowerLoanPage />, { url: `/loan/${LOAN_SERIAL}`, path: '/loan/:serial', status: STATUSES.full });
    expect(await screen.findByRole('heading', { name: borrowerLoanHeading(LOAN_SERIAL) })).toBeTruthy();
    expect(screen.queryByRole('region', { name: T.title })).toBeNull();
    expect(apiCalls().some((call) => call.path.endsWith('/repayments'))).toBe(false);
  });

  it('shows the lender’s own schedule on the investment page, with the lender fee', async () => {
    const rows = scheduleRows(24, 3);
    mockFetch({
      [`GET /api/v1/investments/${INVESTMENT_SERIAL}`]: { body: { data: investment('2026-01-21T03:00:00.000Z') } },
      [`GET /api/v1/investments/${INVESTMENT_SERIAL}/repayments`]: repayments(rows),
    });
    renderRoute(<InvestmentPage />, { url: `/investment/${INVESTMENT_SERIAL}`, path: '/investment/:serial', status: STATUSES.full });
    const table = await screen.findByRole('table', { name: repaymentTableLabel(INVESTMENT_SERIAL) });
    expect(shownPeriods(table)[0]).toBe('1');
    const third = within(table).getAllByRole('row')[3];
    expect(within(third).getAllByRole('cell')[5]?.textContent).toBe(ntdText(rows[2].fee_amount));
  });

  it('has no schedule on an investment waiting for disbursement', async () => {
    const { apiCalls } = mockFetch({ [`GET /api/v1/investments/${INVESTMENT_SERIAL}`]: { body: { data: investment(null) } } });
    renderRoute(<InvestmentPage />, { url: `/investment/${INVESTMENT_SERIAL}`, path: '/investment/:serial', status: STATUSES.full });
    expect(await screen.findByRole('heading', { name: investmentPageHeading(INVESTMENT_SERIAL) })).toBeTruthy();
    expect(screen.queryByRole('region', { name: T.title })).toBeNull();
    expect(apiCalls().some((call) => call.path.endsWith('/repayments'))).toBe(false);
  });
});
