import { DataSource } from 'typeorm';
import type { Response } from 'supertest';
import type { TestApp } from '../create-test-app.js';
import type { Member } from './members.js';
import { PNG_BYTES } from './members.js';

export const BOUTIQUE_COLLATERAL = {
  type: 'watch',
  details: {
    brand: 'Rolex',
    type: 'Submariner',
    original_pack: true,
    guarantee: true,
    purchase_proof: true,
    description: '二〇二〇年購入，盒單齊全',
    expect_value_10k: 30,
  },
};

export const CAR_COLLATERAL = {
  type: 'car',
  details: {
    brand: 'Toyota',
    type: 'Altis',
    original_pack: false,
    guarantee: true,
    purchase_proof: true,
    expect_value_10k: 45,
  },
};

export const REALTY_COLLATERAL = {
  type: 'house',
  details: {
    realty_address: { city: '臺北市', district: '大安區', address: '復興南路一段 100 號 5 樓' },
    house_age: 12,
    house_type: 'elevator_building',
    description: '三房兩廳',
    expect_value_10k: 1800,
  },
  parking_space: true,
};

export const CARD_FIELDS = {
  bank: '004',
  account: '12345678901',
  card_number: '4111111111111111',
  amount: '25000',
};

export interface BillImage {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

export const PNG_BILL: BillImage = { bytes: PNG_BYTES, filename: 'bill.png', contentType: 'image/png' };

/** Posts the credit-card record form as multipart, with the bill image unless it is null. */
export async function postCreditCardRecord(
  member: Member,
  serial: string,
  fields: Record<string, string> = CARD_FIELDS,
  bill: BillImage | null = PNG_BILL,
): Promise<Response> {
  if (!member.browser.csrfToken) await member.browser.refreshCsrf();
  let call = member.browser.agent
    .post(`/api/loan-applications/${serial}/credit-card-records`)
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('X-CSRF-Token', member.browser.csrfToken);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  if (bill !== null) call = call.attach('bill_image', bill.bytes, { filename: bill.filename, contentType: bill.contentType });
  return call;
}

export async function residentIdOf(t: TestApp, member: Member): Promise<string> {
  const [row] = (await t.app.get(DataSource).query(`SELECT resident_id FROM member_profiles WHERE user_id = $1`, [
    member.id,
  ])) as { resident_id: string }[];
  return row.resident_id;
}
