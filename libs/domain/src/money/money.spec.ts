import { describe, expect, it } from 'vitest';
import { formatNtd, investedProgress, roundMoney } from './money.js';

describe('money helpers', () => {
  it('rounds money half up to whole NT$', () => {
    expect(roundMoney('0.5')).toBe(1);
    expect(roundMoney('2.4999')).toBe(2);
    expect(roundMoney(1_000_000.5)).toBe(1_000_001);
  });

  it('shows the invested share rounded down, 0.00 for a loan without an amount', () => {
    expect(investedProgress(1, 3)).toBe('33.33');
    expect(investedProgress(0, 300_000)).toBe('0.00');
    expect(investedProgress(1_000, 0)).toBe('0.00');
  });

  it('writes whole NT$ with thousands separators', () => {
    expect(formatNtd(300_000)).toBe('NT$ 300,000');
    expect(formatNtd(500)).toBe('NT$ 500');
  });
});
