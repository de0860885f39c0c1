import { describe, expect, it } from 'vitest';
import { INTEREST_ROUNDING, interestForDays, lenderFeeOf, monthlyInterest } from './interest.js';

describe('interest rounding', () => {
  it('rounds each period half up to whole NT$', () => {
    expect(INTEREST_ROUNDING('921.15')).toBe(921);
    expect(INTEREST_ROUNDING('87.5')).toBe(88);
    expect(INTEREST_ROUNDING('87.49')).toBe(87);
  });

  it('charges a month balance × APR / 12', () => {
    expect(monthlyInterest(100_000, '12')).toBe(1000);
    // 91,667 × 1 % = 916.67 → 917; 150 × 4 % / 12 = 0.5 exactly → 1.
    expect(monthlyInterest(91_667, 12)).toBe(917);
    expect(monthlyInterest(150, 4)).toBe(1);
  });
});

describe('interest for a number of days', () => {
  it('charges balance × APR × days / 365', () => {
    // 100,000 × 12 % × 30 / 365 = 986.30 → 986.
    expect(interestForDays(100_000, 12, 30)).toBe(986);
    expect(interestForDays(100_000, '16.00', 365)).toBe(16_000);
    // 73 × 10 % × 25 / 365 = 0.5 exactly → 1.
    expect(interestForDays(73, 10, 25)).toBe(1);
    expect(interestForDays(100_000, 12, 0)).toBe(0);
    expect(interestForDays(0, 12, 30)).toBe(0);
  });

  it('refuses a balance, rate or day count out of range', () => {
    expect(() => interestForDays(-1, 12, 30)).toThrow(RangeError);
    expect(() => interestForDays(100.5, 12, 30)).toThrow(RangeError);
    expect(() => interestForDays(100_000, 16.5, 30)).toThrow(RangeError);
    expect(() => interestForDays(100_000, '12%', 30)).toThrow(RangeError);
    expect(() => interestForDays(100_000, 12, -1)).toThrow('days must be a whole number of days (0 or more), got -1');
    expect(() => interestForDays(100_000, 12, 1.5)).toThrow(RangeError);
  });
});

describe('lender fee', () => {
  it('keeps the fee percent of a repayment, rounded half up to whole NT$', () => {
    // 8,885 × 1 % = 88.85 → 89; 850 × 1 % = 8.5 → 9; 8,884 × 0.5 % = 44.42 → 44.
    expect(lenderFeeOf(8885, '1.00')).toBe(89);
    expect(lenderFeeOf(850, 1)).toBe(9);
    expect(lenderFeeOf(8884, '0.50')).toBe(44);
    expect(lenderFeeOf(8885, 0)).toBe(0);
    expect(lenderFeeOf(0, '1.00')).toBe(0);
  });

  it('refuses a fee percent of 100 or more, below 0 or not a decimal', () => {
    expect(() => lenderFeeOf(8885, 100)).toThrow('feePercent must be a number or decimal string from 0, below 100, got 100');
    expect(() => lenderFeeOf(8885, -0.5)).toThrow(RangeError);
    expect(() => lenderFeeOf(8885, 'one')).toThrow(RangeError);
    expect(() => lenderFeeOf(-1, 1)).toThrow(RangeError);
  });
});
