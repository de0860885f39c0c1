import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTING_TEXTS, MARKET_TEXTS } from '@lendbridge/domain';
import type { MarketLoanDetail } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { CreditRecords } from './CreditRecords';
import { LoanDetailRoute } from './LoanDetailRoute';
import { creditRecord, detail } from './fakeMarket';

const T = LISTING_TEXTS;

const renderLoan = (loan: MarketLoanDetail, hash: string) => {
  const api = `/api/market-place/loan/${loan.serial}`;
  mockFetch({
    [`GET ${api}`]: { body: { data: loan } },
    [`GET ${api}/questions`]: { body: { data: [], meta: { can_ask: true, can_reply: false } } },
  });
  return renderRoute(<LoanDetailRoute />, { url: `/market-place/loan/${loan.serial}${hash}`, path: '/market-place/loan/:serial', status: STATUSES.visitor });
};

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('credit records', () => {
  it('lists institution, kind and the balance in whole NT$ (thousands × 1000)', () => {
    render(
      <CreditRecords
        records={[
          creditRecord(1, { institution: '臺灣銀行', kind: '房屋貸款', balance_thousand: 3250 }),
          creditRecord(2, { institution: '玉山銀行', kind: '信用卡', balance_thousand: 0 }),
        ]}
      />,
    );
    expect(cellsOf(screen.getByRole('table', { name: T.creditRecords }))).toEqual([
      [T.creditRecordInstitution, T.creditRecordKind, T.creditRecordBalance],
      ['臺灣銀行', '房屋貸款', 'NT$ 3,250,000'],
      ['玉山銀行', '信用卡', 'NT$ 0'],
    ]);
  });

  it('are on the borrower tab of a loan that has them, and absent when the list is empty', async () => {
    const first = renderLoan(detail(2, { credit_records: [creditRecord(1, { balance_thousand: 480 })] }), '#2');
    const table = await screen.findByRole('table', { name: T.creditRecords });
    expect(cellsOf(table)[1]).toEqual(['第1商業銀行', '信用貸款', 'NT$ 480,000']);
    expect(screen.getByRole('region', { name: T.creditRecords })).toBeTruthy();
    first.unmount();

    renderLoan(detail(3), '#2');
    expect(await screen.findByText(MARKET_TEXTS.borrowerFactsNote)).toBeTruthy();
    expect(screen.queryByRole('table', { name: T.creditRecords })).toBeNull();
  });
});
