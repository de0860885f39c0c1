import { describe, expect, it } from 'vitest';
import { isMultipleOf } from './multiple.js';

describe('isMultipleOf', () => {
  it.each([
    [5000, 1000],
    ['3000', 1000],
    [0, 1000],
    [0.3, 0.1],
  ])('%s is a multiple of %s', (value, n) => {
    expect(isMultipleOf(value, n)).toBe(true);
  });
  it.each([
    [5500, 1000],
    ['abc', 1000],
    [1000, 0],
    [1000, -10],
    [Number.NaN, 10],
  ])('%s is not a multiple of %s', (value, n) => {
    expect(isMultipleOf(value, n)).toBe(false);
  });
});
