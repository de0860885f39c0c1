import { describe, expect, it } from 'vitest';
import { isDigits, isDigitsBetween, isValidPhoneCode, isValidPhoneNumber, isValidZip } from './digits.js';

describe('digit rules', () => {
  it('isDigits and isDigitsBetween', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('12a')).toBe(false);
    expect(isDigits('')).toBe(false);
    expect(isDigitsBetween('123', 3, 5)).toBe(true);
    expect(isDigitsBetween('12', 3, 5)).toBe(false);
  });

  it.each([
    ['100', true],
    ['10048', true],
    ['10', false],
    ['100488', false],
    ['1a0', false],
  ])('isValidZip(%s) is %s', (value, expected) => {
    expect(isValidZip(value)).toBe(expected);
  });

  it.each([
    ['02', true],
    ['049', true],
    ['0826', true],
    ['2', false],
    ['08261', false],
  ])('isValidPhoneCode(%s) is %s', (value, expected) => {
    expect(isValidPhoneCode(value)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['23456789', true],
    ['12345', false],
    ['123456789', false],
    ['2345-678', false],
  ])('isValidPhoneNumber(%s) is %s', (value, expected) => {
    expect(isValidPhoneNumber(value)).toBe(expected);
  });
});
