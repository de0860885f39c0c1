import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repaymentRows } from '../repayment/schedule.js';
import { shiftIsoDate, shiftIsoDateMonths } from '../dates/business-date.js';
import {
  isResalePriceInBand,
  resaleAccruedInterestOf,
  resaleFeeOf,
  resalePriceBoundsOf,
  resalePriceGapOf,
  resaleSettlementOf,
  resaleYieldOf,
} from './resale.js';
import type { ResaleScheduleRow } from './resale.js';
import { resalePriceOutOfBand } from './texts.js';

const scheduleOf = (principal: number, apr: number, periods: number, firstDue: string): ResaleScheduleRow[] =>
  repaymentRows('equal_installment', principal, apr, periods).map((row, index) => ({
    due_date: shiftIsoDateMonths(firstDue, index),
    principal: row.principal,
    interest: row.interest,
  }));
/** A 12-month equal-instalment schedule of 100,000 at 12 %, its first row due 2025-02-10. */
const rows = scheduleOf(100_000, 12, 12, '2025-02-10');

describe('the resale price band', () => {
  it('runs from 80 % of the remaining principal rounded up to 105 % rounded down', () => {
    expect(resalePriceBoundsOf(10_000)).toEqual({ min: 8_000, max: 10_500 });
    expect(resalePriceBoundsOf(10_001)).toEqual({ min: 8_001, max: 10_501 });
    expect(isResalePriceInBand(8_000, 10_000)).toBe(true);
    expect(isResalePriceInBand(7_999, 10_000)).toBe(false);
    expect(isResalePriceInBand(10_501, 10_000)).toBe(false);
    expect(() => resalePriceBoundsOf(0)).toThrow(RangeError);
    expect(resalePriceOutOfBand(8_000, 10_500)).toBe('出售價格須介於 NT$ 8,000 到 NT$ 10,500 之間');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (remain) => {
        const { min, max } = resalePriceBoundsOf(remain);
        expect(min * 100).toBeGreaterThanOrEqual(remain * 80);
        expect(max * 100).toBeLessThanOrEqual(remain * 105);
        expect((min - 1) * 100).toBeLessThan(remain * 80);
      }),
    );
  });

  it('states the discount or premium of a price', () => {
    expect(resalePriceGapOf(9_500, 10_000)).toEqual({ kind: 'discount', amount: 500, percent: '5.00' });
    expect(resalePriceGapOf(10_100, 10_000)).toEqual({ kind: 'premium', amount: 100, percent: '1.00' });
    expect(resalePriceGapOf(10_000, 10_000)).toEqual({ kind: 'par', amount: 0, percent: '0.00' });
    expect(resalePriceGapOf(2, 3)).toEqual({ kind: 'discount', amount: 1, percent: '33.33' });
  });
});

describe('the yield to maturity', () => {
  it('is the loan’s APR at par on a due date', () => {
    expect(resaleYieldOf(rows, 100_000, '2025-01-10')).toBe('12.00');
    const afterThree = rows.slice(3);
    const remain = afterThree.reduce((sum, row) => sum + row.principal, 0);
    expect(resaleYieldOf(afterThree, remain, '2025-04-10')).toBe('12.00');
    const accrued = resaleAccruedInterestOf(afterThree, '2025-04-10', '2025-04-25');
    expect(Number(resaleYieldOf(afterThree, remain + accrued, '2025-04-25'))).toBeCloseTo(12, 1);
  });

  it('rises at a discount and falls at a premium', () => {
    const atDiscount = Number(resaleYieldOf(rows, 90_000, '2025-01-10'));
    const atPremium = Number(resaleYieldOf(rows, 105_000, '2025-01-10'));
    expect(atDiscount).toBeGreaterThan(12);
    expect(atPremium).toBeLessThan(12);
    expect(atPremium).toBeGreaterThan(0);
  });

  it('prices the rows back to the price at the yield found', () => {
    fc.assert(
      fc.property(fc.integer({ min: 80, max: 105 }), fc.integer({ min: 0, max: 11 }), (percent, paid) => {
        const remaining = rows.slice(paid);
        const remain = remaining.reduce((sum, row) => sum + row.principal, 0);
        const price = Math.round((remain * percent) / 100);
        const on = shiftIsoDateMonths('2025-01-10', paid);
        const monthly = new Decimal(resaleYieldOf(remaining, price, on)).dividedBy(1200);
        const value = remaining.reduce((sum, row, index) => sum + (row.principal + row.interest) / monthly.plus(1).toNumber() ** (index + 1), 0);
        expect(Math.abs(value - price) / price).toBeLessThan(0.0001);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a schedule with nothing left to pay and a price no rate reaches', () => {
    expect(() => resaleYieldOf(rows, 100_000, '2026-01-10')).toThrow(RangeError);
    expect(() => resaleYieldOf(rows, 1, '2025-01-10')).toThrow(RangeError);
    expect(() => resaleYieldOf(rows, 0, '2025-01-10')).toThrow(RangeError);
  });
});

describe('the accrued interest at transfer', () => {
  it('gives the seller the current period’s interest by the days elapsed', () => {
    const remaining = rows.slice(2);
    const current = remaining[0];
    expect(current?.due_date).toBe('2025-04-10');
    const interest = current?.interest ?? 0;
    expect(resaleAccruedInterestOf(remaining, '2025-03-10', '2025-03-10')).toBe(0);
    expect(resaleAccruedInterestOf(remaining, '2025-03-10', '2025-03-25')).toBe(Math.round((interest * 15) / 31));
    expect(resaleAccruedInterestOf(remaining, '2025-03-10', '2025-04-09')).toBe(Math.round((interest * 30) / 31));
  });

  it('starts the first period one month before its due date', () => {
    expect(resaleAccruedInterestOf(rows, null, '2025-01-25')).toBe(Math.round((1_000 * 15) / 31));
  });

  it('never gives more than the row’s interest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (days) => {
        const on = shiftIsoDate('2025-01-10', days);
        if (on >= '2025-02-10') return;
        const accrued = resaleAccruedInterestOf(rows, null, on);
        expect(accrued).toBeGreaterThanOrEqual(0);
        expect(accrued).toBeLessThanOrEqual(rows[0]?.interest ?? 0);
      }),
    );
  });
});

describe('the resale settlement', () => {
  it('keeps 1 % of the price from the seller and passes the accrued interest to the buyer’s bill', () => {
    expect(resaleFeeOf(9_950)).toBe(100);
    expect(resaleFeeOf(9_949)).toBe(99);
    expect(resaleSettlementOf(9_500, 120)).toEqual({
      price: 9_500,
      resale_fee: 95,
      accrued_interest: 120,
      buyer_pays: 9_620,
      seller_receives: 9_525,
    });
  });
});
