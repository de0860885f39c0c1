/**
 * A complete application of the general (credit) flow that passes every submit rule: the demo data
 * and the tests start from it. No house or vehicle, so no title deed is needed.
 */
export const EXAMPLE_ADDRESS = { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' };

export const EXAMPLE_CONTACTS = [
  { name: '王大明', mobile: '0912345678' },
  { name: '林小美', mobile: '0922333444' },
  { name: '陳志強', mobile: '0933444555' },
];

export const EXAMPLE_CREDIT_APPLICATION = {
  purpose: 'debt_consolidation',
  description: '整合兩張信用卡的循環利息，降低每月還款壓力。',
  amount_ten_thousand: 20,
  period: 36,
  value_date_type: 'before_date',
  value_date: '2030/04/01',
  receipt_processing: 'return',
  jcic_return_address: EXAMPLE_ADDRESS,
  jcic_return: 'upload',
  no_tort: true,
  usage_auth: true,
  third_party_auth: true,
};

export const EXAMPLE_CREDIT_PROFILE = {
  credit_card_count: 2,
  house_count: 0,
  car_count: 0,
  registered_address_phone: { local_code: '02', number: '23456789' },
  company_name: '信橋科技股份有限公司',
  company_title: '工程師',
  company_phone: '0223456789',
  company_seniority: '2_to_3_years',
  company_salary_pay_way: 'transfer',
  company_income: 80,
  contacts: EXAMPLE_CONTACTS,
  contact_line: 'daming',
  available_time: 'anytime',
};

/** The documents the credit flow requires with the example above. */
export const EXAMPLE_CREDIT_DOCUMENT_KINDS = ['income_certification', 'bank_account_statements', 'business_card'] as const;
