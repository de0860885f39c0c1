import { describe, expect, it } from 'vitest';
import { isValidMobile } from './mobile.js';

describe('isValidMobile', () => {
  it.each(['0912345678', '0987654321'])('accepts %s', (value) => {
    expect(isValidMobile(value)).toBe(true);
  });
  it.each(['0812345678', '091234567', '09123456789', '0912-345-678', '+886912345678', ''])(
    'refuses %s',
    (value) => {
      expect(isValidMobile(value)).toBe(false);
    },
  );
});
