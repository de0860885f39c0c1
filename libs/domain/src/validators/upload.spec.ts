import { describe, expect, it } from 'vitest';
import { isUploadLimitReached } from './upload.js';

describe('isUploadLimitReached', () => {
  it('counts against the default of 10 files', () => {
    expect(isUploadLimitReached(9)).toBe(false);
    expect(isUploadLimitReached(10)).toBe(true);
  });
  it('treats 0 as unlimited', () => {
    expect(isUploadLimitReached(1000, 0)).toBe(false);
  });
  it('single-file fields are full with one file', () => {
    expect(isUploadLimitReached(1, 1)).toBe(true);
  });
});
