import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrderChangedLoan, PlaceOrderAssignAnswer, PlaceOrderAssignInput, PlaceOrderAssignSomeInput, PlaceOrderUnassignAnswer } from '@lendbridge/domain';
import { CartService } from '../cart/cart.service.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { changedLoans, checkOrderLines, readOrderLines } from './order-lines.js';
import type { RequestedLine } from './order-lines.js';
import { notInCart } from './orders.errors.js';
import { presentAssignment } from './orders.presenter.js';

/** The answer of an assignment: every loan fits (or the test asked), or the loans that do not. */
export type AssignResult = { fits: true; answer: PlaceOrderAssignAnswer } | { fits: false; loans: OrderChangedLoan[] };

/**
 * The checkout's assignment (spec 7): the loans about to be ordered, checked by the order's own
 * rules (an unknown or own loan refused, each line at most what its loan still takes) without
 * placing or reserving anything, so no money moves and no Idempotency-Key is asked for.
 */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly cart: CartService,
  ) {}

  /** assign {assignData: {serial: amount}}: refusals named assignData.{serial}. */
  assign(userId: number, input: PlaceOrderAssignInput, test: boolean, now: Date = new Date()): Promise<AssignResult> {
    const requested = Object.entries(input.assignData).map(([serial, amount]) => ({ serial, amount, field: `assignData.${serial}` }));
    return this.check(userId, requested, test, now);
  }

  /** assign-some {serials}: those cart lines at their cart amounts; a loan not in the cart is refused on serials.{i}. */
  async assignSome(userId: number, input: PlaceOrderAssignSomeInput, test: boolean, now: Date = new Date()): Promise<AssignResult> {
    const amounts = await this.cart.amountsByLoan(userId, input.serials);
    const requested = input.serials.map((serial, index): RequestedLine => {
      const amount = amounts.get(serial);
      if (amount === undefined) throw notInCart(`serials.${index}`);
      return { serial, amount, field: `serials.${index}` };
    });
    return this.check(userId, requested, test, now);
  }

  /** unassign/{serial}: the loan leaves the member's checkout with its cart line. */
  unassign(userId: number, serial: string): Promise<PlaceOrderUnassignAnswer> {
    return this.cart.removeLoan(userId, serial);
  }

  /**
   * The assign check: every line fits, or { fits: false } with the changed lines at what they can
   * take now (0 once the loan closed). The assign test answers the lowered lines with the changes.
   */
  private async check(userId: number, requested: readonly RequestedLine[], test: boolean, now: Date): Promise<AssignResult> {
    const lines = checkOrderLines(await readOrderLines(this.dataSource.manager, userId, requested), now);
    const changed = changedLoans(lines);
    if (changed.length > 0 && !test) return { fits: false, loans: changed };
    const { cash } = await this.ledger.balances(userId);
    return { fits: true, answer: presentAssignment(lines, cash, changed) };
  }
}
