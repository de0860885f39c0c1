import { Decimal } from 'decimal.js';
import { LOAN_PERIODS, MAX_APR_PERCENT, type LoanPeriod } from '../constants/loan.js';

/** A decimal percent as text: digits with an optional fraction ("12", "8.50"). */
const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/** Whole NT$ above zero: a principal or an investment amount. */
export const assertPositiveAmount = (name: string, value: number): void => {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive whole NT$ amount (a safe integer above 0), got ${String(value)}`);
  }
};

/** Whole NT$ from zero up: a balance, a payment, a row's part. */
export const assertWholeAmount = (name: string, value: number): void => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole NT$ amount (a safe integer of 0 or more), got ${String(value)}`);
  }
};

/** A percent given as a finite number or a decimal string, at least 0 and at most max. */
const percentOf = (name: string, value: number | string, max: Decimal.Value, inclusive: boolean): Decimal => {
  const wellFormed = typeof value === 'number' ? Number.isFinite(value) : DECIMAL_TEXT.test(value);
  const percent = wellFormed ? new Decimal(value) : undefined;
  const withinMax = percent !== undefined && (inclusive ? percent.lessThanOrEqualTo(max) : percent.lessThan(max));
  if (percent === undefined || percent.isNegative() || !withinMax) {
    const bound = inclusive ? `at most ${String(max)}` : `below ${String(max)}`;
    throw new RangeError(`${name} must be a number or decimal string from 0, ${bound}, got ${JSON.stringify(value)}`);
  }
  return percent;
};

/** A yearly rate in percent, within the legal cap (Civil Code §205). */
export const aprPercentOf = (value: number | string): Decimal => percentOf('aprPercent', value, MAX_APR_PERCENT, true);

/** A percent below bound, such as a fee percent. */
export const percentBelow = (name: string, value: number | string, bound: number): Decimal =>
  percentOf(name, value, bound, false);

/** A repayment term must be one of the loan periods. */
export function assertPeriods(value: number): asserts value is LoanPeriod {
  if (!(LOAN_PERIODS as readonly number[]).includes(value)) {
    throw new RangeError(`periods must be one of ${LOAN_PERIODS.join(', ')} months, got ${String(value)}`);
  }
}
