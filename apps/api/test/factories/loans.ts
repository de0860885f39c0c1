import { expect } from '@jest/globals';
import type { Member } from './members.js';
import { uploadImage } from './members.js';

export const ADDRESS = { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' };

export const CONTACTS = [
  { name: '王大明', mobile: '0912345678' },
  { name: '林小美', mobile: '0922333444' },
  { name: '陳志強', mobile: '0933444555' },
];

/** A complete application block of the general (credit) flow. */
export const CREDIT_APPLICATION = {
  purpose: 'debt_consolidation',
  description: '整合兩張信用卡的循環利息，降低每月還款壓力。',
  amount_ten_thousand: 20,
  period: 36,
  value_date_type: 'before_date',
  value_date: '2030/04/01',
  receipt_processing: 'return',
  jcic_return_address: ADDRESS,
  jcic_return: 'upload',
  no_tort: true,
  usage_auth: true,
  third_party_auth: true,
};

/** A complete profile block of the general flow (no house, so no title deed). */
export const CREDIT_PROFILE = {
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
  contacts: CONTACTS,
  contact_line: 'daming',
  available_time: 'anytime',
};

export async function createApplication(member: Member, appType?: string): Promise<string> {
  const response = await member.browser.post('/api/loan-applications', appType ? { app_type: appType } : {});
  expect(response.status).toBe(201);
  return response.body.data.application.serial as string;
}

export async function creditAttachments(member: Member) {
  return {
    income_certification: [await uploadImage(member, 'image')],
    bank_account_statements: [await uploadImage(member, 'image')],
    business_card: [await uploadImage(member, 'image')],
  };
}

/** A credit application filled in completely and submitted; returns its serial. */
export async function submittedCreditApplication(member: Member): Promise<string> {
  const serial = await createApplication(member);
  const saved = await member.browser.put(`/api/loan-applications/${serial}`, {
    app_type: 'credit',
    application: CREDIT_APPLICATION,
    profile: CREDIT_PROFILE,
  });
  expect({ status: saved.status, errors: saved.body.errors }).toEqual({ status: 200, errors: undefined });
  const attached = await member.browser.post(`/api/loan-applications/${serial}/attachments`, {
    attachments: await creditAttachments(member),
  });
  expect({ status: attached.status, errors: attached.body.errors }).toEqual({ status: 200, errors: undefined });
  const submitted = await member.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'credit' });
  expect({ status: submitted.status, errors: submitted.body.errors }).toEqual({ status: 200, errors: undefined });
  return serial;
}
