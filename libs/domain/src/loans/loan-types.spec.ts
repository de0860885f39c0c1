import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  GUARANTOR_FIXED_VALUES,
  LOAN_TYPE_RULES,
  allowsFastApply,
  applyGuarantorPurpose,
  createLoanApplicationSchema,
  isPurposeAllowed,
  loanAppTypesFor,
  loanApplicationPatchSchema,
  loanSubmitSchemaOf,
  makeLoanSubmitSchema,
  roundUpStudentAmount,
  submitLoanApplicationSchema,
} from './loan-types.js';
import { LOAN_APP_TYPES } from './vocabulary.js';

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

const application = {
  purpose: 'debt_consolidation',
  description: '整合兩張信用卡的循環利息，降低每月還款壓力。',
  amount_ten_thousand: 20,
  period: 36,
  value_date_type: 'before_date',
  value_date: '2030/04/01',
  receipt_processing: 'return',
  jcic_return_address: address,
  jcic_return: 'upload',
  no_tort: true,
  usage_auth: true,
  third_party_auth: true,
};

const generalProfile = {
  credit_card_count: 2,
  house_count: 1,
  car_count: 0,
  registered_address_phone: { local_code: '02', number: '23456789' },
  company_name: '信橋科技股份有限公司',
  company_title: '工程師',
  company_phone: '0223456789',
  company_seniority: '2_to_3_years',
  company_salary_pay_way: 'transfer',
  company_income: 80,
  contacts,
  contact_line: 'daming',
  available_time: 'anytime',
};

const generalAttachments = {
  house_title_deed: FILE,
  income_certification: FILE,
  bank_account_statements: FILE,
  business_card: FILE,
};

const credit = { application, profile: generalProfile, attachments: generalAttachments };

describe('LOAN_TYPE_RULES', () => {
  it('has a rule for every application type', () => {
    expect(Object.keys(LOAN_TYPE_RULES).sort()).toEqual([...LOAN_APP_TYPES].sort());
  });

  it('orders the steps of each flow, with Chinese titles', () => {
    const ids = (type: keyof typeof LOAN_TYPE_RULES) => LOAN_TYPE_RULES[type].steps.map((step) => step.id);
    expect(ids('credit')).toEqual(['purpose', 'related_data', 'financial', 'company', 'contact', 'doc_note']);
    expect(ids('student')).toEqual(['purpose', 'related_data', 'school', 'contact', 'doc_note']);
    expect(ids('pawn_project')).toEqual(['purpose', 'related_data', 'collateral', 'contact', 'doc_note']);
    expect(ids('realty')).toEqual(ids('pawn_project'));
    expect(ids('guarantor')).toEqual(['financial', 'company', 'contact', 'doc_note']);
    expect(LOAN_TYPE_RULES.corporate.steps).toEqual([
      { id: 'purpose', title: '企業貸款申請' },
      { id: 'preview', title: '完成申請' },
    ]);
    expect(LOAN_TYPE_RULES.credit.steps[0]).toEqual({ id: 'purpose', title: '借款需求' });
  });

  it('records contacts, collateral and forced values per type', () => {
    expect(LOAN_TYPE_RULES.credit.contactCount).toBe(3);
    expect(LOAN_TYPE_RULES.student.contactCount).toBe(2);
    expect(LOAN_TYPE_RULES.pawn_project.collateral).toBe('pawn');
    expect(LOAN_TYPE_RULES.realty.collateral).toBe('realty');
    expect(LOAN_TYPE_RULES.guarantor.fixed).toEqual(GUARANTOR_FIXED_VALUES);
    expect(LOAN_TYPE_RULES.credit.fixed).toEqual({});
    expect(LOAN_TYPE_RULES.ntu.label).toBe('台大校友專案');
  });
});

describe('guarantor purpose', () => {
  it('forces amount 1, 12 months, the fixed description and no transfer', () => {
    expect(applyGuarantorPurpose({ amount_ten_thousand: 50, period: 36, agree_transfer: true, usage_auth: true })).toEqual({
      purpose: 'guarantor',
      amount_ten_thousand: 1,
      period: 12,
      description: GUARANTOR_FIXED_VALUES.description,
      agree_transfer: false,
      usage_auth: true,
    });
    expect(GUARANTOR_FIXED_VALUES.description).toMatch(/保證人/);
  });

  it('keeps the guarantor purpose for guarantor applications', () => {
    expect(isPurposeAllowed('guarantor', 'guarantor')).toBe(true);
    expect(isPurposeAllowed('credit', 'guarantor')).toBe(false);
    expect(isPurposeAllowed('credit', 'travel')).toBe(true);
  });
});

describe('submit schemas', () => {
  it('accept a complete credit application', () => {
    expect(LOAN_TYPE_RULES.credit.submitSchema.safeParse(credit).success).toBe(true);
  });

  it('report every missing field on its dotted path', () => {
    expect(errorsOf(LOAN_TYPE_RULES.credit.submitSchema, { application: {}, profile: {} })).toEqual({
      'application.purpose': '借款用途為必填',
      'application.description': '借款說明為必填',
      'application.amount_ten_thousand': '借款金額（萬元）為必填',
      'application.period': '借款期數為必填',
      'application.value_date_type': '撥款日期方式為必填',
      'profile.credit_card_count': '信用卡張數為必填',
      'profile.house_count': '名下房屋數量為必填',
      'profile.car_count': '名下汽機車數量為必填',
      'profile.registered_address_phone.local_code': '電話區碼為必填',
      'profile.registered_address_phone.number': '電話號碼為必填',
      'profile.company_name': '公司名稱為必填',
      'profile.company_title': '職稱為必填',
      'profile.company_phone': '公司電話為必填',
      'profile.company_salary_pay_way': '薪資發放方式為必填',
      'profile.company_income': '工作年收入（萬元）為必填',
      'profile.ex_company_name': '前一份工作公司名稱為必填',
      'profile.ex_company_seniority': '前一份工作年資為必填',
      'attachments.income_certification': '最少需上傳一張圖片',
      'attachments.bank_account_statements': '最少需上傳一張圖片',
      'attachments.business_card': '最少需上傳一張圖片',
      'application.receipt_processing': '發票處理方式為必填',
      'profile.contacts': '請填寫 3 位聯絡人',
      'profile.contact_line': '請您擇一填寫',
      'profile.contact_skype': '請您擇一填寫',
      'profile.available_time': '方便聯絡時段為必填',
      'application.jcic_return': '聯徵報告提供方式為必填',
      'application.no_tort': '請勾選',
      'application.usage_auth': '請勾選',
      'application.third_party_auth': '請勾選',
    });
    expect(errorsOf(LOAN_TYPE_RULES.credit.submitSchema, {})).toEqual({
      application: '此為必填欄位',
      profile: '此為必填欄位',
    });
  });

  it('read a stored draft: cleared (null) fields count as not given', () => {
    expect(
      errorsOf(LOAN_TYPE_RULES.credit.submitSchema, {
        ...credit,
        application: { ...application, marketing_code: null, description: null },
      }),
    ).toEqual({ 'application.description': '借款說明為必填' });
  });

  it('check the title deeds against the counts and the receipt address', () => {
    expect(
      errorsOf(LOAN_TYPE_RULES.credit.submitSchema, {
        ...credit,
        application: { ...application, jcic_return_address: undefined },
        profile: { ...generalProfile, car_count: 1 },
        attachments: { ...generalAttachments, house_title_deed: [] },
      }),
    ).toEqual({
      'application.jcic_return_address': '發票郵寄地址為必填',
      'attachments.house_title_deed': '最少需上傳 1 個檔案',
      'attachments.vehicle_title_deed': '最少需上傳 1 個檔案',
    });
  });

  it('refuse the guarantor purpose outside a guarantor application', () => {
    expect(
      errorsOf(LOAN_TYPE_RULES.credit.submitSchema, { ...credit, application: { ...application, purpose: 'guarantor' } }),
    ).toEqual({ 'application.purpose': '請選擇有效的選項' });
  });

  it('need the fast-apply documents in fast-apply mode', () => {
    const fast = makeLoanSubmitSchema('credit', { fastApply: true });
    expect(errorsOf(fast, credit)).toEqual({
      'attachments.health_card': '最少需上傳一張圖片',
      'attachments.jcic_file': '最少需上傳 1 個檔案',
    });
  });

  it('check a student application: school, two contacts, no company', () => {
    const student = {
      application: { ...application, purpose: 'tuition' },
      profile: {
        school_name: '國立政治大學',
        school_dept_name: '資訊科學系',
        education_level: 'bachelor',
        school_grade: 'year_2',
        school_email: '111703002@nccu.edu.tw',
        student_card: FILE,
        contacts: contacts.slice(0, 2),
        contact_skype: 'stu.skype',
        available_time: 'evening',
      },
    };
    expect(LOAN_TYPE_RULES.student.submitSchema.safeParse(student).success).toBe(true);
    expect(
      errorsOf(LOAN_TYPE_RULES.student.submitSchema, {
        ...student,
        profile: { ...student.profile, school_email: undefined, contacts },
      }),
    ).toEqual({ 'profile.contacts': '請填寫 2 位聯絡人' });
    expect(
      errorsOf(LOAN_TYPE_RULES.student.submitSchema, {
        ...student,
        profile: { ...student.profile, school_email: undefined },
      }),
    ).toEqual({ 'profile.school_email': '學校 Email為必填' });
  });

  it('need at least one collateral for pawn and realty applications', () => {
    const contactProfile = { contacts, contact_line: 'pawn.line', available_time: 'morning' };
    const pawn = { application, profile: contactProfile };
    expect(errorsOf(LOAN_TYPE_RULES.pawn_project.submitSchema, pawn)).toEqual({
      collaterals: '擔保品為必填',
    });
    const watch = { type: 'watch', details: { brand: 'Omega', original_pack: true, expect_value_10k: 12 } };
    const parsed = LOAN_TYPE_RULES.pawn_project.submitSchema.parse({ ...pawn, collaterals: [watch] });
    expect(parsed.collaterals?.[0]).toMatchObject({ details: { original_pack: true, guarantee: false } });
    const house = {
      type: 'house',
      details: {
        realty_address: { city: '臺中市', district: '西屯區', address: '市政路 1 號' },
        house_age: 5,
        house_type: 'elevator_building',
        expect_value_10k: 1500,
      },
    };
    expect(LOAN_TYPE_RULES.realty.submitSchema.safeParse({ ...pawn, collaterals: [house] }).success).toBe(true);
    expect(errorsOf(LOAN_TYPE_RULES.realty.submitSchema, { ...pawn, collaterals: [watch] })).toMatchObject({
      'collaterals.0.type': '請選擇有效的選項',
    });
    expect(errorsOf(LOAN_TYPE_RULES.credit.submitSchema, { ...credit, collaterals: [house] })).toEqual({
      collaterals: '不允許的欄位',
    });
  });

  it('force the guarantor values before checking a guarantor application', () => {
    const guarantor = {
      application: {
        receipt_processing: 'donate',
        jcic_return: 'mail',
        no_tort: true,
        usage_auth: true,
        third_party_auth: true,
        amount_ten_thousand: 80,
      },
      profile: { ...generalProfile, house_count: 0 },
      attachments: generalAttachments,
    };
    const parsed = LOAN_TYPE_RULES.guarantor.submitSchema.parse(guarantor);
    expect(parsed.application).toMatchObject({
      purpose: 'guarantor',
      amount_ten_thousand: 1,
      period: 12,
      agree_transfer: false,
    });
  });

  it('check a corporate application: terms, company, responsible person, agreement', () => {
    const corporate = {
      application: { purpose: 'working_capital', description: '支應旺季備貨資金。', amount_ten_thousand: 500, period: 24 },
      profile: { registered_address: address, current_address: address },
      corporate_profile: {
        company_name: '信橋貿易股份有限公司',
        tax_id: '04595257',
        contact_name: '王大明',
        registered_address: address,
        current_address: address,
      },
      agreement: { agree_application_terms: true, agree_personal_data: true, agree_blacklist_policy: true },
    };
    expect(LOAN_TYPE_RULES.corporate.submitSchema.safeParse(corporate).success).toBe(true);
    expect(errorsOf(LOAN_TYPE_RULES.corporate.submitSchema, { application: {}, profile: {} })).toEqual({
      'application.purpose': '借款用途為必填',
      'application.description': '借款說明為必填',
      'application.amount_ten_thousand': '借款金額（萬元）為必填',
      'application.period': '借款期數為必填',
      'profile.registered_address': '戶籍地址為必填',
      'profile.current_address': '通訊地址為必填',
      'corporate_profile.company_name': '公司名稱為必填',
      'corporate_profile.tax_id': '統一編號為必填',
      'corporate_profile.contact_name': '聯絡人姓名為必填',
      'corporate_profile.registered_address': '戶籍地址為必填',
      'corporate_profile.current_address': '通訊地址為必填',
      'agreement.agree_application_terms': '請勾選',
      'agreement.agree_personal_data': '請勾選',
      'agreement.agree_blacklist_policy': '請勾選',
    });
    expect(
      errorsOf(LOAN_TYPE_RULES.corporate.submitSchema, {
        ...corporate,
        corporate_profile: { ...corporate.corporate_profile, tax_id: '12345678' },
      }),
    ).toEqual({ 'corporate_profile.tax_id': '不是有效的統一編號' });
  });
});

describe('loanApplicationPatchSchema', () => {
  it('takes any changed fields of a type, clearing blanks', () => {
    expect(
      loanApplicationPatchSchema('credit').parse({
        app_type: 'credit',
        application: { amount_ten_thousand: '25', description: '' },
        profile: { contacts: [{ name: '王大明' }] },
      }),
    ).toEqual({
      app_type: 'credit',
      application: { amount_ten_thousand: 25, description: null },
      profile: { contacts: [{ name: '王大明' }] },
    });
    expect(loanApplicationPatchSchema('student').parse({ app_type: 'student' })).toEqual({ app_type: 'student' });
  });

  it('checks each field sent with its own rule and refuses unknown fields', () => {
    expect(
      errorsOf(loanApplicationPatchSchema('credit'), {
        app_type: 'credit',
        application: { period: '30', apr: 3 },
        profile: { school_email: 'amy@gmail.com' },
        attachments: {},
      }),
    ).toEqual({
      'application.period': '請選擇有效的選項',
      'application.apr': '不允許的欄位',
      'profile.school_email': '這不是學校Email哦',
      attachments: '不允許的欄位',
    });
  });

  it('needs the matching app_type', () => {
    expect(errorsOf(loanApplicationPatchSchema('credit'), {})).toEqual({ app_type: '借款類型為必填' });
    expect(errorsOf(loanApplicationPatchSchema('credit'), { app_type: 'student' })).toEqual({
      app_type: '請選擇有效的選項',
    });
  });

  it('allows two contacts in the student flow', () => {
    expect(
      errorsOf(loanApplicationPatchSchema('student'), { app_type: 'student', profile: { contacts } }),
    ).toEqual({ 'profile.contacts': '請填寫 2 位聯絡人' });
  });

  it('keeps the guarantor values out of a guarantor patch and the guarantor purpose out of others', () => {
    expect(
      errorsOf(loanApplicationPatchSchema('guarantor'), {
        app_type: 'guarantor',
        application: { amount_ten_thousand: 10, receipt_processing: 'donate' },
      }),
    ).toEqual({ 'application.amount_ten_thousand': '不允許的欄位' });
    expect(
      errorsOf(loanApplicationPatchSchema('credit'), { app_type: 'credit', application: { purpose: 'guarantor' } }),
    ).toEqual({ 'application.purpose': '請選擇有效的選項' });
  });

  it('takes the corporate blocks for a corporate application', () => {
    expect(
      loanApplicationPatchSchema('corporate').parse({
        app_type: 'corporate',
        corporate_profile: { company_name: '信橋貿易股份有限公司', registered_address: { city: '臺北市' } },
      }),
    ).toEqual({
      app_type: 'corporate',
      corporate_profile: { company_name: '信橋貿易股份有限公司', registered_address: { city: '臺北市' } },
    });
    expect(
      errorsOf(loanApplicationPatchSchema('corporate'), {
        app_type: 'corporate',
        corporate_profile: { tax_id: '1234' },
        profile: { contacts },
      }),
    ).toEqual({ 'corporate_profile.tax_id': '不是有效的統一編號', 'profile.contacts': '不允許的欄位' });
  });
});

describe('fast apply', () => {
  const GENERAL_FLOW_TYPES = ['credit', 'sme', 'farmer', 'other', 'ntu'] as const;
  const OTHER_TYPES = LOAN_APP_TYPES.filter((type) => !(GENERAL_FLOW_TYPES as readonly string[]).includes(type));

  it('is offered by the general flow only', () => {
    expect(LOAN_APP_TYPES.filter(allowsFastApply).sort()).toEqual([...GENERAL_FLOW_TYPES].sort());
    for (const type of LOAN_APP_TYPES) expect(LOAN_TYPE_RULES[type].fastApply).toBe(allowsFastApply(type));
  });

  it('is saved in the application block of a general-flow draft', () => {
    for (const type of GENERAL_FLOW_TYPES) {
      expect(loanApplicationPatchSchema(type).parse({ app_type: type, application: { fast_apply: true } })).toEqual({
        app_type: type,
        application: { fast_apply: true },
      });
    }
    expect(loanApplicationPatchSchema('credit').parse({ app_type: 'credit', application: { fast_apply: '' } })).toEqual({
      app_type: 'credit',
      application: { fast_apply: null },
    });
    expect(
      errorsOf(loanApplicationPatchSchema('credit'), { app_type: 'credit', application: { fast_apply: 'yes' } }),
    ).toEqual({ 'application.fast_apply': '格式不正確' });
  });

  it('is refused as an unknown field by every other type', () => {
    expect(OTHER_TYPES.sort()).toEqual(['corporate', 'guarantor', 'pawn_project', 'realty', 'student']);
    for (const type of OTHER_TYPES) {
      expect(
        errorsOf(loanApplicationPatchSchema(type), {
          app_type: type,
          application: { fast_apply: false, receipt_processing: 'donate' },
        }),
      ).toEqual({ 'application.fast_apply': '不允許的欄位' });
    }
  });

  it('picks the fast-apply submit check when the draft asks for it, built once per type', () => {
    const fast = loanSubmitSchemaOf('credit', { fastApply: true });
    expect(loanSubmitSchemaOf('credit', { fastApply: true })).toBe(fast);
    expect(loanSubmitSchemaOf('credit', { fastApply: false })).toBe(LOAN_TYPE_RULES.credit.submitSchema);
    expect(loanSubmitSchemaOf('credit')).toBe(LOAN_TYPE_RULES.credit.submitSchema);
    expect(loanSubmitSchemaOf('student', { fastApply: true })).toBe(LOAN_TYPE_RULES.student.submitSchema);
    expect(loanSubmitSchemaOf('sme', { fastApply: true })).not.toBe(fast);

    const ticked = { ...credit, application: { ...application, fast_apply: true } };
    expect(errorsOf(fast, ticked)).toEqual({
      'attachments.health_card': '最少需上傳一張圖片',
      'attachments.jcic_file': '最少需上傳 1 個檔案',
    });
    const { bank_account_statements: _statements, ...withoutStatements } = generalAttachments;
    expect(
      errorsOf(fast, {
        ...ticked,
        application: { ...ticked.application, jcic_return: 'mail' },
        attachments: { ...withoutStatements, health_card: FILE },
      }),
    ).toEqual({ 'attachments.bank_account_statements': '最少需上傳一張圖片' });
    expect(fast.safeParse({ ...ticked, attachments: { ...generalAttachments, health_card: FILE, jcic_file: FILE } }).success).toBe(
      true,
    );
    expect(LOAN_TYPE_RULES.credit.submitSchema.safeParse(ticked).success).toBe(true);
  });
});

describe('create and submit payloads', () => {
  it('create takes an optional known type', () => {
    expect(createLoanApplicationSchema.parse({})).toEqual({});
    expect(createLoanApplicationSchema.parse({ app_type: 'realty' })).toEqual({ app_type: 'realty' });
    expect(errorsOf(createLoanApplicationSchema, { app_type: 'boat' })).toEqual({ app_type: '請選擇有效的選項' });
  });

  it('submit needs the type and takes the corporate agreement', () => {
    expect(submitLoanApplicationSchema.parse({ app_type: 'credit' })).toEqual({ app_type: 'credit' });
    expect(errorsOf(submitLoanApplicationSchema, {})).toEqual({ app_type: '借款類型為必填' });
    expect(
      errorsOf(submitLoanApplicationSchema, { app_type: 'corporate', agreement: { agree_application_terms: true } }),
    ).toEqual({ 'agreement.agree_personal_data': '請勾選', 'agreement.agree_blacklist_policy': '請勾選' });
  });
});

describe('student amounts', () => {
  it('round a resubmission amount up to NT$ 10,000', () => {
    expect(roundUpStudentAmount(123_456)).toBe(130_000);
    expect(roundUpStudentAmount(120_000)).toBe(120_000);
  });
});

describe('loanAppTypesFor', () => {
  it('lets a corporate member open the corporate form only', () => {
    expect(loanAppTypesFor('corporate')).toEqual(['corporate']);
  });

  it('lets a person member open every other type', () => {
    const types = loanAppTypesFor('person');
    expect(types).not.toContain('corporate');
    expect([...types, 'corporate'].sort()).toEqual([...LOAN_APP_TYPES].sort());
  });
});
