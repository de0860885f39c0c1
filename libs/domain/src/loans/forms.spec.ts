import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  AGREE_POLICY_WARNING,
  LOAN_AGREEMENT_ITEMS,
  LOAN_TREATIES,
  agreePolicySchema,
  alumniVerifySchema,
  confirmTreatySchema,
  creditCardRecordSchema,
  extendDueSchema,
  guarantorSchema,
  idCardApplyDate,
  lateRepaymentSchema,
  loanAgreementSchema,
  makeStudentIdVerificationSchema,
  maskCardNumber,
} from './forms.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const UPLOAD_ID = '0b7e3f9c-5a2d-4e1b-8c3f-2d9a6e7b1c40';

describe('creditCardRecordSchema', () => {
  const valid = {
    bank: '812',
    account: '1234567890123',
    card_number: '4111111111111111',
    amount: '25800',
    bill_image: UPLOAD_ID,
  };

  it('parses a valid record', () => {
    expect(creditCardRecordSchema.parse(valid)).toEqual({ ...valid, amount: 25800 });
    const { account: _account, ...withoutAccount } = valid;
    expect(creditCardRecordSchema.safeParse({ ...withoutAccount, card_number: '378282246310005' }).success).toBe(
      true,
    );
  });

  it('takes a card number typed in groups with spaces or dashes, as its digits', () => {
    for (const typed of ['4111-1111-1111-1111', '4111 1111 1111 1111', ' 4111－1111－1111－1111 ', '3782-822463-10005']) {
      const parsed = creditCardRecordSchema.safeParse({ ...valid, card_number: typed });
      expect(parsed.success && parsed.data.card_number).toBe(typed.replace(/\D/g, ''));
    }
    expect(errorsOf(creditCardRecordSchema, { ...valid, card_number: '4111-1111-1111' })).toEqual({
      card_number: '信用卡卡號須為 15 到 16 位數字',
    });
    expect(errorsOf(creditCardRecordSchema, { ...valid, card_number: '4111/1111/1111/1111' })).toEqual({
      card_number: '信用卡卡號須為 15 到 16 位數字',
    });
  });

  it('requires the bank, card number, amount and bill image', () => {
    expect(errorsOf(creditCardRecordSchema, {})).toEqual({
      bank: '發卡銀行為必填',
      card_number: '信用卡卡號為必填',
      amount: '帳單金額為必填',
      bill_image: '帳單圖片為必填',
    });
  });

  it('checks each digit rule', () => {
    expect(
      errorsOf(creditCardRecordSchema, {
        ...valid,
        bank: '81',
        account: '123456789',
        card_number: '41111111111111112',
        amount: '0',
      }),
    ).toEqual({
      bank: '發卡銀行須為 3 位數字',
      account: '繳款帳號須為 10 到 20 位數字',
      card_number: '信用卡卡號須為 15 到 16 位數字',
      amount: '帳單金額不能小於 1',
    });
    expect(errorsOf(creditCardRecordSchema, { ...valid, amount: '12345678901' })).toEqual({
      amount: '帳單金額不能超過 10 個字',
    });
    expect(errorsOf(creditCardRecordSchema, { ...valid, amount: '1,000' })).toEqual({
      amount: '請只輸入數字',
    });
  });

  it('keeps only the last four digits of a card number', () => {
    expect(maskCardNumber('4111111111111111')).toBe('************1111');
  });
});

describe('guarantorSchema', () => {
  it('needs a valid identity number and the relationship', () => {
    expect(guarantorSchema.parse({ resident_id: 'a123456789', relationship: 'parent' })).toEqual({
      resident_id: 'A123456789',
      relationship: 'parent',
    });
    expect(errorsOf(guarantorSchema, {})).toEqual({
      resident_id: '身分證字號或居留證號為必填',
      relationship: '與借款人關係為必填',
    });
    expect(errorsOf(guarantorSchema, { resident_id: 'A123456788', relationship: 'pet' })).toEqual({
      resident_id: '不是有效的身分證字號或居留證',
      relationship: '請選擇有效的選項',
    });
  });
});

describe('studentIdVerificationSchema', () => {
  const schema = makeStudentIdVerificationSchema(new Date('2024-06-01T00:00:00Z'));
  const valid = {
    resident_id: 'A123456789',
    issue_year: '105',
    issue_month: '03',
    issue_day: '15',
    issue_site: '63000',
    apply_reason: '3',
  };

  it('parses the five selections and writes the ROC apply date', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(idCardApplyDate(valid)).toBe('1050315');
    expect(idCardApplyDate({ issue_year: '99', issue_month: '01', issue_day: '02' })).toBe('0990102');
  });

  it('requires the identity number and each selection', () => {
    expect(errorsOf(schema, {})).toEqual({
      resident_id: '身分證字號或居留證號為必填',
      issue_year: '發證年為必填',
      issue_month: '發證月為必填',
      issue_day: '發證日為必填',
      issue_site: '發證地點為必填',
      apply_reason: '領補換類別為必填',
    });
  });

  it('takes a national ID card number only', () => {
    expect(errorsOf(schema, { ...valid, resident_id: 'AC01234567' })).toEqual({
      resident_id: '不是有效的身分證字號或居留證',
    });
  });

  it('refuses unknown selections and impossible or future dates', () => {
    expect(errorsOf(schema, { ...valid, issue_month: '13', issue_site: '99999', apply_reason: '4' })).toEqual({
      issue_month: '請選擇有效的選項',
      issue_site: '請選擇有效的選項',
      apply_reason: '請選擇有效的選項',
    });
    expect(errorsOf(schema, { ...valid, issue_month: '02', issue_day: '30' })).toEqual({
      issue_day: '發證日期不正確',
    });
    expect(errorsOf(schema, { ...valid, issue_year: '113', issue_month: '06', issue_day: '02' })).toEqual({
      issue_day: '發證日期不正確',
    });
    expect(errorsOf(schema, { ...valid, issue_year: '93' })).toEqual({ issue_day: '發證日期不正確' });
  });
});

describe('alumniVerifySchema', () => {
  it('requires student id, academic and department', () => {
    expect(alumniVerifySchema.parse({ student_id: 'B03901001', academic: '電機資訊學院', department: '電機工程學系' }))
      .toEqual({ student_id: 'B03901001', academic: '電機資訊學院', department: '電機工程學系' });
    expect(errorsOf(alumniVerifySchema, { student_id: ' ' })).toEqual({
      student_id: '學號為必填',
      academic: '學院為必填',
      department: '系所為必填',
    });
  });
});

describe('agreePolicySchema', () => {
  it('needs both policies ticked', () => {
    const valid = { agree_policy: { privacy_policy: true, transaction_policy: true } };
    expect(agreePolicySchema.parse(valid)).toEqual(valid);
    expect(
      errorsOf(agreePolicySchema, { agree_policy: { privacy_policy: false, transaction_policy: true } }),
    ).toEqual({ 'agree_policy.privacy_policy': '哎呀！請同意條款' });
    expect(errorsOf(agreePolicySchema, {})).toEqual({ agree_policy: '哎呀！請同意條款' });
    expect(AGREE_POLICY_WARNING).toEqual({ title: '哎呀！請同意條款', text: '請詳閱並同意條款更動內容' });
  });
});

describe('loanAgreementSchema and confirmTreatySchema', () => {
  const ticked = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, true]));

  it('need two agreements and the blacklist policy ticked', () => {
    expect(LOAN_AGREEMENT_ITEMS).toEqual(['agree_application_terms', 'agree_personal_data', 'agree_blacklist_policy']);
    expect(loanAgreementSchema.safeParse(ticked(LOAN_AGREEMENT_ITEMS)).success).toBe(true);
    expect(errorsOf(loanAgreementSchema, { agree_application_terms: true, agree_personal_data: false })).toEqual({
      agree_personal_data: '請勾選',
      agree_blacklist_policy: '請勾選',
    });
  });

  it('need all five treaties ticked', () => {
    expect(LOAN_TREATIES).toHaveLength(5);
    expect(confirmTreatySchema.safeParse(ticked(LOAN_TREATIES)).success).toBe(true);
    expect(errorsOf(confirmTreatySchema, {})).toEqual(
      Object.fromEntries(LOAN_TREATIES.map((key) => [key, '請勾選'])),
    );
  });
});

describe('extendDueSchema', () => {
  it('requires the type, then the date to extend to', () => {
    expect(extendDueSchema.parse({ extend_type: 'this_period', extend_to: '2025/01/31' })).toEqual({
      extend_type: 'this_period',
      extend_to: '2025/01/31',
    });
    expect(errorsOf(extendDueSchema, {})).toEqual({ extend_type: '展延方式為必填' });
    expect(errorsOf(extendDueSchema, { extend_type: 'remaining_periods' })).toEqual({
      extend_to: '展延至為必填',
    });
    expect(errorsOf(extendDueSchema, { extend_type: 'forever', extend_to: '2025/13/01' })).toEqual({
      extend_type: '請選擇有效的選項',
      extend_to: '請輸入正確的日期 (YYYY/MM/DD)',
    });
  });
});

describe('lateRepaymentSchema', () => {
  it('takes digits, at least 0', () => {
    expect(lateRepaymentSchema.parse({ amount: '0' })).toEqual({ amount: 0 });
    expect(lateRepaymentSchema.parse({ amount: 3500 })).toEqual({ amount: 3500 });
    expect(errorsOf(lateRepaymentSchema, {})).toEqual({ amount: '還款金額為必填' });
    expect(errorsOf(lateRepaymentSchema, { amount: '-100' })).toEqual({ amount: '請只輸入數字' });
  });
});
