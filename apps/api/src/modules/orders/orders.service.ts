import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  CHECKOUT_BALANCE_PAYMENT_MIN,
  CHECKOUT_CONFIRMATION_FIELDS,
  ORDER_INBOX_TEXTS,
  checkoutConfirmations,
  investHoldDescription,
  orderDepositDeadline,
  orderLapsedContent,
  orderLenderFee,
} from '@lendbridge/domain';
import type { CheckoutOrderAnswer, OrderChangedLoan, OrderInvoice, OrderPlaceInput, RoboProduct } from '@lendbridge/domain';
import { orderFilledNotice } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { CharitiesService } from '../charities/charities.service.js';
import { returnedRows } from '../../common/sql.js';
import { InboxService } from '../inbox/inbox.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PromoCodesService } from '../campaigns/promo/promo-codes.service.js';
import { roboCash, userCash, userLocked } from '../ledger/ledger-accounts.js';
import { assertReviewsPassed } from '../members/member-review.js';
import { OrderPaidRewardsService } from '../campaigns/order-paid-rewards.service.js';
import { checkDepositOrderLimits } from './deposit-limits.js';
import { FundingService } from './funding.service.js';
import { changedLoans, checkOrderLines, confirmationFacts, readOrderLines } from './order-lines.js';
import type { OrderLine, RequestedLine } from './order-lines.js';
import { cashBalancesOf } from '../ledger/ledger.queries.js';
import { insertInvestment, insertOrder, lockLoans, takeLoanAmount } from './order-locks.js';
import {
  balanceBelowMinimum,
  balanceShort,
  confirmationMissing,
  contractNotAccepted,
  orderLapsed,
  orderNotFound,
  orderNotPending,
} from './orders.errors.js';
import { ORDER_COLUMNS, presentOrder } from './orders.presenter.js';
import type { OrderDbRow, OrderInvestmentDbRow } from './orders.presenter.js';

/** An order line: the amount and the updated_at the member accepted, with its loan. */
type Line = OrderLine<RequestedLine & { updatedAt: number }>;

/** The answer of a placement: the order, or the loans that changed (nothing placed). */
export type PlaceResult = { placed: true; answer: CheckoutOrderAnswer } | { placed: false; loans: OrderChangedLoan[] };

/** Another order took a loan's amount (or the loan changed) between the check and the update. */
class LostRace extends Error {
  constructor(readonly serials: string[]) {
    super('A loan of the order changed during the order');
  }
}

/**
 * Orders: a member's lines on listed loans, paid from the balance at once or by a deposit before
 * a deadline. Each loan's amount is taken with one conditional update in the order's
 * transaction, so a loan is never oversold; the money moves from the member's cash to their
 * locked account in the same transaction.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly funding: FundingService,
    private readonly inbox: InboxService,
    private readonly notifications: NotificationsService,
    private readonly promos: PromoCodesService,
    private readonly campaignRewards: OrderPaidRewardsService,
    private readonly charities: CharitiesService,
  ) {}

  /** The order's lines with their loans; an unknown loan or the member's own is refused on loans.{i}.serial. */
  private readLines(userId: number, input: OrderPlaceInput): Promise<Line[]> {
    return readOrderLines(
      this.dataSource.manager,
      userId,
      input.loans.map((line, index) => ({
        serial: line.serial,
        amount: line.amount,
        updatedAt: new Date(line.updated_at).getTime(),
        field: `loans.${index}.serial`,
      })),
    );
  }

  /**
   * Places an order (POST /api/v1/orders). Refused before anything moves: the contract or a
   * confirmation not given, a promo code that cannot go on it, an unknown or own loan, a balance
   * payment the balance cannot make, a deposit order beyond the limits of orders awaiting a
   * deposit. Loans that changed since the member read them answer { placed: false } with what
   * can be ordered now.
   */
  async place(userId: number, input: OrderPlaceInput, now: Date = new Date()): Promise<PlaceResult> {
    if (input.contract_accepted !== true) throw contractNotAccepted();
    await assertReviewsPassed(this.dataSource.manager, userId);
    const lines = await this.readLines(userId, input);
    const needed = checkoutConfirmations(lines.map((line) => confirmationFacts(line.loan)));
    const missing = needed.find((kind) => input[CHECKOUT_CONFIRMATION_FIELDS[kind]] !== true);
    if (missing !== undefined) throw confirmationMissing(missing);
    const invoice = await this.charities.invoiceOf(
      input,
      lines.some((line) => line.loan.payment_in_goods !== 'none'),
    );
    const changed = changedLoans(checkOrderLines(lines, now));
    if (changed.length > 0) return { placed: false, loans: changed };
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    if (input.payment_method === 'balance') this.assertCovers((await this.ledger.balances(userId)).cash, total);

    try {
      const answer = await this.dataSource.transaction((manager) => this.placeInTransaction(manager, userId, input, lines, total, invoice, now));
      return { placed: true, answer };
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      return { placed: false, loans: changedLoans(checkOrderLines(await this.readLines(userId, input), now, new Set(error.serials))) };
    }
  }

  private assertCovers(cash: number, total: number): void {
    if (cash < CHECKOUT_BALANCE_PAYMENT_MIN) throw balanceBelowMinimum();
    if (cash < total) throw balanceShort();
  }

  private async placeInTransaction(
    manager: EntityManager,
    userId: number,
    input: OrderPlaceInput,
    lines: Line[],
    total: number,
    invoice: OrderInvoice,
    now: Date,
  ): Promise<CheckoutOrderAnswer> {
    const deposit = input.payment_method === 'deposit';
    if (deposit) {
      await checkDepositOrderLimits(
        manager,
        userId,
        lines.map((line) => ({ loanId: line.loan.id, amount: line.amount, field: line.field })),
      );
    }
    const byLoan = [...lines].sort((a, b) => a.loan.id - b.loan.id);
    const lost: string[] = [];
    for (const line of byLoan) {
      if (!(await takeLoanAmount(manager, line.loan.id, line.amount, now, new Date(line.updatedAt)))) lost.push(line.serial);
    }
    if (lost.length > 0) throw new LostRace(lost);

    const order = await insertOrder(manager, userId, input.payment_method, total, deposit ? orderDepositDeadline(now) : null, now, invoice);
    const promo =
      input.promo_code === undefined
        ? null
        : await this.promos.apply(manager, input.promo_code, order.id, { userId, total, paymentMethod: input.payment_method, at: now });
    const investments: (OrderInvestmentDbRow & { id: number })[] = [];
    for (const line of lines) {
      const row = await insertInvestment(manager, {
        orderId: order.id,
        userId,
        loanId: line.loan.id,
        amount: line.amount,
        paid: !deposit,
        lenderFee: orderLenderFee(line.loan, total),
        roboProduct: null,
        now,
      });
      investments.push({ ...row, loan_serial: line.serial });
    }
    if (promo !== null) await this.promos.discountInvestments(manager, promo, investments.map((investment) => investment.id));

    if (!deposit) {
      this.assertCovers(await this.ledger.lockBalance(manager, userCash(userId)), total);
      for (const investment of investments) {
        await this.ledger.transfer(manager, {
          from: userCash(userId),
          to: userLocked(userId),
          amount: investment.amount,
          kind: 'invest_hold',
          at: now,
          reference: `investment:${investment.serial}`,
          caseSerial: investment.serial,
          description: investHoldDescription(order.serial, investment.loan_serial),
        });
      }
      await this.funding.fundCompleted(
        manager,
        lines.map((line) => line.loan.id),
        now,
      );
      await this.notifications.notify(userId, orderFilledNotice(order.serial, investments), manager);
      await this.campaignRewards.orderPaid(manager, userId, now);
    }
    await manager.query(`DELETE FROM cart_items WHERE user_id = $1 AND loan_id = ANY ($2::bigint[])`, [userId, lines.map((line) => line.loan.id)]);
    return presentOrder(order, investments);
  }

  /**
   * Places the robo engine's order for a member's robo product, in the caller's transaction, by the
   * manual order's own steps: each loan's amount taken by the same conditional update (a loan that
   * has no room left by now is skipped, never oversold), one paid order with an investment per loan
   * carrying the product (no lender fee: the robo lender fee is charged on its repayments), the robo
   * cash locked for the loans (robo_invest_hold) and the loans it completes funded. Answers the
   * investments placed (none when every loan was taken by others).
   */
  async placeRoboOrder(
    manager: EntityManager,
    userId: number,
    product: RoboProduct,
    lines: readonly { loanId: number; serial: string; amount: number }[],
    now: Date,
  ): Promise<{ serial: string; loan_serial: string; amount: number }[]> {
    const taken: { loanId: number; serial: string; amount: number }[] = [];
    for (const line of [...lines].sort((a, b) => a.loanId - b.loanId)) {
      if (await takeLoanAmount(manager, line.loanId, line.amount, now, null)) taken.push(line);
    }
    if (taken.length === 0) return [];
    const total = taken.reduce((sum, line) => sum + line.amount, 0);
    const cash = roboCash(userId, product);
    if ((await this.ledger.lockBalance(manager, cash)) < total) throw balanceShort();
    const order = await insertOrder(manager, userId, 'robo', total, null, now);
    const placed: { serial: string; loan_serial: string; amount: number }[] = [];
    for (const line of taken) {
      const investment = await insertInvestment(manager, {
        orderId: order.id,
        userId,
        loanId: line.loanId,
        amount: line.amount,
        paid: true,
        lenderFee: '0',
        roboProduct: product,
        now,
      });
      await this.ledger.transfer(manager, {
        from: cash,
        to: userLocked(userId),
        amount: line.amount,
        kind: 'robo_invest_hold',
        at: now,
        reference: `investment:${investment.serial}`,
        caseSerial: investment.serial,
        description: investHoldDescription(order.serial, line.serial),
      });
      placed.push({ serial: investment.serial, loan_serial: line.serial, amount: line.amount });
    }
    await this.funding.fundCompleted(
      manager,
      taken.map((line) => line.loanId),
      now,
    );
    return placed;
  }

  /** One of the member's orders with its investments; another member's answers 404. */
  async find(userId: number, serial: string): Promise<CheckoutOrderAnswer> {
    const [order] = (await this.dataSource.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.serial = $1 AND o.user_id = $2`, [
      serial,
      userId,
    ])) as OrderDbRow[];
    if (!order) throw orderNotFound();
    return presentOrder(order, await this.orderInvestments(this.dataSource.manager, order.id));
  }

  private async orderInvestments(manager: EntityManager, orderId: number): Promise<OrderInvestmentDbRow[]> {
    return (await manager.query(
      `SELECT i.serial, l.serial AS loan_serial, i.amount, i.status
         FROM investments i JOIN loans l ON l.id = i.loan_id
        WHERE i.order_id = $1 ORDER BY i.id`,
      [orderId],
    )) as OrderInvestmentDbRow[];
  }

  /**
   * Pays a deposit order from the balance once it covers what the order still waits for
   * (POST /api/v1/orders/{serial}/pay): its reserved investments turn waiting with their money
   * locked, and a loan this completes is funded.
   */
  async pay(userId: number, serial: string, now: Date = new Date()): Promise<CheckoutOrderAnswer> {
    const [order] = (await this.dataSource.query(`SELECT id FROM orders WHERE serial = $1 AND user_id = $2`, [serial, userId])) as { id: number }[];
    if (!order) throw orderNotFound();
    return this.dataSource.transaction((manager) => this.payInTransaction(manager, order.id, now));
  }

  private async payInTransaction(manager: EntityManager, orderId: number, now: Date): Promise<CheckoutOrderAnswer> {
    const loanIds = await this.pendingLoanIds(manager, orderId);
    await lockLoans(manager, loanIds);
    const [order] = (await manager.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`, [orderId])) as OrderDbRow[];
    if (order.status !== 'pending_payment') throw orderNotPending();
    if (order.arrive_at !== null && order.arrive_at <= now) throw orderLapsed();
    const pending = (await manager.query(
      `SELECT i.id, i.serial, i.amount, l.serial AS loan_serial
         FROM investments i JOIN loans l ON l.id = i.loan_id
        WHERE i.order_id = $1 AND i.status = 'pending_payment' ORDER BY i.id FOR UPDATE OF i`,
      [orderId],
    )) as { id: number; serial: string; amount: number; loan_serial: string }[];
    if (pending.length === 0) throw orderNotPending();
    const due = pending.reduce((sum, investment) => sum + investment.amount, 0);
    if ((await this.ledger.lockBalance(manager, userCash(order.user_id))) < due) throw balanceShort();
    for (const investment of pending) {
      await this.ledger.transfer(manager, {
        from: userCash(order.user_id),
        to: userLocked(order.user_id),
        amount: investment.amount,
        kind: 'invest_hold',
        at: now,
        reference: `investment:${investment.serial}`,
        caseSerial: investment.serial,
        description: investHoldDescription(order.serial, investment.loan_serial),
      });
    }
    await manager.query(`UPDATE investments SET status = 'waiting', paid_at = $2, updated_at = $2 WHERE id = ANY ($1::bigint[])`, [
      pending.map((investment) => investment.id),
      now,
    ]);
    const [paid] = returnedRows<OrderDbRow>(
      await manager.query(`UPDATE orders o SET status = 'paid', paid_at = $2, updated_at = $2 WHERE o.id = $1 RETURNING ${ORDER_COLUMNS}`, [
        orderId,
        now,
      ]),
    );
    await this.funding.fundCompleted(manager, loanIds, now);
    await this.notifications.notify(order.user_id, orderFilledNotice(order.serial, pending), manager);
    await this.campaignRewards.orderPaid(manager, order.user_id, now);
    return presentOrder(paid, await this.orderInvestments(manager, orderId));
  }

  private async pendingLoanIds(manager: EntityManager, orderId: number): Promise<number[]> {
    const rows = (await manager.query(
      `SELECT DISTINCT loan_id FROM investments WHERE order_id = $1 AND status = 'pending_payment' ORDER BY loan_id`,
      [orderId],
    )) as { loan_id: number }[];
    return rows.map((row) => row.loan_id);
  }

  /**
   * Pays every deposit order still within its deadline whose owner's balance now covers what it
   * waits for, oldest first (the order jobs run it after deposits arrive). Answers how many were paid.
   */
  async payCoveredOrders(now: Date = new Date()): Promise<number> {
    const waiting = (await this.dataSource.query(
      `SELECT o.id, o.user_id,
              (SELECT COALESCE(sum(i.amount), 0) FROM investments i WHERE i.order_id = o.id AND i.status = 'pending_payment')::bigint AS pending
         FROM orders o
        WHERE o.status = 'pending_payment' AND o.arrive_at > $1
        ORDER BY o.created_at, o.id`,
      [now],
    )) as { id: number; user_id: number; pending: number }[];
    const cash = await cashBalancesOf(this.dataSource.manager, waiting.map((order) => order.user_id));
    const covered = waiting.filter((order) => {
      const balance = cash.get(order.user_id);
      return balance !== undefined && balance >= order.pending;
    });
    let paid = 0;
    for (const { id } of covered) {
      try {
        await this.dataSource.transaction((manager) => this.payInTransaction(manager, id, now));
        paid += 1;
      } catch (error) {
        // Paid, lapsed or cancelled in between, or the balance went to an earlier order: the next run looks again.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return paid;
  }

  /**
   * Lapses every deposit order not paid by its deadline, one transaction each: the amounts its
   * investments reserved are returned to their loans, the investments and the order lapse, its
   * promo code is given back and the member is told. Several processes may run it at once (each order is re-checked under its
   * lock). Answers how many orders lapsed.
   */
  async lapseOverdueOrders(now: Date = new Date()): Promise<number> {
    const due = (await this.dataSource.query(
      `SELECT id FROM orders WHERE status = 'pending_payment' AND arrive_at <= $1 ORDER BY arrive_at, id`,
      [now],
    )) as { id: number }[];
    let lapsed = 0;
    for (const { id } of due) {
      const done = await this.dataSource.transaction(async (manager) => {
        await lockLoans(manager, await this.pendingLoanIds(manager, id));
        const [order] = (await manager.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`, [id])) as OrderDbRow[];
        if (order.status !== 'pending_payment' || order.arrive_at === null || order.arrive_at > now) return false;
        const pending = (await manager.query(
          `SELECT id, serial, loan_id, amount FROM investments WHERE order_id = $1 AND status = 'pending_payment' ORDER BY loan_id FOR UPDATE`,
          [id],
        )) as { id: number; serial: string; loan_id: number; amount: number }[];
        for (const investment of pending) {
          await manager.query(`UPDATE loans SET invested_amount = invested_amount - $2 WHERE id = $1`, [investment.loan_id, investment.amount]);
        }
        await manager.query(`UPDATE investments SET status = 'lapsed', closed_at = $2, updated_at = $2 WHERE id = ANY ($1::bigint[])`, [
          pending.map((investment) => investment.id),
          now,
        ]);
        await manager.query(`UPDATE orders SET status = 'lapsed', closed_at = $2, updated_at = $2 WHERE id = $1`, [id, now]);
        await this.promos.releaseForOrder(manager, id);
        await this.inbox.send(
          {
            userId: order.user_id,
            subject: ORDER_INBOX_TEXTS.orderLapsedSubject,
            content: orderLapsedContent(
              order.serial,
              pending.map((investment) => investment.serial),
            ),
            investmentSerials: pending.map((investment) => investment.serial),
          },
          manager,
        );
        return true;
      });
      if (done) lapsed += 1;
    }
    return lapsed;
  }
}
