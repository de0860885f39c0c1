import { Decimal } from 'decimal.js';

/**
 * The unit rule: value must be a whole multiple of n (for example amounts in units of 1000).
 * Decimal arithmetic keeps 0.3 a multiple of 0.1.
 */
export const isMultipleOf = (value: number | string, n: number | string): boolean => {
  try {
    const divisor = new Decimal(n);
    if (!divisor.isFinite() || divisor.lte(0)) return false;
    const dividend = new Decimal(value);
    return dividend.isFinite() && dividend.mod(divisor).isZero();
  } catch {
    return false;
  }
};
