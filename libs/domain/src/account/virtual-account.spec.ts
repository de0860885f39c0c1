import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  VIRTUAL_ACCOUNT_LENGTH,
  VIRTUAL_ACCOUNT_PREFIX,
  isValidVirtualAccountNumber,
  luhnCheckDigit,
  virtualAccountNumber,
} from './virtual-account.js';

describe('virtual account number', () => {
  it('is the prefix, the serial digits and a Luhn check digit', () => {
    const number = virtualAccountNumber('M00100001');
    expect(number).toHaveLength(VIRTUAL_ACCOUNT_LENGTH);
    expect(number.startsWith(`${VIRTUAL_ACCOUNT_PREFIX}00100001`)).toBe(true);
    expect(isValidVirtualAccountNumber(number)).toBe(true);
  });

  it('computes the Luhn digit of a known number', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });

  it('refuses what is not a member serial', () => {
    expect(() => virtualAccountNumber('X00100001')).toThrow(RangeError);
    expect(() => virtualAccountNumber('M123')).toThrow(RangeError);
  });

  it('gives distinct serials distinct numbers and catches any single mistyped digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1, max: 9 }), (serial, position, shift) => {
        const number = virtualAccountNumber(`M${String(serial).padStart(8, '0')}`);
        expect(isValidVirtualAccountNumber(number)).toBe(true);
        expect(number.slice(5, 13)).toBe(String(serial).padStart(8, '0'));
        const digit = (Number(number[position]) + shift) % 10;
        const typo = `${number.slice(0, position)}${digit}${number.slice(position + 1)}`;
        expect(isValidVirtualAccountNumber(typo)).toBe(false);
      }),
    );
  });

  it('refuses other lengths and prefixes', () => {
    expect(isValidVirtualAccountNumber('1234')).toBe(false);
    expect(isValidVirtualAccountNumber('12345001000010')).toBe(false);
  });
});
