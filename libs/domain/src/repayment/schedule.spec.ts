import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_APR_PERCENT } from '../constants/loan.js';
import {
  REPAYMENT_PERIODS,
  equalInstallmentAmount,
  equalInstallmentSchedule,
  equalPrincipalSchedule,
  scheduleOf,
  type RepaymentRow,
} from './schedule.js';

/** Thousands of random cases take a few seconds; allow for a busy machine. */
const PROPERTY_TIMEOUT_MS = 60_000;

const total = (rows: readonly RepaymentRow[], key: 'payment' | 'principal' | 'interest'): number =>
  rows.reduce((sum, row) => sum + row[key], 0);

describe('equal instalment schedule', () => {
  it('pays 8,885 a month on 100,000 at 12 % over 12 months, the last month the remainder', () => {
    // r = 1 % a month; 100000 × 0.01 / (1 − 1.01^−12) = 8,884.88 → 8,885.
    expect(equalInstallmentAmount(100_000, 12, 12)).toBe(8885);
    const rows = equalInstallmentSchedule(100_000, 12, 12);
    expect(rows).toHaveLength(12);
    expect(rows.slice(0, 11).every((row) => row.payment === 8885)).toBe(true);
    expect(rows[0]).toEqual({ period: 1, payment: 8885, principal: 7885, interest: 1000, balance: 92_115 });
    // 92,115 × 1 % = 921.15 → 921.
    expect(rows[1]).toEqual({ period: 2, payment: 8885, principal: 7964, interest: 921, balance: 84_151 });
    expect(rows[10]).toEqual({ period: 11, payment: 8885, principal: 8710, interest: 175, balance: 8796 });
    // The last month repays the remaining 8,796 with 87.96 → 88 interest: 8,884.
    expect(rows[11]).toEqual({ period: 12, payment: 8884, principal: 8796, interest: 88, balance: 0 });
    expect(total(rows, 'principal')).toBe(100_000);
    expect(total(rows, 'interest')).toBe(6619);
    expect(total(rows, 'payment')).toBe(106_619);
  });

  it('computes 50,000 at 8.5 % over 24 months', () => {
    // r = 0.7083 %; A = 2,272.92 → 2,273; 50,000 × 8.5 / 1200 = 354.17 → 354.
    const rows = equalInstallmentSchedule(50_000, '8.5', 24);
    expect(rows[0]).toEqual({ period: 1, payment: 2273, principal: 1919, interest: 354, balance: 48_081 });
    expect(rows[22]).toEqual({ period: 23, payment: 2273, principal: 2241, interest: 32, balance: 2253 });
    expect(rows[23]).toEqual({ period: 24, payment: 2269, principal: 2253, interest: 16, balance: 0 });
    expect(total(rows, 'interest')).toBe(4548);
    expect(total(rows, 'payment')).toBe(54_548);
  });

  it('computes 300,000 at the 16 % cap over 84 months', () => {
    const rows = equalInstallmentSchedule(300_000, MAX_APR_PERCENT, 84);
    expect(rows[0]).toEqual({ period: 1, payment: 5959, principal: 1959, interest: 4000, balance: 298_041 });
    expect(rows[83]).toEqual({ period: 84, payment: 5898, principal: 5820, interest: 78, balance: 0 });
    expect(total(rows, 'interest')).toBe(200_495);
  });

  it('splits the principal evenly at 0 %, the last month taking the remainder', () => {
    const rows = equalInstallmentSchedule(100_000, '0', 12);
    expect(rows.slice(0, 11).every((row) => row.payment === 8333 && row.interest === 0)).toBe(true);
    expect(rows[11]).toEqual({ period: 12, payment: 8337, principal: 8337, interest: 0, balance: 0 });
    // 10,000 / 18 = 555.56 → 556 a month; the last month repays 10,000 − 17 × 556 = 548.
    expect(equalInstallmentSchedule(10_000, 0, 18)[17]).toEqual({ period: 18, payment: 548, principal: 548, interest: 0, balance: 0 });
  });

  it('never repays more than is owed: once the balance is repaid the later months are 0', () => {
    // 1,050 / 84 = 12.5 → 13 a month; 80 months repay 1,040, the 81st the last 10.
    const rows = equalInstallmentSchedule(1050, 0, 84);
    expect(rows[79]).toEqual({ period: 80, payment: 13, principal: 13, interest: 0, balance: 10 });
    expect(rows[80]).toEqual({ period: 81, payment: 10, principal: 10, interest: 0, balance: 0 });
    expect(rows.slice(81)).toEqual([82, 83, 84].map((period) => ({ period, payment: 0, principal: 0, interest: 0, balance: 0 })));
  });
});

describe('equal principal schedule', () => {
  it('repays ⌊P / n⌋ a month with interest on the balance, the last month the remainder', () => {
    const rows = equalPrincipalSchedule(100_000, 12, 12);
    // ⌊100,000 / 12⌋ = 8,333; the last month repays 100,000 − 11 × 8,333 = 8,337.
    expect(rows[0]).toEqual({ period: 1, payment: 9333, principal: 8333, interest: 1000, balance: 91_667 });
    // 91,667 × 1 % = 916.67 → 917.
    expect(rows[1]).toEqual({ period: 2, payment: 9250, principal: 8333, interest: 917, balance: 83_334 });
    expect(rows[11]).toEqual({ period: 12, payment: 8420, principal: 8337, interest: 83, balance: 0 });
    expect(total(rows, 'interest')).toBe(6500);
    expect(total(rows, 'payment')).toBe(106_500);
  });

  it('computes 50,000 at 8.5 % over 24 months and 300,000 at 16 % over 84 months', () => {
    const short = equalPrincipalSchedule(50_000, '8.50', 24);
    expect(short[0]).toEqual({ period: 1, payment: 2437, principal: 2083, interest: 354, balance: 47_917 });
    expect(short[23]).toEqual({ period: 24, payment: 2106, principal: 2091, interest: 15, balance: 0 });
    expect(total(short, 'interest')).toBe(4428);
    const long = equalPrincipalSchedule(300_000, '16.00', 84);
    expect(long[0]).toEqual({ period: 1, payment: 7571, principal: 3571, interest: 4000, balance: 296_429 });
    expect(long[83]).toEqual({ period: 84, payment: 3655, principal: 3607, interest: 48, balance: 0 });
    expect(total(long, 'interest')).toBe(170_020);
  });

  it('charges no interest at 0 %', () => {
    const rows = equalPrincipalSchedule(100_000, 0, 36);
    expect(rows.slice(0, 35).every((row) => row.payment === 2777 && row.interest === 0)).toBe(true);
    expect(rows[35]).toEqual({ period: 36, payment: 2805, principal: 2805, interest: 0, balance: 0 });
  });
});

describe('scheduleOf', () => {
  it('dispatches on the repayment type', () => {
    expect(scheduleOf('equal_installment', 100_000, '12.00', 12)).toEqual(equalInstallmentSchedule(100_000, 12, 12));
    expect(scheduleOf('equal_principal', 100_000, '12.00', 12)).toEqual(equalPrincipalSchedule(100_000, 12, 12));
  });

  it('refuses a principal that is not a positive whole NT$ amount', () => {
    for (const principal of [0, -1000, 1000.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => scheduleOf('equal_installment', principal, 12, 12)).toThrow(RangeError);
    }
    expect(() => equalPrincipalSchedule(0, 12, 12)).toThrow('principal must be a positive whole NT$ amount');
  });

  it('refuses an APR below 0, above the 16 % cap or not a decimal', () => {
    for (const apr of [-0.01, 16.01, '16.01', '-1', 'abc', '', '1e1', ' 12', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => scheduleOf('equal_installment', 100_000, apr, 12)).toThrow(RangeError);
    }
    expect(() => equalInstallmentAmount(100_000, 17, 12)).toThrow('aprPercent must be a number or decimal string from 0, at most 16');
    expect(equalInstallmentSchedule(100_000, '16', 12)).toHaveLength(12);
  });

  it('refuses a term outside the loan periods', () => {
    for (const periods of [0, 1, 6, 13, 120, 12.5]) {
      expect(() => scheduleOf('equal_principal', 100_000, 12, periods)).toThrow(RangeError);
    }
    expect(() => equalInstallmentSchedule(100_000, 12, 6)).toThrow('periods must be one of 12, 18, 24, 36, 48, 60, 72, 84 months');
  });
});

/** Principals from NT$1,000 to 5,000,000: arbitrary whole amounts, and the usual multiples of 1,000. */
const principalArbitrary = fc.oneof(
  fc.integer({ min: 1000, max: 5_000_000 }),
  fc.integer({ min: 1, max: 5000 }).map((thousands) => thousands * 1000),
);
/** APRs from 0 to 16 % with two decimals, as text or as a number. */
const aprArbitrary = fc
  .integer({ min: 0, max: MAX_APR_PERCENT * 100 })
  .chain((hundredths) => fc.constantFrom<number | string>((hundredths / 100).toFixed(2), hundredths / 100));
const periodArbitrary = fc.constantFrom(...REPAYMENT_PERIODS);
const typeArbitrary = fc.constantFrom('equal_installment' as const, 'equal_principal' as const);

describe('schedule totals always reconcile', () => {
  it('repays exactly the principal, each payment its principal plus interest, the balance falling to 0', () => {
    fc.assert(
      fc.property(typeArbitrary, principalArbitrary, aprArbitrary, periodArbitrary, (type, principal, apr, periods) => {
        const rows = scheduleOf(type, principal, apr, periods);
        expect(rows.map((row) => row.period)).toEqual(Array.from({ length: periods }, (_, index) => index + 1));
        expect(total(rows, 'principal')).toBe(principal);
        let before = principal;
        for (const row of rows) {
          expect(row.principal).toBeGreaterThanOrEqual(0);
          expect(row.interest).toBeGreaterThanOrEqual(0);
          expect(row.payment).toBe(row.principal + row.interest);
          expect(row.balance).toBe(before - row.principal);
          expect(row.balance).toBeLessThanOrEqual(before);
          before = row.balance;
        }
        expect(rows[rows.length - 1].balance).toBe(0);
        if (type === 'equal_installment') {
          const installment = equalInstallmentAmount(principal, apr, periods);
          // Every month but the last pays the instalment, unless it repays what is left.
          expect(rows.slice(0, -1).every((row) => row.payment === installment || row.balance === 0)).toBe(true);
        } else {
          const even = Math.floor(principal / periods);
          expect(rows.slice(0, -1).every((row) => row.principal === even)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  }, PROPERTY_TIMEOUT_MS);
});
