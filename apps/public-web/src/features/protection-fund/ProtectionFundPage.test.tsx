import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGES_TEXTS } from '@lendbridge/domain';
import type { ProtectionFundStats } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { renderRoute } from '../../test/render';
import { ProtectionFundPage } from './ProtectionFundPage';

const STATS: ProtectionFundStats = {
  balance: 1_234_567,
  protected_loans: 12,
  protected_principal: 9_876_543,
  coverage_ratio: '0.1250',
  payouts_count: 3,
  payouts_total: 45_000,
  payouts_by_month: [
    { month: '2025-10', payouts: 2, amount: 30_000 },
    { month: '2025-08', payouts: 1, amount: 15_000 },
  ],
};

describe('ProtectionFundPage', () => {
  it('shows the fund’s balance, coverage, protected principal and the payouts by month', async () => {
    mockFetch({ 'GET /api/protection-fund': { body: { data: STATS } } });
    renderRoute(<ProtectionFundPage />, { url: '/protection-fund' });
    expect((await screen.findByTestId('fund-balance')).textContent).toBe('NT$ 1,234,567');
    expect(screen.getByTestId('fund-coverage').textContent).toBe('12.50%');
    expect(screen.getByTestId('fund-protected-principal').textContent).toBe('NT$ 9,876,543');
    expect(screen.getByTestId('fund-protected-loans').textContent).toBe('12');
    expect(screen.getByTestId('fund-payouts-total').textContent).toBe('NT$ 45,000');
    const table = screen.getByRole('table', { name: PAGES_TEXTS.fundPayoutsByMonth });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2025-10', '2', 'NT$ 30,000'],
      ['2025-08', '1', 'NT$ 15,000'],
    ]);
  });

  it('shows no ratio while no loan is protected, and says there were no payouts', async () => {
    mockFetch({ 'GET /api/protection-fund': { body: { data: { ...STATS, protected_loans: 0, protected_principal: 0, coverage_ratio: null, payouts_count: 0, payouts_total: 0, payouts_by_month: [] } } } });
    renderRoute(<ProtectionFundPage />, { url: '/protection-fund' });
    expect((await screen.findByTestId('fund-coverage')).textContent).toBe(PAGES_TEXTS.fundCoverageNone);
    expect(screen.getByText(PAGES_TEXTS.fundNoPayouts)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
