import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from './field-errors.js';
import { updateSocialSchema } from './update-social.js';

const errorsOf = (input: unknown): Record<string, string> => {
  const result = updateSocialSchema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('updateSocialSchema', () => {
  it('accepts either contact or both', () => {
    expect(updateSocialSchema.parse({ contact_line: 'amy_lin' })).toEqual({ contact_line: 'amy_lin' });
    expect(updateSocialSchema.parse({ contact_skype: 'live:amy' })).toEqual({ contact_skype: 'live:amy' });
    expect(updateSocialSchema.safeParse({ contact_line: 'a', contact_skype: 'b' }).success).toBe(true);
  });

  it('needs at least one', () => {
    expect(errorsOf({})).toEqual({ contact_line: '請您擇一填寫', contact_skype: '請您擇一填寫' });
    expect(errorsOf({ contact_line: ' ', contact_skype: '' })).toEqual({
      contact_line: '請您擇一填寫',
      contact_skype: '請您擇一填寫',
    });
  });

  it('limits each to 50 characters and refuses unknown fields', () => {
    expect(errorsOf({ contact_line: 'a'.repeat(51), wechat: 'x' })).toEqual({
      contact_line: 'LINE ID不能超過 50 個字',
      wechat: '不允許的欄位',
    });
  });
});
