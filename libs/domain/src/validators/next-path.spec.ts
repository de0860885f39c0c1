import { describe, expect, it } from 'vitest';
import { isSafeNextPath } from './next-path.js';

describe('isSafeNextPath', () => {
  it('isSafeNextPath', () => {
    expect(isSafeNextPath('/account/borrower')).toBe(true);
    expect(isSafeNextPath('/a\nb')).toBe(false);
  });
});
