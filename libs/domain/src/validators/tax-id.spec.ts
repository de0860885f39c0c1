import { describe, expect, it } from 'vitest';
import { isValidTaxId } from './tax-id.js';

describe('isValidTaxId', () => {
  it.each([
    ['22099131', 'sum multiple of 10'],
    ['04595257', 'sum multiple of 10'],
    ['84149961', 'sum multiple of 10'],
    ['20000003', 'sum multiple of 5 only (2023 rule)'],
    ['10458574', 'seventh digit 7, 10 counted as 1'],
    ['10000073', 'seventh digit 7, 10 counted as 1'],
  ])('accepts %s (%s)', (taxId) => {
    expect(isValidTaxId(taxId)).toBe(true);
  });

  it.each([
    ['22099132', 'wrong checksum'],
    ['12345678', 'wrong checksum'],
    ['2209913', 'seven digits'],
    ['220991311', 'nine digits'],
    ['2209913A', 'letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (taxId) => {
    expect(isValidTaxId(taxId)).toBe(false);
  });
});
