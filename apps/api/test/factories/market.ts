import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { MarketLoanSpec } from '../../src/database/seed/market-demo.js';
import { createMarketLoan } from '../../src/database/seed/market-demo.js';
import type { TestApp } from '../create-test-app.js';
import { verifyByStaff } from './ledger.js';
import { BASIC_PERSON, answerQuestionnaire, bindBank, completeProfile, signUp } from './members.js';
import type { Member } from './members.js';

export type { MarketLoanSpec };

export interface BorrowerFactsInput {
  basic?: Record<string, unknown>;
  profile?: Record<string, unknown>;
  /** Fields of the registration (a referral link's mgm_serial). */
  registration?: Record<string, unknown>;
}

/** A full member whose basic and trading registration carry the given facts (gender, birthday, city …), identity and bank verified by staff. */
export async function factBorrower(t: TestApp, facts: BorrowerFactsInput = {}): Promise<Member> {
  const member = await signUp(t, { intent: 'borrower', ...facts.registration });
  const basic = await member.browser.post('/api/member/basic', { ...BASIC_PERSON, ...facts.basic });
  expect({ status: basic.status, errors: basic.body.errors }).toEqual({ status: 201, errors: undefined });
  await completeProfile(member, facts.profile);
  await bindBank(member);
  await answerQuestionnaire(member);
  await verifyByStaff(t, member);
  return member;
}

export interface ListedLoan {
  id: number;
  serial: string;
  spec: MarketLoanSpec;
  borrower: Member;
}

/** A loan reviewed, approved and (unless stage approved) confirmed through the services, with its market fields. */
export async function listLoan(t: TestApp, borrower: Member, reviewerId: number, spec: MarketLoanSpec): Promise<ListedLoan> {
  const loan = await createMarketLoan(t.app, borrower.id, reviewerId, spec);
  return { id: loan.id, serial: loan.serial, spec, borrower };
}

/** Moves a loan to a state of its later life (the funding and repayment flows of other modules). */
export async function setLoanState(t: TestApp, loanId: number, changes: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(changes);
  await t.app
    .get(DataSource)
    .query(`UPDATE loans SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`, [
      loanId,
      ...Object.values(changes),
    ]);
}
