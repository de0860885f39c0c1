import { describe, expect, it } from 'vitest';
import {
  WITHDRAWAL_EXTRA_FEE,
  WITHDRAWAL_EXTRA_FEE_FROM_COUNT,
  WITHDRAWAL_FEE,
  WITHDRAWAL_FREE_BANK_COUNT,
} from '../constants/account.js';
import { DESIGNATED_WITHDRAWAL_BANK_CODES, isDesignatedWithdrawalBank, withdrawalFee } from './withdrawal-fee.js';

describe('withdrawal fee', () => {
  it('names three designated banks, the virtual account bank 006 among them', () => {
    expect(DESIGNATED_WITHDRAWAL_BANK_CODES).toHaveLength(WITHDRAWAL_FREE_BANK_COUNT);
    expect(isDesignatedWithdrawalBank('006')).toBe(true);
    expect(isDesignatedWithdrawalBank('004')).toBe(false);
  });

  it.each([
    // bank, withdrawals earlier this month, fee, base, extra, ordinal
    ['004', 0, 15, 15, 0, 1],
    ['004', 1, 15, 15, 0, 2],
    ['004', 4, 15, 15, 0, 5],
    ['004', 5, 115, 15, 100, 6],
    ['004', 6, 115, 15, 100, 7],
    ['004', 30, 115, 15, 100, 31],
    ['006', 0, 0, 0, 0, 1],
    ['012', 4, 0, 0, 0, 5],
    ['822', 5, 100, 0, 100, 6],
    ['006', 9, 100, 0, 100, 10],
    ['700', 2, 15, 15, 0, 3],
  ])('to %s after %i earlier this month: fee %i', (bank, earlier, fee, base, extra, ordinal) => {
    expect(withdrawalFee(bank, earlier)).toEqual({ fee, base, extra, designated: base === 0, ordinal });
  });

  it('uses the spec constants: 15, +100 from the sixth', () => {
    expect(withdrawalFee('004', 0).fee).toBe(WITHDRAWAL_FEE);
    expect(withdrawalFee('004', WITHDRAWAL_EXTRA_FEE_FROM_COUNT - 1).extra).toBe(WITHDRAWAL_EXTRA_FEE);
    expect(withdrawalFee('004', WITHDRAWAL_EXTRA_FEE_FROM_COUNT - 2).extra).toBe(0);
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => withdrawalFee('004', -1)).toThrow(RangeError);
    expect(() => withdrawalFee('004', 1.5)).toThrow(RangeError);
  });
});
