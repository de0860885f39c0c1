import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCreditGrade } from '../grades/credit-grades.js';
import { MARKET_SOURCES } from '../market/tabs.js';
import { ROBO_PRODUCTS, ROBO_PRODUCT_RULES } from './constants.js';
import type { RoboProduct } from './constants.js';
import type { LoanAppType } from '../loans/vocabulary.js';
import { roboAllocationOf, roboAllocationOfRanked, roboCapOf, roboOrdersOf, roboRankedCandidatesOf } from './allocation.js';
import type { RoboAccount, RoboCandidateLoan } from './allocation.js';

const GRADES = ['A0', 'A1', 'B', 'C', 'E', 'F', 'G3', 'H5', '2A0', '2D', '2K', 'C_STU', 'PAWN'] as const;
const USERS = ['u1', 'u2', 'u3', 'u4', 'u5'] as const;

const loan = (serial: string, overrides: Partial<RoboCandidateLoan> = {}): RoboCandidateLoan => ({
  serial,
  borrower_id: `b-${serial}`,
  grade: 'A0',
  source: 'complex',
  app_type: 'credit',
  investable_amount: 100_000,
  late: false,
  ...overrides,
});

const empty = { loans: {}, borrowers: {} } as const;

describe('roboAllocationOf', () => {
  it('buys one stable part of each eligible loan, best grade first then serial', () => {
    const account: RoboAccount = { user_id: 'me', cash: 50_000, held: empty };
    const loans = [
      loan('L3', { grade: 'C' }),
      loan('L2', { grade: '2A1' }),
      loan('L1', { grade: 'A1' }),
      loan('L0', { grade: 'A0', source: 'npr' }),
      loan('L4', { borrower_id: 'me' }),
      loan('L5', { late: true }),
      loan('L6', { grade: 'F' }),
      loan('L7', { investable_amount: 999 }),
    ];
    expect(roboAllocationOf(account, loans, 'stable')).toEqual([
      { serial: 'L1', amount: 1_000 },
      { serial: 'L2', amount: 1_000 },
      { serial: 'L3', amount: 1_000 },
    ]);
  });

  it('goes round the loans again while parts fit the caps, and never past the cash', () => {
    const account: RoboAccount = { user_id: 'me', cash: 100_000, held: empty };
    const parts = roboAllocationOf(account, [loan('A'), loan('B')], 'stable');
    expect(parts.map((part) => part.serial)).toEqual(['A', 'B', 'A', 'B']);
    expect(roboOrdersOf(parts)).toEqual([
      { serial: 'A', amount: 2_000 },
      { serial: 'B', amount: 2_000 },
    ]);
  });

  it('lets an account smaller than a part over the percent still buy one part a loan, never past its cash', () => {
    expect(roboAllocationOf({ user_id: 'me', cash: 2_999, held: empty }, [loan('A'), loan('B'), loan('C')], 'stable')).toEqual([
      { serial: 'A', amount: 1_000 },
      { serial: 'B', amount: 1_000 },
    ]);
    expect(roboAllocationOf({ user_id: 'me', cash: 999, held: empty }, [loan('A')], 'stable')).toEqual([]);
  });

  it('takes the caps from the account value, so cash a repayment returns is invested again beside what is held', () => {
    const repaid: RoboAccount = { user_id: 'me', cash: 3_000, held: { loans: { A: 1_000 }, borrowers: { 'b-A': 1_000 } } };
    expect(roboAllocationOf(repaid, [loan('A'), loan('B'), loan('C')], 'stable')).toEqual([
      { serial: 'B', amount: 1_000 },
      { serial: 'C', amount: 1_000 },
    ]);
    const parts = roboAllocationOf({ ...repaid, value: 100_000 }, [loan('A'), loan('B'), loan('C')], 'stable');
    expect(parts).toEqual([
      { serial: 'A', amount: 1_000 },
      { serial: 'B', amount: 1_000 },
      { serial: 'C', amount: 1_000 },
    ]);
  });

  it('counts what the account already holds of a loan and of a borrower', () => {
    const account: RoboAccount = { user_id: 'me', cash: 100_000, held: { loans: { A: 1_000 }, borrowers: { 'b-B': 4_000 } } };
    expect(roboOrdersOf(roboAllocationOf(account, [loan('A'), loan('B'), loan('C')], 'stable'))).toEqual([
      { serial: 'A', amount: 1_000 },
      { serial: 'C', amount: 2_000 },
    ]);
  });

  it('buys vip parts of NT$ 5,000 from the high-yield market and grades to G3', () => {
    const account: RoboAccount = { user_id: 'me', cash: 1_000_000, held: empty };
    const loans = [loan('V1', { grade: 'G3', source: 'npr' }), loan('V2', { grade: 'H1' }), loan('V3', { grade: '2I' })];
    expect(roboOrdersOf(roboAllocationOf(account, loans, 'vip'))).toEqual([
      { serial: 'V1', amount: 10_000 },
      { serial: 'V3', amount: 10_000 },
    ]);
  });

  it('floors a cap to whole NT$ and refuses malformed inputs', () => {
    expect(roboCapOf(49_999, 2)).toBe(999);
    expect(() => roboAllocationOf({ user_id: 'me', cash: 1.5, held: empty }, [], 'stable')).toThrow(RangeError);
    expect(() => roboAllocationOf({ user_id: 'me', cash: 2_000, value: 1_999, held: empty }, [], 'stable')).toThrow(RangeError);
    expect(() => roboAllocationOf({ user_id: 'me', cash: 1_000, held: empty }, [loan('A'), loan('A')], 'stable')).toThrow(RangeError);
  });

  const loansArb = fc.uniqueArray(
    fc.record({
      serial: fc.stringMatching(/^[A-Z0-9]{1,6}$/),
      borrower_id: fc.constantFrom(...USERS),
      grade: fc.constantFrom(...GRADES),
      source: fc.constantFrom(...MARKET_SOURCES),
      app_type: fc.constantFrom<LoanAppType>('credit', 'sme', 'farmer', 'pawn_project', 'student', 'other'),
      investable_amount: fc.integer({ min: 0, max: 60_000 }),
      late: fc.boolean(),
    }),
    { selector: (candidate) => candidate.serial, maxLength: 25 },
  );
  const accountArb = fc
    .record({
      user_id: fc.constantFrom(...USERS),
      cash: fc.integer({ min: 0, max: 3_000_000 }),
      invested: fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: undefined }),
      held: fc.record({
        loans: fc.dictionary(fc.stringMatching(/^[A-Z0-9]{1,6}$/), fc.integer({ min: 0, max: 40_000 }), { maxKeys: 5 }),
        borrowers: fc.dictionary(fc.constantFrom(...USERS), fc.integer({ min: 0, max: 80_000 }), { maxKeys: 3 }),
      }),
    })
    .map(({ invested, ...account }): RoboAccount => (invested === undefined ? account : { ...account, value: account.cash + invested }));
  /** The cap of a percent, counted apart from the code: floor(value × percent / 100), at least one part. */
  const capOf = (account: RoboAccount, percent: number, part: number): number =>
    Math.max(part, Math.floor(((account.value ?? account.cash) * percent) / 100));
  const own = (record: Readonly<Record<string, number>>, key: string): number => (Object.hasOwn(record, key) ? (record[key] ?? 0) : 0);

  it('never breaks a rule over random markets and accounts', () => {
    fc.assert(
      fc.property(accountArb, loansArb, fc.constantFrom<RoboProduct>(...ROBO_PRODUCTS), (account, loans, product) => {
        const rule = ROBO_PRODUCT_RULES[product];
        const parts = roboAllocationOf(account, loans, product);
        const bySerial = new Map(loans.map((candidate) => [candidate.serial, candidate]));
        expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBeLessThanOrEqual(account.cash);
        const ofLoan = new Map<string, number>();
        const ofBorrower = new Map<string, number>();
        for (const part of parts) {
          expect(part.amount).toBe(rule.part_amount);
          const bought = bySerial.get(part.serial);
          expect(bought).toBeDefined();
          if (bought === undefined) return;
          expect(bought.borrower_id).not.toBe(account.user_id);
          expect(bought.late).toBe(false);
          expect(rule.sources).toContain(bought.source);
          expect(rule.app_types).toContain(bought.app_type);
          expect(rule.grades as readonly string[]).toContain(findCreditGrade(bought.grade)?.equivalent);
          ofLoan.set(part.serial, (ofLoan.get(part.serial) ?? 0) + part.amount);
          ofBorrower.set(bought.borrower_id, (ofBorrower.get(bought.borrower_id) ?? 0) + part.amount);
        }
        for (const [serial, amount] of ofLoan) {
          expect(amount).toBeLessThanOrEqual(bySerial.get(serial)?.investable_amount ?? 0);
          expect(own(account.held.loans, serial) + amount).toBeLessThanOrEqual(capOf(account, rule.loan_cap_percent, rule.part_amount));
        }
        for (const [borrower, amount] of ofBorrower) {
          expect(own(account.held.borrowers, borrower) + amount).toBeLessThanOrEqual(capOf(account, rule.borrower_cap_percent, rule.part_amount));
        }
      }),
    );
  });

  it('answers the same parts from a market ranked once for every account', () => {
    fc.assert(
      fc.property(accountArb, loansArb, fc.constantFrom<RoboProduct>(...ROBO_PRODUCTS), (account, loans, product) => {
        expect(roboAllocationOfRanked(account, roboRankedCandidatesOf(loans, product), product)).toEqual(roboAllocationOf(account, loans, product));
      }),
    );
  });

  it('is deterministic: the same parts whatever order the market lists the loans in', () => {
    fc.assert(
      fc.property(accountArb, loansArb, fc.constantFrom<RoboProduct>(...ROBO_PRODUCTS), (account, loans, product) => {
        expect(roboAllocationOf(account, [...loans].reverse(), product)).toEqual(roboAllocationOf(account, loans, product));
      }),
    );
  });

  it('leaves no eligible loan with room once it stops, while cash for a part remains', () => {
    fc.assert(
      fc.property(accountArb, loansArb, (account, loans) => {
        const rule = ROBO_PRODUCT_RULES.stable;
        const parts = roboAllocationOf(account, loans, 'stable');
        const left = account.cash - parts.length * rule.part_amount;
        if (left < rule.part_amount) return;
        const orders = new Map(roboOrdersOf(parts).map((order) => [order.serial, order.amount]));
        const ofBorrower = new Map<string, number>();
        for (const candidate of loans) {
          const amount = orders.get(candidate.serial) ?? 0;
          ofBorrower.set(candidate.borrower_id, (ofBorrower.get(candidate.borrower_id) ?? 0) + amount);
        }
        for (const candidate of loans) {
          const equivalent = findCreditGrade(candidate.grade)?.equivalent;
          const eligible =
            equivalent !== undefined &&
            (rule.grades as readonly string[]).includes(equivalent) &&
            rule.sources.includes(candidate.source) &&
            rule.app_types.includes(candidate.app_type) &&
            candidate.borrower_id !== account.user_id &&
            !candidate.late;
          if (!eligible) continue;
          const amount = orders.get(candidate.serial) ?? 0;
          const fits =
            amount + rule.part_amount <= candidate.investable_amount &&
            own(account.held.loans, candidate.serial) + amount + rule.part_amount <= capOf(account, rule.loan_cap_percent, rule.part_amount) &&
            own(account.held.borrowers, candidate.borrower_id) + (ofBorrower.get(candidate.borrower_id) ?? 0) + rule.part_amount <=
              capOf(account, rule.borrower_cap_percent, rule.part_amount);
          expect(fits).toBe(false);
        }
      }),
    );
  });
});
