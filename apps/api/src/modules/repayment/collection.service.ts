import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  NO_CHARGES,
  PARTIAL_PAYMENT_MIN,
  REPAYMENT_OPEN_STATUSES,
  addCharges,
  chargesTotal,
  collectionPlan,
  interestIncomeDescription,
  lenderFeeDescription,
  lenderFeeDue,
  penaltyCollectDescription,
  penaltyIncomeDescription,
  principalIncomeDescription,
  repaymentCollectDescription,
  repaymentStatusOf,
  roboLenderFeeDue,
  rowFeeDescription,
  shareByUnpaid,
} from '@lendbridge/domain';
import type { LoanStatus, RowCharges } from '@lendbridge/domain';
import { LedgerService } from '../ledger/ledger.service.js';
import type { TransferInput } from '../ledger/ledger.service.js';
import { PLATFORM, lenderPayoutOf, userCash } from '../ledger/ledger-accounts.js';
import { lockMemberAccounts, lockPlatformAccounts } from '../ledger/ledger.queries.js';
import {
  INVESTMENT_ROW_SELECT,
  LOAN_ROW_SELECT,
  investmentRowAnyPaid,
  investmentRowPaid,
  loanRowOwed,
} from './servicing-records.js';
import type { InvestmentRowRecord, LoanRowRecord, ServicedInvestment, ServicedLoan, ServicingState } from './servicing-records.js';

export interface PayRowsOptions {
  readonly now?: Date;
  /** When the cash does not cover everything owed, it is taken only from this amount on (PARTIAL_PAYMENT_MIN). */
  readonly minimum?: number;
}

/** What one payment from the borrower's cash did. */
export interface PaymentResult {
  /** What the rows owed before the payment. */
  owed: number;
  /** What was taken from the borrower's cash, in all and by charge. */
  amount: number;
  paid: RowCharges;
  /** Rows paid in full by it, and rows paid in part. */
  paidRows: LoanRowRecord[];
  partialRows: LoanRowRecord[];
}

/**
 * The borrower's cash changed between the read a payment was worked out from and the lock taken
 * to move it (a deposit or a withdrawal in between): the caller runs the loan's servicing again.
 */
export class BorrowerCashMoved extends Error {
  constructor(readonly loanId: number) {
    super(`The borrower's cash of loan ${loanId} changed while its payment was worked out`);
  }
}

/** What a loan's status became after its rows changed. */
export type LoanStatusChange = 'finished' | 'overdue' | 'repaying' | null;

/** What one lender receives of one payment, over the lender's rows of it. */
interface Receipt {
  investment: ServicedInvestment;
  principal: number;
  interest: number;
  penalty: number;
  fee: number;
  periods: Set<number>;
}

const OPEN = [...REPAYMENT_OPEN_STATUSES];
const PLATFORM_KINDS = [PLATFORM.repaymentTransit.kind, PLATFORM.income.kind, PLATFORM.protectionFund.kind];

const sortedPeriods = (periods: Iterable<number>): number[] => [...new Set(periods)].sort((a, b) => a - b);

/**
 * Collecting what borrowers owe and passing it to their lenders, inside the caller's transaction:
 * the locks of a loan being serviced, a payment of given rows from the borrower's cash (the daily
 * batch's collection, and any other flow that pays rows, such as early clearing), the writing of
 * the rows changed, and the loan's status that follows from its rows. The money moves through the
 * repayment transit account, which is back to 0 when a payment ends.
 */
@Injectable()
export class CollectionService {
  constructor(private readonly ledger: LedgerService) {}

  /**
   * Locks a disbursed loan for servicing and reads it: the loan, its open borrower rows due up to
   * `dueBy` (every open row when null) and their open investment rows, and its investments, in
   * that order. The ledger accounts are locked later, once the payment is worked out and just
   * before the money moves (lockAccounts), so servicing another loan can work out its payment
   * meanwhile. Null when there is no such loan.
   */
  async lockServicing(manager: EntityManager, loanId: number, dueBy: string | null): Promise<ServicingState | null> {
    const [loan] = (await manager.query(
      `SELECT id, serial, borrower_id, status, apr::text AS apr, pgr::text AS pgr, protection_paid_at, cycle_day
         FROM loans WHERE id = $1 FOR UPDATE`,
      [loanId],
    )) as ServicedLoan[];
    if (!loan) return null;
    const rows = (await manager.query(
      `${LOAN_ROW_SELECT}
        WHERE loan_id = $1 AND status = ANY ($2::text[]) AND ($3::date IS NULL OR due_date <= $3::date)
        ORDER BY due_date, period FOR UPDATE`,
      [loan.id, OPEN, dueBy],
    )) as LoanRowRecord[];
    const investments = (await manager.query(
      `SELECT id, serial, user_id, lender_fee::text AS lender_fee, status, robo_product FROM investments
        WHERE loan_id = $1 AND disbursed_at IS NOT NULL ORDER BY id FOR UPDATE`,
      [loan.id],
    )) as ServicedInvestment[];
    const investmentRows = (await manager.query(
      `${INVESTMENT_ROW_SELECT}
        WHERE loan_repayment_id = ANY ($1::bigint[]) AND status = ANY ($2::text[]) ORDER BY id FOR UPDATE`,
      [rows.map((row) => row.id), OPEN],
    )) as InvestmentRowRecord[];
    const byRow = new Map<number, InvestmentRowRecord[]>(rows.map((row) => [row.id, []]));
    for (const row of [...investmentRows].sort((a, b) => a.investment_id - b.investment_id)) byRow.get(row.loan_repayment_id)?.push(row);
    return { loan, rows, investments, investmentRows: byRow, accountsLocked: false };
  }

  /**
   * Pays the given rows (oldest first, as given) from the borrower's cash: everything they owe
   * when the cash covers it, else the whole cash when it reaches `minimum`, else nothing; each row
   * penalty first, then fee, interest and principal. The interest and principal go to the transit
   * account in one transfer and the penalty in another, then to each lender by what their rows of
   * it still owe (largest remainder, ties to the earlier investment); each lender then pays the
   * lender fee of what they received; a row's fee goes to the platform. Rows paid in full become
   * paid (late_paid once late). The rows are written before it answers. The payment is worked
   * out from the cash as read, then the accounts are locked (lockAccounts) and the money moves;
   * a cash that changed in between throws BorrowerCashMoved, for the caller to run it again.
   */
  async payRows(manager: EntityManager, state: ServicingState, rows: readonly LoanRowRecord[], options: PayRowsOptions = {}): Promise<PaymentResult> {
    const now = options.now ?? new Date();
    const { loan } = state;
    const owed = rows.map(loanRowOwed);
    const cash = rows.length > 0 ? (await this.ledger.balances(loan.borrower_id, manager)).cash : 0;
    const plan = collectionPlan(owed, cash, options.minimum ?? PARTIAL_PAYMENT_MIN);
    const investmentOf = new Map(state.investments.map((investment) => [investment.id, investment]));
    const receipts = new Map<number, Receipt>();
    const periods = { repayment: [] as number[], penalty: [] as number[], fee: [] as number[] };
    const result: PaymentResult = {
      owed: owed.reduce((sum, charges) => sum + chargesTotal(charges), 0),
      amount: 0,
      paid: NO_CHARGES,
      paidRows: [],
      partialRows: [],
    };

    rows.forEach((row, index) => {
      const pay = plan[index] ?? NO_CHARGES;
      const rowOwed = chargesTotal(owed[index] ?? NO_CHARGES);
      if (chargesTotal(pay) === 0 && rowOwed > 0) return;
      result.paid = addCharges(result.paid, pay);
      if (pay.principal + pay.interest > 0) periods.repayment.push(row.period);
      if (pay.penalty > 0) periods.penalty.push(row.period);
      if (pay.fee > 0) periods.fee.push(row.period);
      row.paid_penalty += pay.penalty;
      row.paid_fee += pay.fee;
      row.paid_interest += pay.interest;
      row.paid_principal += pay.principal;

      const shares = state.investmentRows.get(row.id) ?? [];
      const principal = shareByUnpaid(pay.principal, shares.map((share) => share.principal - share.paid_principal));
      const interest = shareByUnpaid(pay.interest, shares.map((share) => share.interest - share.paid_interest));
      const penalty = shareByUnpaid(pay.penalty, shares.map((share) => share.penalty - share.paid_penalty));
      shares.forEach((share, at) => {
        const investment = investmentOf.get(share.investment_id);
        if (!investment) throw new Error(`Investment ${share.investment_id} of loan ${loan.serial} is not disbursed`);
        share.paid_principal += principal[at] ?? 0;
        share.paid_interest += interest[at] ?? 0;
        share.paid_penalty += penalty[at] ?? 0;
        const fee =
          investment.robo_product === null
            ? lenderFeeDue(share.paid_principal + share.paid_interest, share.paid_fee, investment.lender_fee)
            : roboLenderFeeDue(share);
        share.paid_fee += fee;
        share.dirty = true;
        const receipt = receipts.get(investment.id) ?? { investment, principal: 0, interest: 0, penalty: 0, fee: 0, periods: new Set<number>() };
        receipt.principal += principal[at] ?? 0;
        receipt.interest += interest[at] ?? 0;
        receipt.penalty += penalty[at] ?? 0;
        receipt.fee += fee;
        if ((principal[at] ?? 0) + (interest[at] ?? 0) + (penalty[at] ?? 0) > 0) receipt.periods.add(row.period);
        receipts.set(investment.id, receipt);
        this.restate(share, row.late_since !== null, now);
      });

      const left = chargesTotal(loanRowOwed(row));
      row.status = repaymentStatusOf({ paid: left === 0, anyPaid: true, late: row.late_since !== null });
      if (left === 0) {
        row.paid_at = now;
        result.paidRows.push(row);
      } else {
        result.partialRows.push(row);
      }
      row.dirty = true;
    });
    result.amount = chargesTotal(result.paid);
    const transfers = this.paymentTransfers(loan, result.paid, periods, [...receipts.values()].sort((a, b) => a.investment.id - b.investment.id), now);
    await this.flush(manager, state);
    if (rows.length > 0) {
      await this.lockAccounts(manager, state);
      if ((await this.ledger.balances(loan.borrower_id, manager)).cash !== cash) throw new BorrowerCashMoved(loan.id);
    }
    await this.ledger.transferAll(manager, transfers);
    return result;
  }

  /**
   * Locks the ledger accounts a loan's servicing may move money between, once per state: the
   * borrower's and the lenders' (lockMemberAccounts), then the platform's.
   */
  async lockAccounts(manager: EntityManager, state: ServicingState): Promise<void> {
    if (state.accountsLocked) return;
    await lockMemberAccounts(manager, [state.loan.borrower_id, ...state.investments.map((investment) => investment.user_id)]);
    await lockPlatformAccounts(manager, PLATFORM_KINDS);
    state.accountsLocked = true;
  }

  /** An investment row's status after a change: paid once its principal, interest and penalty are, late with its borrower row. */
  restate(row: InvestmentRowRecord, late: boolean, now: Date): void {
    const paid = investmentRowPaid(row);
    const status = repaymentStatusOf({ paid, anyPaid: investmentRowAnyPaid(row), late });
    if (status === row.status && (!paid || row.paid_at !== null)) return;
    row.status = status;
    if (paid && row.paid_at === null) row.paid_at = now;
    row.dirty = true;
  }

  /**
   * The payment's transfers, made in one go (LedgerService.transferAll): from the borrower to the
   * transit account and the platform, then from the transit account to each lender, each lender
   * paying the lender fee last.
   */
  private paymentTransfers(
    loan: ServicedLoan,
    paid: RowCharges,
    periods: { repayment: number[]; penalty: number[]; fee: number[] },
    receipts: readonly Receipt[],
    at: Date,
  ): TransferInput[] {
    const borrower = userCash(loan.borrower_id);
    const fromBorrower = { at, from: borrower, reference: `loan:${loan.serial}`, caseSerial: loan.serial };
    const transfers: TransferInput[] = [];
    if (paid.principal + paid.interest > 0) {
      transfers.push({
        ...fromBorrower,
        to: PLATFORM.repaymentTransit,
        amount: paid.principal + paid.interest,
        kind: 'repayment_collect',
        description: repaymentCollectDescription(loan.serial, sortedPeriods(periods.repayment)),
      });
    }
    if (paid.penalty > 0) {
      transfers.push({
        ...fromBorrower,
        to: PLATFORM.repaymentTransit,
        amount: paid.penalty,
        kind: 'penalty_collect',
        description: penaltyCollectDescription(loan.serial, sortedPeriods(periods.penalty)),
      });
    }
    if (paid.fee > 0) {
      transfers.push({
        ...fromBorrower,
        to: PLATFORM.income,
        amount: paid.fee,
        kind: 'clearing_fee',
        description: rowFeeDescription(loan.serial, sortedPeriods(periods.fee)),
      });
    }
    for (const receipt of receipts) {
      const payout = lenderPayoutOf(receipt.investment);
      const shown = sortedPeriods(receipt.periods);
      const toLender = {
        at,
        from: PLATFORM.repaymentTransit,
        to: payout.to,
        reference: `investment:${receipt.investment.serial}`,
        caseSerial: receipt.investment.serial,
      };
      if (receipt.principal > 0) {
        transfers.push({ ...toLender, amount: receipt.principal, kind: payout.principal, description: principalIncomeDescription(loan.serial, shown) });
      }
      if (receipt.interest > 0) {
        transfers.push({ ...toLender, amount: receipt.interest, kind: payout.interest, description: interestIncomeDescription(loan.serial, shown) });
      }
      if (receipt.penalty > 0) {
        transfers.push({ ...toLender, amount: receipt.penalty, kind: payout.penalty, description: penaltyIncomeDescription(loan.serial, shown) });
      }
      if (receipt.fee > 0) {
        transfers.push({
          ...toLender,
          from: payout.to,
          to: PLATFORM.income,
          amount: receipt.fee,
          kind: payout.fee,
          description: lenderFeeDescription(loan.serial, shown),
        });
      }
    }
    return transfers;
  }

  /** Writes the rows of the state changed since they were read (or last written). */
  async flush(manager: EntityManager, state: ServicingState): Promise<void> {
    const rows = state.rows.filter((row) => row.dirty);
    if (rows.length > 0) {
      await manager.query(
        `UPDATE loan_repayments r
            SET penalty = v.penalty, penalty_through = v.penalty_through, paid_principal = v.paid_principal,
                paid_interest = v.paid_interest, paid_fee = v.paid_fee, paid_penalty = v.paid_penalty, status = v.status,
                late_since = v.late_since, paid_at = v.paid_at, updated_at = now()
           FROM unnest($1::bigint[], $2::bigint[], $3::date[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::text[],
                       $9::date[], $10::timestamptz[])
                AS v(id, penalty, penalty_through, paid_principal, paid_interest, paid_fee, paid_penalty, status, late_since, paid_at)
          WHERE r.id = v.id`,
        [
          rows.map((row) => row.id),
          rows.map((row) => row.penalty),
          rows.map((row) => row.penalty_through),
          rows.map((row) => row.paid_principal),
          rows.map((row) => row.paid_interest),
          rows.map((row) => row.paid_fee),
          rows.map((row) => row.paid_penalty),
          rows.map((row) => row.status),
          rows.map((row) => row.late_since),
          rows.map((row) => row.paid_at),
        ],
      );
      rows.forEach((row) => (row.dirty = false));
    }
    const shares = [...state.investmentRows.values()].flat().filter((row) => row.dirty);
    if (shares.length > 0) {
      await manager.query(
        `UPDATE investment_repayments r
            SET penalty = v.penalty, paid_principal = v.paid_principal, paid_interest = v.paid_interest, paid_fee = v.paid_fee,
                paid_penalty = v.paid_penalty, status = v.status, paid_at = v.paid_at, updated_at = now()
           FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::timestamptz[])
                AS v(id, penalty, paid_principal, paid_interest, paid_fee, paid_penalty, status, paid_at)
          WHERE r.id = v.id`,
        [
          shares.map((row) => row.id),
          shares.map((row) => row.penalty),
          shares.map((row) => row.paid_principal),
          shares.map((row) => row.paid_interest),
          shares.map((row) => row.paid_fee),
          shares.map((row) => row.paid_penalty),
          shares.map((row) => row.status),
          shares.map((row) => row.paid_at),
        ],
      );
      shares.forEach((row) => (row.dirty = false));
    }
  }

  /**
   * The loan's status from its rows (after they are written): finished once none is open (its
   * disbursed investments finish with it); otherwise overdue while a row is late and repaying
   * again once none is. A loan in legal collection keeps that status until it is finished.
   */
  async updateLoanStatus(manager: EntityManager, state: ServicingState, now: Date = new Date()): Promise<LoanStatusChange> {
    const { loan } = state;
    const [counts] = (await manager.query(
      `SELECT count(*)::int AS rows,
              count(*) FILTER (WHERE status = ANY ($2::text[]))::int AS open,
              count(*) FILTER (WHERE status = 'late')::int AS late
         FROM loan_repayments WHERE loan_id = $1`,
      [loan.id, OPEN],
    )) as { rows: number; open: number; late: number }[];
    if (!counts || counts.rows === 0) return null;
    let next: LoanStatus | null = null;
    if (counts.open === 0) next = 'finished';
    else if (counts.late > 0 && loan.status === 'repaying') next = 'overdue';
    else if (counts.late === 0 && loan.status === 'overdue') next = 'repaying';
    if (next === null || next === loan.status) return null;
    if (next === 'finished') {
      await manager.query(`UPDATE loans SET status = 'finished', finished_at = $2, updated_at = $2 WHERE id = $1`, [loan.id, now]);
      await manager.query(
        `UPDATE investments SET status = 'finished', finished_at = $2, updated_at = $2 WHERE loan_id = $1 AND status = 'active'`,
        [loan.id, now],
      );
    } else {
      await manager.query(`UPDATE loans SET status = $2, updated_at = $3 WHERE id = $1`, [loan.id, next, now]);
    }
    loan.status = next;
    return next;
  }
}
