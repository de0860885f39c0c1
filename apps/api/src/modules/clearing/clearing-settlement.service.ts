import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CLEARING_INBOX_TEXTS,
  REPAYMENT_OPEN_STATUSES,
  clearedContent,
  clearingCollectDescription,
  clearingFeeDescription,
  pawnPlatformFeeDescription,
  clearingFeeOf,
  clearingIncomeDescription,
  clearingLenderFeeDescription,
} from '@lendbridge/domain';
import type { ClearFigures, ClearingKind } from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';
import { InboxService } from '../inbox/inbox.service.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PLATFORM, lenderPayoutOf, userCash } from '../ledger/ledger-accounts.js';
import { lockMemberAccounts, lockPlatformAccounts } from '../ledger/ledger.queries.js';
import { cashShort } from './clearing.errors.js';
import { figureFor } from './clearing.queries.js';
import type { ClearInvestmentRow, ClearScheduleDbRow } from './clearing.queries.js';

/** What a clearing is asked to settle; the caller holds the loans', investments' and schedules' row locks. */
export interface SettlementInput {
  kind: ClearingKind;
  borrowerId: number;
  settlementDate: string;
  /** The investments cleared, all active, of the borrower's loans. */
  investments: readonly ClearInvestmentRow[];
  figures: ReadonlyMap<number, ClearFigures>;
  schedules: ReadonlyMap<number, readonly ClearScheduleDbRow[]>;
  now: Date;
}

export interface SettlementOutcome {
  clearingId: number;
  /** What reached the lenders: principal, interest and penalties. */
  amount: number;
  /** The clearing fee of this clearing (CLEARING_FEE_BASE per loan). */
  fee: number;
  /** Taken from the cash now: this clearing's fee and any earlier fee of a loan it closes. */
  feePaid: number;
  /** Added to the next unpaid row of its loan. */
  feeCarried: number;
  count: number;
}

interface LoanFee {
  loanId: number;
  loanSerial: string;
  /** This clearing's fee of the loan. */
  fee: number;
  /** Fees carried to the loan's rows earlier and still unpaid. */
  earlier: number;
  /** No row of the loan stays open after the clearing, so nothing can be added to a later payment. */
  mustPay: boolean;
}

const OPEN = [...REPAYMENT_OPEN_STATUSES];
/** The platform accounts a clearing moves money through, locked in id order after the members' accounts, as the batch does. */
const PLATFORM_KINDS = [PLATFORM.repaymentTransit.kind, PLATFORM.income.kind];

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Moves the money of a clearing and closes what it clears, in the caller's transaction. The
 * borrower's cash pays each loan's principal and interest (repayment_collect) and penalties
 * (penalty_collect) into the repayment transit, which pays each lender their principal, interest
 * and penalty; each lender then pays the lender fee. The clearing fee, one per loan, is paid from
 * what cash is left; a fee the cash cannot cover is added to the loan's next unpaid row, unless no
 * row stays open, when the cash must cover it (and any fee carried there earlier) too. The
 * investments' open rows close at what was paid, the borrower's rows are lowered by the same
 * amounts, the investments are cleared, and a loan with no active investment left is cleared.
 */
@Injectable()
export class ClearingSettlementService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly inbox: InboxService,
  ) {}

  async settle(manager: EntityManager, input: SettlementInput): Promise<SettlementOutcome> {
    const { investments, figures, borrowerId } = input;
    const figureOf = (id: number): ClearFigures => figureFor(figures, id);
    const loans = groupByLoan(investments);
    const loanFees = await this.loanFees(manager, loans, investments);

    await lockMemberAccounts(manager, [borrowerId, ...investments.map((investment) => investment.lender_id)]);
    await lockPlatformAccounts(manager, PLATFORM_KINDS);
    const cash = await this.ledger.lockBalance(manager, userCash(borrowerId));
    const amount = sum(investments.map((investment) => figureOf(investment.id).clear_amount));
    const mandatory = sum(loanFees.filter((loan) => loan.mustPay).map((loan) => loan.fee + loan.earlier));
    if (cash < amount + mandatory) throw cashShort(amount + mandatory, cash);
    let left = cash - amount - mandatory;
    const paidFees = new Map<number, number>();
    const carried = new Map<number, number>();
    for (const loan of loanFees) {
      if (loan.mustPay) paidFees.set(loan.loanId, loan.fee + loan.earlier);
      else if (left >= loan.fee) {
        paidFees.set(loan.loanId, loan.fee);
        left -= loan.fee;
      } else carried.set(loan.loanId, loan.fee);
    }
    const fee = sum(loanFees.map((loan) => loan.fee));
    const feePaid = sum([...paidFees.values()]);
    const feeCarried = sum([...carried.values()]);

    const clearingId = await this.recordClearing(manager, input, amount, fee, feePaid, feeCarried);
    const reference = `clearing:${clearingId}`;
    for (const [loanId, own] of loans) {
      const loanSerial = own[0]?.loan_serial ?? '';
      const collect = sum(own.map((investment) => figureOf(investment.id).principal + figureOf(investment.id).interest));
      const penalties = sum(own.map((investment) => figureOf(investment.id).penalty));
      const collected = {
        from: userCash(borrowerId),
        to: PLATFORM.repaymentTransit,
        reference,
        caseSerial: loanSerial,
        description: clearingCollectDescription(loanSerial),
      };
      if (collect > 0) await this.ledger.transfer(manager, { ...collected, amount: collect, kind: 'repayment_collect' });
      if (penalties > 0) await this.ledger.transfer(manager, { ...collected, amount: penalties, kind: 'penalty_collect' });
      for (const investment of own) {
        const figure = figureOf(investment.id);
        const payout = lenderPayoutOf({ user_id: investment.lender_id, robo_product: investment.robo_product });
        const lender = payout.to;
        const income = {
          from: PLATFORM.repaymentTransit,
          to: lender,
          reference,
          caseSerial: investment.serial,
          description: clearingIncomeDescription(investment.serial),
        };
        if (figure.principal > 0) await this.ledger.transfer(manager, { ...income, amount: figure.principal, kind: payout.principal });
        if (figure.interest > 0) await this.ledger.transfer(manager, { ...income, amount: figure.interest, kind: payout.interest });
        if (figure.penalty > 0) await this.ledger.transfer(manager, { ...income, amount: figure.penalty, kind: payout.penalty });
        if (figure.lender_fee > 0) {
          await this.ledger.transfer(manager, {
            from: lender,
            to: PLATFORM.income,
            amount: figure.lender_fee,
            kind: payout.fee,
            reference,
            caseSerial: investment.serial,
            description: clearingLenderFeeDescription(investment.serial),
          });
        }
      }
      const paid = paidFees.get(loanId) ?? 0;
      if (paid > 0) {
        await this.ledger.transfer(manager, {
          from: userCash(borrowerId),
          to: PLATFORM.income,
          amount: paid,
          kind: input.kind === 'pawnshop' ? 'pawn_platform_fee' : 'clearing_fee',
          reference,
          caseSerial: loanSerial,
          description: input.kind === 'pawnshop' ? pawnPlatformFeeDescription(loanSerial) : clearingFeeDescription(loanSerial),
        });
      }
    }

    await this.closeRows(manager, input, loanFees, carried);
    await this.closeInvestments(manager, input, clearingId);
    return { clearingId, amount, fee, feePaid, feeCarried, count: investments.length };
  }

  /**
   * Each loan's clearing fee, what was carried to its rows before, and whether a row stays open to
   * carry a fee: some active investment outside this clearing still owes on the loan.
   */
  private async loanFees(
    manager: EntityManager,
    loans: ReadonlyMap<number, readonly ClearInvestmentRow[]>,
    investments: readonly ClearInvestmentRow[],
  ): Promise<LoanFee[]> {
    const loanIds = [...loans.keys()];
    const clearedIds = investments.map((investment) => investment.id);
    const staying = (await manager.query(
      `SELECT DISTINCT i.loan_id FROM investments i
         JOIN investment_repayments ir ON ir.investment_id = i.id AND ir.status = ANY ($3::text[])
        WHERE i.loan_id = ANY ($1::bigint[]) AND i.status = 'active' AND NOT (i.id = ANY ($2::bigint[]))`,
      [loanIds, clearedIds, OPEN],
    )) as { loan_id: number }[];
    const earlier = (await manager.query(
      `SELECT loan_id, sum(fee_amount - paid_fee)::bigint AS unpaid FROM loan_repayments
        WHERE loan_id = ANY ($1::bigint[]) AND status = ANY ($2::text[]) GROUP BY loan_id`,
      [loanIds, OPEN],
    )) as { loan_id: number; unpaid: number }[];
    const stays = new Set(staying.map((row) => row.loan_id));
    return [...loans].map(([loanId, own]) => {
      const loanSerial = own[0]?.loan_serial ?? '';
      const mustPay = !stays.has(loanId);
      return {
        loanId,
        loanSerial,
        fee: clearingFeeOf([loanSerial]),
        earlier: mustPay ? (earlier.find((row) => row.loan_id === loanId)?.unpaid ?? 0) : 0,
        mustPay,
      };
    });
  }

  private async recordClearing(
    manager: EntityManager,
    input: SettlementInput,
    amount: number,
    fee: number,
    feePaid: number,
    feeCarried: number,
  ): Promise<number> {
    const rows = (await manager.query(
      `INSERT INTO clearings (kind, borrower_id, settlement_date, amount, fee, fee_paid, fee_carried, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [input.kind, input.borrowerId, input.settlementDate, amount, fee, feePaid, feeCarried, input.now],
    )) as { id: number }[];
    return rows[0]?.id ?? 0;
  }

  /**
   * Closes each cleared investment's open rows at what was paid, lowers the borrower's rows by the
   * same amounts, settles or carries the fees, and marks the borrower's rows now fully paid cleared.
   */
  private async closeRows(
    manager: EntityManager,
    input: SettlementInput,
    loanFees: readonly LoanFee[],
    carried: ReadonlyMap<number, number>,
  ): Promise<void> {
    const { investments, figures, schedules, now, settlementDate } = input;
    const closing: { id: number; principal: number; interest: number; penalty: number; closed: number; fee: number }[] = [];
    const lowered = new Map<number, { principal: number; interest: number; penalty: number; waived: number }>();
    for (const investment of investments) {
      const rows = new Map((schedules.get(investment.id) ?? []).map((row) => [row.id, row]));
      for (const settled of figures.get(investment.id)?.rows ?? []) {
        const row = rows.get(settled.id);
        if (!row) throw new Error(`Row ${settled.id} is not in the schedule of investment ${investment.id}`);
        closing.push({
          id: settled.id,
          principal: settled.principal,
          interest: settled.interest,
          penalty: settled.penalty,
          closed: settled.closed_interest,
          fee: settled.lender_fee,
        });
        const before = lowered.get(row.loan_repayment_id) ?? { principal: 0, interest: 0, penalty: 0, waived: 0 };
        lowered.set(row.loan_repayment_id, {
          principal: before.principal + settled.principal,
          interest: before.interest + settled.interest,
          penalty: before.penalty + settled.penalty,
          waived: before.waived + row.interest - settled.closed_interest,
        });
      }
    }
    if (closing.length > 0) {
      await manager.query(
        `UPDATE investment_repayments ir
            SET paid_principal = ir.paid_principal + u.principal,
                principal = ir.paid_principal + u.principal,
                paid_interest = ir.paid_interest + u.interest,
                interest = u.closed,
                paid_penalty = ir.paid_penalty + u.penalty,
                paid_fee = ir.paid_fee + u.fee,
                fee_amount = ir.paid_fee + u.fee,
                status = 'cleared', paid_at = $7, updated_at = $7
           FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[])
                AS u(id, principal, interest, penalty, closed, fee)
          WHERE ir.id = u.id`,
        [
          closing.map((row) => row.id),
          closing.map((row) => row.principal),
          closing.map((row) => row.interest),
          closing.map((row) => row.penalty),
          closing.map((row) => row.closed),
          closing.map((row) => row.fee),
          now,
        ],
      );
    }
    const loanRows = [...lowered];
    if (loanRows.length > 0) {
      await manager.query(
        `UPDATE loan_repayments lr
            SET paid_principal = lr.paid_principal + u.principal,
                paid_interest = lr.paid_interest + u.interest,
                interest = lr.interest - u.waived,
                paid_penalty = lr.paid_penalty + u.penalty,
                updated_at = $6
           FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[]) AS u(id, principal, interest, penalty, waived)
          WHERE lr.id = u.id`,
        [
          loanRows.map(([id]) => id),
          loanRows.map(([, change]) => change.principal),
          loanRows.map(([, change]) => change.interest),
          loanRows.map(([, change]) => change.penalty),
          loanRows.map(([, change]) => change.waived),
          now,
        ],
      );
    }
    const loanIds = loanFees.map((loan) => loan.loanId);
    const closedLoans = loanFees.filter((loan) => loan.mustPay).map((loan) => loan.loanId);
    if (closedLoans.length > 0) {
      await manager.query(
        `UPDATE loan_repayments SET paid_fee = fee_amount, updated_at = $3
          WHERE loan_id = ANY ($1::bigint[]) AND status = ANY ($2::text[]) AND paid_fee < fee_amount`,
        [closedLoans, OPEN, now],
      );
    }
    await manager.query(
      `UPDATE loan_repayments SET status = 'cleared', paid_at = $3, updated_at = $3
        WHERE loan_id = ANY ($1::bigint[]) AND status = ANY ($2::text[])
          AND paid_principal = principal AND paid_interest = interest AND paid_penalty = penalty AND paid_fee = fee_amount`,
      [loanIds, OPEN, now],
    );
    for (const [loanId, fee] of carried) {
      const updated = returnedRows<{ id: number }>(
        await manager.query(
          `UPDATE loan_repayments SET fee_amount = fee_amount + $2, updated_at = $4
            WHERE id = (SELECT id FROM loan_repayments WHERE loan_id = $1 AND status = ANY ($5::text[])
                         ORDER BY due_date <= $3, period LIMIT 1)
            RETURNING id`,
          [loanId, fee, settlementDate, now, OPEN],
        ),
      );
      if (updated.length !== 1) throw new Error(`Loan ${loanId} has no open row to carry its clearing fee`);
    }
  }

  /** The investments are cleared with what their requests paid; a loan with no active investment left is cleared; lenders are told. */
  private async closeInvestments(manager: EntityManager, input: SettlementInput, clearingId: number): Promise<void> {
    const { investments, figures, now } = input;
    const ids = investments.map((investment) => investment.id);
    await manager.query(`UPDATE investments SET status = 'cleared', finished_at = $2, updated_at = $2 WHERE id = ANY ($1::bigint[])`, [ids, now]);
    for (const investment of investments) {
      const figure = figures.get(investment.id);
      if (!figure) continue;
      const values = [clearingId, figure.principal, figure.interest, figure.penalty, figure.lender_fee, now, investment.id];
      const updated = returnedRows<{ id: number }>(
        await manager.query(
          `UPDATE clear_requests
              SET status = 'cleared', clearing_id = $1, clear_principal = $2, clear_interest = $3, clear_penalty = $4,
                  lender_fee = $5, decided_at = COALESCE(decided_at, $6), cleared_at = $6, updated_at = $6
            WHERE investment_id = $7 AND status IN ('wait_agree', 'wait_clear') RETURNING id`,
          values,
        ),
      );
      if (updated.length === 0) {
        await manager.query(
          `INSERT INTO clear_requests
             (investment_id, loan_id, borrower_id, lender_id, status, requested_at, decided_at, clearing_id,
              clear_principal, clear_interest, clear_penalty, lender_fee, cleared_at, updated_at)
           VALUES ($7, $8, $9, $10, 'cleared', $6, $6, $1, $2, $3, $4, $5, $6, $6)`,
          [...values, investment.loan_id, investment.borrower_id, investment.lender_id],
        );
      }
      await this.inbox.send(
        {
          userId: investment.lender_id,
          subject: CLEARING_INBOX_TEXTS.clearedSubject,
          content: clearedContent(investment.loan_serial, investment.serial, figure),
          loanSerials: [investment.loan_serial],
          investmentSerials: [investment.serial],
        },
        manager,
      );
    }
    const loanIds = [...new Set(investments.map((investment) => investment.loan_id))];
    await manager.query(
      `UPDATE loans l SET status = 'cleared', cleared_at = $2, updated_at = $2
        WHERE l.id = ANY ($1::bigint[]) AND NOT EXISTS (SELECT 1 FROM investments i WHERE i.loan_id = l.id AND i.status = 'active')`,
      [loanIds, now],
    );
    await manager.query(
      `UPDATE loans l SET status = 'repaying', updated_at = $2
        WHERE l.id = ANY ($1::bigint[]) AND l.status = 'overdue'
          AND NOT EXISTS (SELECT 1 FROM loan_repayments r WHERE r.loan_id = l.id AND r.status = 'late')`,
      [loanIds, now],
    );
  }
}

/** The investments by loan, loans in id order. */
function groupByLoan(investments: readonly ClearInvestmentRow[]): Map<number, ClearInvestmentRow[]> {
  const loans = new Map<number, ClearInvestmentRow[]>();
  for (const investment of [...investments].sort((a, b) => a.loan_id - b.loan_id || a.id - b.id)) {
    loans.set(investment.loan_id, [...(loans.get(investment.loan_id) ?? []), investment]);
  }
  return loans;
}
