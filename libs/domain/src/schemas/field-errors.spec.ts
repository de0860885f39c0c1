import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROOT_ERROR_KEY, zodIssuesToFieldErrors } from './field-errors.js';

describe('zodIssuesToFieldErrors', () => {
  const schema = z
    .strictObject({
      name: z.string().min(2, '太短').regex(/^[a-z]+$/, '只能小寫'),
      address: z.strictObject({ city: z.string('縣市為必填') }),
      files: z.array(z.string('檔案錯誤')),
      start: z.number(),
      end: z.number(),
    })
    .refine((value) => value.start <= value.end, '開始不能晚於結束');

  const errorsOf = (input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return zodIssuesToFieldErrors(result.error);
  };

  it('keeps the first message of each dotted path', () => {
    expect(
      errorsOf({ name: 'A', address: {}, files: ['a', 1], start: 1, end: 2 }),
    ).toEqual({ name: '太短', 'address.city': '縣市為必填', 'files.1': '檔案錯誤' });
  });

  it('gives each unknown key its own path with the unknown-field message', () => {
    expect(
      errorsOf({ name: 'ab', address: { city: '臺北市', floor: 3 }, files: [], start: 1, end: 2, a: 1, b: 2 }),
    ).toEqual({ 'address.floor': '不允許的欄位', a: '不允許的欄位', b: '不允許的欄位' });
  });

  it('puts root-level errors under "_"', () => {
    expect(ROOT_ERROR_KEY).toBe('_');
    expect(errorsOf({ name: 'ab', address: { city: 'x' }, files: [], start: 3, end: 2 })).toEqual({
      _: '開始不能晚於結束',
    });
  });

  it('returns an empty map for no issues', () => {
    expect(zodIssuesToFieldErrors({ issues: [] })).toEqual({});
  });
});
