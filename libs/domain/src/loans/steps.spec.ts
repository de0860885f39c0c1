import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  companyStepSchema,
  contactStepSchema,
  docNoteSchema,
  financialStepSchema,
  loanAttachmentsSchema,
  makeDocNoteSchema,
  purposeStepSchema,
  relatedDataSchema,
  schoolStepSchema,
  studentContactStepSchema,
} from './steps.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const FILE = ['0b7e3f9c-5a2d-4e1b-8c3f-2d9a6e7b1c40'];
const address = { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' };
const contacts = [
  { name: '王大明', mobile: '0912345678' },
  { name: '林小美', mobile: '0922333444' },
  { name: '陳志強', mobile: '0933444555' },
];

describe('purposeStepSchema (loan-application-create)', () => {
  it('needs the purpose and a description of at most 400 characters', () => {
    expect(purposeStepSchema.parse({ purpose: 'wedding', description: '籌備婚禮的場地與宴客費用。' })).toEqual({
      purpose: 'wedding',
      description: '籌備婚禮的場地與宴客費用。',
    });
    expect(errorsOf(purposeStepSchema, { marketing_code: 'A'.repeat(31) })).toEqual({
      purpose: '借款用途為必填',
      description: '借款說明為必填',
      marketing_code: '優惠代碼不能超過 30 個字',
    });
    expect(errorsOf(purposeStepSchema, { purpose: 'travel', description: '字'.repeat(401) })).toEqual({
      description: '借款說明不能超過 400 個字',
    });
  });

  it('refuses fields of other steps', () => {
    expect(errorsOf(purposeStepSchema, { purpose: 'travel', description: '旅費', period: 12 })).toEqual({
      period: '不允許的欄位',
    });
  });
});

describe('relatedDataSchema', () => {
  const valid = { amount_ten_thousand: '50', period: '36', value_date_type: 'on_date', value_date: '2030/05/20' };

  it('parses valid terms', () => {
    expect(relatedDataSchema.parse(valid)).toEqual({ ...valid, amount_ten_thousand: 50, period: 36 });
  });

  it('requires amount, period and the value date type', () => {
    expect(errorsOf(relatedDataSchema, {})).toEqual({
      amount_ten_thousand: '借款金額（萬元）為必填',
      period: '借款期數為必填',
      value_date_type: '撥款日期方式為必填',
    });
  });

  it('checks the amount range and the value date', () => {
    expect(errorsOf(relatedDataSchema, { ...valid, amount_ten_thousand: '20000' })).toEqual({
      amount_ten_thousand: '借款金額（萬元）須介於 1 到 10000 之間',
    });
    expect(errorsOf(relatedDataSchema, { ...valid, value_date: '' })).toEqual({
      value_date: '撥款日期為必填',
    });
    expect(errorsOf(relatedDataSchema, { ...valid, value_date: '2025-05-20' })).toEqual({
      value_date: '請輸入正確的日期 (YYYY/MM/DD)',
    });
  });
});

describe('contactStepSchema', () => {
  const valid = { receipt_processing: 'donate', contacts, contact_skype: 'amy.skype', available_time: 'morning' };

  it('parses a valid contact step', () => {
    expect(contactStepSchema.parse(valid)).toEqual(valid);
  });

  it('requires receipt handling, contacts, LINE or Skype and a time', () => {
    expect(errorsOf(contactStepSchema, {})).toEqual({
      receipt_processing: '發票處理方式為必填',
      contacts: '請填寫 3 位聯絡人',
      contact_line: '請您擇一填寫',
      contact_skype: '請您擇一填寫',
      available_time: '方便聯絡時段為必填',
    });
  });

  it('needs the mailing address when the receipt is mailed back', () => {
    expect(errorsOf(contactStepSchema, { ...valid, receipt_processing: 'return' })).toEqual({
      jcic_return_address: '發票郵寄地址為必填',
    });
    expect(
      contactStepSchema.safeParse({ ...valid, receipt_processing: 'return', jcic_return_address: address }).success,
    ).toBe(true);
  });

  it('asks two contacts in the student flow', () => {
    expect(studentContactStepSchema.safeParse({ ...valid, contacts: contacts.slice(0, 2) }).success).toBe(true);
    expect(errorsOf(studentContactStepSchema, valid)).toEqual({ contacts: '請填寫 2 位聯絡人' });
  });
});

describe('docNoteSchema', () => {
  it('requires how the credit report comes', () => {
    expect(docNoteSchema.parse({ jcic_return: 'mail' })).toEqual({ jcic_return: 'mail' });
    expect(errorsOf(docNoteSchema, {})).toEqual({ jcic_return: '聯徵報告提供方式為必填' });
    expect(errorsOf(docNoteSchema, { jcic_return: 'fax' })).toEqual({ jcic_return: '請選擇有效的選項' });
  });

  it('needs the documents in fast-apply mode', () => {
    const fast = makeDocNoteSchema({ fastApply: true });
    expect(errorsOf(fast, { jcic_return: 'upload' })).toEqual({
      health_card: '最少需上傳一張圖片',
      bank_account_statements: '最少需上傳一張圖片',
      jcic_file: '最少需上傳 1 個檔案',
    });
    expect(errorsOf(fast, { jcic_return: 'mail', health_card: FILE, bank_account_statements: [] })).toEqual({
      bank_account_statements: '最少需上傳一張圖片',
    });
    expect(
      fast.safeParse({ jcic_return: 'upload', health_card: FILE, bank_account_statements: FILE, jcic_file: FILE })
        .success,
    ).toBe(true);
  });
});

describe('financialStepSchema', () => {
  const valid = {
    school_name: '國立成功大學',
    school_graduation_year: '2012',
    credit_card_count: '1',
    house_count: '0',
    car_count: '0',
    registered_address_phone: { local_code: '06', number: '2757575' },
  };

  it('parses a valid financial step', () => {
    expect(financialStepSchema.parse(valid)).toMatchObject({ house_count: 0, school_graduation_year: 2012 });
  });

  it('requires the counts and the phone fields', () => {
    expect(errorsOf(financialStepSchema, {})).toEqual({
      credit_card_count: '信用卡張數為必填',
      house_count: '名下房屋數量為必填',
      car_count: '名下汽機車數量為必填',
      'registered_address_phone.local_code': '電話區碼為必填',
      'registered_address_phone.number': '電話號碼為必填',
    });
  });

  it('needs title deeds when a count is not 0', () => {
    expect(errorsOf(financialStepSchema, { ...valid, house_count: '1', car_count: '2' })).toEqual({
      house_title_deed: '最少需上傳 1 個檔案',
      vehicle_title_deed: '最少需上傳 1 個檔案',
    });
    expect(
      financialStepSchema.safeParse({ ...valid, house_count: '1', house_title_deed: FILE }).success,
    ).toBe(true);
  });

  it('checks the school name and graduation year', () => {
    expect(
      errorsOf(financialStepSchema, { ...valid, school_name: 'S'.repeat(31), school_graduation_year: '20X2' }),
    ).toEqual({ school_name: '學校名稱不能超過 30 個字', school_graduation_year: '請只輸入數字' });
    expect(errorsOf(financialStepSchema, { ...valid, school_graduation_year: '10000' })).toEqual({
      school_graduation_year: '畢業年度須介於 1900 到 9999 之間',
    });
  });
});

describe('companyStepSchema', () => {
  const valid = {
    company_name: '信橋科技股份有限公司',
    company_title: '產品經理',
    company_phone: '0227208889',
    company_seniority: '5_to_10_years',
    company_salary_pay_way: 'mixed',
    company_income: '120',
    income_certification: FILE,
    bank_account_statements: FILE,
    business_card: FILE,
  };

  it('parses a valid company step', () => {
    expect(companyStepSchema.parse(valid)).toMatchObject({ company_income: 120 });
  });

  it('needs the income proof, statements and business card images', () => {
    const { income_certification: _a, bank_account_statements: _b, business_card: _c, ...withoutImages } = valid;
    expect(errorsOf(companyStepSchema, withoutImages)).toEqual({
      income_certification: '最少需上傳一張圖片',
      bank_account_statements: '最少需上傳一張圖片',
      business_card: '最少需上傳一張圖片',
    });
  });

  it('checks title, description and phone limits', () => {
    expect(
      errorsOf(companyStepSchema, { ...valid, company_title: 'T'.repeat(101), company_phone: '02-2720-8889' }),
    ).toEqual({ company_title: '職稱不能超過 100 個字', company_phone: '公司電話須為 6 到 14 位數字' });
    expect(errorsOf(companyStepSchema, { ...valid, company_description: '請寄信 hr@example.com' })).toEqual({
      company_description: '請勿在內文輸入email',
    });
  });

  it('asks for the previous employer under one year', () => {
    expect(errorsOf(companyStepSchema, { ...valid, company_seniority: 'under_3_months' })).toEqual({
      ex_company_name: '前一份工作公司名稱為必填',
      ex_company_seniority: '前一份工作年資為必填',
    });
  });
});

describe('schoolStepSchema', () => {
  it('needs the school details, a .edu e-mail and a student card', () => {
    expect(errorsOf(schoolStepSchema, { school_email: 'amy@yahoo.com.tw' })).toEqual({
      school_name: '學校名稱為必填',
      school_dept_name: '科系名稱為必填',
      education_level: '教育程度為必填',
      school_grade: '年級為必填',
      school_email: '這不是學校Email哦',
      student_card: '最少需上傳一張圖片',
    });
    expect(
      schoolStepSchema.safeParse({
        school_name: '國立清華大學',
        school_dept_name: '電機工程學系',
        education_level: 'master',
        school_grade: 'master',
        school_email: 's111061@m111.nthu.edu.tw',
        student_card: FILE,
      }).success,
    ).toBe(true);
  });
});

describe('loanAttachmentsSchema', () => {
  it('takes upload ids by document kind and leaves the others out', () => {
    expect(loanAttachmentsSchema.parse({ attachments: { jcic_file: FILE, health_card: [] } })).toEqual({
      attachments: { jcic_file: FILE, health_card: [] },
    });
    expect(errorsOf(loanAttachmentsSchema, { attachments: { selfie: FILE, jcic_file: ['x'] } })).toEqual({
      'attachments.selfie': '不允許的欄位',
      'attachments.jcic_file.0': '檔案無效，請重新上傳',
    });
  });
});
