import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from './field-errors.js';
import {
  verifyEmailCodeSchema,
  verifyEmailSchema,
  verifyMobileCodeSchema,
  verifyMobileSchema,
} from './verification.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('verifyMobileSchema', () => {
  it('takes no mobile or a valid one', () => {
    expect(verifyMobileSchema.parse({})).toEqual({});
    expect(verifyMobileSchema.parse({ mobile: '' })).toEqual({ mobile: undefined });
    expect(verifyMobileSchema.parse({ mobile: '0912345678' })).toEqual({ mobile: '0912345678' });
  });

  it('refuses a wrong mobile and unknown fields', () => {
    expect(errorsOf(verifyMobileSchema, { mobile: '0812345678', x: 1 })).toEqual({
      mobile: '不是有效的手機號碼',
      x: '不允許的欄位',
    });
  });
});

describe('verifyMobileCodeSchema', () => {
  it('needs the mobile and a 6-digit code', () => {
    expect(verifyMobileCodeSchema.parse({ mobile: '0912345678', code: '012345' })).toEqual({
      mobile: '0912345678',
      code: '012345',
    });
    expect(errorsOf(verifyMobileCodeSchema, {})).toEqual({ mobile: '手機號碼為必填', code: '驗證碼為必填' });
    expect(errorsOf(verifyMobileCodeSchema, { mobile: '0912345678', code: '12a456' })).toEqual({
      code: '驗證碼須為 6 位數字',
    });
  });
});

describe('verifyEmailSchema and verifyEmailCodeSchema', () => {
  it('sending takes no fields', () => {
    expect(verifyEmailSchema.parse({})).toEqual({});
    expect(errorsOf(verifyEmailSchema, { email: 'a@b.tw' })).toEqual({ email: '不允許的欄位' });
  });

  it('checking needs a 6-digit code', () => {
    expect(verifyEmailCodeSchema.parse({ code: '654321' })).toEqual({ code: '654321' });
    expect(errorsOf(verifyEmailCodeSchema, { code: '1234567' })).toEqual({ code: '驗證碼須為 6 位數字' });
    expect(errorsOf(verifyEmailCodeSchema, {})).toEqual({ code: '驗證碼為必填' });
  });
});
