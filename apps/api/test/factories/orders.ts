import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import type { TestApp } from '../create-test-app.js';
import { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import { adminOf, depositTo, postIdempotent, verifiedMember } from './ledger.js';
import type { Lender } from './ledger.js';
import { factBorrower, listLoan } from './market.js';
import type { ListedLoan, MarketLoanSpec } from './market.js';
import { answerQuestionnaire } from './members.js';
import type { Member } from './members.js';

export const ORDERS = '/api/v1/orders';
export const INVESTMENTS = '/api/v1/investments';

/**
 * A full member who answered the questionnaire and whose identity and bank staff verified, with a
 * virtual account and (when given) that much cash deposited. Cash left idle over the first business
 * date of a month goes to the bank with the monthly settlement: a test moving the clock deposits
 * just before it orders. `registration` overrides fields of its registration (a referral link's mgm_serial).
 */
export async function investor(t: TestApp, cash = 0, registration: Record<string, unknown> = {}): Promise<Lender> {
  const lender = await verifiedMember(t, { registration });
  await answerQuestionnaire(lender);
  if (cash > 0) await depositTo(t, lender, cash);
  return lender;
}

/** A borrower (full member) who can also receive deposits. */
export async function borrowerWithAccount(t: TestApp): Promise<Lender> {
  const member = await factBorrower(t);
  const overview = await member.browser.get('/api/account/overview');
  expect(overview.status).toBe(200);
  const status = await member.browser.get('/api/auth/status');
  return { ...member, memberSerial: status.body.data.memberSerial as string, virtualAccount: overview.body.data.lnb_account_number as string };
}

/** A credit loan listed for lenders (媒合中), with a full borrower of its own unless given. */
export async function marketLoan(t: TestApp, spec: Partial<MarketLoanSpec> = {}, borrower?: Member): Promise<ListedLoan> {
  const owner = borrower ?? (await factBorrower(t));
  const admin = await adminOf(t);
  return listLoan(t, owner, admin.id, { appType: 'credit', grade: 'C', amount: 100_000, period: 12, pgr: '100', ...spec });
}

export interface LoanState {
  id: number;
  serial: string;
  status: string;
  market_status: string | null;
  amount: number;
  invested_amount: number;
  borrower_fee: number;
  updated_at: Date;
  funded_at: Date | null;
  disbursed_at: Date | null;
}

export async function loanState(t: TestApp, serial: string): Promise<LoanState> {
  const rows = (await t.app
    .get(DataSource)
    .query(
      `SELECT id, serial, status, market_status, amount, invested_amount, borrower_fee, updated_at, funded_at, disbursed_at FROM loans WHERE serial = $1`,
      [serial],
    )) as LoanState[];
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** One order line at the loan's current updated_at. */
export async function line(t: TestApp, serial: string, amount: number): Promise<{ serial: string; amount: number; updated_at: string }> {
  return { serial, amount, updated_at: (await loanState(t, serial)).updated_at.toISOString() };
}

export interface OrderOptions {
  payment_method?: 'balance' | 'deposit';
  key?: string;
  extra?: Record<string, unknown>;
}

/** POST /api/v1/orders with every confirmation given (unless overridden) and a fresh Idempotency-Key. */
export async function placeOrder(
  t: TestApp,
  member: Member,
  lines: { serial: string; amount: number }[],
  { payment_method = 'balance', key = randomUUID(), extra = {} }: OrderOptions = {},
): Promise<Response> {
  const loans = await Promise.all(lines.map((entry) => line(t, entry.serial, entry.amount)));
  return postIdempotent(
    member,
    ORDERS,
    {
      loans,
      payment_method,
      contract_accepted: true,
      no_protection_accepted: true,
      student_project_accepted: true,
      collateral_contract_accepted: true,
      ...extra,
    },
    key,
  );
}

/** The member's cash and locked balances straight from the ledger. */
export function ledgerBalances(t: TestApp, userId: number): Promise<{ cash: number; locked: number }> {
  return t.app.get(LedgerService).balances(userId);
}

/**
 * The loan's invested amount equals what its open investments hold (reserved or paid and
 * locked) while it is matching or funded, and what its active investments hold once disbursed.
 */
export async function expectInvestedMatches(t: TestApp, serial: string): Promise<void> {
  const [row] = (await t.app.get(DataSource).query(
    `SELECT l.status, l.invested_amount,
            COALESCE(sum(i.amount) FILTER (WHERE i.status IN ('pending_payment', 'waiting')), 0)::bigint AS open,
            COALESCE(sum(i.amount) FILTER (WHERE i.status = 'active'), 0)::bigint AS active
       FROM loans l LEFT JOIN investments i ON i.loan_id = l.id
      WHERE l.serial = $1 GROUP BY l.id`,
    [serial],
  )) as { status: string; invested_amount: number; open: number; active: number }[];
  if (row.status === 'matching' || row.status === 'funded') expect(row.invested_amount).toBe(row.open);
  if (row.status === 'repaying') expect(row.invested_amount).toBe(row.active);
}
