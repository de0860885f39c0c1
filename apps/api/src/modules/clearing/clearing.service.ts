import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  CLEARABLE_LOAN_STATUSES,
  CLEARING_INBOX_TEXTS,
  CLEARING_TEXTS,
  CLEAR_LIST_PAGE_SIZE,
  clearAgreedContent,
  clearAgreedMessage,
  clearDisagreedContent,
  clearDisagreedMessage,
  clearDoneMessage,
  clearRequestedContent,
  clearRequestedMessage,
  groupBy,
  nextPageUrl,
} from '@lendbridge/domain';
import type {
  ClearActionAnswer,
  ClearInvestmentRecord,
  ClearInvestmentsQuery,
  ClearPage,
  ClearPayInput,
  LenderClearRequest,
} from '@lendbridge/domain';
import { InboxService } from '../inbox/inbox.service.js';
import { lockLoans } from '../orders/order-locks.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { ClearingSettlementService } from './clearing-settlement.service.js';
import { amountChanged, clearInvestmentNotFound, notClearable, notDecidable, notRequestable } from './clearing.errors.js';
import {
  CLEARED_REQUEST_SELECT,
  openStatusOf,
  presentClearedRecord,
  presentLenderCleared,
  presentLenderOpen,
  presentOpenRecord,
} from './clearing.presenter.js';
import type { ClearedRequestRow } from './clearing.presenter.js';
import { CLEAR_INVESTMENT_SELECT, figureFor, figuresOf, isEarlyClearable, loadSchedules } from './clearing.queries.js';
import type { ClearInvestmentRow } from './clearing.queries.js';

/** The list paths, for next_page_url. */
export const CLEAR_LIST_PATHS = {
  borrowerFinished: '/api/borrower/clear-investments/finished',
  lenderRequests: '/api/lender/clear-requests',
  lenderProcessing: '/api/lender/clear-requests/processing',
  lenderFinished: '/api/lender/clear-requests/finished',
} as const;

type Side = 'borrower' | 'lender';

const OWNER_COLUMN: Readonly<Record<Side, string>> = { borrower: 'l.borrower_id', lender: 'i.user_id' };

/** One page of rows read with one extra to know whether another page follows. */
function pageOf<T, R>(rows: readonly T[], page: number, path: string, present: (row: T) => R): ClearPage<R> {
  return {
    data: rows.slice(0, CLEAR_LIST_PAGE_SIZE).map(present),
    current_page: page,
    per_page: CLEAR_LIST_PAGE_SIZE,
    next_page_url: nextPageUrl(path, page, rows.length > CLEAR_LIST_PAGE_SIZE),
  };
}

const pageWindow = (page: number): [number, number] => [CLEAR_LIST_PAGE_SIZE + 1, (page - 1) * CLEAR_LIST_PAGE_SIZE];

/**
 * Early repayment (提前清償) investment by investment: the borrower asks to clear investments of
 * their loans in repayment, each lender agrees or disagrees, and the borrower clears the agreed
 * ones with one payment from their cash, at the business date's figures.
 */
@Injectable()
export class ClearingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settlement: ClearingSettlementService,
    private readonly inbox: InboxService,
    private readonly clock: BusinessClock,
  ) {}

  /** The borrower's open clear-investment records (one status, or all three), grouped by loan, at today's figures. */
  async borrowerRecords(userId: number, query: ClearInvestmentsQuery): Promise<ClearInvestmentRecord[]> {
    const manager = this.dataSource.manager;
    const candidates = (await manager.query(
      `${CLEAR_INVESTMENT_SELECT} WHERE l.borrower_id = $1 AND i.status = 'active' AND l.status = ANY ($2::text[]) ORDER BY l.id, i.id`,
      [userId, [...CLEARABLE_LOAN_STATUSES]],
    )) as ClearInvestmentRow[];
    const chosen = candidates.filter(isEarlyClearable).filter((row) => query.status === undefined || openStatusOf(row) === query.status);
    const figures = figuresOf(chosen, await loadSchedules(manager, chosen.map((row) => row.id)), await this.clock.today());
    return chosen.map((row) => presentOpenRecord(row, figureFor(figures, row.id)));
  }

  /** The borrower's cleared investments, most recent first. */
  async borrowerFinished(userId: number, page: number): Promise<ClearPage<ClearInvestmentRecord>> {
    const rows = (await this.dataSource.query(
      `${CLEARED_REQUEST_SELECT} WHERE r.borrower_id = $1 AND r.status = 'cleared' ORDER BY r.cleared_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [userId, ...pageWindow(page)],
    )) as ClearedRequestRow[];
    return pageOf(rows, page, CLEAR_LIST_PATHS.borrowerFinished, presentClearedRecord);
  }

  /** Requests on the lender's investments waiting for them (wait_agree) or for the borrower's payment (wait_clear). */
  async lenderOpen(userId: number, status: 'wait_agree' | 'wait_clear', page: number): Promise<ClearPage<LenderClearRequest>> {
    const manager = this.dataSource.manager;
    const rows = (await manager.query(
      `${CLEAR_INVESTMENT_SELECT}
        WHERE i.user_id = $1 AND r.status = $2 AND i.status = 'active'
        ORDER BY r.requested_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
      [userId, status, ...pageWindow(page)],
    )) as ClearInvestmentRow[];
    const shown = rows.slice(0, CLEAR_LIST_PAGE_SIZE);
    const figures = figuresOf(shown, await loadSchedules(manager, shown.map((row) => row.id)), await this.clock.today());
    const path = status === 'wait_agree' ? CLEAR_LIST_PATHS.lenderRequests : CLEAR_LIST_PATHS.lenderProcessing;
    return pageOf(rows, page, path, (row) => presentLenderOpen(row, figureFor(figures, row.id)));
  }

  /** The lender's cleared investments, most recent first. */
  async lenderFinished(userId: number, page: number): Promise<ClearPage<LenderClearRequest>> {
    const rows = (await this.dataSource.query(
      `${CLEARED_REQUEST_SELECT} WHERE r.lender_id = $1 AND r.status = 'cleared' ORDER BY r.cleared_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [userId, ...pageWindow(page)],
    )) as ClearedRequestRow[];
    return pageOf(rows, page, CLEAR_LIST_PATHS.lenderFinished, presentLenderCleared);
  }

  /** The borrower asks to clear these investments (wait_request → wait_agree); each lender is told. */
  async request(userId: number, serials: readonly string[]): Promise<ClearActionAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const investments = await this.lockOwn(manager, 'borrower', userId, serials);
      if (investments.some((row) => !isEarlyClearable(row) || row.request_status !== null)) throw notRequestable();
      const now = new Date();
      await manager.query(
        `INSERT INTO clear_requests (investment_id, loan_id, borrower_id, lender_id, status, requested_at, updated_at)
         SELECT i.id, i.loan_id, l.borrower_id, i.user_id, 'wait_agree', $2, $2
           FROM investments i JOIN loans l ON l.id = i.loan_id WHERE i.id = ANY ($1::bigint[])`,
        [investments.map((row) => row.id), now],
      );
      for (const { items: own } of groupBy(investments, (row) => `${row.lender_id}:${row.loan_id}`)) {
        const first = own[0];
        if (!first) continue;
        const serialsOfLender = own.map((row) => row.serial);
        await this.inbox.send(
          {
            userId: first.lender_id,
            subject: CLEARING_INBOX_TEXTS.requestedSubject,
            content: clearRequestedContent(first.loan_serial, serialsOfLender),
            loanSerials: [first.loan_serial],
            investmentSerials: serialsOfLender,
          },
          manager,
        );
      }
    });
    return { title: CLEARING_TEXTS.requestedTitle, message: clearRequestedMessage(serials.length) };
  }

  /**
   * The lender agrees (wait_agree → wait_clear) or disagrees (the investment is back to
   * wait_request) to clear these of their investments; the borrower is told.
   */
  async decide(userId: number, serials: readonly string[], agree: boolean): Promise<ClearActionAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const investments = await this.lockOwn(manager, 'lender', userId, serials);
      if (investments.some((row) => row.request_status !== 'wait_agree' || !isEarlyClearable(row))) throw notDecidable();
      const now = new Date();
      await manager.query(`UPDATE clear_requests SET status = $2, decided_at = $3, updated_at = $3 WHERE id = ANY ($1::bigint[])`, [
        investments.map((row) => row.request_id),
        agree ? 'wait_clear' : 'disagreed',
        now,
      ]);
      for (const { items: own } of groupBy(investments, (row) => String(row.loan_id))) {
        const first = own[0];
        if (!first) continue;
        const decided = own.map((row) => row.serial);
        await this.inbox.send(
          {
            userId: first.borrower_id,
            subject: agree ? CLEARING_INBOX_TEXTS.agreedSubject : CLEARING_INBOX_TEXTS.disagreedSubject,
            content: agree ? clearAgreedContent(first.loan_serial, decided) : clearDisagreedContent(first.loan_serial, decided),
            loanSerials: [first.loan_serial],
            investmentSerials: decided,
          },
          manager,
        );
      }
    });
    return agree
      ? { title: CLEARING_TEXTS.agreedTitle, message: clearAgreedMessage(serials.length) }
      : { title: CLEARING_TEXTS.disagreedTitle, message: clearDisagreedMessage(serials.length) };
  }

  /**
   * The borrower clears agreed investments (wait_clear) with one payment at the business date's
   * figures. The amount must be what they cost now (the records' clear amounts added up), so a
   * page showing older figures pays nothing and learns the fresh figure.
   */
  async clear(userId: number, input: ClearPayInput): Promise<ClearActionAnswer> {
    const settlementDate = await this.clock.today();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const investments = await this.lockOwn(manager, 'borrower', userId, input.serials);
      if (investments.some((row) => row.request_status !== 'wait_clear' || !isEarlyClearable(row))) throw notClearable();
      const schedules = await loadSchedules(manager, investments.map((row) => row.id), true);
      const figures = figuresOf(investments, schedules, settlementDate);
      const total = [...figures.values()].reduce((sum, figure) => sum + figure.clear_amount, 0);
      if (total !== input.amount) throw amountChanged(total);
      return this.settlement.settle(manager, { kind: 'early', borrowerId: userId, settlementDate, investments, figures, schedules, now: new Date() });
    });
    return { title: CLEARING_TEXTS.clearSuccess, message: clearDoneMessage(outcome.count, outcome.amount, outcome.feePaid, outcome.feeCarried) };
  }

  /**
   * The member's investments (borrower: of their loans; lender: their own) by serial, read again
   * under the locks of their loans (in id order), themselves and their open requests. A serial
   * that is not theirs answers 404, as an unknown one does.
   */
  private async lockOwn(manager: EntityManager, side: Side, userId: number, serials: readonly string[]): Promise<ClearInvestmentRow[]> {
    const read = async (): Promise<ClearInvestmentRow[]> =>
      (await manager.query(`${CLEAR_INVESTMENT_SELECT} WHERE i.serial = ANY ($1::text[]) AND ${OWNER_COLUMN[side]} = $2 ORDER BY l.id, i.id`, [
        [...serials],
        userId,
      ])) as ClearInvestmentRow[];
    const found = await read();
    if (found.length !== serials.length) throw clearInvestmentNotFound();
    await lockLoans(manager, [...new Set(found.map((row) => row.loan_id))]);
    const ids = found.map((row) => row.id);
    await manager.query(`SELECT id FROM investments WHERE id = ANY ($1::bigint[]) ORDER BY id FOR UPDATE`, [ids]);
    await manager.query(
      `SELECT id FROM clear_requests WHERE investment_id = ANY ($1::bigint[]) AND status IN ('wait_agree', 'wait_clear') ORDER BY id FOR UPDATE`,
      [ids],
    );
    return read();
  }
}
