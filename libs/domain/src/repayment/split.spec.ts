import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_APR_PERCENT } from '../constants/loan.js';
import { largestRemainder, sainteLague } from './apportion.js';
import { REPAYMENT_PERIODS, equalInstallmentSchedule, equalPrincipalSchedule, scheduleOf, type RepaymentRow } from './schedule.js';
import { splitSchedule } from './split.js';

/** Thousands of random cases take a few seconds; allow for a busy machine. */
const PROPERTY_TIMEOUT_MS = 60_000;

const total = (rows: readonly RepaymentRow[], key: 'payment' | 'principal' | 'interest'): number =>
  rows.reduce((sum, row) => sum + row[key], 0);

describe('apportioning whole NT$', () => {
  it('gives the units left by largest remainder to the largest fractions, ties to the earlier party', () => {
    // 921 × 3/5 = 552.6 and 921 × 2/5 = 368.4: the one unit left goes to 0.6.
    expect(largestRemainder(921, [55_269, 36_846])).toEqual([553, 368]);
    expect(largestRemainder(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(largestRemainder(5, [0, 3])).toEqual([0, 5]);
    expect(largestRemainder(0, [0, 0])).toEqual([0, 0]);
  });

  it('grants Sainte-Laguë seats by the highest weight / (k + ½), and exactly the weights at their sum', () => {
    // 15,849 × 3/5 = 9,509.4 and × 2/5 = 6,339.6 round to 9,509 and 6,340.
    expect(sainteLague(15_849, [60_000, 40_000])).toEqual([9509, 6340]);
    // Quotas 0.42, 526.31, 333.27 round to 859 seats; the next claim is 1,265 / 526.5 (2.40…) > 801 / 333.5 (2.40…) > 1 / 0.5.
    expect(sainteLague(860, [1, 1265, 801])).toEqual([0, 527, 333]);
    expect(sainteLague(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(sainteLague(2067, [1, 1265, 801])).toEqual([1, 1265, 801]);
    expect(sainteLague(0, [5, 7])).toEqual([0, 0]);
  });

  it('never lowers a Sainte-Laguë share as the house grows, and gives each weight exactly at their sum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, low, high) => {
          const sum = weights.reduce((acc, weight) => acc + weight, 0);
          const [smaller, larger] = [Math.floor(sum * Math.min(low, high)), Math.floor(sum * Math.max(low, high))];
          const before = sainteLague(smaller, weights);
          const after = sainteLague(larger, weights);
          expect(before.reduce((acc, seat) => acc + seat, 0)).toBe(smaller);
          expect(after.reduce((acc, seat) => acc + seat, 0)).toBe(larger);
          expect(after.every((seat, index) => seat >= before[index])).toBe(true);
          expect(sainteLague(sum, weights)).toEqual(weights);
        },
      ),
      { numRuns: 1000 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('keeps amounts near Number.MAX_SAFE_INTEGER exact', () => {
    const big = Number.MAX_SAFE_INTEGER - 1;
    expect(largestRemainder(big, [1, 1])).toEqual([big / 2, big / 2]);
    expect(sainteLague(big, [big / 2, big / 2])).toEqual([big / 2, big / 2]);
  });
});

describe('splitting a schedule among investments', () => {
  it('splits 100,000 at 12 % over 12 months 60,000 / 40,000', () => {
    const [first, second] = splitSchedule(equalInstallmentSchedule(100_000, 12, 12), [60_000, 40_000]);
    // Row 1: principal 7,885 and interest 1,000 split 3 : 2 exactly.
    expect(first[0]).toEqual({ period: 1, payment: 5331, principal: 4731, interest: 600, balance: 55_269 });
    expect(second[0]).toEqual({ period: 1, payment: 3554, principal: 3154, interest: 400, balance: 36_846 });
    // Row 2: cumulative 15,849 → 9,509 / 6,340; interest 921 on 55,269 / 36,846 → 553 / 368.
    expect(first[1]).toEqual({ period: 2, payment: 5331, principal: 4778, interest: 553, balance: 50_491 });
    expect(second[1]).toEqual({ period: 2, payment: 3554, principal: 3186, interest: 368, balance: 33_660 });
    // The last row: 8,884 = 5,331 + 3,553.
    expect(first[11]).toEqual({ period: 12, payment: 5331, principal: 5278, interest: 53, balance: 0 });
    expect(second[11]).toEqual({ period: 12, payment: 3553, principal: 3518, interest: 35, balance: 0 });
    expect([total(first, 'principal'), total(second, 'principal')]).toEqual([60_000, 40_000]);
    expect([total(first, 'interest'), total(second, 'interest')]).toEqual([3973, 2646]);
  });

  it('never takes back a unit of principal where largest remainder of the cumulative total would', () => {
    // 2,067 repaid 172 a month. Largest remainder would give the NT$1 investment its unit after row 5
    // (quotas 0.416, 526.31, 333.27) and take it back after row 6 (0.499, 631.58, 399.92): a part of −1.
    const rows = equalPrincipalSchedule(2067, 12, 12);
    const [tiny, large, middle] = splitSchedule(rows, [1, 1265, 801]);
    // Sainte-Laguë grants its one unit once the cumulative principal reaches half the loan (row 7: 1,204).
    expect(tiny.map((row) => row.principal)).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(large.map((row) => row.principal)).toEqual([105, 106, 105, 105, 106, 105, 105, 105, 105, 106, 105, 107]);
    expect(middle.map((row) => row.principal)).toEqual([67, 66, 67, 67, 66, 67, 66, 67, 67, 66, 67, 68]);
    expect(tiny.every((row) => row.interest === 0)).toBe(true);
    expect(large.map((row) => row.interest)).toEqual([13, 12, 10, 10, 9, 7, 6, 6, 4, 3, 2, 1]);
    expect(middle.map((row) => row.interest)).toEqual([8, 7, 7, 6, 5, 5, 4, 3, 3, 2, 1, 1]);
  });

  it('gives a single investment the borrower schedule itself', () => {
    const rows = equalInstallmentSchedule(300_000, 16, 84);
    expect(splitSchedule(rows, [300_000])).toEqual([rows]);
  });

  it('refuses amounts that are not positive whole NT$ or do not add up to the principal', () => {
    const rows = equalInstallmentSchedule(100_000, 12, 12);
    expect(() => splitSchedule(rows, [60_000, 30_000])).toThrow(
      'investmentAmounts add up to 90000, but the schedule repays a principal of 100000',
    );
    for (const amounts of [[], [100_000, 0], [-1000, 101_000], [50_000.5, 49_999.5]]) {
      expect(() => splitSchedule(rows, amounts)).toThrow(RangeError);
    }
    expect(() => splitSchedule([], [1000])).toThrow(RangeError);
    expect(() => splitSchedule([{ ...rows[0], principal: -1 }], [1000])).toThrow(RangeError);
  });
});

/** One investment: a usual multiple of NT$1,000, or an arbitrary whole amount. */
const amountArbitrary = fc.oneof(
  fc.integer({ min: 1, max: 500 }).map((thousands) => thousands * 1000),
  fc.integer({ min: 1, max: 200_000 }),
);
const aprArbitrary = fc.integer({ min: 0, max: MAX_APR_PERCENT * 100 }).map((hundredths) => (hundredths / 100).toFixed(2));
const periodArbitrary = fc.constantFrom(...REPAYMENT_PERIODS);
const typeArbitrary = fc.constantFrom('equal_installment' as const, 'equal_principal' as const);

/** What breaks the split's promises, in words; none when the split reconciles. */
const splitProblems = (rows: readonly RepaymentRow[], amounts: readonly number[], split: readonly RepaymentRow[][]): string[] => {
  const problems: string[] = [];
  if (split.length !== amounts.length) problems.push(`${split.length} row lists for ${amounts.length} investments`);
  rows.forEach((row, index) => {
    const parts = split.map((investment) => investment[index]);
    for (const key of ['principal', 'interest', 'payment', 'balance'] as const) {
      const sum = parts.reduce((acc, part) => acc + part[key], 0);
      if (sum !== row[key]) problems.push(`period ${row.period}: ${key} parts add up to ${sum}, not ${row[key]}`);
    }
    if (parts.some((part) => part.period !== row.period)) problems.push(`period ${row.period}: a part of another period`);
  });
  split.forEach((investment, which) => {
    let before = amounts[which];
    for (const part of investment) {
      if (part.principal < 0 || part.interest < 0) problems.push(`investment ${which}, period ${part.period}: a negative part`);
      if (part.payment !== part.principal + part.interest) problems.push(`investment ${which}, period ${part.period}: payment ≠ principal + interest`);
      if (part.balance !== before - part.principal) problems.push(`investment ${which}, period ${part.period}: balance does not follow`);
      if (part.balance > before) problems.push(`investment ${which}, period ${part.period}: balance went up`);
      before = part.balance;
    }
    if (total(investment, 'principal') !== amounts[which]) problems.push(`investment ${which} repays ${total(investment, 'principal')}, not ${amounts[which]}`);
    if (before !== 0) problems.push(`investment ${which} ends owing ${before}`);
  });
  return problems;
};

describe('the split always reconciles', () => {
  it('adds up to the borrower row exactly, repays each investment exactly, never a negative part', () => {
    fc.assert(
      fc.property(
        fc.array(amountArbitrary, { minLength: 1, maxLength: 50 }),
        typeArbitrary,
        aprArbitrary,
        periodArbitrary,
        (amounts, type, apr, periods) => {
          const principal = amounts.reduce((sum, amount) => sum + amount, 0);
          const rows = scheduleOf(type, principal, apr, periods);
          expect(splitProblems(rows, amounts, splitSchedule(rows, amounts))).toEqual([]);
        },
      ),
      { numRuns: 2000 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('reconciles for loans of only NT$1,000 steps, the usual case', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100 }).map((thousands) => thousands * 1000), { minLength: 1, maxLength: 50 }),
        typeArbitrary,
        aprArbitrary,
        periodArbitrary,
        (amounts, type, apr, periods) => {
          const principal = amounts.reduce((sum, amount) => sum + amount, 0);
          const rows = scheduleOf(type, principal, apr, periods);
          expect(splitProblems(rows, amounts, splitSchedule(rows, amounts))).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  }, PROPERTY_TIMEOUT_MS);
});
