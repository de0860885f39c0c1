import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import fc from 'fast-check';
import { AppError } from '../../src/common/app-error.js';
import type { DepositsService } from '../../src/modules/bank/deposits.service.js';
import type { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import type { Lender } from './ledger.js';

/** What the books should hold, computed without the database: each member's cash and locked, the platform's income, protection fund and bank. */
export interface BooksModel {
  cash: Map<number, number>;
  locked: Map<number, number>;
  income: number;
  fund: number;
  bank: number;
}

/** What a model run drives: the ledger, the deposits, the members it watches and its comparison after every command. */
export interface BooksReal<M extends BooksModel> {
  ledger: LedgerService;
  deposits: DepositsService;
  members: Lender[];
  /** Compares the model with the database; every command ends with it. */
  expectSame: (model: M) => Promise<void>;
}

/** The code of a refusal, or a text that matches no code for anything else. */
export const codeOf = (error: unknown): string => (error instanceof AppError ? error.code : `unexpected: ${String(error)}`);

/** 'ok' when the call succeeds, else the code of its refusal. */
export async function outcomeOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    return codeOf(error);
  }
}

/** Adds the amount (negative to take) to the member's entry. */
export const addTo = (map: Map<number, number>, id: number, amount: number): void => {
  map.set(id, (map.get(id) ?? 0) + amount);
};

/** The books as the database holds them now, for the members given. */
export async function currentBooks(ledger: LedgerService, members: readonly Lender[]): Promise<BooksModel> {
  const cash = new Map<number, number>();
  const locked = new Map<number, number>();
  for (const member of members) {
    const balances = await ledger.balances(member.id);
    cash.set(member.id, balances.cash);
    locked.set(member.id, balances.locked);
  }
  return {
    cash,
    locked,
    income: await ledger.platformBalance('platform_income'),
    fund: await ledger.platformBalance('protection_fund'),
    bank: await ledger.platformBalance('bank'),
  };
}

/** Every watched member's cash and locked, and the platform's income, protection fund and bank, are the model's. */
export async function expectSameBalances(
  model: BooksModel,
  real: { ledger: LedgerService; members: readonly Lender[] },
): Promise<void> {
  for (const member of real.members) {
    expect({ id: member.id, ...(await real.ledger.balances(member.id)) }).toEqual({
      id: member.id,
      cash: model.cash.get(member.id) ?? 0,
      locked: model.locked.get(member.id) ?? 0,
    });
  }
  expect(await real.ledger.platformBalance('platform_income')).toBe(model.income);
  expect(await real.ledger.platformBalance('protection_fund')).toBe(model.fund);
  expect(await real.ledger.platformBalance('bank')).toBe(model.bank);
}

/** A bank notification crediting a watched member's virtual account. */
export class Deposit<M extends BooksModel> implements fc.AsyncCommand<M, BooksReal<M>> {
  constructor(
    readonly member: number,
    readonly amount: number,
  ) {}

  check(): boolean {
    return true;
  }

  async run(model: M, real: BooksReal<M>): Promise<void> {
    const member = real.members[this.member];
    const answer = await real.deposits.recordNotification({
      notification_id: randomUUID(),
      virtual_account: member.virtualAccount,
      amount: this.amount,
      transferred_at: new Date().toISOString(),
    });
    expect(answer.status).toBe('credited');
    addTo(model.cash, member.id, this.amount);
    model.bank -= this.amount;
    await real.expectSame(model);
  }

  toString(): string {
    return `deposit(${this.member}, ${this.amount})`;
  }
}

/**
 * Runs random command sequences, each from the model start() answers, and checks after each that
 * the ledger reconciles with a zero sum.
 */
export async function assertModelRuns<M extends BooksModel, R extends BooksReal<M>>(
  commands: fc.Arbitrary<Iterable<fc.AsyncCommand<M, R>>>,
  start: () => Promise<M>,
  real: R,
  numRuns: number,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(commands, async (sequence) => {
      const model = await start();
      await fc.asyncModelRun(() => ({ model, real }), sequence);
      const report = await real.ledger.reconcile();
      expect(report.total_balance).toBe(0);
      expect(report.differences).toEqual([]);
    }),
    { numRuns },
  );
}
