import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  PAWNSHOP_APP_TYPE,
  clearAmountChanged,
  clearDoneMessage,
  pawnAccruedInterest,
  pawnStorageFeeDescription,
  pawnshopClearAmountOf,
  pawnshopClearDetailOf,
} from '@lendbridge/domain';
import type { ClearFigures, LoanStatus, PawnshopClearAnswer, PawnshopClearInfo, PawnshopClearInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { ClearingSettlementService } from './clearing-settlement.service.js';
import { cashShort, pawnshopNotClearable } from './clearing.errors.js';
import { userCash } from '../ledger/ledger-accounts.js';
import { pawnCaseOfLoan } from '../pawnshop/pawnshop.queries.js';
import { CLEAR_INVESTMENT_SELECT, figuresOf, isLoanClearable, loadSchedules } from './clearing.queries.js';
import type { ClearInvestmentRow, ClearScheduleDbRow } from './clearing.queries.js';

interface PawnLoanRow {
  id: number;
  serial: string;
  status: LoanStatus;
  protection_paid: boolean;
}

/** A pawn loan in repayment with investments to clear, none of them in a legal collection case. */
const isWholeLoanClearable = (loan: PawnLoanRow, investments: readonly ClearInvestmentRow[]): boolean =>
  isLoanClearable(loan) && investments.length > 0 && investments.every((investment) => !investment.in_legal_collection);

interface PawnClearing {
  /** The pawnshop case of a loan a pawnshop invested: its taker receives the storage fee; null for a loan lenders funded. */
  pawnCase: { id: number; operator_id: number; storage_fee: number } | null;
  investments: ClearInvestmentRow[];
  schedules: Map<number, ClearScheduleDbRow[]>;
  figures: Map<number, ClearFigures>;
  settlementDate: string;
  info: Omit<PawnshopClearInfo, 'balance'>;
}

/**
 * The pawnshop clearing (當鋪清償) of a pawn loan: the borrower redeems the pawn by paying the whole
 * loan at once — every investment's clear figures at the business date, the storage fee and the
 * platform's clearing fee — without the lenders' agreement the early repayment of other loans asks for.
 */
@Injectable()
export class PawnshopClearingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly settlement: ClearingSettlementService,
    private readonly clock: BusinessClock,
  ) {}

  /** What clearing the loan costs now, beside the borrower's cash. */
  async clearInfo(userId: number, loanSerial: string): Promise<PawnshopClearInfo> {
    const manager = this.dataSource.manager;
    const loan = await this.ownPawnLoan(manager, userId, loanSerial, false);
    const clearing = await this.figures(manager, loan, await this.clock.today(), false);
    if (!isWholeLoanClearable(loan, clearing.investments)) throw pawnshopNotClearable();
    const { cash } = await this.ledger.balances(userId, manager);
    return { balance: cash, ...clearing.info };
  }

  /**
   * Clears the whole loan from the borrower's cash. Refusals a borrower can act on (the loan is no
   * longer in repayment, the amount shown is not today's, the cash is short) answer result false
   * with the reason; nothing is paid then.
   */
  async clear(userId: number, loanSerial: string, input: PawnshopClearInput): Promise<PawnshopClearAnswer> {
    const now = new Date();
    const settlementDate = await this.clock.today(now);
    try {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const loan = await this.ownPawnLoan(manager, userId, loanSerial, true);
        const clearing = await this.figures(manager, loan, settlementDate, true);
        if (!isWholeLoanClearable(loan, clearing.investments)) throw pawnshopNotClearable();
        if (input.amount !== undefined && input.amount !== clearing.info.clear_amount) {
          throw new AppError(409, 'CLEAR_AMOUNT_CHANGED', clearAmountChanged(clearing.info.clear_amount));
        }
        const storageFee = clearing.info.clear_amount_detail.storage_fee;
        if (clearing.pawnCase !== null && storageFee > 0) {
          const cash = await this.ledger.lockBalance(manager, userCash(userId));
          if (cash < clearing.info.clear_amount) throw cashShort(clearing.info.clear_amount, cash);
        }
        const outcome = await this.settlement.settle(manager, {
          kind: 'pawnshop',
          borrowerId: userId,
          settlementDate: clearing.settlementDate,
          investments: clearing.investments,
          figures: clearing.figures,
          schedules: clearing.schedules,
          now,
        });
        if (clearing.pawnCase !== null) await this.closePawnCase(manager, userId, clearing.pawnCase, loan.serial, storageFee, outcome.clearingId, now);
        return outcome;
      });
      return { result: true, message: clearDoneMessage(outcome.count, outcome.amount, outcome.feePaid, outcome.feeCarried) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode !== 404 && error.statusCode < 500) {
        return { result: false, message: error.message };
      }
      throw error;
    }
  }

  /** The borrower's pawn loan; another member's, another type's or an unknown serial answers 404. */
  private async ownPawnLoan(manager: EntityManager, userId: number, serial: string, lock: boolean): Promise<PawnLoanRow> {
    const rows = (await manager.query(
      `SELECT id, serial, status, protection_paid_at IS NOT NULL AS protection_paid FROM loans
        WHERE serial = $1 AND borrower_id = $2 AND app_type = $3${lock ? ' FOR UPDATE' : ''}`,
      [serial, userId, PAWNSHOP_APP_TYPE],
    )) as PawnLoanRow[];
    if (!rows[0]) throw AppError.notFound();
    return rows[0];
  }

  private async figures(manager: EntityManager, loan: PawnLoanRow, settlementDate: string, lock: boolean): Promise<PawnClearing> {
    const investments = (await manager.query(
      `${CLEAR_INVESTMENT_SELECT} WHERE l.id = $1 AND i.status = 'active' ORDER BY i.id${lock ? ' FOR UPDATE OF i' : ''}`,
      [loan.id],
    )) as ClearInvestmentRow[];
    const schedules = await loadSchedules(manager, investments.map((row) => row.id), lock);
    const pawnCase = await pawnCaseOfLoan(manager, loan.id);
    const figures = figuresOf(investments, schedules, settlementDate, pawnCase === null ? undefined : pawnAccruedInterest);
    const detail = pawnshopClearDetailOf(loan.serial, [...figures.values()], pawnCase === null ? undefined : Number(pawnCase.storage_fee));
    return {
      pawnCase,
      investments,
      schedules,
      figures,
      settlementDate,
      info: { clear_amount: pawnshopClearAmountOf(detail), clear_amount_detail: detail },
    };
  }

  /**
   * The redeemed pawn's storage fee goes to the pawnshop that holds the pledge, dated like the
   * clearing's other movements (the business clock's instant), and its case is cleared.
   */
  private async closePawnCase(
    manager: EntityManager,
    borrowerId: number,
    pawnCase: { id: number; operator_id: number },
    loanSerial: string,
    storageFee: number,
    clearingId: number,
    now: Date,
  ): Promise<void> {
    if (storageFee > 0) {
      await this.ledger.transfer(manager, {
        from: userCash(borrowerId),
        to: userCash(Number(pawnCase.operator_id)),
        amount: storageFee,
        kind: 'pawn_storage_fee',
        reference: `clearing:${clearingId}`,
        caseSerial: loanSerial,
        description: pawnStorageFeeDescription(loanSerial),
      });
    }
    await manager.query(`UPDATE pawn_cases SET status = 'cleared', closed_at = $2, updated_at = $2 WHERE id = $1 AND status = 'invested'`, [
      pawnCase.id,
      now,
    ]);
  }
}
