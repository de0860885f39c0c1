import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  BATCH_RUN_STALE_MINUTES,
  MONTHLY_SETTLEMENT_THRESHOLD,
  REPAYMENT_INBOX_TEXTS,
  REPAYMENT_LOOKAHEAD_DAYS,
  REPAYMENT_OPEN_STATUSES,
  SERVICED_LOAN_STATUSES,
  datesAfter,
  firstOfMonth,
  investmentFinishedContent,
  isOpenRepaymentStatus,
  isProtectionDue,
  lateSinceOf,
  loanFinishedContent,
  monthOfDate,
  penaltyAccrual,
  protectionPaidContent,
  protectionPayoutDescription,
  protectionPayoutOf,
  repaymentCollectedContent,
  repaymentPartialContent,
  settlementAmountOf,
  settlementContent,
  settlementDescription,
  settlementReference,
  shareByUnpaid,
  shareByWeights,
  shiftIsoDate,
} from '@lendbridge/domain';
import type { BatchRunSummary } from '@lendbridge/domain';
import { instalmentLateNotice } from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';
import { InboxService } from '../inbox/inbox.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { insideRequestTransaction } from '../ledger/request-transaction.js';
import { PLATFORM, lenderPayoutOf, userCash } from '../ledger/ledger-accounts.js';
import { maskAccount } from '../members/members.presenter.js';
import { lockMemberAccounts, membersWithCashAbove } from '../ledger/ledger.queries.js';
import { collectShopInstalmentsDue } from '../shop/shop-money.js';
import { verifiedBanksOf } from './batch.queries.js';
import type { SettlementCandidate } from './batch.queries.js';
import { BorrowerCashMoved, CollectionService } from './collection.service.js';
import type { PaymentResult } from './collection.service.js';
import { batchDateOutOfOrder, batchRunning } from './repayment.errors.js';
import type { LoanRowRecord, ServicingState } from './servicing-records.js';

const OPEN = [...REPAYMENT_OPEN_STATUSES];
const SERVICED = [...SERVICED_LOAN_STATUSES];

type Counts = Omit<BatchRunSummary, 'business_date'>;

const NOTHING: Counts = {
  collected_rows: 0,
  collected_amount: 0,
  partial_rows: 0,
  late_rows: 0,
  penalty_amount: 0,
  protection_payouts: 0,
  protection_skipped: 0,
  finished_loans: 0,
  settlements: 0,
  settlement_amount: 0,
  shop_instalments: 0,
  shop_instalment_amount: 0,
};

const addCounts = (a: Counts, b: Partial<Counts>): Counts =>
  Object.fromEntries(Object.entries(a).map(([key, value]) => [key, value + (b[key as keyof Counts] ?? 0)])) as Counts;

type Protection = { paid: number; byLender: Map<number, number> } | 'skipped' | null;

type Claim = { done: true; summary: BatchRunSummary } | { done: false };

/** How many loans a run services at once, each in its own transaction. */
const BATCH_LOAN_WORKERS = 2;

/** How many times a loan is serviced while its borrower's cash keeps changing under it before the run fails. */
const CASH_MOVED_ATTEMPTS = 5;

/** The advisory lock under which batch dates are claimed, one claim at a time. */
const BATCH_CLAIM_LOCK = 7_301_001;

/**
 * The daily batch of a business date. Each loan with something to do is serviced in its own
 * transaction: its due rows are collected from the borrower's cash and passed to the lenders,
 * rows due before the date and still owed become late (the loan overdue), penalties accrue after
 * the grace period, a pgr loan 180 days late is paid to its lenders from the protection fund, and
 * a loan with nothing left owed is finished. On the first batch date of a month balances are then
 * settled to members' banks. batch_runs keeps one row per date: a date done answers its stored
 * summary and does nothing; one running elsewhere is refused; one that failed runs again. Every
 * business date runs once, in order: a date runs only once the one before it is done.
 */
@Injectable()
export class BatchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly inbox: InboxService,
    private readonly notifications: NotificationsService,
    private readonly collection: CollectionService,
  ) {}

  /**
   * Runs the batch up to a business date: every date not yet run before it first, oldest first,
   * then the date itself; answers the date's summary (the stored one when it is done). A date
   * before the dates already run that was never run is refused: dates run in order only.
   */
  async run(businessDate: string, startedBy: number | null = null, now: Date = new Date()): Promise<BatchRunSummary> {
    const stored = await this.storedSummary(businessDate);
    if (stored) return stored;
    const next = await this.nextDate(this.dataSource.manager, businessDate);
    if (businessDate < next) throw batchDateOutOfOrder();
    let summary: BatchRunSummary | null = null;
    for (const date of [next, ...datesAfter(next, businessDate)]) summary = await this.runDate(date, startedBy, now);
    return summary as BatchRunSummary;
  }

  /**
   * The first business date not yet run: the day after the last date done; before any date is
   * done, the date of the first run tried, else the first due date when it comes before `target`,
   * else `target` itself (the dates before the first due date have nothing to do).
   */
  async nextDate(manager: EntityManager, target: string): Promise<string> {
    const [dates] = (await manager.query(
      `SELECT to_char(max(business_date) FILTER (WHERE status = 'done'), 'YYYY-MM-DD') AS last,
              to_char(min(business_date), 'YYYY-MM-DD') AS first_run,
              (SELECT to_char(min(due_date), 'YYYY-MM-DD') FROM loan_repayments) AS first_due
         FROM batch_runs`,
    )) as { last: string | null; first_run: string | null; first_due: string | null }[];
    if (dates?.last) return shiftIsoDate(dates.last, 1);
    if (dates?.first_run) return dates.first_run;
    if (dates?.first_due && dates.first_due < target) return dates.first_due;
    return target;
  }

  /** One date's run, once the dates before it are done. */
  private async runDate(businessDate: string, startedBy: number | null, now: Date): Promise<BatchRunSummary> {
    const claim = await this.claim(businessDate, startedBy);
    if (claim.done) return claim.summary;
    try {
      let counts = await this.serviceLoans(await this.loansToService(businessDate), businessDate, now);
      const shop = await collectShopInstalmentsDue(this.dataSource, this.ledger, businessDate, now);
      counts = addCounts(counts, { shop_instalments: shop.rows, shop_instalment_amount: shop.amount });
      await this.notifications.remindDueInstalments(businessDate);
      if (await this.isFirstRunOfMonth(businessDate)) counts = addCounts(counts, await this.settle(businessDate, now));
      const summary: BatchRunSummary = { business_date: businessDate, ...counts };
      await this.dataSource.query(`UPDATE batch_runs SET status = 'done', finished_at = now(), summary = $2 WHERE business_date = $1`, [
        businessDate,
        summary,
      ]);
      return summary;
    } catch (error) {
      await this.dataSource.query(`UPDATE batch_runs SET status = 'failed', finished_at = now() WHERE business_date = $1 AND status = 'running'`, [
        businessDate,
      ]);
      throw error;
    }
  }

  private async storedSummary(businessDate: string): Promise<BatchRunSummary | null> {
    const [run] = (await this.dataSource.query(`SELECT summary FROM batch_runs WHERE business_date = $1 AND status = 'done'`, [businessDate])) as {
      summary: BatchRunSummary | null;
    }[];
    return run?.summary ?? null;
  }

  /**
   * Takes the date's run: a new row, or a failed (or abandoned) one; answers the stored summary of
   * a date done. Claims are taken one at a time (an advisory lock), and only for the next date
   * to run: a later date while the one before is not done is refused as running elsewhere.
   */
  private async claim(businessDate: string, startedBy: number | null): Promise<Claim> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1)`, [BATCH_CLAIM_LOCK]);
      const [run] = (await manager.query(`SELECT status, summary FROM batch_runs WHERE business_date = $1`, [businessDate])) as {
        status: string;
        summary: BatchRunSummary | null;
      }[];
      if (run?.status === 'done' && run.summary) return { done: true, summary: run.summary };
      const next = await this.nextDate(manager, businessDate);
      if (businessDate < next) throw batchDateOutOfOrder();
      if (businessDate > next) throw batchRunning();
      if (!run) {
        await manager.query(`INSERT INTO batch_runs (business_date, started_by) VALUES ($1, $2)`, [businessDate, startedBy]);
        return { done: false };
      }
      const retaken = returnedRows<{ business_date: string }>(
        await manager.query(
          `UPDATE batch_runs SET status = 'running', started_at = now(), finished_at = NULL, started_by = $2, summary = NULL
            WHERE business_date = $1
              AND (status = 'failed' OR (status = 'running' AND started_at < now() - make_interval(mins => $3)))
            RETURNING business_date`,
          [businessDate, startedBy, BATCH_RUN_STALE_MINUTES],
        ),
      );
      if (retaken.length === 0) throw batchRunning();
      return { done: false };
    });
  }

  /**
   * The loans the date has work for: serviced loans with an open row due on or before it, and
   * serviced loans with a schedule and no open row left (to be finished).
   */
  private async loansToService(businessDate: string): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT l.id FROM loans l
        WHERE l.status = ANY ($1::text[])
          AND (EXISTS (SELECT 1 FROM loan_repayments r WHERE r.loan_id = l.id AND r.status = ANY ($2::text[]) AND r.due_date <= $3::date)
               OR (EXISTS (SELECT 1 FROM loan_repayments r WHERE r.loan_id = l.id)
                   AND NOT EXISTS (SELECT 1 FROM loan_repayments r WHERE r.loan_id = l.id AND r.status = ANY ($2::text[]))))
        ORDER BY l.id`,
      [SERVICED, OPEN, businessDate],
    )) as { id: number }[];
    return rows.map((row) => row.id);
  }

  /**
   * Services the loans of a run, BATCH_LOAN_WORKERS at a time in their own transactions (while one
   * moves its money, the next works out its payment; one at a time inside a request's transaction,
   * whose one connection cannot hold two), each run again when its borrower's cash changed
   * meanwhile. The first failure stops the loans not yet started and is thrown once the ones
   * under way end.
   */
  private async serviceLoans(loanIds: readonly number[], businessDate: string, now: Date): Promise<Counts> {
    let counts = NOTHING;
    let next = 0;
    const failures: unknown[] = [];
    const worker = async (): Promise<void> => {
      while (failures.length === 0 && next < loanIds.length) {
        const loanId = loanIds[next];
        next += 1;
        try {
          const done = await this.serviceLoanAgainIfCashMoved(loanId, businessDate, now);
          counts = addCounts(counts, done);
        } catch (error) {
          failures.push(error);
        }
      }
    };
    const workers = insideRequestTransaction() ? 1 : BATCH_LOAN_WORKERS;
    await Promise.all(Array.from({ length: Math.min(workers, loanIds.length) }, worker));
    if (failures.length > 0) throw failures[0];
    return counts;
  }

  private async serviceLoanAgainIfCashMoved(loanId: number, businessDate: string, now: Date): Promise<Partial<Counts>> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.serviceLoan(loanId, businessDate, now, { flushLater: true });
      } catch (error) {
        if (!(error instanceof BorrowerCashMoved) || attempt >= CASH_MOVED_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Steps 1–5 for one loan on a business date, in one transaction, outside any batch run: what
   * run() applies to every loan. For data prepared on past dates (the demo's journey loan), where
   * the dates' runs are already done for every other loan.
   */
  async serviceOneLoan(loanId: number, businessDate: string, now: Date): Promise<void> {
    await this.serviceLoan(loanId, businessDate, now);
  }

  /**
   * Steps 1–5 for one loan, in one transaction. Within a run (`flushLater`) the loan's commit does
   * not wait for its WAL to reach the disk: the run's row turns done in a commit that does, which
   * writes every loan's before it. A crash before then loses whole loans' transactions only, and
   * the date, still running, is run again for the loans left.
   */
  private async serviceLoan(loanId: number, businessDate: string, now: Date, { flushLater = false } = {}): Promise<Partial<Counts>> {
    return this.dataSource.transaction(async (manager) => {
      if (flushLater) await manager.query(`SET LOCAL synchronous_commit = off`);
      const state = await this.collection.lockServicing(manager, loanId, businessDate);
      if (!state || !(SERVICED as string[]).includes(state.loan.status)) return {};
      const due = state.rows.filter((row) => isOpenRepaymentStatus(row.status));
      const payment = await this.collection.payRows(manager, state, due, { now });
      const newlyLate = this.markLate(state, businessDate, now);
      const penalty = this.accruePenalties(state, businessDate);
      await this.collection.flush(manager, state);
      const protection = await this.payProtection(manager, state, businessDate, now);
      const change = await this.collection.updateLoanStatus(manager, state, now);
      await this.tell(manager, state, payment, newlyLate, protection, change === 'finished');
      return {
        collected_rows: payment.paidRows.length,
        collected_amount: payment.amount,
        partial_rows: payment.partialRows.length,
        late_rows: newlyLate.length,
        penalty_amount: penalty,
        protection_payouts: protection !== null && protection !== 'skipped' && protection.paid > 0 ? 1 : 0,
        protection_skipped: protection === 'skipped' ? 1 : 0,
        finished_loans: change === 'finished' ? 1 : 0,
      };
    });
  }

  /** Rows due before the date and still owed become late from the day after their due date. Answers the rows that just did. */
  private markLate(state: ServicingState, businessDate: string, now: Date): LoanRowRecord[] {
    const late: LoanRowRecord[] = [];
    for (const row of state.rows) {
      if (!isOpenRepaymentStatus(row.status) || row.due_date >= businessDate) continue;
      if (row.late_since === null) {
        row.late_since = lateSinceOf(row.due_date);
        late.push(row);
        row.dirty = true;
      }
      if (row.status !== 'late') {
        row.status = 'late';
        row.dirty = true;
      }
      for (const share of state.investmentRows.get(row.id) ?? []) this.collection.restate(share, true, now);
    }
    return late;
  }

  /**
   * Accrues the penalty of each late row for the days not yet charged up to the date (on its
   * unpaid principal + interest), split to its investment rows by what each still owes of
   * principal and interest. Answers the penalty charged.
   */
  private accruePenalties(state: ServicingState, businessDate: string): number {
    let total = 0;
    for (const row of state.rows) {
      if (row.status !== 'late') continue;
      const shares = state.investmentRows.get(row.id) ?? [];
      const { amount, through } = penaltyAccrual({
        base: row.principal - row.paid_principal + row.interest - row.paid_interest,
        aprPercent: state.loan.apr,
        dueDate: row.due_date,
        through: row.penalty_through,
        date: businessDate,
      });
      if (through === row.penalty_through) continue;
      row.penalty_through = through;
      row.dirty = true;
      if (amount === 0) continue;
      row.penalty += amount;
      total += amount;
      const parts = shareByWeights(
        amount,
        shares.map((share) => share.principal - share.paid_principal + share.interest - share.paid_interest),
      );
      shares.forEach((share, index) => {
        share.penalty += parts[index] ?? 0;
        share.dirty = true;
      });
    }
    return total;
  }

  /**
   * The protection fund pays a pgr loan whose oldest open row is PROTECTION_PAYOUT_LATE_DAYS late,
   * once: each investment its unpaid principal × pgr / 100, recorded on its open rows by their
   * unpaid principal. Skipped for the day when the fund cannot pay all of it.
   */
  private async payProtection(manager: EntityManager, state: ServicingState, businessDate: string, now: Date): Promise<Protection> {
    const { loan } = state;
    if (!(Number(loan.pgr) > 0) || loan.protection_paid_at !== null) return null;
    const oldest = state.rows.find((row) => isOpenRepaymentStatus(row.status));
    if (!oldest || !isProtectionDue(oldest.due_date, businessDate)) return null;
    const shares = (await manager.query(
      `SELECT ir.id, ir.investment_id, ir.principal - ir.paid_principal AS unpaid
         FROM investment_repayments ir JOIN loan_repayments r ON r.id = ir.loan_repayment_id
        WHERE r.loan_id = $1 AND ir.status = ANY ($2::text[])
        ORDER BY ir.id FOR UPDATE OF ir`,
      [loan.id, OPEN],
    )) as { id: number; investment_id: number; unpaid: number }[];
    const payouts = state.investments
      .map((investment) => {
        const own = shares.filter((share) => share.investment_id === investment.id);
        const unpaid = own.reduce((sum, share) => sum + share.unpaid, 0);
        return { investment, own, amount: protectionPayoutOf(unpaid, loan.pgr) };
      })
      .filter((payout) => payout.amount > 0);
    const total = payouts.reduce((sum, payout) => sum + payout.amount, 0);
    await this.collection.lockAccounts(manager, state);
    const fund = await this.ledger.lockBalance(manager, PLATFORM.protectionFund);
    if (fund < total) return 'skipped';
    const byLender = new Map<number, number>();
    const recorded = { ids: [] as number[], amounts: [] as number[] };
    await this.ledger.transferAll(
      manager,
      payouts.map(({ investment, amount }) => {
        const payout = lenderPayoutOf(investment);
        return {
          from: PLATFORM.protectionFund,
          to: payout.to,
          amount,
          kind: payout.protection,
          reference: `investment:${investment.serial}`,
          at: now,
          caseSerial: investment.serial,
          description: protectionPayoutDescription(loan.serial),
        };
      }),
    );
    for (const { investment, own, amount } of payouts) {
      byLender.set(investment.user_id, (byLender.get(investment.user_id) ?? 0) + amount);
      const parts = shareByUnpaid(amount, own.map((share) => share.unpaid));
      own.forEach((share, index) => {
        recorded.ids.push(share.id);
        recorded.amounts.push(parts[index] ?? 0);
      });
    }
    if (recorded.ids.length > 0) {
      await manager.query(
        `UPDATE investment_repayments r SET protection_paid = r.protection_paid + v.amount, updated_at = now()
           FROM unnest($1::bigint[], $2::bigint[]) AS v(id, amount) WHERE r.id = v.id`,
        [recorded.ids, recorded.amounts],
      );
    }
    await manager.query(`UPDATE loans SET protection_paid_at = $2, updated_at = $2 WHERE id = $1`, [loan.id, now]);
    loan.protection_paid_at = now;
    return { paid: total, byLender };
  }

  /** The notices of one loan's day: to the borrower about the payment, late rows and the payoff; to the lenders about a payout or the payoff. */
  private async tell(
    manager: EntityManager,
    state: ServicingState,
    payment: PaymentResult,
    newlyLate: readonly LoanRowRecord[],
    protection: Protection,
    finished: boolean,
  ): Promise<void> {
    const { loan } = state;
    const loanSerials = [loan.serial];
    if (payment.amount > 0) {
      const full = payment.partialRows.length === 0;
      await this.inbox.send(
        {
          userId: loan.borrower_id,
          subject: full ? REPAYMENT_INBOX_TEXTS.collectedSubject : REPAYMENT_INBOX_TEXTS.partialSubject,
          content: full
            ? repaymentCollectedContent(loan.serial, payment.paidRows.map((row) => row.period), payment.amount)
            : repaymentPartialContent(loan.serial, payment.amount, payment.owed),
          loanSerials,
        },
        manager,
      );
    }
    if (newlyLate.length > 0) {
      await this.notifications.notify(loan.borrower_id, instalmentLateNotice(loan.serial, newlyLate.map((row) => row.period)), manager);
    }
    if (protection !== null && protection !== 'skipped') {
      for (const [userId, amount] of protection.byLender) {
        await this.inbox.send(
          { userId, subject: REPAYMENT_INBOX_TEXTS.protectionPaidSubject, content: protectionPaidContent(loan.serial, amount), loanSerials },
          manager,
        );
      }
    }
    if (finished) {
      await this.inbox.send(
        { userId: loan.borrower_id, subject: REPAYMENT_INBOX_TEXTS.loanFinishedSubject, content: loanFinishedContent(loan.serial), loanSerials },
        manager,
      );
      const lenders = new Map<number, string[]>();
      for (const investment of state.investments) {
        if (investment.status === 'active') lenders.set(investment.user_id, [...(lenders.get(investment.user_id) ?? []), investment.serial]);
      }
      for (const [userId, serials] of lenders) {
        await this.inbox.send(
          {
            userId,
            subject: REPAYMENT_INBOX_TEXTS.investmentFinishedSubject,
            content: investmentFinishedContent(loan.serial, serials),
            loanSerials,
            investmentSerials: serials,
          },
          manager,
        );
      }
    }
  }

  /** No batch date of the same month was done before this one. */
  private async isFirstRunOfMonth(businessDate: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM batch_runs WHERE status = 'done' AND business_date >= $1::date AND business_date < $2::date LIMIT 1`,
      [firstOfMonth(businessDate), businessDate],
    );
    return rows.length === 0;
  }

  /**
   * The monthly settlement: every member with a verified bound bank whose cash, less what they owe
   * on rows due up to REPAYMENT_LOOKAHEAD_DAYS ahead, exceeds the threshold gets that amount sent
   * to the bank, once a month (the transfer's reference names the month and the member); one
   * transaction per member.
   */
  private async settle(businessDate: string, now: Date): Promise<Partial<Counts>> {
    const month = monthOfDate(businessDate);
    const horizon = shiftIsoDate(businessDate, REPAYMENT_LOOKAHEAD_DAYS);
    const members = await membersWithCashAbove(this.dataSource.manager, MONTHLY_SETTLEMENT_THRESHOLD);
    const candidates = await verifiedBanksOf(this.dataSource.manager, members);
    let settlements = 0;
    let amount = 0;
    for (const candidate of candidates) {
      const sent = await this.dataSource.transaction((manager) => this.settleMember(manager, candidate, month, horizon, now));
      if (sent > 0) {
        settlements += 1;
        amount += sent;
      }
    }
    return { settlements, settlement_amount: amount };
  }

  private async settleMember(manager: EntityManager, member: SettlementCandidate, month: string, horizon: string, now: Date): Promise<number> {
    await lockMemberAccounts(manager, [member.user_id]);
    const reference = settlementReference(month, member.user_id);
    const done: unknown[] = await manager.query(`SELECT 1 FROM ledger_transfers WHERE kind = 'monthly_settlement' AND reference = $1 LIMIT 1`, [
      reference,
    ]);
    if (done.length > 0) return 0;
    const cash = await this.ledger.lockBalance(manager, userCash(member.user_id));
    const [owed] = (await manager.query(
      `SELECT COALESCE(sum(r.principal - r.paid_principal + r.interest - r.paid_interest + r.fee_amount - r.paid_fee + r.penalty - r.paid_penalty), 0)::bigint AS total
         FROM loan_repayments r JOIN loans l ON l.id = r.loan_id
        WHERE l.borrower_id = $1 AND l.status = ANY ($2::text[]) AND r.status = ANY ($3::text[]) AND r.due_date <= $4::date`,
      [member.user_id, SERVICED, OPEN, horizon],
    )) as { total: number }[];
    const amount = settlementAmountOf(cash, owed?.total ?? 0);
    if (amount === 0) return 0;
    const masked = maskAccount(member.account);
    await this.ledger.transfer(manager, {
      from: userCash(member.user_id),
      to: PLATFORM.bank,
      amount,
      kind: 'monthly_settlement',
      reference,
      at: now,
      bankCode: member.bank_code,
      bankAccount: masked,
      description: settlementDescription(month, member.bank_code, masked),
    });
    await this.inbox.send(
      {
        userId: member.user_id,
        subject: REPAYMENT_INBOX_TEXTS.settlementSubject,
        content: settlementContent(month, amount, member.bank_code, masked),
      },
      manager,
    );
    return amount;
  }
}
