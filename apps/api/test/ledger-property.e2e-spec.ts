import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { withdrawalFee } from '@lendbridge/domain';
import { AppError } from '../src/common/app-error.js';
import { WithdrawalsService } from '../src/modules/account/withdrawals.service.js';
import { DepositsService } from '../src/modules/bank/deposits.service.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled, verifiedMember } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';

interface MemberModel {
  cash: number;
  locked: number;
  /** Withdrawals this month that were not refused (the fee's count). */
  withdrawalsThisMonth: number;
}

interface PendingModel {
  id: number;
  userId: number;
  amount: number;
  fee: number;
}

/** What the books should hold, computed without the database. */
interface Model {
  members: Map<number, MemberModel>;
  income: number;
  bank: number;
  pending: PendingModel[];
  paid: number[];
}

interface Real {
  ledger: LedgerService;
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  adminId: number;
  lenders: Lender[];
  bankOf: Map<number, string>;
}

const codeOf = (error: unknown): string => (error instanceof AppError ? error.code : `unexpected: ${String(error)}`);

async function expectSameBooks(model: Model, real: Real): Promise<void> {
  for (const [userId, expected] of model.members) {
    expect({ userId, ...(await real.ledger.balances(userId)) }).toEqual({ userId, cash: expected.cash, locked: expected.locked });
  }
  expect(await real.ledger.platformBalance('platform_income')).toBe(model.income);
  expect(await real.ledger.platformBalance('bank')).toBe(model.bank);
}

class Deposit implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly member: number,
    readonly amount: number,
  ) {}

  check(): boolean {
    return true;
  }

  async run(model: Model, real: Real): Promise<void> {
    const lender = real.lenders[this.member];
    const answer = await real.deposits.recordNotification({
      notification_id: randomUUID(),
      virtual_account: lender.virtualAccount,
      amount: this.amount,
      transferred_at: new Date().toISOString(),
    });
    expect(answer.status).toBe('credited');
    const member = model.members.get(lender.id) as MemberModel;
    member.cash += this.amount;
    model.bank -= this.amount;
    await expectSameBooks(model, real);
  }

  toString(): string {
    return `deposit(${this.member}, ${this.amount})`;
  }
}

class Withdraw implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly member: number,
    readonly amount: number | undefined,
  ) {}

  check(): boolean {
    return true;
  }

  async run(model: Model, real: Real): Promise<void> {
    const lender = real.lenders[this.member];
    const member = model.members.get(lender.id) as MemberModel;
    const requested = this.amount ?? member.cash;
    const fee = withdrawalFee(real.bankOf.get(lender.id) as string, member.withdrawalsThisMonth).fee;
    const expected =
      member.cash <= 0 ? 'NOTHING_TO_WITHDRAW' : requested > member.cash ? 'INSUFFICIENT_BALANCE' : requested <= fee ? 'WITHDRAW_AMOUNT_TOO_SMALL' : 'ok';
    let outcome = 'ok';
    try {
      const withdrawal = await real.withdrawals.request(lender.id, this.amount);
      expect(withdrawal.fee).toBe(fee);
      model.pending.push({ id: withdrawal.id, userId: lender.id, amount: requested, fee });
    } catch (error) {
      outcome = codeOf(error);
    }
    expect(outcome).toBe(expected);
    if (outcome === 'ok') {
      member.cash -= requested;
      member.locked += requested - fee;
      member.withdrawalsThisMonth += 1;
      model.income += fee;
    }
    await expectSameBooks(model, real);
  }

  toString(): string {
    return `withdraw(${this.member}, ${this.amount ?? 'all'})`;
  }
}

class Payout implements fc.AsyncCommand<Model, Real> {
  constructor(readonly picks: number[]) {}

  check(model: Readonly<Model>): boolean {
    return model.pending.length > 0;
  }

  async run(model: Model, real: Real): Promise<void> {
    const chosen = [...new Set(this.picks.map((pick) => model.pending[pick % model.pending.length]))];
    const rows = await real.withdrawals.payout(
      real.adminId,
      chosen.map((withdrawal) => withdrawal.id),
    );
    expect(rows.map((row) => row.status)).toEqual(chosen.map(() => 'paid'));
    for (const withdrawal of chosen) {
      (model.members.get(withdrawal.userId) as MemberModel).locked -= withdrawal.amount - withdrawal.fee;
      model.bank += withdrawal.amount - withdrawal.fee;
      model.paid.push(withdrawal.id);
    }
    model.pending = model.pending.filter((withdrawal) => !chosen.includes(withdrawal));
    await expectSameBooks(model, real);
  }

  toString(): string {
    return `payout(${this.picks.join(',')})`;
  }
}

class Reject implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}

  check(model: Readonly<Model>): boolean {
    return model.pending.length > 0;
  }

  async run(model: Model, real: Real): Promise<void> {
    const withdrawal = model.pending[this.pick % model.pending.length];
    const row = await real.withdrawals.reject(real.adminId, withdrawal.id, '測試退回');
    expect(row.status).toBe('rejected');
    const member = model.members.get(withdrawal.userId) as MemberModel;
    member.locked -= withdrawal.amount - withdrawal.fee;
    member.cash += withdrawal.amount;
    member.withdrawalsThisMonth -= 1;
    model.income -= withdrawal.fee;
    model.pending = model.pending.filter((candidate) => candidate !== withdrawal);
    await expectSameBooks(model, real);
  }

  toString(): string {
    return `reject(${this.pick})`;
  }
}

/** Paying out a withdrawal already paid changes nothing. */
class PayoutAgain implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}

  check(model: Readonly<Model>): boolean {
    return model.paid.length > 0;
  }

  async run(model: Model, real: Real): Promise<void> {
    const id = model.paid[this.pick % model.paid.length];
    let outcome = 'ok';
    try {
      await real.withdrawals.payout(real.adminId, [id]);
    } catch (error) {
      outcome = codeOf(error);
    }
    expect(outcome).toBe('WITHDRAWAL_NOT_PENDING');
    await expectSameBooks(model, real);
  }

  toString(): string {
    return `payoutAgain(${this.pick})`;
  }
}

describe('ledger against an in-memory model', () => {
  let t: TestApp;
  let real: Real;

  beforeAll(async () => {
    t = await createTestApp();
    const lenders = [await verifiedMember(t, { bankCode: '004' }), await verifiedMember(t, { bankCode: '006' }), await verifiedMember(t, { bankCode: '822' })];
    real = {
      ledger: t.app.get(LedgerService),
      deposits: t.app.get(DepositsService),
      withdrawals: t.app.get(WithdrawalsService),
      adminId: (await adminOf(t)).id,
      lenders,
      bankOf: new Map([
        [lenders[0].id, '004'],
        [lenders[1].id, '006'],
        [lenders[2].id, '822'],
      ]),
    };
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  /** The model at the start of a run: what the books hold now. */
  async function currentModel(): Promise<Model> {
    const members = new Map<number, MemberModel>();
    for (const lender of real.lenders) {
      const { cash, locked } = await real.ledger.balances(lender.id);
      const { withdrawals_this_month } = await real.withdrawals.previewFee(lender.id);
      members.set(lender.id, { cash, locked, withdrawalsThisMonth: withdrawals_this_month });
    }
    const pending: { id: number; user_id: number; amount: number; fee: number }[] = await t.app
      .get(DataSource)
      .query(`SELECT id, user_id, amount, fee FROM withdrawals WHERE status = 'pending' ORDER BY id`);
    const paid: { id: number }[] = await t.app.get(DataSource).query(`SELECT id FROM withdrawals WHERE status = 'paid' ORDER BY id`);
    return {
      members,
      income: await real.ledger.platformBalance('platform_income'),
      bank: await real.ledger.platformBalance('bank'),
      pending: pending.map((row) => ({ id: row.id, userId: row.user_id, amount: row.amount, fee: row.fee })),
      paid: paid.map((row) => row.id),
    };
  }

  it('agrees on every balance and keeps the sum at zero through random deposits, withdrawals, payouts and refusals', async () => {
    const member = fc.integer({ min: 0, max: 2 });
    const commands = fc.commands(
      [
        fc.tuple(member, fc.integer({ min: 1, max: 20_000 })).map(([who, amount]) => new Deposit(who, amount)),
        fc
          .tuple(member, fc.option(fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 30_000 })), { nil: undefined }))
          .map(([who, amount]) => new Withdraw(who, amount)),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }).map((picks) => new Payout(picks)),
        fc.nat().map((pick) => new Reject(pick)),
        fc.nat().map((pick) => new PayoutAgain(pick)),
      ],
      { maxCommands: 25 },
    );
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        const model = await currentModel();
        await fc.asyncModelRun(() => ({ model, real }), sequence);
        const report = await real.ledger.reconcile();
        expect(report.total_balance).toBe(0);
        expect(report.differences).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
