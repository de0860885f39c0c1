import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from './field-errors.js';
import { updateProfileSchema } from './update-profile.js';

const errorsOf = (input: unknown): Record<string, string> => {
  const result = updateProfileSchema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const address = { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' };

describe('updateProfileSchema', () => {
  it('accepts the password alone (nothing to change yet)', () => {
    expect(updateProfileSchema.parse({ password: 'secret1' })).toEqual({ password: 'secret1' });
  });

  it('accepts complete groups', () => {
    const full = {
      address,
      phone_code: '02',
      phone_number: '23456789',
      safe_question_type: 'other',
      safe_question_other: '我的幸運數字？',
      safe_question_answer: '7',
      password: 'secret1',
    };
    expect(updateProfileSchema.parse(full)).toEqual(full);
  });

  it('requires the password', () => {
    expect(errorsOf({})).toEqual({ password: '您需要輸入密碼喲！' });
    expect(errorsOf({ password: '' })).toEqual({ password: '您需要輸入密碼喲！' });
  });

  it('requires the whole address once a part is filled', () => {
    expect(errorsOf({ password: 'p', address: { city: '臺北市' } })).toEqual({
      'address.zip_code': '郵遞區號為必填',
      'address.district': '鄉鎮市區為必填',
      'address.address': '地址為必填',
    });
    expect(updateProfileSchema.safeParse({ password: 'p', address: { city: '', zip_code: ' ' } }).success).toBe(true);
  });

  it('requires the phone pair as a whole', () => {
    expect(errorsOf({ password: 'p', phone_number: '23456789' })).toEqual({
      phone_code: '電話區碼為必填',
    });
  });

  it('requires the safe question as a whole', () => {
    expect(errorsOf({ password: 'p', safe_question_answer: '小白' })).toEqual({
      safe_question_type: '安全提示問題為必填',
    });
    expect(errorsOf({ password: 'p', safe_question_type: 'first_pet' })).toEqual({
      safe_question_answer: '安全提示答案為必填',
    });
    expect(errorsOf({ password: 'p', safe_question_type: 'other', safe_question_answer: 'x' })).toEqual({
      safe_question_other: '自訂安全提示問題為必填',
    });
    expect(errorsOf({ password: 'p', safe_question_other: '問題？' })).toEqual({
      safe_question_type: '安全提示問題為必填',
      safe_question_answer: '安全提示答案為必填',
    });
  });

  it('reports every incomplete group at once', () => {
    expect(errorsOf({ address: { zip_code: '100' }, phone_code: '02', safe_question_type: 'first_pet' })).toEqual({
      password: '您需要輸入密碼喲！',
      'address.city': '縣市為必填',
      'address.district': '鄉鎮市區為必填',
      'address.address': '地址為必填',
      phone_number: '電話號碼為必填',
      safe_question_answer: '安全提示答案為必填',
    });
  });

  it('checks formats and refuses unknown fields', () => {
    expect(
      errorsOf({ password: 'p', phone_code: '0', phone_number: '12', safe_question_type: 'x', email: 'a@b.tw' }),
    ).toEqual({
      phone_code: '電話區碼須為 2 到 4 位數字',
      phone_number: '電話號碼須為 6 到 8 位數字',
      safe_question_type: '請選擇有效的選項',
      email: '不允許的欄位',
    });
  });
});
