import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { withdrawRequestSchema } from '../account/schemas.js';
import { TWO_FACTOR_TEXTS, normalizeRecoveryCode, twoFactorCodeSchema, twoFactorLoginSchema } from './index.js';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof zodIssuesToFieldErrors>[0] }): Record<string, string> =>
  result.success || !result.error ? {} : zodIssuesToFieldErrors(result.error);

describe('two-factor schemas', () => {
  it('takes six digits, refuses anything else with the field message', () => {
    expect(twoFactorCodeSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    expect(errorsOf(twoFactorCodeSchema.safeParse({}))).toEqual({ code: `${TWO_FACTOR_TEXTS.codeLabel}為必填` });
    for (const code of ['12345', '1234567', '12a456', '１２３４５６']) {
      expect(errorsOf(twoFactorCodeSchema.safeParse({ code }))).toEqual({ code: TWO_FACTOR_TEXTS.codeFormat });
    }
  });

  it('the login step takes a code or a recovery code, not both and not neither', () => {
    expect(twoFactorLoginSchema.parse({ code: '123456' })).toEqual({ code: '123456', recovery_code: undefined });
    expect(twoFactorLoginSchema.parse({ recovery_code: 'ABCDE-FGHJK' })).toEqual({ code: undefined, recovery_code: 'ABCDE-FGHJK' });
    expect(errorsOf(twoFactorLoginSchema.safeParse({}))).toEqual({ code: TWO_FACTOR_TEXTS.codeOrRecovery });
    expect(errorsOf(twoFactorLoginSchema.safeParse({ code: '123456', recovery_code: 'abcde-fghjk' }))).toEqual({
      code: TWO_FACTOR_TEXTS.codeOrRecovery,
    });
    expect(errorsOf(twoFactorLoginSchema.safeParse({ recovery_code: 'short' }))).toEqual({ recovery_code: TWO_FACTOR_TEXTS.recoveryCodeInvalid });
  });

  it('reads a recovery code without dashes, spaces or case', () => {
    expect(normalizeRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
  });

  it('a withdrawal takes an optional code; a blank one is no code', () => {
    expect(withdrawRequestSchema.parse({ password: 'secret1', totp_code: '' }).totp_code).toBeUndefined();
    expect(withdrawRequestSchema.parse({ password: 'secret1', totp_code: '654321' }).totp_code).toBe('654321');
    expect(withdrawRequestSchema.safeParse({ password: 'secret1', totp_code: '65432' }).success).toBe(false);
  });
});
