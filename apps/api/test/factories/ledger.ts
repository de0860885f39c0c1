import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import request from 'supertest';
import type { Response } from 'supertest';
import { loadEnv } from '../../src/config/env.js';
import { bankSignature } from '../../src/modules/bank/bank-signature.js';
import { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import type { TestApp } from '../create-test-app.js';
import { bankBody, completeBasic, completeProfile, signUp, signUpAs } from './members.js';
import type { Member } from './members.js';

/** The secret the test apps run with (the development default unless a test overrides it). */
export const BANK_SECRET = loadEnv({}).BANK_WEBHOOK_SECRET;

/** The books balance: every account agrees with its transfers and all balances sum to zero. */
export async function expectLedgerReconciled(t: TestApp): Promise<void> {
  const report = await t.app.get(LedgerService).reconcile();
  expect(report.differences).toEqual([]);
  expect(report.total_balance).toBe(0);
  expect(report.ok).toBe(true);
}

/** Sends a bank notification signed with the secret (or with the signature given). */
export function sendBankNotification(t: TestApp, body: object | string, signature?: string): Promise<Response> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return request(t.http)
    .post('/api/bank/notifications')
    .set('Content-Type', 'application/json')
    .set('X-Bank-Signature', signature ?? bankSignature(BANK_SECRET, Buffer.from(raw)))
    .send(raw);
}

const admins = new WeakMap<TestApp, Promise<Member>>();

/** One admin per test app, for console calls. */
export function adminOf(t: TestApp): Promise<Member> {
  let admin = admins.get(t);
  if (!admin) {
    admin = signUpAs(t, ['admin']);
    admins.set(t, admin);
  }
  return admin;
}

export interface Lender extends Member {
  memberSerial: string;
  virtualAccount: string;
}

/** An admin verifies the member's identity and (unless left out) bound bank account in the console. */
export async function verifyByStaff(t: TestApp, member: Member, subjects: readonly ('identity' | 'bank')[] = ['identity', 'bank']): Promise<void> {
  const admin = await adminOf(t);
  for (const subject of subjects) {
    const reviewed = await admin.browser.post(`/api/console/members/${member.id}/verify-${subject}`, { decision: 'verified' });
    expect(reviewed.status).toBe(200);
  }
}

/**
 * A full member whose identity and bound bank account (004 unless given) have been verified by an
 * admin (both left pending with `verify: false`), with a virtual account; `registration` overrides
 * fields of the registration (a referral link's mgm_serial).
 */
export async function verifiedMember(
  t: TestApp,
  { bankCode = '004', verify = true, registration = {} }: { bankCode?: string; verify?: boolean; registration?: Record<string, unknown> } = {},
): Promise<Lender> {
  const member = await signUp(t, registration);
  await completeBasic(member);
  await completeProfile(member);
  const bound = await member.browser.post('/api/member/bank', await bankBody(member, { bank_code: bankCode }));
  expect(bound.status).toBe(201);
  if (verify) await verifyByStaff(t, member);
  const overview = await member.browser.get('/api/account/overview');
  expect(overview.status).toBe(200);
  const status = await member.browser.get('/api/auth/status');
  return {
    ...member,
    memberSerial: status.body.data.memberSerial as string,
    virtualAccount: overview.body.data.lnb_account_number as string,
  };
}

/** Credits the member through a signed bank notification. */
export async function depositTo(t: TestApp, member: Lender, amount: number): Promise<Response> {
  const response = await sendBankNotification(t, {
    notification_id: `N-${randomUUID()}`,
    virtual_account: member.virtualAccount,
    amount,
    transferred_at: new Date().toISOString(),
  });
  expect(response.status).toBe(200);
  expect(response.body.data.status).toBe('credited');
  return response;
}

/** A POST with an Idempotency-Key (a fresh one unless given). */
export function postIdempotent(member: Member, path: string, body: object, key: string = randomUUID()): Promise<Response> {
  return member.browser.agent
    .post(path)
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('X-CSRF-Token', member.browser.csrfToken)
    .set('Idempotency-Key', key)
    .send(body);
}

/** The member's cash and locked balances, from the overview. */
export async function balancesOf(member: Member): Promise<{ available: number; locked: number; total: number; withdrawable: number }> {
  const response = await member.browser.get('/api/account/overview');
  expect(response.status).toBe(200);
  const data = response.body.data;
  return {
    available: data.available_amount,
    locked: data.user_lock_amount,
    total: data.total_amount,
    withdrawable: data.withdrawable_amount,
  };
}
