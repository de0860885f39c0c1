import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { withdrawalFee } from '@lendbridge/domain';
import { WithdrawalsService } from '../src/modules/account/withdrawals.service.js';
import { DepositsService } from '../src/modules/bank/deposits.service.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { Deposit, addTo, assertModelRuns, currentBooks, expectSameBalances, outcomeOf } from './factories/books-model.js';
import type { BooksModel, BooksReal } from './factories/books-model.js';
import { adminOf, expectLedgerReconciled, verifiedMember } from './factories/ledger.js';

interface PendingModel {
  id: number;
  userId: number;
  amount: number;
  fee: number;
}

/** What the books and the withdrawals should hold, computed without the database. */
interface Model extends BooksModel {
  /** Withdrawals this month that were not refused (the fee's count), per member. */
  withdrawalsThisMonth: Map<number, number>;
  pending: PendingModel[];
  paid: number[];
}

/** The three lenders are the members watched. */
interface Real extends BooksReal<Model> {
  withdrawals: WithdrawalsService;
  adminId: number;
  bankOf: Map<number, string>;
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
    const lender = real.members[this.member];
    const cash = model.cash.get(lender.id) ?? 0;
    const requested = this.amount ?? cash;
    const fee = withdrawalFee(real.bankOf.get(lender.id) as string, model.withdrawalsThisMonth.get(lender.id) ?? 0).fee;
    const expected =
      cash <= 0 ? 'NOTHING_TO_WITHDRAW' : requested > cash ? 'INSUFFICIENT_BALANCE' : requested <= fee ? 'WITHDRAW_AMOUNT_TOO_SMALL' : 'ok';
    const outcome = await outcomeOf(async () => {
      const withdrawal = await real.withdrawals.request(lender.id, this.amount);
      expect(withdrawal.fee).toBe(fee);
      model.pending.push({ id: withdrawal.id, userId: lender.id, amount: requested, fee });
    });
    expect(outcome).toBe(expected);
    if (outcome === 'ok') {
      addTo(model.cash, lender.id, -requested);
      addTo(model.locked, lender.id, requested - fee);
      addTo(model.withdrawalsThisMonth, lender.id, 1);
      model.income += fee;
    }
    await real.expectSame(model);
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
      '已匯款',
    );
    expect(rows.map((row) => row.status)).toEqual(chosen.map(() => 'paid'));
    for (const withdrawal of chosen) {
      addTo(model.locked, withdrawal.userId, -(withdrawal.amount - withdrawal.fee));
      model.bank += withdrawal.amount - withdrawal.fee;
      model.paid.push(withdrawal.id);
    }
    model.pending = model.pending.filter((withdrawal) => !chosen.includes(withdrawal));
    await real.expectSame(model);
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
    addTo(model.locked, withdrawal.userId, -(withdrawal.amount - withdrawal.fee));
    addTo(model.cash, withdrawal.userId, withdrawal.amount);
    addTo(model.withdrawalsThisMonth, withdrawal.userId, -1);
    model.income -= withdrawal.fee;
    model.pending = model.pending.filter((candidate) => candidate !== withdrawal);
    await real.expectSame(model);
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
    const outcome = await outcomeOf(() => real.withdrawals.payout(real.adminId, [id], '已匯款'));
    expect(outcome).toBe('WITHDRAWAL_NOT_PENDING');
    await real.expectSame(model);
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
      members: lenders,
      expectSame: (model) => expectSameBalances(model, real),
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
    const withdrawalsThisMonth = new Map<number, number>();
    for (const lender of real.members) {
      withdrawalsThisMonth.set(lender.id, (await real.withdrawals.previewFee(lender.id)).withdrawals_this_month);
    }
    const pending: { id: number; user_id: number; amount: number; fee: number }[] = await t.app
      .get(DataSource)
      .query(`SELECT id, user_id, amount, fee FROM withdrawals WHERE status = 'pending' ORDER BY id`);
    const paid: { id: number }[] = await t.app.get(DataSource).query(`SELECT id FROM withdrawals WHERE status = 'paid' ORDER BY id`);
    return {
      ...(await currentBooks(real.ledger, real.members)),
      withdrawalsThisMonth,
      pending: pending.map((row) => ({ id: row.id, userId: row.user_id, amount: row.amount, fee: row.fee })),
      paid: paid.map((row) => row.id),
    };
  }

  it('agrees on every balance and keeps the sum at zero through random deposits, withdrawals, payouts and refusals', async () => {
    const member = fc.integer({ min: 0, max: 2 });
    const commands = fc.commands(
      [
        fc.tuple(member, fc.integer({ min: 1, max: 20_000 })).map(([who, amount]) => new Deposit<Model>(who, amount)),
        fc
          .tuple(member, fc.option(fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 30_000 })), { nil: undefined }))
          .map(([who, amount]) => new Withdraw(who, amount)),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }).map((picks) => new Payout(picks)),
        fc.nat().map((pick) => new Reject(pick)),
        fc.nat().map((pick) => new PayoutAgain(pick)),
      ],
      { maxCommands: 25 },
    );
    await assertModelRuns(commands, currentModel, real, 15);
  }, 120_000);
});
