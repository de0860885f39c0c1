import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from './field-errors.js';
import { freeTextSchema } from './free-text.js';

const errorsOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('freeTextSchema', () => {
  const description = freeTextSchema('借款說明', 400);

  it('accepts plain text, trimmed', () => {
    expect(description.parse('  我需要資金周轉，預計 12 期還清，每月可還 5000 元。 ')).toBe(
      '我需要資金周轉，預計 12 期還清，每月可還 5000 元。',
    );
  });

  it('is required by default', () => {
    expect(errorsOf(description, '')).toEqual({ _: '借款說明為必填' });
    expect(errorsOf(description, undefined)).toEqual({ _: '借款說明為必填' });
  });

  it('limits the length', () => {
    expect(description.safeParse('字'.repeat(400)).success).toBe(true);
    expect(errorsOf(description, '字'.repeat(401))).toEqual({ _: '借款說明不能超過 400 個字' });
  });

  it('refuses e-mail addresses and phone numbers', () => {
    expect(errorsOf(description, '請寄信到 amy@example.com')).toEqual({ _: '請勿在內文輸入email' });
    expect(errorsOf(description, '打給我 0912-345-678')).toEqual({ _: '請勿在內文輸入電話' });
  });

  it('can be optional', () => {
    const note = freeTextSchema('備註', 100, { required: false });
    expect(note.parse('')).toBeUndefined();
    expect(note.parse(undefined)).toBeUndefined();
    expect(errorsOf(note, '(02)23456789')).toEqual({ _: '請勿在內文輸入電話' });
  });
});
