import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPAYMENT_STATUS_LABELS, REPAYMENT_TABLE_PAGE_SIZE, REPAYMENT_TABLE_TEXTS, ntdText, repaymentTablePageLabel } from '@lendbridge/domain';
import type { RepaymentTableRow } from '@lendbridge/domain';
import { renderRoute } from '../../test/render';
import { RepaymentTable } from './RepaymentTable';
import { scheduleRows } from './testRows';

const T = REPAYMENT_TABLE_TEXTS;

const renderTable = (rows: RepaymentTableRow[]) => renderRoute(<RepaymentTable rows={rows} />);

/** The periods of the rows shown, in order. */
const shownPeriods = (): number[] => {
  const table = screen.getByRole('table', { name: T.title });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent));
};

describe('RepaymentTable', () => {
  it('shows twelve rows a page with every column, opening on the page of the first unpaid row', () => {
    const rows = scheduleRows(36, 14, { 15: 'late' });
    renderTable(rows);
    expect(REPAYMENT_TABLE_PAGE_SIZE).toBe(12);
    expect(shownPeriods()).toEqual(Array.from({ length: 12 }, (_, index) => 13 + index));
    const table = screen.getByRole('table', { name: T.title });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([T.period, T.dueDate, T.payment, T.principal, T.interest, T.fee, T.penalty, T.status]);

    const late = rows[14];
    const cells = within(within(table).getAllByRole('row')[3]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      '15',
      late.due_date,
      ntdText(late.payment),
      ntdText(late.principal),
      ntdText(late.interest),
      ntdText(late.fee_amount),
      ntdText(late.penalty),
      REPAYMENT_STATUS_LABELS.late,
    ]);
    expect(within(table).getAllByText(REPAYMENT_STATUS_LABELS.paid)).toHaveLength(2);
    expect(screen.getByRole('button', { name: repaymentTablePageLabel(2) }).getAttribute('aria-current')).toBe('page');
  });

  it("shows what a promo code saves under the lender fee of the rows it lowered", () => {
    const rows = scheduleRows(3, 0).map((row) => (row.period === 2 ? { ...row, fee_amount: 81, fee_discount: 9 } : row));
    renderTable(rows);
    const table = screen.getByRole('table', { name: T.title });
    const feeCell = (index: number) => within(within(table).getAllByRole('row')[index]).getAllByRole('cell')[5]?.textContent;
    expect(feeCell(2)).toBe(`${ntdText(81)}${T.feeDiscount} ${ntdText(9)}`);
    expect(feeCell(1)).toBe(ntdText(rows[0].fee_amount));
  });

  it('pages through the schedule', async () => {
    const { user } = renderTable(scheduleRows(30, 0));
    expect(shownPeriods()[0]).toBe(1);
    await user.click(screen.getByRole('button', { name: repaymentTablePageLabel(3) }));
    expect(shownPeriods()).toEqual([25, 26, 27, 28, 29, 30]);
    await user.click(screen.getByRole('button', { name: T.previousPage }));
    expect(shownPeriods()[0]).toBe(13);
    await user.click(screen.getByRole('button', { name: T.firstPage }));
    expect(shownPeriods()[0]).toBe(1);
  });

  it('opens on the first page when every row is settled, without paging for a single page', () => {
    renderTable(scheduleRows(12, 12));
    expect(shownPeriods()[0]).toBe(1);
    expect(screen.queryByRole('navigation', { name: T.pagination })).toBeNull();
  });

  it('opens on the page of a partly paid row', () => {
    renderTable(scheduleRows(24, 12, { 13: 'partial' }));
    expect(shownPeriods()[0]).toBe(13);
    expect(screen.getByText(REPAYMENT_STATUS_LABELS.partial)).toBeTruthy();
  });

  it('says so when there is no schedule', () => {
    renderTable([]);
    expect(screen.getByText(T.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
