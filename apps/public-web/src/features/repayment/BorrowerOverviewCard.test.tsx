import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BORROWER_OVERVIEW_TEXTS, currentRepaymentLabel, ntdText, remainingTermText } from '@lendbridge/domain';
import type { BorrowerOverviewSums } from '@lendbridge/domain';
import { renderRoute } from '../../test/render';
import { BorrowerOverviewCard } from './BorrowerOverviewCard';

const T = BORROWER_OVERVIEW_TEXTS;

const SUMS: BorrowerOverviewSums = {
  currentMonth: '2026/03',
  current_repayment: 14_385,
  overdue_amount: 0,
  diff_month: 14,
  diff_year: 1,
  remain_amount: 85_210,
  total_amount: 128_400,
  progress: [],
};

const figure = (label: string): string | null => within(screen.getByRole('group', { name: label })).getAllByText(/.+/)[1]?.textContent ?? null;

describe('BorrowerOverviewCard', () => {
  it('shows this month’s dues, what is left, the whole schedules and the term left', () => {
    renderRoute(<BorrowerOverviewCard overview={SUMS} />);
    expect(screen.getByRole('heading', { name: T.title })).toBeTruthy();
    expect(figure(currentRepaymentLabel('2026/03'))).toBe(ntdText(14_385));
    expect(figure(T.remainAmount)).toBe(ntdText(85_210));
    expect(figure(T.totalAmount)).toBe(ntdText(128_400));
    expect(figure(T.remainingTerm)).toBe(remainingTermText(1, 14));
    expect(remainingTermText(1, 14)).toBe('1 年 2 個月');
  });

  it('shows the overdue total only while something is overdue', () => {
    renderRoute(<BorrowerOverviewCard overview={SUMS} />);
    expect(screen.queryByRole('group', { name: T.overdueAmount })).toBeNull();
  });

  it('shows what is overdue next to this month’s dues, which include it', () => {
    renderRoute(<BorrowerOverviewCard overview={{ ...SUMS, current_repayment: 8_858, overdue_amount: 8_858 }} />);
    expect(figure(currentRepaymentLabel('2026/03'))).toBe(ntdText(8_858));
    expect(figure(T.overdueAmount)).toBe(ntdText(8_858));
  });

  it('says nothing is left once everything is repaid', () => {
    renderRoute(<BorrowerOverviewCard overview={{ ...SUMS, current_repayment: 0, diff_month: 0, diff_year: 0, remain_amount: 0 }} />);
    expect(figure(T.remainingTerm)).toBe(T.noRemainingTerm);
    expect(figure(currentRepaymentLabel('2026/03'))).toBe(ntdText(0));
  });
});
