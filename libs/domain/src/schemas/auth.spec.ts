import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth.js';
import { zodIssuesToFieldErrors } from './field-errors.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('loginSchema', () => {
  const valid = { email: 'Amy@Example.com ', password: 'secret1' };

  it('parses a valid payload, trimming and lower-casing the e-mail', () => {
    expect(loginSchema.parse({ ...valid, next: '/member/basic?x=1' })).toEqual({
      email: 'amy@example.com',
      password: 'secret1',
      next: '/member/basic?x=1',
    });
  });

  it('requires email and password', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ email: 'Email為必填', password: '密碼為必填' });
    expect(errorsOf(loginSchema, { email: '  ', password: '' })).toEqual({
      email: 'Email為必填',
      password: '密碼為必填',
    });
  });

  it('checks the e-mail format and the password length', () => {
    expect(errorsOf(loginSchema, { email: 'amy@', password: '12345' })).toEqual({
      email: '請輸入有效的 email',
      password: '密碼至少需要 6 個字',
    });
  });

  it('does not apply the new-password rule at sign-in', () => {
    expect(loginSchema.safeParse({ email: 'a@b.tw', password: 'abcdef' }).success).toBe(true);
  });

  it('refuses a next that leaves the site', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'member']) {
      expect(errorsOf(loginSchema, { ...valid, next })).toEqual({ next: '無效的返回網址' });
    }
  });

  it('refuses an unknown field', () => {
    expect(errorsOf(loginSchema, { ...valid, remember: true })).toEqual({
      remember: '不允許的欄位',
    });
  });
});

describe('registerSchema', () => {
  const valid = {
    email: 'amy@example.com',
    email_confirmation: 'AMY@example.com',
    mobile: '0912345678',
    password: 'amy2468x',
    password_confirmation: 'amy2468x',
    member_type: 'person',
    intent: 'both',
    agree_policy: true,
  };

  it('parses a valid payload', () => {
    expect(registerSchema.parse(valid)).toMatchObject({
      email: 'amy@example.com',
      email_confirmation: 'amy@example.com',
    });
  });

  it('requires every field', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      email: 'Email為必填',
      email_confirmation: '確認 Email為必填',
      mobile: '手機號碼為必填',
      password: '密碼為必填',
      password_confirmation: '確認密碼為必填',
      member_type: '會員類型為必填',
      intent: '註冊目的為必填',
      agree_policy: '同意條款為必填',
    });
  });

  it('needs matching confirmations', () => {
    expect(
      errorsOf(registerSchema, {
        ...valid,
        email_confirmation: 'other@example.com',
        password_confirmation: 'abc124',
      }),
    ).toEqual({ email_confirmation: '兩次輸入不相同', password_confirmation: '兩次輸入不相同' });
  });

  it('reports a mismatch alongside errors in other fields', () => {
    expect(errorsOf(registerSchema, { ...valid, mobile: '', password_confirmation: 'x' })).toEqual({
      mobile: '手機號碼為必填',
      password_confirmation: '兩次輸入不相同',
    });
  });

  it('flags a confirmation that differs from the password even while the password fails its rule', () => {
    expect(errorsOf(registerSchema, { ...valid, password: 'abcdefgh', password_confirmation: 'abcdefgi' })).toEqual({
      password: '密碼需至少包含一個字母與一個數字',
      password_confirmation: '兩次輸入不相同',
    });
    expect(errorsOf(resetPasswordSchema, { token: 't0k3n', password: 'ab1', password_confirmation: 'ab2' })).toEqual({
      password: '密碼至少需要 8 個字',
      password_confirmation: '兩次輸入不相同',
    });
    expect(errorsOf(registerSchema, { ...valid, password: '', password_confirmation: 'abc123' })).toEqual({
      password: '密碼為必填',
    });
  });

  it('applies the password rule', () => {
    expect(errorsOf(registerSchema, { ...valid, password: 'abcdefgh', password_confirmation: 'abcdefgh' })).toEqual({
      password: '密碼需至少包含一個字母與一個數字',
    });
    expect(errorsOf(registerSchema, { ...valid, password: 'ab1', password_confirmation: 'ab1' })).toEqual({
      password: '密碼至少需要 8 個字',
    });
  });

  it('asks at least 8 characters of a new password, while sign-in still takes 6', () => {
    expect(errorsOf(registerSchema, { ...valid, password: 'abc1234', password_confirmation: 'abc1234' })).toEqual({
      password: '密碼至少需要 8 個字',
    });
    expect(errorsOf(resetPasswordSchema, { token: 't', password: 'abc1234', password_confirmation: 'abc1234' })).toEqual({
      password: '密碼至少需要 8 個字',
    });
    expect(loginSchema.safeParse({ email: 'a@b.tw', password: 'abc123' }).success).toBe(true);
  });

  it('takes a mobile of 09 and 8 digits, and says 不是有效的手機號碼 for any other', () => {
    expect(errorsOf(registerSchema, { ...valid, mobile: '091234567' })).toEqual({
      mobile: '不是有效的手機號碼',
    });
    expect(errorsOf(registerSchema, { ...valid, mobile: '0812345678' })).toEqual({
      mobile: '不是有效的手機號碼',
    });
  });

  it('needs the policy ticked and known options', () => {
    expect(
      errorsOf(registerSchema, { ...valid, agree_policy: false, member_type: 'robot', intent: 'x' }),
    ).toEqual({
      agree_policy: '同意條款為必填',
      member_type: '請選擇有效的選項',
      intent: '請選擇有效的選項',
    });
  });

  it('refuses an unknown field', () => {
    expect(errorsOf(registerSchema, { ...valid, is_admin: true })).toEqual({
      is_admin: '不允許的欄位',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a valid e-mail', () => {
    expect(forgotPasswordSchema.parse({ email: 'a@b.tw' })).toEqual({ email: 'a@b.tw' });
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({ email: '請輸入有效的 email' });
    expect(errorsOf(forgotPasswordSchema, { email: 'a@b.tw', x: 1 })).toEqual({ x: '不允許的欄位' });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { token: 't0k3n', password: 'newpass1', password_confirmation: 'newpass1' };

  it('parses a valid payload', () => {
    expect(resetPasswordSchema.parse(valid)).toEqual(valid);
  });

  it('requires a token and matching new passwords', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, token: '', password_confirmation: 'x' })).toEqual({
      token: '重設密碼憑證為必填',
      password_confirmation: '兩次輸入不相同',
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, extra: 1 })).toEqual({ extra: '不允許的欄位' });
  });
});

describe('changePasswordSchema', () => {
  const valid = { old_password: 'oldpass', password: 'newpass1', password_confirmation: 'newpass1' };

  it('parses a valid payload', () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid);
  });

  it('requires the old password with at least 6 characters', () => {
    expect(errorsOf(changePasswordSchema, { ...valid, old_password: '' })).toEqual({
      old_password: '舊密碼為必填',
    });
    expect(errorsOf(changePasswordSchema, { ...valid, old_password: '12345' })).toEqual({
      old_password: '舊密碼至少需要 6 個字',
    });
  });

  it('applies the new-password rule and confirmation', () => {
    expect(
      errorsOf(changePasswordSchema, { ...valid, password: '12345678', password_confirmation: '87654321' }),
    ).toEqual({ password: '密碼需至少包含一個字母與一個數字', password_confirmation: '兩次輸入不相同' });
    expect(errorsOf(changePasswordSchema, { ...valid, password_confirmation: 'newpass2' })).toEqual({
      password_confirmation: '兩次輸入不相同',
    });
    expect(errorsOf(changePasswordSchema, { ...valid, token: 'x' })).toEqual({ token: '不允許的欄位' });
  });
});
