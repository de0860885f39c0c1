import { COURT_FEE_BASE, COURT_FEE_BASE_LIMIT, COURT_FEE_BRACKETS, COURT_FEE_UNIT } from './constants.js';

/**
 * The first-instance court fee (裁判費) of a money claim of `amount` whole NT$: NT$1,000 up to
 * 100,000; above it, each started NT$10,000 costs the rate of its bracket (110 up to 1,000,000,
 * 99 up to 10,000,000, 88 up to 100,000,000, 77 up to 1,000,000,000, 66 beyond). No claim, no fee.
 */
export const courtFeeOf = (amount: number): number => {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`A claim is a whole NT$ amount, not ${amount}`);
  if (amount <= 0) return 0;
  const claimed = Math.ceil(amount / COURT_FEE_UNIT) * COURT_FEE_UNIT;
  let fee = COURT_FEE_BASE;
  let lower = COURT_FEE_BASE_LIMIT;
  for (const bracket of COURT_FEE_BRACKETS) {
    if (claimed <= lower) break;
    const units = (Math.min(claimed, bracket.upTo) - lower) / COURT_FEE_UNIT;
    fee += units * bracket.perUnit;
    lower = bracket.upTo;
  }
  return fee;
};
