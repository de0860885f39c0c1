import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from './field-errors.js';
import {
  makeMemberBasicCorporateSchema,
  makeMemberBasicPersonSchema,
  makeMemberBasicSchema,
  memberBasicSchema,
} from './member-basic.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

/** 2024/06/15 in Taiwan. */
const TODAY = new Date('2024-06-15T04:00:00Z');

const person = {
  member_type: 'person',
  firstname: '小明',
  lastname: '王',
  birthday: '2006/06/15',
  gender: 'male',
  education_level: 'bachelor',
  safe_question_type: 'first_pet',
  safe_question_answer: '小白',
};

const corporate = {
  ...person,
  member_type: 'corporate',
  company_name: '信橋科技股份有限公司',
  tax_id: '22099131',
  contact_name: '王小明',
};

describe('memberBasicSchema (person)', () => {
  const schema = makeMemberBasicSchema(TODAY);

  it('parses a valid payload', () => {
    expect(schema.parse(person)).toEqual(person);
  });

  it('requires each field', () => {
    expect(errorsOf(schema, { member_type: 'person' })).toEqual({
      firstname: '名字為必填',
      lastname: '姓氏為必填',
      birthday: '生日為必填',
      gender: '性別為必填',
      education_level: '教育程度為必填',
      safe_question_type: '安全提示問題為必填',
      safe_question_answer: '安全提示答案為必填',
    });
  });

  it('limits names to 10 characters', () => {
    expect(errorsOf(schema, { ...person, firstname: '一二三四五六七八九十', lastname: '一二三四五六七八九十壹' })).toEqual({
      lastname: '姓氏不能超過 10 個字',
    });
  });

  it('needs a real YYYY/MM/DD birthday from 1900 on', () => {
    for (const birthday of ['2006/02/30', '2006-06-15', '15/06/2006', '1899/12/31']) {
      expect(errorsOf(schema, { ...person, birthday })).toEqual({
        birthday: '請輸入正確的日期 (YYYY/MM/DD)',
      });
    }
  });

  it('needs the person to be at least 18 on today', () => {
    expect(schema.safeParse({ ...person, birthday: '2006/06/15' }).success).toBe(true);
    expect(errorsOf(schema, { ...person, birthday: '2006/06/16' })).toEqual({
      birthday: '須年滿 18 歲',
    });
    expect(errorsOf(schema, { ...person, birthday: '2030/01/01' })).toEqual({
      birthday: '須年滿 18 歲',
    });
  });

  it('needs the custom question when the type is other, up to 30 characters', () => {
    const other = { ...person, safe_question_type: 'other' };
    expect(errorsOf(schema, other)).toEqual({ safe_question_other: '自訂安全提示問題為必填' });
    expect(errorsOf(schema, { ...other, safe_question_other: '  ' })).toEqual({
      safe_question_other: '自訂安全提示問題為必填',
    });
    expect(errorsOf(schema, { ...other, safe_question_other: '字'.repeat(31) })).toEqual({
      safe_question_other: '自訂安全提示問題不能超過 30 個字',
    });
    expect(schema.parse({ ...other, safe_question_other: '我的幸運數字？' })).toMatchObject({
      safe_question_other: '我的幸運數字？',
    });
  });

  it('reports the missing custom question together with other errors', () => {
    expect(errorsOf(schema, { ...person, firstname: '', safe_question_type: 'other' })).toEqual({
      firstname: '名字為必填',
      safe_question_other: '自訂安全提示問題為必填',
    });
  });

  it('refuses unknown options and corporate fields on a person', () => {
    expect(errorsOf(schema, { ...person, gender: 'x', tax_id: '22099131' })).toEqual({
      gender: '請選擇有效的選項',
      tax_id: '不允許的欄位',
    });
  });
});

describe('memberBasicSchema (corporate)', () => {
  const schema = makeMemberBasicSchema(TODAY);

  it('parses a valid payload', () => {
    expect(schema.parse(corporate)).toEqual(corporate);
  });

  it('requires the company fields', () => {
    expect(errorsOf(schema, { ...corporate, company_name: '', tax_id: '', contact_name: '' })).toEqual({
      company_name: '公司名稱為必填',
      tax_id: '統一編號為必填',
      contact_name: '聯絡人姓名為必填',
    });
  });

  it('checks lengths and the tax id checksum', () => {
    expect(
      errorsOf(schema, {
        ...corporate,
        company_name: '公'.repeat(31),
        tax_id: '12345678901',
        contact_name: '名'.repeat(31),
      }),
    ).toEqual({
      company_name: '公司名稱不能超過 30 個字',
      tax_id: '統一編號不能超過 10 個字',
      contact_name: '聯絡人姓名不能超過 30 個字',
    });
    expect(errorsOf(schema, { ...corporate, tax_id: '22099132' })).toEqual({
      tax_id: '不是有效的統一編號',
    });
  });

  it('checks the contact person like a person', () => {
    expect(errorsOf(schema, { ...corporate, birthday: '2010/01/01' })).toEqual({
      birthday: '須年滿 18 歲',
    });
  });
});

describe('memberBasicSchema (member_type)', () => {
  it('requires a known member type', () => {
    expect(errorsOf(memberBasicSchema, {})).toEqual({ member_type: '會員類型為必填' });
    expect(errorsOf(memberBasicSchema, { ...person, member_type: 'robot' })).toEqual({
      member_type: '請選擇有效的選項',
    });
  });

  it('the single-type schemas refuse the other type', () => {
    expect(errorsOf(makeMemberBasicPersonSchema(TODAY), corporate)).toMatchObject({
      member_type: '請選擇有效的選項',
    });
    expect(errorsOf(makeMemberBasicCorporateSchema(TODAY), person)).toMatchObject({
      member_type: '請選擇有效的選項',
    });
  });
});

describe('memberBasicSchema (clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the current date at parse time', () => {
    vi.useFakeTimers();
    const payload = { ...person, birthday: '2006/06/15' };
    vi.setSystemTime(new Date('2024-06-14T04:00:00Z'));
    expect(errorsOf(memberBasicSchema, payload)).toEqual({ birthday: '須年滿 18 歲' });
    vi.setSystemTime(new Date('2024-06-15T04:00:00Z'));
    expect(memberBasicSchema.safeParse(payload).success).toBe(true);
  });
});
