import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password.js';

describe('isStrongPassword', () => {
  it.each(['abc123', 'A1', 'passw0rd'])('accepts %s', (value) => {
    expect(isStrongPassword(value)).toBe(true);
  });
  it.each(['abcdef', '123456', '密碼密碼12', '', '!!!!!!'])('refuses %s', (value) => {
    expect(isStrongPassword(value)).toBe(false);
  });
});
