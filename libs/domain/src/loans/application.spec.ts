import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { isFastApply, loanApplicationDraftShape, loanApplicationSchema } from './application.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const address = { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' };

const valid = {
  purpose: 'tuition',
  description: '就讀研究所需要支付第一年學費，畢業後以薪資分期償還。',
  amount_ten_thousand: '30',
  period: '24',
  prefer_principal_repayment_option: 'equal_installment',
  repayment_plan: '每月薪資撥款後自動轉帳還款。',
  value_date_type: 'before_date',
  value_date: '2030/03/01',
  receipt_processing: 'donate',
  marketing_code: 'SPRING2025',
  alliance_code: 'M00001234',
  jcic_return: 'upload',
  agree_contact: true,
  agree_transfer: false,
  no_tort: true,
  usage_auth: true,
  third_party_auth: true,
};

describe('loanApplicationSchema', () => {
  it('parses a valid application block, amounts and periods as numbers', () => {
    expect(loanApplicationSchema.parse(valid)).toEqual({
      ...valid,
      amount_ten_thousand: 30,
      period: 24,
    });
  });

  it('requires each field of the general flow', () => {
    expect(errorsOf(loanApplicationSchema, {})).toEqual({
      purpose: '借款用途為必填',
      description: '借款說明為必填',
      amount_ten_thousand: '借款金額（萬元）為必填',
      period: '借款期數為必填',
      value_date_type: '撥款日期方式為必填',
      receipt_processing: '發票處理方式為必填',
      jcic_return: '聯徵報告提供方式為必填',
      no_tort: '請勾選',
      usage_auth: '請勾選',
      third_party_auth: '請勾選',
    });
  });

  it('keeps the description a free text of at most 400 characters', () => {
    expect(errorsOf(loanApplicationSchema, { ...valid, description: '借'.repeat(401) })).toEqual({
      description: '借款說明不能超過 400 個字',
    });
    expect(
      errorsOf(loanApplicationSchema, { ...valid, description: '有問題請寫信到 amy@example.com' }),
    ).toEqual({ description: '請勿在內文輸入email' });
    expect(
      errorsOf(loanApplicationSchema, { ...valid, description: '請打 0912-345-678 找我' }),
    ).toEqual({ description: '請勿在內文輸入電話' });
    expect(
      errorsOf(loanApplicationSchema, { ...valid, repayment_plan: '聯絡 02-2345-6789' }),
    ).toEqual({ repayment_plan: '請勿在內文輸入電話' });
  });

  it('takes an amount of 1 to 10000 ten-thousands and a listed period', () => {
    expect(loanApplicationSchema.parse({ ...valid, amount_ten_thousand: 1 }).amount_ten_thousand).toBe(1);
    expect(errorsOf(loanApplicationSchema, { ...valid, amount_ten_thousand: '0' })).toEqual({
      amount_ten_thousand: '借款金額（萬元）須介於 1 到 10000 之間',
    });
    expect(errorsOf(loanApplicationSchema, { ...valid, amount_ten_thousand: '10001' })).toEqual({
      amount_ten_thousand: '借款金額（萬元）須介於 1 到 10000 之間',
    });
    expect(errorsOf(loanApplicationSchema, { ...valid, amount_ten_thousand: '3萬' })).toEqual({
      amount_ten_thousand: '請只輸入數字',
    });
    expect(errorsOf(loanApplicationSchema, { ...valid, period: 30 })).toEqual({
      period: '請選擇有效的選項',
    });
    expect(loanApplicationSchema.parse({ ...valid, period: 84 }).period).toBe(84);
  });

  it('needs the value date once its type is chosen, as a real date', () => {
    const { value_date: _date, ...withoutDate } = valid;
    expect(errorsOf(loanApplicationSchema, withoutDate)).toEqual({ value_date: '撥款日期為必填' });
    expect(errorsOf(loanApplicationSchema, { ...valid, value_date: '2025/02/30' })).toEqual({
      value_date: '請輸入正確的日期 (YYYY/MM/DD)',
    });
    expect(errorsOf(loanApplicationSchema, { ...valid, value_date_type: 'asap' })).toEqual({
      value_date_type: '請選擇有效的選項',
    });
  });

  it('needs a mailing address when the receipt is mailed back', () => {
    expect(errorsOf(loanApplicationSchema, { ...valid, receipt_processing: 'return' })).toEqual({
      jcic_return_address: '發票郵寄地址為必填',
    });
    expect(
      loanApplicationSchema.parse({ ...valid, receipt_processing: 'return', jcic_return_address: address })
        .jcic_return_address,
    ).toEqual(address);
    expect(
      errorsOf(loanApplicationSchema, {
        ...valid,
        receipt_processing: 'return',
        jcic_return_address: { ...address, city: '' },
      }),
    ).toEqual({ 'jcic_return_address.city': '縣市為必填' });
    expect(errorsOf(loanApplicationSchema, { ...valid, receipt_processing: 'keep' })).toEqual({
      receipt_processing: '請選擇有效的選項',
    });
  });

  it('limits the promo and referral codes to 30 characters', () => {
    expect(
      errorsOf(loanApplicationSchema, { ...valid, marketing_code: 'X'.repeat(31), alliance_code: 'Y'.repeat(31) }),
    ).toEqual({
      marketing_code: '優惠代碼不能超過 30 個字',
      alliance_code: '推薦代碼不能超過 30 個字',
    });
  });

  it('needs the three declarations ticked and booleans for the agreements', () => {
    expect(
      errorsOf(loanApplicationSchema, { ...valid, no_tort: false, usage_auth: false, third_party_auth: false }),
    ).toEqual({ no_tort: '請勾選', usage_auth: '請勾選', third_party_auth: '請勾選' });
    expect(errorsOf(loanApplicationSchema, { ...valid, agree_transfer: 'yes' })).toEqual({
      agree_transfer: '格式不正確',
    });
  });

  it('refuses unknown fields and purposes', () => {
    expect(errorsOf(loanApplicationSchema, { ...valid, purpose: 'casino', apr: 1 })).toEqual({
      purpose: '請選擇有效的選項',
      apr: '不允許的欄位',
    });
  });
});

describe('loanApplicationDraftShape', () => {
  const draft = z.strictObject(loanApplicationDraftShape);

  it('takes any subset, clears blanks and checks what is sent', () => {
    expect(draft.parse({ purpose: 'travel', description: '' })).toEqual({
      purpose: 'travel',
      description: null,
    });
    expect(draft.parse({ jcic_return_address: { city: '臺北市' } })).toEqual({
      jcic_return_address: { city: '臺北市' },
    });
    expect(errorsOf(draft, { amount_ten_thousand: '0', period: '13' })).toEqual({
      amount_ten_thousand: '借款金額（萬元）須介於 1 到 10000 之間',
      period: '請選擇有效的選項',
    });
  });
});

describe('fast_apply', () => {
  const draft = z.strictObject(loanApplicationDraftShape);

  it('is a checkbox of the application block: true, false or cleared', () => {
    expect(loanApplicationSchema.parse({ ...valid, fast_apply: true }).fast_apply).toBe(true);
    expect(draft.parse({ fast_apply: false })).toEqual({ fast_apply: false });
    expect(draft.parse({ fast_apply: null })).toEqual({ fast_apply: null });
    expect(errorsOf(draft, { fast_apply: 'yes' })).toEqual({ fast_apply: '格式不正確' });
  });

  it('is asked for only when ticked', () => {
    expect(isFastApply({ ...valid, fast_apply: true })).toBe(true);
    expect(isFastApply({ ...valid, fast_apply: false })).toBe(false);
    expect(isFastApply({ fast_apply: 'true' })).toBe(false);
    expect(isFastApply(valid)).toBe(false);
    expect(isFastApply(undefined)).toBe(false);
    expect(isFastApply(null)).toBe(false);
  });
});
