import { describe, expect, it } from 'vitest';
import { checkoutResumePath } from '../checkout/resume.js';
import { LOAN_STATUSES } from '../loans/vocabulary.js';
import { MARKET_DETAIL_STATUSES } from '../market/tabs.js';
import { investmentLoanPath, investmentPageHeading, investmentResumePath } from './investment-page.js';

describe('investment page', () => {
  it('links the loan to its market detail exactly while the market shows it', () => {
    for (const status of LOAN_STATUSES) {
      const path = investmentLoanPath({ loan_serial: 'A2026000001', loan_status: status, type: 'credit' });
      expect(path).toBe(MARKET_DETAIL_STATUSES.includes(status) ? '/market-place/loan/A2026000001' : null);
    }
    expect(investmentLoanPath({ loan_serial: 'A2026000001', loan_status: 'cancelled', type: 'credit' })).toBeNull();
    expect(investmentLoanPath({ loan_serial: 'A2026000001', loan_status: 'expired', type: 'sme' })).toBeNull();
  });

  it('offers to pay the order only while the investment waits for that payment', () => {
    expect(investmentResumePath({ status: 'pending_payment', order_serial: 'O2026000001' })).toBe(checkoutResumePath('O2026000001'));
    for (const status of ['waiting', 'active', 'lapsed', 'cancelled', 'expired']) {
      expect(investmentResumePath({ status, order_serial: 'O2026000001' })).toBeNull();
    }
  });

  it('heads the page with the investment serial', () => {
    expect(investmentPageHeading('I2026000001')).toBe('投資編號 I2026000001');
  });
});
