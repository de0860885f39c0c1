import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  loanProfileBlockSchema,
  loanProfileSchema,
  makeLoanProfileDraftShape,
  studentLoanProfileSchema,
} from './profile.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const UPLOAD_ID = '0b7e3f9c-5a2d-4e1b-8c3f-2d9a6e7b1c40';

const contacts = [
  { name: '王大明', mobile: '0912345678' },
  { name: '林小美', mobile: '0922333444' },
  { name: '陳志強', mobile: '0933444555' },
];

const general = {
  school_name: '國立臺灣大學',
  education_level: 'bachelor',
  school_graduation_year: '2015',
  credit_card_count: '2',
  house_count: '0',
  car_count: '1',
  monthly_income: '52000',
  registered_address_phone: { local_code: '02', number: '23456789' },
  contacts,
  contact_line: 'daming_wang',
  available_time: 'evening',
  company_name: '信橋科技股份有限公司',
  company_title: '資深工程師',
  company_phone: '0223456789',
  company_seniority: '3_to_5_years',
  company_salary_pay_way: 'transfer',
  company_income: '90',
  company_description: '負責後端系統開發與維運。',
};

const student = {
  school_name: '國立政治大學',
  school_dept_name: '資訊科學系',
  education_level: 'bachelor',
  school_grade: 'year_3',
  gpa_point: '3.8',
  gpa_point_method: 'grade',
  school_email: '110703001@nccu.edu.tw',
  student_card: [UPLOAD_ID],
  contacts: contacts.slice(0, 2),
  contact_skype: 'student.skype',
  available_time: 'afternoon',
};

describe('loanProfileSchema (general flow)', () => {
  it('parses a valid profile, counts and incomes as numbers', () => {
    expect(loanProfileSchema.parse(general)).toMatchObject({
      school_graduation_year: 2015,
      credit_card_count: 2,
      house_count: 0,
      car_count: 1,
      monthly_income: 52000,
      company_income: 90,
      registered_address_phone: { local_code: '02', number: '23456789' },
    });
  });

  it('requires the financial, company and contact fields', () => {
    expect(errorsOf(loanProfileSchema, {})).toEqual({
      credit_card_count: '信用卡張數為必填',
      house_count: '名下房屋數量為必填',
      car_count: '名下汽機車數量為必填',
      'registered_address_phone.local_code': '電話區碼為必填',
      'registered_address_phone.number': '電話號碼為必填',
      company_name: '公司名稱為必填',
      company_title: '職稱為必填',
      company_phone: '公司電話為必填',
      company_salary_pay_way: '薪資發放方式為必填',
      company_income: '工作年收入（萬元）為必填',
      ex_company_name: '前一份工作公司名稱為必填',
      ex_company_seniority: '前一份工作年資為必填',
      contacts: '請填寫 3 位聯絡人',
      contact_line: '請您擇一填寫',
      contact_skype: '請您擇一填寫',
      available_time: '方便聯絡時段為必填',
    });
  });

  it('checks the household phone digits and takes code and number together', () => {
    expect(
      errorsOf(loanProfileSchema, { ...general, registered_address_phone: { local_code: '2', number: '12345' } }),
    ).toEqual({
      'registered_address_phone.local_code': '電話區碼須為 2 到 4 位數字',
      'registered_address_phone.number': '電話號碼須為 6 到 8 位數字',
    });
    expect(
      errorsOf(loanProfileBlockSchema, { registered_address_phone: { local_code: '049' } }),
    ).toEqual({ 'registered_address_phone.number': '電話號碼為必填' });
  });

  it('asks for the previous employer under one year of seniority or without seniority', () => {
    expect(errorsOf(loanProfileSchema, { ...general, company_seniority: '3_to_6_months' })).toEqual({
      ex_company_name: '前一份工作公司名稱為必填',
      ex_company_seniority: '前一份工作年資為必填',
    });
    const { company_seniority: _seniority, ...withoutSeniority } = general;
    expect(errorsOf(loanProfileSchema, withoutSeniority)).toEqual({
      ex_company_name: '前一份工作公司名稱為必填',
      ex_company_seniority: '前一份工作年資為必填',
    });
    expect(
      loanProfileSchema.safeParse({
        ...general,
        company_seniority: 'under_3_months',
        ex_company_name: '舊公司股份有限公司',
        ex_company_seniority: '2_to_3_years',
      }).success,
    ).toBe(true);
  });

  it('checks the company field limits', () => {
    expect(
      errorsOf(loanProfileSchema, {
        ...general,
        company_title: '職'.repeat(101),
        company_description: '內'.repeat(256),
        company_phone: '12345',
      }),
    ).toEqual({
      company_title: '職稱不能超過 100 個字',
      company_description: '工作內容不能超過 255 個字',
      company_phone: '公司電話須為 6 到 14 位數字',
    });
    expect(errorsOf(loanProfileSchema, { ...general, company_phone: '022345678901234' })).toEqual({
      company_phone: '公司電話須為 6 到 14 位數字',
    });
  });

  it('needs three contacts with valid, different mobiles', () => {
    expect(errorsOf(loanProfileSchema, { ...general, contacts: contacts.slice(0, 2) })).toEqual({
      contacts: '請填寫 3 位聯絡人',
    });
    expect(errorsOf(loanProfileSchema, { ...general, contacts: [...contacts, contacts[0]] })).toEqual({
      contacts: '請填寫 3 位聯絡人',
    });
    expect(
      errorsOf(loanProfileSchema, {
        ...general,
        contacts: [{ name: '', mobile: '0812345678' }, contacts[1], contacts[2]],
      }),
    ).toEqual({ 'contacts.0.name': '聯絡人姓名為必填', 'contacts.0.mobile': '不是有效的手機號碼' });
    expect(
      errorsOf(loanProfileSchema, {
        ...general,
        contacts: [contacts[0], { name: '王小明', mobile: '0912345678' }, contacts[2]],
      }),
    ).toEqual({ 'contacts.1.mobile': '聯絡人手機號碼不可重複' });
  });

  it('says 不是有效的手機號碼 for a contact mobile of 9 digits, as for any mobile that is not 09 and 8 digits', () => {
    for (const mobile of ['091234567', '09123456789', '09-1234-5678']) {
      expect(
        errorsOf(loanProfileSchema, { ...general, contacts: [{ name: '王大明', mobile }, contacts[1], contacts[2]] }),
      ).toEqual({ 'contacts.0.mobile': '不是有效的手機號碼' });
    }
  });

  it('checks the financial field limits', () => {
    expect(
      errorsOf(loanProfileSchema, {
        ...general,
        school_name: '校'.repeat(31),
        school_graduation_year: '1899',
        credit_card_count: '100',
        house_count: '-1',
      }),
    ).toEqual({
      school_name: '學校名稱不能超過 30 個字',
      school_graduation_year: '畢業年度須介於 1900 到 9999 之間',
      credit_card_count: '信用卡張數不能大於 99',
      house_count: '請只輸入數字',
    });
  });

  it('refuses unknown fields', () => {
    expect(errorsOf(loanProfileSchema, { ...general, salary: 1 })).toEqual({ salary: '不允許的欄位' });
  });
});

describe('studentLoanProfileSchema', () => {
  it('parses a valid student profile', () => {
    expect(studentLoanProfileSchema.parse(student)).toMatchObject({
      school_email: '110703001@nccu.edu.tw',
      gpa_point: '3.8',
    });
  });

  it('requires school details, a school e-mail, a student card and two contacts', () => {
    expect(errorsOf(studentLoanProfileSchema, {})).toEqual({
      school_name: '學校名稱為必填',
      school_dept_name: '科系名稱為必填',
      education_level: '教育程度為必填',
      school_grade: '年級為必填',
      school_email: '學校 Email為必填',
      student_card: '最少需上傳一張圖片',
      contacts: '請填寫 2 位聯絡人',
      contact_line: '請您擇一填寫',
      contact_skype: '請您擇一填寫',
      available_time: '方便聯絡時段為必填',
    });
    expect(errorsOf(studentLoanProfileSchema, { ...student, contacts })).toEqual({
      contacts: '請填寫 2 位聯絡人',
    });
  });

  it('needs a .edu school e-mail', () => {
    expect(errorsOf(studentLoanProfileSchema, { ...student, school_email: 'amy@gmail.com' })).toEqual({
      school_email: '這不是學校Email哦',
    });
  });

  it('keeps the GPA within its scale, with its method', () => {
    expect(errorsOf(studentLoanProfileSchema, { ...student, gpa_point: '4.5' })).toEqual({
      gpa_point: '在校成績須介於 0 到 4.3 之間',
    });
    expect(
      studentLoanProfileSchema.safeParse({ ...student, gpa_point: '88.5', gpa_point_method: 'range' })
        .success,
    ).toBe(true);
    expect(errorsOf(studentLoanProfileSchema, { ...student, gpa_point: '101', gpa_point_method: 'range' })).toEqual({
      gpa_point: '在校成績須介於 0 到 100 之間',
    });
    const { gpa_point_method: _method, ...withoutMethod } = student;
    expect(errorsOf(studentLoanProfileSchema, withoutMethod)).toEqual({
      gpa_point_method: '成績計算方式為必填',
    });
  });
});

describe('profile autosave shape', () => {
  const draft = z.strictObject(makeLoanProfileDraftShape(2));

  it('takes partial contacts and clears blanks', () => {
    expect(draft.parse({ contacts: [{ name: '王大明' }], school_email: '' })).toEqual({
      contacts: [{ name: '王大明' }],
      school_email: null,
    });
    expect(errorsOf(draft, { contacts: contacts })).toEqual({ contacts: '請填寫 2 位聯絡人' });
    expect(errorsOf(draft, { contacts: [{ mobile: '123' }], house_count: 'x' })).toEqual({
      'contacts.0.mobile': '不是有效的手機號碼',
      house_count: '請只輸入數字',
    });
  });
});
