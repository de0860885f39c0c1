import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CHECKOUT_BALANCE_PAYMENT_MIN, LOAN_CANCEL_FEE, orderPlaceSchema, protectionProvisionOf } from '@lendbridge/domain';
import { DepositsService } from '../src/modules/bank/deposits.service.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { FundingService } from '../src/modules/orders/funding.service.js';
import { OrdersService } from '../src/modules/orders/orders.service.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { Deposit, addTo, assertModelRuns, codeOf, currentBooks, expectSameBalances, outcomeOf } from './factories/books-model.js';
import type { BooksModel, BooksReal } from './factories/books-model.js';
import { adminOf, expectLedgerReconciled } from './factories/ledger.js';
import { listLoan } from './factories/market.js';
import { borrowerWithAccount, investor, loanState } from './factories/orders.js';

type LoanStatusModel = 'matching' | 'funded' | 'repaying' | 'cancelled';

interface LoanModel {
  serial: string;
  borrowerId: number;
  amount: number;
  fee: number;
  invested: number;
  status: LoanStatusModel;
  /** Paid investments waiting for the disbursement: lender and amount. */
  waiting: { lenderId: number; amount: number }[];
}

/** What the books and the loans should hold, computed without the database. */
interface Model extends BooksModel {
  loans: LoanModel[];
}

/** The members watched are three lenders, then two borrowers. */
interface Real extends BooksReal<Model> {
  t: TestApp;
  orders: OrdersService;
  funding: FundingService;
}

const LENDERS = 3;

async function expectSameBooks(model: Model, real: Real): Promise<void> {
  await expectSameBalances(model, real);
  const total = [...model.cash.values(), ...model.locked.values()].reduce((sum, value) => sum + value, model.income + model.fund + model.bank);
  expect(total).toBe(0);
  for (const loan of model.loans) {
    const state = await loanState(real.t, loan.serial);
    expect({ serial: loan.serial, status: state.status, invested: state.invested_amount }).toEqual({
      serial: loan.serial,
      status: loan.status,
      invested: loan.invested,
    });
  }
}

class Order implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly lender: number,
    readonly loan: number,
    readonly amount: number,
  ) {}

  check(): boolean {
    return true;
  }

  async run(model: Model, real: Real): Promise<void> {
    const lender = real.members[this.lender];
    const loan = model.loans[this.loan];
    const cash = model.cash.get(lender.id) ?? 0;
    const expected =
      loan.status !== 'matching' || this.amount > loan.amount - loan.invested
        ? 'changed'
        : cash < CHECKOUT_BALANCE_PAYMENT_MIN
          ? 'BALANCE_BELOW_MINIMUM'
          : cash < this.amount
            ? 'INSUFFICIENT_BALANCE'
            : 'ok';
    const input = orderPlaceSchema.parse({
      loans: [{ serial: loan.serial, amount: this.amount, updated_at: (await loanState(real.t, loan.serial)).updated_at.toISOString() }],
      payment_method: 'balance',
      contract_accepted: true,
      no_protection_accepted: true,
    });
    let outcome: string;
    try {
      outcome = (await real.orders.place(lender.id, input)).placed ? 'ok' : 'changed';
    } catch (error) {
      outcome = codeOf(error);
    }
    expect(outcome).toBe(expected);
    if (outcome === 'ok') {
      addTo(model.cash, lender.id, -this.amount);
      addTo(model.locked, lender.id, this.amount);
      loan.invested += this.amount;
      loan.waiting.push({ lenderId: lender.id, amount: this.amount });
      if (loan.invested === loan.amount) loan.status = 'funded';
    }
    await real.expectSame(model);
  }

  toString(): string {
    return `order(${this.lender}, loan ${this.loan}, ${this.amount})`;
  }
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly loan: number) {}

  check(): boolean {
    return true;
  }

  async run(model: Model, real: Real): Promise<void> {
    const loan = model.loans[this.loan];
    const fee = loan.invested > 0 ? LOAN_CANCEL_FEE : 0;
    const expected =
      loan.status !== 'matching' && loan.status !== 'funded'
        ? 'LOAN_NOT_CANCELLABLE'
        : (model.cash.get(loan.borrowerId) ?? 0) < fee
          ? 'INSUFFICIENT_BALANCE'
          : 'ok';
    const outcome = await outcomeOf(async () => {
      const answer = await real.funding.cancel(loan.borrowerId, loan.serial);
      expect(answer.released_amount).toBe(loan.waiting.reduce((sum, investment) => sum + investment.amount, 0));
    });
    expect(outcome).toBe(expected);
    if (outcome === 'ok') {
      addTo(model.cash, loan.borrowerId, -fee);
      model.income += fee;
      for (const investment of loan.waiting) {
        addTo(model.locked, investment.lenderId, -investment.amount);
        addTo(model.cash, investment.lenderId, investment.amount);
      }
      loan.waiting = [];
      loan.status = 'cancelled';
    }
    await real.expectSame(model);
  }

  toString(): string {
    return `cancel(loan ${this.loan})`;
  }
}

class Disburse implements fc.AsyncCommand<Model, Real> {
  constructor(readonly loan: number) {}

  check(): boolean {
    return true;
  }

  async run(model: Model, real: Real): Promise<void> {
    const loan = model.loans[this.loan];
    const expected = loan.status === 'funded' ? 'ok' : 'LOAN_NOT_FUNDED';
    const outcome = await outcomeOf(() => real.funding.disburse(loan.serial));
    expect(outcome).toBe(expected);
    if (outcome === 'ok') {
      for (const investment of loan.waiting) addTo(model.locked, investment.lenderId, -investment.amount);
      addTo(model.cash, loan.borrowerId, loan.amount - loan.fee);
      model.income += loan.fee - protectionProvisionOf(loan.fee);
      model.fund += protectionProvisionOf(loan.fee);
      loan.waiting = [];
      loan.status = 'repaying';
    }
    await real.expectSame(model);
  }

  toString(): string {
    return `disburse(loan ${this.loan})`;
  }
}

describe('orders, cancellations and disbursements against an in-memory model', () => {
  let t: TestApp;
  let real: Real;
  let reviewerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const lenders = await Promise.all(Array.from({ length: LENDERS }, () => investor(t)));
    const borrowers = [await borrowerWithAccount(t), await borrowerWithAccount(t)];
    reviewerId = (await adminOf(t)).id;
    real = {
      t,
      ledger: t.app.get(LedgerService),
      deposits: t.app.get(DepositsService),
      orders: t.app.get(OrdersService),
      funding: t.app.get(FundingService),
      members: [...lenders, ...borrowers],
      expectSame: (model) => expectSameBooks(model, real),
    };
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  /** The books as they are now, and three new loans listed for this run. */
  async function freshModel(): Promise<Model> {
    const books = await currentBooks(real.ledger, real.members);
    const loans: LoanModel[] = [];
    for (const [index, amount] of [4_000, 6_000, 9_000].entries()) {
      const borrower = real.members[LENDERS + (index % 2)];
      const listed = await listLoan(t, borrower, reviewerId, { appType: 'credit', grade: 'C', amount, period: 12 });
      const state = await loanState(t, listed.serial);
      loans.push({ serial: listed.serial, borrowerId: borrower.id, amount, fee: state.borrower_fee, invested: 0, status: 'matching', waiting: [] });
    }
    return { ...books, loans };
  }

  it('agrees on every balance, every loan and the zero sum through random deposits, orders, cancellations and disbursements', async () => {
    const loan = fc.integer({ min: 0, max: 2 });
    const commands = fc.commands(
      [
        fc.tuple(fc.integer({ min: 0, max: LENDERS + 1 }), fc.integer({ min: 1, max: 12_000 })).map(([who, amount]) => new Deposit<Model>(who, amount)),
        fc
          .tuple(fc.integer({ min: 0, max: LENDERS - 1 }), loan, fc.integer({ min: 1, max: 5 }))
          .map(([who, target, units]) => new Order(who, target, units * 1_000)),
        fc
          .tuple(fc.integer({ min: 0, max: LENDERS - 1 }), loan, fc.integer({ min: 1, max: 5 }))
          .map(([who, target, units]) => new Order(who, target, units * 1_000)),
        loan.map((target) => new Cancel(target)),
        loan.map((target) => new Disburse(target)),
      ],
      { maxCommands: 30 },
    );
    await assertModelRuns(commands, freshModel, real, 12);
  }, 240_000);
});
