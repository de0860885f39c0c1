import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOAN_BOOK_COLUMNS, LOAN_BOOK_CSV_PATH, LOAN_BOOK_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { LoanBookSummary } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { renderRoute } from '../../test/render';
import { LoanBookPage } from './LoanBookPage';

const SUMMARY: LoanBookSummary = {
  business_date: '2026-11-28',
  rows: 12_345,
  file_name: 'lendbridge-loan-book-2026-11-28.csv',
  download_path: LOAN_BOOK_CSV_PATH,
};

describe('LoanBookPage', () => {
  it('shows the business date, the row count and a link that downloads the file', async () => {
    mockFetch({ 'GET /api/loan-book': { body: { data: SUMMARY } } });
    renderRoute(<LoanBookPage />, { url: '/loan-book' });
    expect((await screen.findByTestId('loan-book-date')).textContent).toBe('2026-11-28');
    expect(screen.getByTestId('loan-book-rows').textContent).toBe('12,345');
    const link = screen.getByRole('link', { name: LOAN_BOOK_TEXTS.download });
    expect(link.getAttribute('href')).toBe('/api/loan-book.csv');
    expect(link.getAttribute('download')).toBe('lendbridge-loan-book-2026-11-28.csv');
  });

  it('explains every column of the file by its header and Chinese name', async () => {
    mockFetch({ 'GET /api/loan-book': { body: { data: SUMMARY } } });
    renderRoute(<LoanBookPage />, { url: '/loan-book' });
    const table = await screen.findByRole('table', { name: LOAN_BOOK_TEXTS.columnsTitle });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent));
    expect(rows).toEqual(LOAN_BOOK_COLUMNS.map((column) => [column.key, column.label]));
  });

  it('offers to reload when the summary fails, and still explains the columns', async () => {
    mockFetch({ 'GET /api/loan-book': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '系統忙碌中' } } });
    renderRoute(<LoanBookPage />, { url: '/loan-book' });
    expect(await screen.findByRole('button', { name: MESSAGES.reload })).toBeTruthy();
    expect(screen.queryByRole('link', { name: LOAN_BOOK_TEXTS.download })).toBeNull();
    expect(screen.getByRole('table', { name: LOAN_BOOK_TEXTS.columnsTitle })).toBeTruthy();
  });
});
