import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  REPAYMENT_PROGRESS_TEXTS,
  repaymentProgressLabel,
  repaymentProgressSummary,
  repaymentTableLabel,
  scheduleToggleLabel,
} from '@lendbridge/domain';
import type { RepaymentProgressItem } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { RepaymentProgress } from './RepaymentProgress';
import { scheduleRows } from './testRows';

const ITEMS: RepaymentProgressItem[] = [
  { loan_app_serial: 'LA2026000002', paid_amount: 26_655, total_amount: 106_618 },
  { loan_app_serial: 'LA2026000001', paid_amount: 30_000, total_amount: 30_000 },
];
const REPAYMENTS = `GET /api/borrower/loans/${ITEMS[0].loan_app_serial}/repayments`;

const renderProgress = () => renderRoute(<RepaymentProgress items={ITEMS} />, { status: STATUSES.full });

describe('RepaymentProgress', () => {
  it('draws each loan’s principal and interest repaid of its schedule', () => {
    mockFetch();
    renderProgress();
    const first = screen.getByRole('progressbar', { name: repaymentProgressLabel('LA2026000002') });
    expect(first.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText(repaymentProgressSummary(26_655, 106_618, 25))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: repaymentProgressLabel('LA2026000001') }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('opens a loan’s schedule on its first unpaid page and closes it again', async () => {
    const { apiCalls } = mockFetch({
      [REPAYMENTS]: { body: { data: { repayments: scheduleRows(24, 13), has_diff16: false, is_migrated_diff16: false } } },
    });
    const { user } = renderProgress();
    const serial = ITEMS[0].loan_app_serial;
    await user.click(screen.getByRole('button', { name: scheduleToggleLabel(serial, false) }));
    const table = await screen.findByRole('table', { name: repaymentTableLabel(serial) });
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[0]?.textContent).toBe('13');
    expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual([REPAYMENTS]);

    await user.click(screen.getByRole('button', { name: scheduleToggleLabel(serial, true) }));
    expect(screen.queryByRole('table', { name: repaymentTableLabel(serial) })).toBeNull();
    expect(screen.getAllByRole('button', { name: new RegExp(REPAYMENT_PROGRESS_TEXTS.showSchedule) })).toHaveLength(2);
  });

  it('offers to read a schedule again when it fails to load, in place', async () => {
    let fail = true;
    mockFetch({
      [REPAYMENTS]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.genericErrorText } }
          : { body: { data: { repayments: scheduleRows(3, 0), has_diff16: false, is_migrated_diff16: false } } },
    });
    const { user } = renderProgress();
    await user.click(screen.getByRole('button', { name: scheduleToggleLabel(ITEMS[0].loan_app_serial, false) }));
    expect(await screen.findByText(MESSAGES.genericErrorText)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fail = false;
    await user.click(await screen.findByRole('button', { name: MESSAGES.reload }));
    await waitFor(() => expect(screen.getByRole('table', { name: repaymentTableLabel(ITEMS[0].loan_app_serial) })).toBeTruthy());
  });

  it('shows nothing without repaying loans', () => {
    mockFetch();
    const { container } = renderRoute(<RepaymentProgress items={[]} />);
    expect(container.textContent).toBe('');
  });
});
