import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from './field-errors.js';
import { memberProfileSchema } from './member-profile.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const address = { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' };

const valid = {
  resident_id: 'A123456789',
  marriage_status: 'single',
  children_count: '0',
  house_type: 'rent',
  registered_address: address,
  current_address: { ...address, zip_code: '10048' },
};

describe('memberProfileSchema', () => {
  it('parses a valid payload', () => {
    expect(memberProfileSchema.parse(valid)).toEqual({ ...valid, same_as_registered: false });
  });

  it('normalises the identity number and accepts resident certificates', () => {
    expect(memberProfileSchema.parse({ ...valid, resident_id: ' a123456789 ' }).resident_id).toBe(
      'A123456789',
    );
    expect(memberProfileSchema.safeParse({ ...valid, resident_id: 'AC01234567' }).success).toBe(true);
    expect(memberProfileSchema.safeParse({ ...valid, resident_id: 'F912345678' }).success).toBe(true);
  });

  it('requires each field', () => {
    expect(errorsOf(memberProfileSchema, {})).toEqual({
      resident_id: '身分證字號或居留證號為必填',
      marriage_status: '婚姻狀況為必填',
      children_count: '子女人數為必填',
      house_type: '居住狀況為必填',
      registered_address: '戶籍地址為必填',
      current_address: '通訊地址為必填',
    });
  });

  it('refuses an invalid identity number', () => {
    expect(errorsOf(memberProfileSchema, { ...valid, resident_id: 'A123456788' })).toEqual({
      resident_id: '不是有效的身分證字號或居留證',
    });
  });

  it('checks each address part', () => {
    expect(
      errorsOf(memberProfileSchema, {
        ...valid,
        registered_address: { zip_code: '10', city: '', district: '', address: '' },
      }),
    ).toEqual({
      'registered_address.zip_code': '郵遞區號須為 3 到 5 位數字',
      'registered_address.city': '縣市為必填',
      'registered_address.district': '鄉鎮市區為必填',
      'registered_address.address': '地址為必填',
    });
    expect(
      errorsOf(memberProfileSchema, { ...valid, registered_address: { ...address, floor: '3' } }),
    ).toEqual({ 'registered_address.floor': '不允許的欄位' });
  });

  it('needs the current address unless it is the registered one', () => {
    const { current_address: _current, ...withoutCurrent } = valid;
    expect(errorsOf(memberProfileSchema, withoutCurrent)).toEqual({
      current_address: '通訊地址為必填',
    });
    expect(memberProfileSchema.parse({ ...withoutCurrent, same_as_registered: true })).toEqual({
      ...withoutCurrent,
      same_as_registered: true,
    });
  });

  it('takes the phone code and number together, each in its digit range', () => {
    expect(memberProfileSchema.parse({ ...valid, phone_code: '02', phone_number: '23456789' })).toMatchObject({
      phone_code: '02',
      phone_number: '23456789',
    });
    expect(memberProfileSchema.parse({ ...valid, phone_code: '', phone_number: '' })).toMatchObject({
      phone_code: undefined,
      phone_number: undefined,
    });
    expect(errorsOf(memberProfileSchema, { ...valid, phone_code: '02' })).toEqual({
      phone_number: '電話號碼為必填',
    });
    expect(errorsOf(memberProfileSchema, { ...valid, phone_number: '23456789' })).toEqual({
      phone_code: '電話區碼為必填',
    });
    expect(errorsOf(memberProfileSchema, { ...valid, phone_code: '2', phone_number: '12345' })).toEqual({
      phone_code: '電話區碼須為 2 到 4 位數字',
      phone_number: '電話號碼須為 6 到 8 位數字',
    });
  });

  it('refuses an unknown field and unknown options', () => {
    expect(errorsOf(memberProfileSchema, { ...valid, house_type: 'castle', income: 1 })).toEqual({
      house_type: '請選擇有效的選項',
      income: '不允許的欄位',
    });
  });
});
