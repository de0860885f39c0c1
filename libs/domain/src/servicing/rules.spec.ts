import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTHLY_SETTLEMENT_THRESHOLD } from '../constants/account.js';
import { lenderFeeOf } from '../repayment/interest.js';
import { REPAYMENT_STATUSES } from './constants.js';
import {
  isOpenRepaymentStatus,
  isProtectionDue,
  lenderFeeDue,
  protectionPayoutOf,
  repaymentStatusOf,
  settlementAmountOf,
  settlementReference,
} from './rules.js';
import { REPAYMENT_STATUS_LABELS } from './texts.js';

describe('repayment row states', () => {
  it('labels every state in Chinese (未付 is the spec’s)', () => {
    expect(REPAYMENT_STATUSES.map((status) => REPAYMENT_STATUS_LABELS[status])).toEqual(['未付', '部分繳款', '逾期', '已繳', '逾期已繳', '已清償']);
  });

  it('derives a row’s state from what is paid and whether it was late', () => {
    expect(repaymentStatusOf({ paid: false, anyPaid: false, late: false })).toBe('unpaid');
    expect(repaymentStatusOf({ paid: false, anyPaid: true, late: false })).toBe('partial');
    expect(repaymentStatusOf({ paid: false, anyPaid: true, late: true })).toBe('late');
    expect(repaymentStatusOf({ paid: true, anyPaid: true, late: false })).toBe('paid');
    expect(repaymentStatusOf({ paid: true, anyPaid: true, late: true })).toBe('late_paid');
  });

  it('counts unpaid, partial and late rows as open', () => {
    expect(REPAYMENT_STATUSES.filter(isOpenRepaymentStatus)).toEqual(['unpaid', 'partial', 'late']);
  });
});

describe('lender fee per payment', () => {
  it('takes the fee on what was received so far less the fee already taken', () => {
    // A row of 8,885 at 1 %: 88.85 → 89 when paid at once.
    expect(lenderFeeDue(8_885, 0, '1.00')).toBe(89);
    // Paid 3,000 then 5,885: 30, then 89 − 30 = 59.
    expect(lenderFeeDue(3_000, 0, '1.00')).toBe(30);
    expect(lenderFeeDue(8_885, 30, '1.00')).toBe(59);
    expect(lenderFeeDue(8_885, 89, '1.00')).toBe(0);
  });

  it('adds up to the fee of the whole row however the row is paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('0', '0.5', '1', '1.5', '2.25'),
        (row, cuts, fee) => {
          const points = [...new Set(cuts.map((cut) => Math.floor(row * cut)))].sort((a, b) => a - b);
          let taken = 0;
          for (const received of [...points, row]) {
            const due = lenderFeeDue(received, taken, fee);
            expect(due).toBeGreaterThanOrEqual(0);
            taken += due;
          }
          expect(taken).toBe(lenderFeeOf(row, fee));
        },
      ),
    );
  });
});

describe('protection payout', () => {
  it('is due once the oldest unpaid row is 180 days late', () => {
    expect(isProtectionDue('2025-01-10', '2025-07-08')).toBe(false);
    expect(isProtectionDue('2025-01-10', '2025-07-09')).toBe(true);
  });

  it('pays the unpaid principal × the protection ratio, half up', () => {
    expect(protectionPayoutOf(61_234, '100.00')).toBe(61_234);
    expect(protectionPayoutOf(61_235, '90')).toBe(55_112);
    expect(protectionPayoutOf(5, '50')).toBe(3);
  });
});

describe('monthly settlement', () => {
  it('sends the cash above what is owed soon, when that exceeds the threshold', () => {
    expect(settlementAmountOf(50_000, 8_885)).toBe(41_115);
    expect(settlementAmountOf(MONTHLY_SETTLEMENT_THRESHOLD + 1, 0)).toBe(MONTHLY_SETTLEMENT_THRESHOLD + 1);
    expect(settlementAmountOf(MONTHLY_SETTLEMENT_THRESHOLD, 0)).toBe(0);
    expect(settlementAmountOf(9_000, 8_885)).toBe(0);
  });

  it('names one settlement per member and month', () => {
    expect(settlementReference('2025-12', 42)).toBe('settlement:2025-12:42');
  });
});
