import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  clearable,
  dropNulls,
  optionalDecimalText,
  optionalNumberChoice,
  optionalSchoolEmail,
  optionalUploadList,
  optionalWholeNumber,
  requiredNumberChoice,
  requiredWholeNumber,
} from './fields.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const UPLOAD_ID = '0b7e3f9c-5a2d-4e1b-8c3f-2d9a6e7b1c40';

describe('whole numbers', () => {
  const amount = z.object({ n: requiredWholeNumber('金額', { min: 1, max: 10_000 }) });
  const optional = z.object({ n: optionalWholeNumber('張數', { max: 99 }) });

  it('accept digits or a JSON number and parse to a number', () => {
    expect(amount.parse({ n: ' 30 ' })).toEqual({ n: 30 });
    expect(amount.parse({ n: 10_000 })).toEqual({ n: 10_000 });
    expect(optional.parse({ n: '' })).toEqual({ n: undefined });
    expect(optional.parse({})).toEqual({});
  });

  it('refuse non-digits, then apply the bounds', () => {
    expect(errorsOf(amount, {})).toEqual({ n: '金額為必填' });
    expect(errorsOf(amount, { n: '' })).toEqual({ n: '金額為必填' });
    expect(errorsOf(amount, { n: '1.5' })).toEqual({ n: '請只輸入數字' });
    expect(errorsOf(amount, { n: -3 })).toEqual({ n: '請只輸入數字' });
    expect(errorsOf(amount, { n: '0' })).toEqual({ n: '金額須介於 1 到 10000 之間' });
    expect(errorsOf(amount, { n: '10001' })).toEqual({ n: '金額須介於 1 到 10000 之間' });
    expect(errorsOf(optional, { n: '100' })).toEqual({ n: '張數不能大於 99' });
    expect(errorsOf(optional, { n: true })).toEqual({ n: '格式不正確' });
  });

  it('check the typed length before the minimum', () => {
    const bill = z.object({ n: requiredWholeNumber('帳單金額', { min: 1, maxLength: 10 }) });
    expect(errorsOf(bill, { n: '12345678901' })).toEqual({ n: '帳單金額不能超過 10 個字' });
    expect(errorsOf(bill, { n: '0' })).toEqual({ n: '帳單金額不能小於 1' });
  });
});

describe('number choices', () => {
  it('accept only listed numbers', () => {
    const period = z.object({ p: optionalNumberChoice([12, 24] as const) });
    expect(period.parse({ p: '24' })).toEqual({ p: 24 });
    expect(period.parse({ p: 12 })).toEqual({ p: 12 });
    expect(errorsOf(period, { p: '13' })).toEqual({ p: '請選擇有效的選項' });
    expect(errorsOf(period, { p: '12.0' })).toEqual({ p: '請選擇有效的選項' });
    const required = z.object({ p: requiredNumberChoice('期數', [12, 24] as const) });
    expect(errorsOf(required, {})).toEqual({ p: '期數為必填' });
    expect(errorsOf(required, { p: 36 })).toEqual({ p: '請選擇有效的選項' });
  });
});

describe('decimal text', () => {
  it('keeps at most the given decimals as exact text', () => {
    const gpa = z.object({ g: optionalDecimalText(2) });
    expect(gpa.parse({ g: '3.50' })).toEqual({ g: '3.5' });
    expect(gpa.parse({ g: 85 })).toEqual({ g: '85' });
    expect(errorsOf(gpa, { g: '3.555' })).toEqual({ g: '請輸入數字' });
    expect(errorsOf(gpa, { g: 'A+' })).toEqual({ g: '請輸入數字' });
  });
});

describe('school e-mail', () => {
  it('needs a valid address with .edu', () => {
    const email = z.object({ e: optionalSchoolEmail() });
    expect(email.parse({ e: 'B12345@NTU.EDU.TW' })).toEqual({ e: 'b12345@ntu.edu.tw' });
    expect(errorsOf(email, { e: 'amy@gmail.com' })).toEqual({ e: '這不是學校Email哦' });
    expect(errorsOf(email, { e: 'not-an-email.edu' })).toEqual({ e: '請輸入有效的 email' });
  });
});

describe('upload lists', () => {
  it('hold upload ids, at most 10', () => {
    const files = z.object({ f: optionalUploadList('健保卡') });
    expect(files.parse({ f: [UPLOAD_ID] })).toEqual({ f: [UPLOAD_ID] });
    expect(errorsOf(files, { f: ['x'] })).toEqual({ 'f.0': '檔案無效，請重新上傳' });
    expect(errorsOf(files, { f: Array.from({ length: 11 }, () => UPLOAD_ID) })).toEqual({
      f: '最多只能上傳 10 個檔案',
    });
  });
});

describe('autosave fields', () => {
  const draft = z.strictObject({ n: clearable(requiredWholeNumber('金額', { min: 1 })) });

  it('read absent as unchanged, blank or null as cleared, and check what is sent', () => {
    expect(draft.parse({})).toEqual({});
    expect(draft.parse({ n: '' })).toEqual({ n: null });
    expect(draft.parse({ n: null })).toEqual({ n: null });
    expect(draft.parse({ n: '5' })).toEqual({ n: 5 });
    expect(errorsOf(draft, { n: 'x' })).toEqual({ n: '請只輸入數字' });
  });

  it('drops cleared values before the full check', () => {
    expect(
      dropNulls({ a: null, b: 1, c: { d: null, e: 'x' }, f: [{ g: null, h: 2 }], i: undefined }),
    ).toEqual({ b: 1, c: { e: 'x' }, f: [{ h: 2 }] });
    expect(dropNulls('x')).toBe('x');
  });
});
