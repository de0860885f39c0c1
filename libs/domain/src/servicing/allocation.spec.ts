import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTIAL_PAYMENT_MIN } from '../constants/loan.js';
import { NO_CHARGES, allocateToCharges, chargesTotal, collectionPlan, shareByUnpaid, shareByWeights } from './allocation.js';
import type { RowCharges } from './allocation.js';

const row = (penalty: number, fee: number, interest: number, principal: number): RowCharges => ({ penalty, fee, interest, principal });

describe('allocating a payment to a row', () => {
  it('pays penalty, then fee, then interest, then principal', () => {
    const owed = row(120, 300, 1000, 7885);
    expect(allocateToCharges(100, owed)).toEqual(row(100, 0, 0, 0));
    expect(allocateToCharges(1000, owed)).toEqual(row(120, 300, 580, 0));
    expect(allocateToCharges(2000, owed)).toEqual(row(120, 300, 1000, 580));
    expect(allocateToCharges(chargesTotal(owed), owed)).toEqual(owed);
    expect(allocateToCharges(0, owed)).toEqual(NO_CHARGES);
  });

  it('refuses more than is owed', () => {
    expect(() => allocateToCharges(10, row(0, 0, 5, 4))).toThrow(RangeError);
    expect(() => allocateToCharges(-1, row(0, 0, 5, 4))).toThrow(RangeError);
  });
});

describe('what a collection takes', () => {
  const owed = [row(0, 0, 1000, 7885), row(0, 0, 921, 7964)];

  it('takes everything owed when the cash covers it', () => {
    expect(collectionPlan(owed, 20_000)).toEqual(owed);
    expect(collectionPlan(owed, 17_770)).toEqual(owed);
  });

  it('takes the whole cash, oldest row first, when it falls short but reaches the floor', () => {
    expect(collectionPlan(owed, 9_885)).toEqual([owed[0], row(0, 0, 921, 79)]);
    expect(collectionPlan(owed, PARTIAL_PAYMENT_MIN)).toEqual([row(0, 0, 1000, 0), NO_CHARGES]);
    expect(collectionPlan([row(50, 0, 1000, 7885)], 1200)).toEqual([row(50, 0, 1000, 150)]);
  });

  it('takes nothing below the floor', () => {
    expect(collectionPlan(owed, PARTIAL_PAYMENT_MIN - 1)).toEqual([NO_CHARGES, NO_CHARGES]);
    expect(collectionPlan(owed, 0)).toEqual([NO_CHARGES, NO_CHARGES]);
  });

  it('takes a small amount owed in full even below the floor', () => {
    expect(collectionPlan([row(0, 0, 3, 500)], 600)).toEqual([row(0, 0, 3, 500)]);
  });

  it('never takes more than the cash or than is owed, and follows the allocation order', () => {
    const charges = fc.record({
      penalty: fc.integer({ min: 0, max: 5_000 }),
      fee: fc.integer({ min: 0, max: 1_000 }),
      interest: fc.integer({ min: 0, max: 20_000 }),
      principal: fc.integer({ min: 0, max: 200_000 }),
    });
    fc.assert(
      fc.property(fc.array(charges, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 500_000 }), (rows, cash) => {
        const plan = collectionPlan(rows, cash);
        const owedTotal = rows.reduce((sum, entry) => sum + chargesTotal(entry), 0);
        const taken = plan.reduce((sum, entry) => sum + chargesTotal(entry), 0);
        if (cash >= owedTotal) expect(taken).toBe(owedTotal);
        else if (cash >= PARTIAL_PAYMENT_MIN) expect(taken).toBe(cash);
        else expect(taken).toBe(0);
        plan.forEach((paid, index) => {
          const owedRow = rows[index] as RowCharges;
          expect(paid).toEqual(allocateToCharges(chargesTotal(paid), owedRow));
          // A later row is paid only once every earlier row is paid in full.
          if (chargesTotal(paid) > 0) rows.slice(0, index).forEach((earlier, at) => expect(plan[at]).toEqual(earlier));
        });
      }),
    );
  });
});

describe('sharing money among lenders by what they are owed', () => {
  it('gives each their unpaid part when the whole is paid', () => {
    expect(shareByUnpaid(2_500, [700, 500, 1_300])).toEqual([700, 500, 1_300]);
  });

  it('divides by largest remainder, ties to the earlier lender', () => {
    // 1,000 over 7,000 : 5,000 : 13,000 → 280, 200, 520 exactly.
    expect(shareByUnpaid(1_000, [7_000, 5_000, 13_000])).toEqual([280, 200, 520]);
    // 10 over 20 : 20 : 20 → 3.33 each; the one unit left goes to the first.
    expect(shareByUnpaid(10, [20, 20, 20])).toEqual([4, 3, 3]);
    expect(shareByUnpaid(0, [5, 0, 9])).toEqual([0, 0, 0]);
    expect(shareByUnpaid(7, [0, 9, 0])).toEqual([0, 7, 0]);
  });

  it('shares a penalty by weights, which it may exceed', () => {
    expect(shareByWeights(5, [1, 1])).toEqual([3, 2]);
    expect(shareByWeights(0, [0, 0])).toEqual([0, 0]);
    expect(() => shareByWeights(5, [0, 0])).toThrow(RangeError);
  });

  it('refuses to share more than is unpaid', () => {
    expect(() => shareByUnpaid(11, [5, 5])).toThrow(RangeError);
  });

  it('adds up exactly and never gives anyone more than they are owed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (unpaid, fraction) => {
          const total = unpaid.reduce((sum, part) => sum + part, 0);
          const amount = Math.floor(total * fraction);
          const shares = shareByUnpaid(amount, unpaid);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(unpaid[index] as number);
          });
        },
      ),
    );
  });
});
