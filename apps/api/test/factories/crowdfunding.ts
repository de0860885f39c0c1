import { expect } from '@jest/globals';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { SANDBOX_TEST_CARDS } from '@lendbridge/domain';
import type { CrowdfundingProjectInput } from '@lendbridge/domain';
import type { TestApp } from '../create-test-app.js';
import { adminOf, postIdempotent } from './ledger.js';
import type { Lender } from './ledger.js';
import { PASSWORD } from './members.js';

export const CROWDFUNDINGS = '/api/v1/crowdfundings';
export const CROWDFUNDING_ORDERS = '/api/v1/crowdfunding-orders';
export const CROWDFUNDING_INVESTMENTS = '/api/v1/crowdfunding-investments';

export interface SeededProject {
  id: number;
  serial: string;
  plans: { id: number; title: string; units: number }[];
}

/** A project made by an admin in the console, owned by `owner`: one plan of `units` units with 3 and 6 periods unless given. */
export async function seedProject(
  t: TestApp,
  owner: Lender,
  overrides: Partial<CrowdfundingProjectInput> = {},
): Promise<SeededProject> {
  const admin = await adminOf(t);
  const body: CrowdfundingProjectInput = {
    title: '花蓮有機米月月配',
    owner_member_serial: owner.memberSerial,
    kind: 'standard',
    status: 'open',
    contents: [{ type: 'text', content: '花蓮玉里的有機稻田，每月配送一箱新米。' }],
    plans: [
      {
        title: '每月一箱 5 公斤',
        units: 10,
        rates: [
          { period: 3, first_period_amount: 3_000, later_period_amount: 1_500 },
          { period: 6, first_period_amount: 1_200 },
        ],
        tabs: [],
      },
    ],
    ...overrides,
  };
  const response = await admin.browser.post('/api/console/crowdfunding-projects', body);
  expect(response.status).toBe(201);
  return { id: response.body.id, serial: response.body.serial, plans: response.body.plans };
}

export const DELIVERY = { delivery_receiver_name: '林小美', delivery_address: '臺北市大安區復興南路一段 100 號', delivery_phone: '0912345678' };

export const card = (number: string = SANDBOX_TEST_CARDS.visaApprove) => ({ card_number: number, date: '2040-12', code: '123' });

export interface OrderBody {
  password?: string;
  plan_id: number;
  period: number;
  payment_by: 0 | 1;
  credit_card?: { card_number: string; date: string; code: string };
  [field: string]: unknown;
}

export function orderCrowdfunding(backer: Lender, serial: string, body: OrderBody, key?: string): Promise<Response> {
  return postIdempotent(backer, `${CROWDFUNDINGS}/${serial}/order`, { password: PASSWORD, ...DELIVERY, ...body }, key);
}

export async function unitsTaken(t: TestApp, planId: number): Promise<number> {
  const rows: { units_taken: number }[] = await t.app.get(DataSource).query(`SELECT units_taken FROM crowdfunding_plans WHERE id = $1`, [planId]);
  return rows[0]?.units_taken ?? -1;
}

/** The ledger transfers an order's reference names. */
export async function transfersOf(t: TestApp, orderSerial: string): Promise<{ kind: string; amount: number }[]> {
  return t.app.get(DataSource).query(`SELECT kind, amount FROM ledger_transfers WHERE reference LIKE $1 ORDER BY id`, [`crowdfunding:${orderSerial}:%`]);
}
