import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import * as shared from '../index.js';
import {
  isCommonPassword,
  serverChangePasswordSchema,
  serverRegisterSchema,
  serverResetPasswordSchema,
} from './common-password.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

/** Fifteen passwords found at the top of every leaked-password list that pass the letter-and-digit rule. */
const COMMON = [
  'password1',
  'qwerty123',
  'abc12345',
  'Aa123456',
  '1q2w3e4r',
  'a1234567',
  'iloveyou1',
  'admin123',
  'passw0rd',
  'zaq12wsx',
  'qwer1234',
  '1qaz2wsx',
  'p@ssw0rd',
  'Abcd1234',
  'test1234',
];

describe('isCommonPassword', () => {
  it.each(COMMON)('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Xinqiao88lb', 'Lb-Demo-2026', 'Demo1234', 'Member8421'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('counts the e-mail as something an attacker knows', () => {
    expect(isCommonPassword('amychen88', ['amychen88@example.com'])).toBe(true);
    expect(isCommonPassword('amychen88')).toBe(false);
  });
});

describe('the server schemas', () => {
  const register = {
    email: 'amy@example.com',
    email_confirmation: 'amy@example.com',
    mobile: '0912345678',
    password: 'qwerty123',
    password_confirmation: 'qwerty123',
    member_type: 'person',
    intent: 'both',
    agree_policy: true,
  };

  it('refuse a common password at registration, reset and change, under the password field', () => {
    expect(errorsOf(serverRegisterSchema, register)).toEqual({ password: MESSAGES.passwordCommon });
    expect(
      errorsOf(serverResetPasswordSchema, { token: 't', password: 'password1', password_confirmation: 'password1' }),
    ).toEqual({ password: MESSAGES.passwordCommon });
    expect(
      errorsOf(serverChangePasswordSchema, {
        old_password: 'whatever1',
        password: 'Aa123456',
        password_confirmation: 'Aa123456',
      }),
    ).toEqual({ password: MESSAGES.passwordCommon });
  });

  it('keep one message per field: a password breaking the form rules is not judged again', () => {
    expect(errorsOf(serverRegisterSchema, { ...register, password: 'abc123', password_confirmation: 'abc123' })).toEqual({
      password: '密碼至少需要 8 個字',
    });
  });

  it('accept a password that is not common', () => {
    expect(
      serverRegisterSchema.safeParse({ ...register, password: 'Xinqiao88lb', password_confirmation: 'Xinqiao88lb' })
        .success,
    ).toBe(true);
  });

  it('stay out of the shared entry the browsers load', () => {
    expect(Object.keys(shared)).not.toContain('isCommonPassword');
    expect(Object.keys(shared)).not.toContain('serverRegisterSchema');
  });
});
