import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from './field-errors.js';
import { memberBankSchema, updateBankSchema } from './member-bank.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const ids = [
  '3f0e7c2a-5b1d-4c8e-9a6f-1d2e3f4a5b6c',
  '7a9b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  'b1c2d3e4-f5a6-4b7c-9d8e-0f1a2b3c4d5e',
] as const;

const valid = {
  bank_code: '812',
  branch_code: '0012',
  account: '12345678901234',
  account_confirmation: '12345678901234',
  proof_type: 'bankbook',
  bankbook_cover_image: ids[0],
  id_card_front_image: ids[1],
  id_card_back_image: ids[2],
};

describe('memberBankSchema', () => {
  it('parses a valid payload', () => {
    expect(memberBankSchema.parse(valid)).toEqual(valid);
    const { branch_code: _branch, ...noBranch } = valid;
    expect(memberBankSchema.safeParse(noBranch).success).toBe(true);
  });

  it('requires each field', () => {
    expect(errorsOf(memberBankSchema, {})).toEqual({
      bank_code: '銀行代碼為必填',
      account: '銀行帳號為必填',
      account_confirmation: '確認銀行帳號為必填',
      proof_type: '帳戶證明文件為必填',
      id_card_front_image: '身分證或居留證正面照片為必填',
      id_card_back_image: '身分證或居留證反面照片為必填',
    });
  });

  it('checks codes and the account', () => {
    expect(
      errorsOf(memberBankSchema, {
        ...valid,
        bank_code: '81',
        branch_code: '12',
        account: '12345-6789',
        account_confirmation: '12345-6789',
      }),
    ).toEqual({
      bank_code: '銀行代碼須為 3 位數字',
      branch_code: '分行代碼須為 4 位數字',
      account: '請只輸入數字',
    });
    expect(errorsOf(memberBankSchema, { ...valid, account: '123456789', account_confirmation: '123456789' })).toEqual({
      account: '銀行帳號至少需要 10 個字',
    });
  });

  it('needs the account confirmed', () => {
    expect(errorsOf(memberBankSchema, { ...valid, account_confirmation: '12345678901235' })).toEqual({
      account_confirmation: '兩次輸入不相同',
    });
  });

  it('needs the proof image of the chosen type', () => {
    const { bankbook_cover_image: _cover, ...noCover } = valid;
    expect(errorsOf(memberBankSchema, noCover)).toEqual({ bankbook_cover_image: '存摺封面照片為必填' });
    expect(errorsOf(memberBankSchema, { ...noCover, proof_type: 'atm_card' })).toEqual({
      atm_card_image: '金融卡照片為必填',
    });
    expect(memberBankSchema.safeParse({ ...noCover, proof_type: 'atm_card', atm_card_image: ids[0] }).success).toBe(true);
  });

  it('takes upload ids only', () => {
    expect(errorsOf(memberBankSchema, { ...valid, id_card_front_image: '/etc/passwd' })).toEqual({
      id_card_front_image: '檔案無效，請重新上傳',
    });
  });

  it('refuses an unknown field', () => {
    expect(errorsOf(memberBankSchema, { ...valid, code: '123456' })).toEqual({ code: '不允許的欄位' });
  });
});

describe('updateBankSchema', () => {
  it('also needs the 6-digit mobile code', () => {
    expect(updateBankSchema.parse({ ...valid, code: '123456' })).toEqual({ ...valid, code: '123456' });
    expect(errorsOf(updateBankSchema, valid)).toEqual({ code: '驗證碼為必填' });
    expect(errorsOf(updateBankSchema, { ...valid, code: '12345' })).toEqual({ code: '驗證碼須為 6 位數字' });
    expect(errorsOf(updateBankSchema, { ...valid, code: '123456', account_confirmation: '1' })).toEqual({
      account_confirmation: '兩次輸入不相同',
    });
    expect(errorsOf(updateBankSchema, { ...valid, code: '123456', x: 1 })).toEqual({ x: '不允許的欄位' });
  });
});
