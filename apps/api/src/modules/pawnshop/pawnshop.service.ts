import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  LOAN_MARKET_STATUS_FUNDED,
  MARKET_PAGE_SIZE,
  PAWN_CASE_EVENTS,
  PAWN_LOAN_GRADE,
  PAWNSHOP_APP_TYPE,
  PAWNSHOP_TEXTS,
  investHoldDescription,
  pawnCaseStatusesOfView,
  pawnConfirmRefusalOf,
  pawnInvestMismatchOf,
  pawnInvestRefusalOf,
  pawnOrderRefusalOf,
  pawnSettingStateRefusalOf,
  pawnTermsSetContent,
} from '@lendbridge/domain';
import type {
  BorrowerPawnCase,
  BorrowerPawnCaseActionAnswer,
  MarketPawnCaseListAnswer,
  PawnCaseActionAnswer,
  PawnCaseDetail,
  PawnInvest,
  PawnProjectView,
  PawnSetting,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { appraisalsOfApplication } from '../appraisal/appraisal.queries.js';
import { InboxService } from '../inbox/inbox.service.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { userCash, userLocked } from '../ledger/ledger-accounts.js';
import { recordEvent } from '../loans/loan-applications.service.js';
import { FundingService } from '../orders/funding.service.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { presentBorrowerPawnCase, presentMarketPawnCase, presentPawnCaseDetail } from './pawnshop.presenter.js';
import type { PawnCaseDbRow } from './pawnshop.presenter.js';
import {
  answerPawnTerms,
  borrowerPawnCases,
  findBorrowerPawnCase,
  findPawnCase,
  lockCaseApplication,
  marketPawnCases,
  ownUploadIds,
  setPawnTerms,
  takePawnCase,
} from './pawnshop.queries.js';
import type { PawnCaseReader } from './pawnshop.queries.js';

const isTakenBy = (row: PawnCaseDbRow, userId: number): boolean => row.operator_id !== null && Number(row.operator_id) === userId;

/**
 * Pawn cases: operators take open cases (one winner), set terms within the pawnshop law's caps, and
 * invest the whole amount with the pawn ticket once the borrower agreed; the investment funds and
 * disburses the loan through the order, ledger and schedule paths every loan takes.
 */
@Injectable()
export class PawnshopService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly funding: FundingService,
    private readonly inbox: InboxService,
    private readonly clock: BusinessClock,
  ) {}

  async detail(reader: PawnCaseReader, id: number, manager: EntityManager = this.dataSource.manager): Promise<PawnCaseDetail> {
    const row = Number.isSafeInteger(id) ? await findPawnCase(manager, reader, id) : null;
    if (!row) throw AppError.notFound(PAWNSHOP_TEXTS.caseNotFound);
    return presentPawnCaseDetail(row, await appraisalsOfApplication(manager, row.application_id), reader.userId);
  }

  /** Takes an open case; a case another operator has (also one taken a moment before) answers 此案件已被接單. */
  async order(reader: PawnCaseReader, id: number, now: Date = new Date()): Promise<PawnCaseActionAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.orderable(manager, reader, id);
      if (Number(row.borrower_id) === reader.userId) throw AppError.conflict('OWN_CASE', PAWNSHOP_TEXTS.ownCase);
      await lockCaseApplication(manager, row.application_id);
      if (!(await takePawnCase(manager, row.id, reader.userId, now))) {
        await this.orderable(manager, reader, id);
        throw AppError.notFound(PAWNSHOP_TEXTS.caseNotFound);
      }
      await recordEvent(manager, row.application_id, reader.userId, PAWN_CASE_EVENTS.taken, null, null, { pawn_case_id: Number(row.id) });
      return { message: PAWNSHOP_TEXTS.ordered, data: await this.detail(reader, row.id, manager) };
    });
  }

  /** The taker sets (or sets again) terms that passed pawnSettingSchema (the law's caps); the borrower is told. */
  async setting(reader: PawnCaseReader, id: number, terms: PawnSetting, now: Date = new Date()): Promise<PawnCaseActionAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.visible(manager, reader, id, true);
      const refusal = pawnSettingStateRefusalOf(row.status, isTakenBy(row, reader.userId));
      if (refusal !== null) throw AppError.conflict('NOT_SETTABLE', refusal);
      await setPawnTerms(manager, row.id, terms, now);
      await recordEvent(manager, row.application_id, reader.userId, PAWN_CASE_EVENTS.setting, null, null, { pawn_case_id: Number(row.id), ...terms });
      const detail = await this.detail(reader, row.id, manager);
      await this.inbox.send(
        {
          userId: Number(row.borrower_id),
          subject: PAWNSHOP_TEXTS.termsSetSubject,
          content: pawnTermsSetContent(row.serial, terms.amount, terms.period, detail.setting.yearly_rate ?? terms.apr),
          loanSerials: [row.serial],
        },
        manager,
      );
      return { message: PAWNSHOP_TEXTS.settingSent, data: detail };
    });
  }

  /**
   * The taker invests the agreed amount with the pawn ticket: in one transaction the pawn loan is
   * created funded by the operator's one investment (cash held, then disbursed to the borrower with
   * its pawn schedule), the case is invested and the application approved. A case that is missing,
   * another operator's or not agreed answers 404 找不到案件或是申貸人尚未同意; one past investing 409.
   */
  async invest(reader: PawnCaseReader, id: number, input: PawnInvest, now: Date = new Date()): Promise<PawnCaseActionAnswer> {
    const investedOn = await this.clock.today(now);
    const caseId = await this.dataSource.transaction(async (manager) => {
      const row = Number.isSafeInteger(id) ? await findPawnCase(manager, reader, id, true) : null;
      const refusal = pawnInvestRefusalOf(row?.status ?? null, row !== null && isTakenBy(row, reader.userId));
      if (refusal !== null || row === null) {
        throw refusal?.code === 'NOT_INVESTABLE'
          ? AppError.conflict(refusal.code, refusal.message)
          : AppError.notFound(refusal?.message ?? PAWNSHOP_TEXTS.notFoundOrNotAgreed);
      }
      const agreed = { amount: Number(row.amount), period: Number(row.period), principal_repayment_type: row.principal_repayment_type ?? input.principal_repayment_type };
      const mismatch = pawnInvestMismatchOf(input, agreed);
      if (Object.keys(mismatch).length > 0) throw AppError.validation(mismatch);
      const tickets = input.pawn_ticket.map((ticket) => ticket.toLowerCase());
      const own = await ownUploadIds(manager, reader.userId, tickets);
      if (tickets.some((ticket) => !own.has(ticket))) throw AppError.validation({ pawn_ticket: PAWNSHOP_TEXTS.pawnTicketNotOwn });

      const loanId = await this.createFundedLoan(manager, row, now);
      await this.holdOperatorCash(manager, reader.userId, row.serial, loanId, agreed.amount, now);
      await manager.query(
        `UPDATE pawn_cases SET status = 'invested', loan_id = $2, pawn_ticket = $3, invested_at = $4, invested_on = $5, updated_at = $4 WHERE id = $1`,
        [row.id, loanId, JSON.stringify(tickets), now, investedOn],
      );
      await manager.query(
        `UPDATE loan_applications SET status = 'approved', decided_at = $2, decided_by = $3, decision_reason = NULL WHERE id = $1`,
        [row.application_id, now, reader.userId],
      );
      await recordEvent(manager, row.application_id, reader.userId, PAWN_CASE_EVENTS.invested, row.application_status, 'approved', {
        pawn_case_id: Number(row.id),
        amount: agreed.amount,
        pawn_ticket: tickets,
      });
      await this.funding.disburseIn(manager, row.serial, now, investedOn, { actorId: reader.userId, reason: PAWNSHOP_TEXTS.investAuditReason });
      return row.id;
    });
    return { message: PAWNSHOP_TEXTS.invested, data: await this.detail(reader, caseId) };
  }

  /** A page of the cases a pawn-project view shows lenders before they have loans. */
  async marketCases(view: PawnProjectView, page: number): Promise<MarketPawnCaseListAnswer> {
    const { rows, total } = await marketPawnCases(this.dataSource.manager, pawnCaseStatusesOfView(view), page, MARKET_PAGE_SIZE);
    return { data: rows.map(presentMarketPawnCase), total, page };
  }

  /** The borrower's cases, newest first. */
  async borrowerCases(borrowerId: number): Promise<BorrowerPawnCase[]> {
    return (await borrowerPawnCases(this.dataSource.manager, borrowerId)).map(presentBorrowerPawnCase);
  }

  /** The borrower agrees to the terms waiting for the answer, or declines them (the case goes back to its taker). */
  async answer(borrowerId: number, serial: string, agreed: boolean, now: Date = new Date()): Promise<BorrowerPawnCaseActionAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const row = await findBorrowerPawnCase(manager, borrowerId, serial, true);
      if (!row) throw AppError.notFound(PAWNSHOP_TEXTS.caseNotFound);
      const refusal = pawnConfirmRefusalOf(row.status);
      if (refusal !== null) throw AppError.conflict('NOT_CONFIRMABLE', refusal);
      await answerPawnTerms(manager, row.id, agreed, now);
      await recordEvent(manager, row.application_id, borrowerId, agreed ? PAWN_CASE_EVENTS.confirmed : PAWN_CASE_EVENTS.declined, null, null, {
        pawn_case_id: Number(row.id),
      });
      const updated = await findBorrowerPawnCase(manager, borrowerId, serial);
      if (!updated) throw AppError.notFound(PAWNSHOP_TEXTS.caseNotFound);
      return { message: agreed ? PAWNSHOP_TEXTS.confirmed : PAWNSHOP_TEXTS.declined, data: presentBorrowerPawnCase(updated) };
    });
  }

  /**
   * The case an order names, still pending. A case an operator has (whoever it is, also one taken a
   * moment before) answers 此案件已被接單 to every operator; an unknown id 404. Whether its application
   * is still open is the order's own condition.
   */
  private async orderable(manager: EntityManager, reader: PawnCaseReader, id: number): Promise<PawnCaseDbRow> {
    const found = Number.isSafeInteger(id) ? await findPawnCase(manager, { ...reader, admin: true }, id) : null;
    if (!found) throw AppError.notFound(PAWNSHOP_TEXTS.caseNotFound);
    const refusal = pawnOrderRefusalOf(found.status);
    if (refusal !== null) throw AppError.conflict('ALREADY_TAKEN', refusal);
    return found;
  }

  private async visible(manager: EntityManager, reader: PawnCaseReader, id: number, lock = false): Promise<PawnCaseDbRow> {
    const row = Number.isSafeInteger(id) ? await findPawnCase(manager, reader, id, lock) : null;
    if (!row) throw AppError.notFound(PAWNSHOP_TEXTS.caseNotFound);
    return row;
  }

  /** The pawn loan on the agreed terms, funded: the application's serial, no borrower fee, no credit grade. */
  private async createFundedLoan(manager: EntityManager, row: PawnCaseDbRow, now: Date): Promise<number> {
    const [loan] = (await manager.query(
      `INSERT INTO loans (serial, application_id, borrower_id, app_type, status, market_status, source, grade, amount, period,
                          principal_repayment_type, add_rate, apr, borrower_fee, invested_amount, rate_confirmed_at, funded_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'funded', $5, 'complex', $6, $7, $8, $9, 0, $10, 0, $7, $11, $11, $11, $11)
       RETURNING id`,
      [row.serial, row.application_id, row.borrower_id, PAWNSHOP_APP_TYPE, LOAN_MARKET_STATUS_FUNDED, PAWN_LOAN_GRADE, row.amount, row.period,
        row.principal_repayment_type, row.apr, now],
    )) as { id: number }[];
    return Number(loan.id);
  }

  /** The operator's paid order of the whole amount: one investment, its money held from the operator's cash until the disbursement. */
  private async holdOperatorCash(manager: EntityManager, operatorId: number, loanSerial: string, loanId: number, amount: number, now: Date): Promise<void> {
    const [order] = (await manager.query(
      `INSERT INTO orders (user_id, status, payment_method, total_amount, paid_at, created_at, updated_at, serial)
       VALUES ($1, 'paid', 'balance', $2, $3, $3, $3, next_order_serial($3::timestamptz))
       RETURNING id, serial`,
      [operatorId, amount, now],
    )) as { id: number; serial: string }[];
    const [investment] = (await manager.query(
      `INSERT INTO investments (order_id, user_id, loan_id, amount, status, lender_fee, paid_at, created_at, updated_at, serial)
       VALUES ($1, $2, $3, $4, 'waiting', 0, $5, $5, $5, next_investment_serial($5::timestamptz))
       RETURNING serial`,
      [order.id, operatorId, loanId, amount, now],
    )) as { serial: string }[];
    await this.ledger.transfer(manager, {
      from: userCash(operatorId),
      to: userLocked(operatorId),
      amount,
      kind: 'invest_hold',
      at: now,
      reference: `investment:${investment.serial}`,
      caseSerial: investment.serial,
      description: investHoldDescription(order.serial, loanSerial),
    });
  }
}

