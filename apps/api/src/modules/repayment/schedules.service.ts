import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { cycleDayOf, dueDatesOf, lenderFeeOf, pawnRepaymentRows, roboMonthlyLenderFeeOf, scheduleOf, splitSchedule, taipeiToday } from '@lendbridge/domain';
import type { PrincipalRepaymentType, RoboProduct } from '@lendbridge/domain';

/** A loan being disbursed: its id and serial (its terms are read from the loan). */
export interface ScheduledLoan {
  readonly id: number;
  readonly serial: string;
}

/** An investment of the loan being disbursed. */
export interface ScheduledInvestment {
  readonly id: number;
  readonly amount: number;
}

interface LoanTerms {
  principal_repayment_type: PrincipalRepaymentType;
  amount: number;
  apr: string;
  period: number;
  /** A pawnshop invested the loan: a pawn's rows (pawnRepaymentRows), outside the loans' rate cap and periods. */
  pawnshop: boolean;
}

/**
 * The schedules a loan gets at disbursement: the borrower's rows (scheduleOf the loan's repayment
 * type, amount, APR and period; pawnRepaymentRows for a loan a pawnshop invested) and each investment's own rows (splitSchedule over the
 * investments' amounts, by investment id), each investment row pointing at the borrower row of
 * its period and carrying its lender fee, lenderFeeOf(principal + interest, the investment's
 * lender_fee). Period k falls due on the cycle day of the k-th month after the business date of
 * the disbursement.
 */
@Injectable()
export class SchedulesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Writes the schedules in the disbursement's transaction and sets the loan's cycle day. */
  async createAtDisbursement(
    manager: EntityManager,
    loan: ScheduledLoan,
    investments: readonly ScheduledInvestment[],
    businessDate: string,
  ): Promise<void> {
    const [terms] = (await manager.query(
      `SELECT l.principal_repayment_type, l.amount, l.apr::text AS apr, l.period,
              EXISTS (SELECT 1 FROM pawn_cases c WHERE c.loan_id = l.id) AS pawnshop
         FROM loans l WHERE l.id = $1`,
      [loan.id],
    )) as LoanTerms[];
    if (!terms) throw new Error(`Loan ${loan.serial} is missing`);
    const existing: unknown[] = await manager.query(`SELECT 1 FROM loan_repayments WHERE loan_id = $1 LIMIT 1`, [loan.id]);
    if (existing.length > 0) throw new Error(`Loan ${loan.serial} already has a repayment schedule`);
    const ordered = [...investments].sort((a, b) => a.id - b.id);
    const fees = (await manager.query(
      `SELECT id, lender_fee::text AS lender_fee, lender_fee_before_promo::text AS lender_fee_before_promo, robo_product
         FROM investments WHERE id = ANY ($1::bigint[])`,
      [ordered.map((investment) => investment.id)],
    )) as { id: number; lender_fee: string; lender_fee_before_promo: string | null; robo_product: RoboProduct | null }[];
    const feeOf = new Map(fees.map((row) => [row.id, row]));

    const rows = (terms.pawnshop ? pawnRepaymentRows : scheduleOf)(terms.principal_repayment_type, terms.amount, terms.apr, terms.period);
    const split = splitSchedule(
      rows,
      ordered.map((investment) => investment.amount),
    );
    const dueDates = dueDatesOf(businessDate, terms.period);
    const inserted = (await manager.query(
      `INSERT INTO loan_repayments (loan_id, period, due_date, principal, interest, balance)
       SELECT $1, v.period, v.due_date, v.principal, v.interest, v.balance
         FROM unnest($2::int[], $3::date[], $4::bigint[], $5::bigint[], $6::bigint[]) AS v(period, due_date, principal, interest, balance)
       RETURNING id, period`,
      [
        loan.id,
        rows.map((row) => row.period),
        dueDates,
        rows.map((row) => row.principal),
        rows.map((row) => row.interest),
        rows.map((row) => row.balance),
      ],
    )) as { id: number; period: number }[];
    const rowIdOf = new Map(inserted.map((row) => [row.period, row.id]));

    const columns = {
      investment: [] as number[],
      row: [] as number[],
      period: [] as number[],
      due: [] as string[],
      principal: [] as number[],
      interest: [] as number[],
      balance: [] as number[],
      fee: [] as number[],
      feeDiscount: [] as number[],
    };
    ordered.forEach((investment, index) => {
      const fee = feeOf.get(investment.id);
      if (fee === undefined) throw new Error(`Investment ${investment.id} is missing`);
      const { lender_fee: feePercent, lender_fee_before_promo: feeBeforePromo, robo_product: roboProduct } = fee;
      for (const row of split[index] ?? []) {
        columns.investment.push(investment.id);
        columns.row.push(rowIdOf.get(row.period) as number);
        columns.period.push(row.period);
        columns.due.push(dueDates[row.period - 1] as string);
        columns.principal.push(row.principal);
        columns.interest.push(row.interest);
        columns.balance.push(row.balance);
        const feeAmount =
          roboProduct === null
            ? lenderFeeOf(row.principal + row.interest, feePercent)
            : roboMonthlyLenderFeeOf(row.balance + row.principal, row.interest, roboProduct);
        columns.fee.push(feeAmount);
        columns.feeDiscount.push(feeBeforePromo === null ? 0 : lenderFeeOf(row.principal + row.interest, feeBeforePromo) - feeAmount);
      }
    });
    await manager.query(
      `INSERT INTO investment_repayments (investment_id, loan_repayment_id, period, due_date, principal, interest, balance, fee_amount, fee_discount)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::date[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[])`,
      [columns.investment, columns.row, columns.period, columns.due, columns.principal, columns.interest, columns.balance, columns.fee, columns.feeDiscount],
    );
    await manager.query(`UPDATE loans SET cycle_day = $2 WHERE id = $1`, [loan.id, cycleDayOf(businessDate)]);
  }

  /**
   * Gives a schedule to every disbursed loan that has none (loans disbursed before schedules were
   * written at disbursement), dated from the Taipei date of its disbursement. Answers the serials.
   */
  async createMissing(): Promise<string[]> {
    const loans = (await this.dataSource.query(
      `SELECT l.id, l.serial, l.disbursed_at FROM loans l
        WHERE l.disbursed_at IS NOT NULL AND l.status IN ('repaying', 'overdue', 'legal_collection')
          AND NOT EXISTS (SELECT 1 FROM loan_repayments r WHERE r.loan_id = l.id)
        ORDER BY l.id`,
    )) as { id: number; serial: string; disbursed_at: Date }[];
    for (const loan of loans) {
      await this.dataSource.transaction(async (manager) => {
        const locked: unknown[] = await manager.query(
          `SELECT 1 FROM loans l WHERE l.id = $1 AND NOT EXISTS (SELECT 1 FROM loan_repayments r WHERE r.loan_id = l.id) FOR UPDATE`,
          [loan.id],
        );
        if (locked.length === 0) return;
        const investments = (await manager.query(
          `SELECT id, amount FROM investments WHERE loan_id = $1 AND disbursed_at IS NOT NULL ORDER BY id FOR UPDATE`,
          [loan.id],
        )) as ScheduledInvestment[];
        await this.createAtDisbursement(manager, loan, investments, taipeiToday(loan.disbursed_at));
      });
    }
    return loans.map((loan) => loan.serial);
  }
}
