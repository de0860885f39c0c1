import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  CONSOLE_LOAN_TEXTS,
  LOAN_CANCELLABLE_STATUSES,
  LOAN_MARKET_STATUS_FUNDED,
  LOAN_STATUS_LABELS,
  ORDER_INBOX_TEXTS,
  disbursementDescription,
  investReleaseDescription,
  loanCancelFeeDescription,
  loanCancelInfo,
  loanCancelledContent,
  loanExpiredContent,
  loanFundedContent,
  protectionProvisionOf,
} from '@lendbridge/domain';
import type { ConsoleLoanRow, ListingCancelInfo, LoanCancelAnswer, LoanStatus, RoboProduct } from '@lendbridge/domain';
import { investmentDisbursedNotice, loanDisbursedNotice } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { returnedRows } from '../../common/sql.js';
import { recordAudit } from '../audit/audit.js';
import { InboxService } from '../inbox/inbox.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { isBankVerified, isIdentityVerified } from '../members/member-review.js';
import { PLATFORM, lenderPayoutOf, userCash, userLocked } from '../ledger/ledger-accounts.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { SchedulesService } from '../repayment/schedules.service.js';
import { lockMemberAccounts } from '../ledger/ledger.queries.js';
import { LOAN_ROW_COLUMNS } from './order-locks.js';
import type { LoanRow } from './order-locks.js';
import { borrowerBankPending, borrowerIdentityPending, cancelFeeShort, loanNotCancellable, loanNotFunded } from './orders.errors.js';
import { CONSOLE_LOAN_SELECT, presentConsoleLoan } from './orders.presenter.js';
import type { ConsoleLoanDbRow } from './orders.presenter.js';

/** An investment still committed to a loan: reserved (pending_payment) or paid and locked (waiting). */
interface OpenInvestment {
  id: number;
  serial: string;
  user_id: number;
  order_id: number;
  amount: number;
  status: 'pending_payment' | 'waiting';
  robo_product: RoboProduct | null;
}

type CloseOutcome = 'cancelled' | 'expired';

const isCancellable = (status: LoanStatus): boolean => (LOAN_CANCELLABLE_STATUSES as readonly LoanStatus[]).includes(status);

/**
 * A loan's life after it is listed: funded once its amount is invested with nothing waiting for a
 * payment; disbursed by an admin (every lender's locked money to the borrower, the borrower fee to
 * the platform); or closed before that, withdrawn by its borrower (下架) or expired at its funding
 * deadline (流標), every lock returned to its lender. Each change and the money it moves commit in
 * one transaction.
 */
@Injectable()
export class FundingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly inbox: InboxService,
    private readonly notifications: NotificationsService,
    private readonly schedules: SchedulesService,
    private readonly clock: BusinessClock,
  ) {}

  /**
   * Marks funded (in the caller's transaction, which holds the loans' locks) every loan of these
   * whose invested amount reached its amount and on which no investment waits for a payment; the
   * borrower is told. Answers the serials funded.
   */
  async fundCompleted(manager: EntityManager, loanIds: readonly number[], now: Date): Promise<string[]> {
    if (loanIds.length === 0) return [];
    const funded = returnedRows<{ serial: string; borrower_id: number; amount: number }>(
      await manager.query(
        `UPDATE loans l SET status = 'funded', market_status = $2, funded_at = $3, updated_at = $3
          WHERE l.id = ANY ($1::bigint[]) AND l.status = 'matching' AND l.invested_amount = l.amount
            AND NOT EXISTS (SELECT 1 FROM investments i WHERE i.loan_id = l.id AND i.status = 'pending_payment')
          RETURNING l.serial, l.borrower_id, l.amount`,
        [[...loanIds], LOAN_MARKET_STATUS_FUNDED, now],
      ),
    );
    for (const loan of funded) {
      await this.inbox.send(
        { userId: loan.borrower_id, subject: ORDER_INBOX_TEXTS.loanFundedSubject, content: loanFundedContent(loan.serial, loan.amount), loanSerials: [loan.serial] },
        manager,
      );
    }
    return funded.map((loan) => loan.serial);
  }

  private async ownLoan(manager: EntityManager, userId: number, serial: string, lock: boolean): Promise<LoanRow> {
    const rows = (await manager.query(
      `SELECT ${LOAN_ROW_COLUMNS} FROM loans l WHERE l.serial = $1 AND l.borrower_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [serial, userId],
    )) as LoanRow[];
    if (!rows[0]) throw AppError.notFound();
    return rows[0];
  }

  /** What withdrawing the borrower's loan costs now (GET cancel-info); 409 once it cannot be withdrawn. */
  async cancelInfo(userId: number, serial: string): Promise<ListingCancelInfo> {
    const loan = await this.ownLoan(this.dataSource.manager, userId, serial, false);
    if (!isCancellable(loan.status)) throw loanNotCancellable();
    const { cash } = await this.ledger.balances(userId);
    return loanCancelInfo({ amount: loan.amount, invested_amount: loan.invested_amount, balance: cash });
  }

  /**
   * The borrower withdraws (下架) a loan not yet disbursed: the cancel fee (once lenders committed
   * money) moves from the borrower's cash to the platform, every lock goes back to its lender,
   * reservations of unpaid orders end, the loan is cancelled and its lenders are told.
   */
  async cancel(userId: number, serial: string, now: Date = new Date()): Promise<LoanCancelAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const loan = await this.ownLoan(manager, userId, serial, true);
      if (!isCancellable(loan.status)) throw loanNotCancellable();
      const investments = await this.lockOpenInvestments(manager, loan.id);
      const { cancel_fee: fee } = loanCancelInfo({ amount: loan.amount, invested_amount: loan.invested_amount, balance: 0 });
      await lockMemberAccounts(manager, [userId, ...investments.map((investment) => investment.user_id)]);
      if (fee > 0) {
        const cash = await this.ledger.lockBalance(manager, userCash(userId));
        if (cash < fee) throw cancelFeeShort();
        await this.ledger.transfer(manager, {
          from: userCash(userId),
          to: PLATFORM.income,
          amount: fee,
          kind: 'loan_cancel_fee',
          at: now,
          reference: `loan:${loan.serial}`,
          caseSerial: loan.serial,
          description: loanCancelFeeDescription(loan.serial),
        });
      }
      const released = await this.close(manager, loan, investments, 'cancelled', now);
      return {
        serial: loan.serial,
        status: 'cancelled',
        status_label: LOAN_STATUS_LABELS.cancelled,
        cancel_fee: fee,
        released_amount: released,
        investments_cancelled: investments.length,
      };
    });
  }

  /**
   * Expires (流標) every loan still matching at its funding deadline, one transaction each, with the
   * same release as a withdrawal. Several processes may run it at once: each loan is re-checked
   * under its lock. Answers how many loans expired.
   */
  async expireLoans(now: Date = new Date()): Promise<number> {
    const due = (await this.dataSource.query(
      `SELECT id FROM loans WHERE status = 'matching' AND funding_deadline <= $1 ORDER BY funding_deadline, id`,
      [now],
    )) as { id: number }[];
    let expired = 0;
    for (const { id } of due) {
      const done = await this.dataSource.transaction(async (manager) => {
        const rows = (await manager.query(`SELECT ${LOAN_ROW_COLUMNS} FROM loans l WHERE l.id = $1 FOR UPDATE`, [id])) as LoanRow[];
        const loan = rows[0];
        if (!loan || loan.status !== 'matching' || loan.funding_deadline === null || loan.funding_deadline > now) return false;
        const investments = await this.lockOpenInvestments(manager, loan.id);
        await lockMemberAccounts(manager, investments.map((investment) => investment.user_id));
        await this.close(manager, loan, investments, 'expired', now);
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }

  /**
   * Disburses a funded loan (admin): each waiting investment's locked money moves to the
   * borrower's cash, the borrower fee from the borrower's cash to the platform's income, and the
   * fee's provision share from the income to the protection fund; the investments turn active
   * and the loan repaying, with the borrower's and each investment's repayment schedule dated
   * from the business date (the business clock's today unless given). 409 unless the loan is
   * funded. The admin and the reason go to the audit trail (the platform's own when not given).
   */
  async disburse(
    serial: string,
    now: Date = new Date(),
    businessDate?: string,
    { actorId, reason }: { actorId: number | null; reason: string } = { actorId: null, reason: CONSOLE_LOAN_TEXTS.disburseAuditReason },
  ): Promise<ConsoleLoanRow> {
    const disbursedOn = businessDate ?? (await this.clock.today(now));
    const loanId = await this.dataSource.transaction((manager) => this.disburseIn(manager, serial, now, disbursedOn, { actorId, reason }));
    return this.consoleLoan(loanId);
  }

  /**
   * Disburses a funded loan in the caller's transaction (what disburse does, and what a pawnshop's
   * investment does with the loan it funds at once), dated on the business date given. Answers the loan's id.
   */
  async disburseIn(
    manager: EntityManager,
    serial: string,
    now: Date,
    disbursedOn: string,
    { actorId, reason }: { actorId: number | null; reason: string },
  ): Promise<number> {
    const rows = (await manager.query(`SELECT ${LOAN_ROW_COLUMNS} FROM loans l WHERE l.serial = $1 FOR UPDATE`, [serial])) as LoanRow[];
    const loan = rows[0];
    if (!loan) throw AppError.notFound();
    if (loan.status !== 'funded') throw loanNotFunded();
    if (!(await isIdentityVerified(manager, loan.borrower_id))) throw borrowerIdentityPending();
    if (!(await isBankVerified(manager, loan.borrower_id))) throw borrowerBankPending();
    const investments = (await manager.query(
      `SELECT id, serial, user_id, order_id, amount, status FROM investments
        WHERE loan_id = $1 AND status = 'waiting' ORDER BY id FOR UPDATE`,
      [loan.id],
    )) as OpenInvestment[];
    const total = investments.reduce((sum, investment) => sum + investment.amount, 0);
    if (total !== loan.amount) throw new Error(`Loan ${loan.serial} is funded with ${total} of ${loan.amount} waiting`);
    await lockMemberAccounts(manager, [loan.borrower_id, ...investments.map((investment) => investment.user_id)]);
    for (const investment of investments) {
      await this.ledger.transfer(manager, {
        from: userLocked(investment.user_id),
        to: userCash(loan.borrower_id),
        amount: investment.amount,
        kind: 'invest_disburse',
        at: now,
        reference: `investment:${investment.serial}`,
        caseSerial: loan.serial,
        description: disbursementDescription(investment.serial),
      });
    }
    if (loan.borrower_fee > 0) {
      await this.ledger.transfer(manager, {
        from: userCash(loan.borrower_id),
        to: PLATFORM.income,
        amount: loan.borrower_fee,
        kind: 'borrower_fee',
        at: now,
        reference: `loan:${loan.serial}`,
        caseSerial: loan.serial,
      });
      const provision = protectionProvisionOf(loan.borrower_fee);
      if (provision > 0) {
        await this.ledger.transfer(manager, {
          from: PLATFORM.income,
          to: PLATFORM.protectionFund,
          amount: provision,
          kind: 'protection_provision',
          at: now,
          reference: `loan:${loan.serial}`,
          caseSerial: loan.serial,
        });
      }
    }
    await manager.query(`UPDATE investments SET status = 'active', disbursed_at = $2, updated_at = $2 WHERE id = ANY ($1::bigint[])`, [
      investments.map((investment) => investment.id),
      now,
    ]);
    await manager.query(`UPDATE loans SET status = 'repaying', disbursed_at = $2, updated_at = $2 WHERE id = $1`, [loan.id, now]);
    await recordAudit(manager, {
      actorId,
      action: 'loan.disbursed',
      targetType: 'loan',
      targetId: loan.serial,
      data: { amount: loan.amount, borrower_fee: loan.borrower_fee, borrower_id: loan.borrower_id, reason },
    });
    await this.schedules.createAtDisbursement(manager, loan, investments, disbursedOn);
    await this.notifications.notify(loan.borrower_id, loanDisbursedNotice(loan.serial, loan.amount, loan.borrower_fee), manager);
    for (const [lenderId, own] of groupByLender(investments)) {
      await this.notifications.notify(
        lenderId,
        investmentDisbursedNotice(
          loan.serial,
          own.map((investment) => investment.serial),
          own.reduce((sum, investment) => sum + investment.amount, 0),
        ),
        manager,
      );
    }
    return loan.id;
  }

  /** One loan as the console lists it. */
  async consoleLoan(id: number): Promise<ConsoleLoanRow> {
    const rows = (await this.dataSource.query(`${CONSOLE_LOAN_SELECT} WHERE l.id = $1`, [id])) as ConsoleLoanDbRow[];
    if (!rows[0]) throw AppError.notFound();
    return presentConsoleLoan(rows[0]);
  }

  private async lockOpenInvestments(manager: EntityManager, loanId: number): Promise<OpenInvestment[]> {
    return (await manager.query(
      `SELECT id, serial, user_id, order_id, amount, status, robo_product FROM investments
        WHERE loan_id = $1 AND status IN ('pending_payment', 'waiting') ORDER BY id FOR UPDATE`,
      [loanId],
    )) as OpenInvestment[];
  }

  /**
   * Ends a loan before disbursement (the caller holds the loan's lock and its lenders' account
   * locks): each paid investment's locked money returns to its lender, each investment ends with
   * the outcome, an unpaid order left with nothing to pay is cancelled, the loan leaves the market
   * and each lender gets one notice. Answers the money returned.
   */
  private async close(manager: EntityManager, loan: LoanRow, investments: OpenInvestment[], outcome: CloseOutcome, now: Date): Promise<number> {
    let released = 0;
    for (const investment of investments) {
      if (investment.status !== 'waiting') continue;
      const payout = lenderPayoutOf(investment);
      await this.ledger.transfer(manager, {
        from: userLocked(investment.user_id),
        to: payout.to,
        amount: investment.amount,
        kind: payout.release,
        at: now,
        reference: `investment:${investment.serial}`,
        caseSerial: investment.serial,
        description: investReleaseDescription(loan.serial),
      });
      released += investment.amount;
    }
    if (investments.length > 0) {
      await manager.query(`UPDATE investments SET status = $2, closed_at = $3, updated_at = $3 WHERE id = ANY ($1::bigint[])`, [
        investments.map((investment) => investment.id),
        outcome,
        now,
      ]);
    }
    const unpaidOrders = [...new Set(investments.filter((investment) => investment.status === 'pending_payment').map((investment) => investment.order_id))];
    if (unpaidOrders.length > 0) {
      await manager.query(
        `UPDATE orders o SET status = 'cancelled', closed_at = $2, updated_at = $2
          WHERE o.id = ANY ($1::bigint[]) AND o.status = 'pending_payment'
            AND NOT EXISTS (SELECT 1 FROM investments i WHERE i.order_id = o.id AND i.status = 'pending_payment')`,
        [unpaidOrders, now],
      );
    }
    const stamp = outcome === 'cancelled' ? 'cancelled_at' : 'expired_at';
    await manager.query(`UPDATE loans SET status = $2, market_status = NULL, ${stamp} = $3, updated_at = $3 WHERE id = $1`, [loan.id, outcome, now]);
    for (const [lenderId, own] of groupByLender(investments)) {
      const serials = own.map((investment) => investment.serial);
      const returned = own.filter((investment) => investment.status === 'waiting').reduce((sum, investment) => sum + investment.amount, 0);
      await this.inbox.send(
        {
          userId: lenderId,
          subject: outcome === 'cancelled' ? ORDER_INBOX_TEXTS.loanCancelledSubject : ORDER_INBOX_TEXTS.loanExpiredSubject,
          content: outcome === 'cancelled' ? loanCancelledContent(loan.serial, serials, returned) : loanExpiredContent(loan.serial, serials, returned),
          loanSerials: [loan.serial],
          investmentSerials: serials,
        },
        manager,
      );
    }
    return released;
  }
}

function groupByLender<T extends { user_id: number }>(investments: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const investment of investments) groups.set(investment.user_id, [...(groups.get(investment.user_id) ?? []), investment]);
  return groups;
}
