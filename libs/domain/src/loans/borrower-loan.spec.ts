import { describe, expect, it } from 'vitest';
import { borrowerLoanFundingText, borrowerLoanHeading, borrowerLoanPath, borrowerLoanShowsFunding } from './borrower-loan.js';
import { LOAN_STATUSES } from './vocabulary.js';

describe('borrower loan page', () => {
  it('opens a loan at /loan/{serial}', () => {
    expect(borrowerLoanPath('A2026000001')).toBe('/loan/A2026000001');
    expect(borrowerLoanHeading('A2026000001')).toBe('借款案件 A2026000001');
  });

  it('shows the funding progress only while the loan is matching', () => {
    expect(LOAN_STATUSES.filter(borrowerLoanShowsFunding)).toEqual(['matching']);
    expect(borrowerLoanFundingText(20_000, 50_000)).toBe('NT$ 20,000 / NT$ 50,000');
  });
});
