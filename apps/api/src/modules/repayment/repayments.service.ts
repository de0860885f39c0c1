import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { REPAYMENT_OPEN_STATUSES, SERVICED_LOAN_STATUSES, accountRepaymentFigures } from '@lendbridge/domain';
import type { AccountRepaymentFigures, OwedRow, RepaymentsAnswer } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { INVESTMENT_TABLE_SELECT, LOAN_TABLE_SELECT, presentRepaymentRow } from './repayment.presenter.js';
import type { RepaymentTableDbRow } from './repayment.presenter.js';

/** Loans here never carry an APR above the 16 % cap, so none was lowered to it. */
const answerOf = (rows: RepaymentTableDbRow[]): RepaymentsAnswer => ({
  repayments: rows.map(presentRepaymentRow),
  has_diff16: false,
  is_migrated_diff16: false,
});

/** Reading the schedules: a borrower's and a lender's repayment tables, and the figures of the account overview. */
@Injectable()
export class RepaymentsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The schedule of the borrower's own loan, by period; 404 for another's loan or an unknown serial. */
  async ofBorrowerLoan(userId: number, serial: string): Promise<RepaymentsAnswer> {
    const loans = (await this.dataSource.query(`SELECT id FROM loans WHERE serial = $1 AND borrower_id = $2`, [serial, userId])) as {
      id: number;
    }[];
    if (!loans[0]) throw AppError.notFound();
    const rows = (await this.dataSource.query(`${LOAN_TABLE_SELECT} WHERE r.loan_id = $1 ORDER BY r.period`, [loans[0].id])) as RepaymentTableDbRow[];
    return answerOf(rows);
  }

  /** The schedule of the lender's own investment, by period; 404 for another's investment or an unknown serial. */
  async ofInvestment(userId: number, serial: string): Promise<RepaymentsAnswer> {
    const investments = (await this.dataSource.query(`SELECT id FROM investments WHERE serial = $1 AND user_id = $2`, [serial, userId])) as {
      id: number;
    }[];
    if (!investments[0]) throw AppError.notFound();
    const rows = (await this.dataSource.query(`${INVESTMENT_TABLE_SELECT} WHERE r.investment_id = $1 ORDER BY r.period`, [
      investments[0].id,
    ])) as RepaymentTableDbRow[];
    return answerOf(rows);
  }

  /** The member's open borrower rows and what each still owes. */
  async owedRows(userId: number): Promise<OwedRow[]> {
    return (await this.dataSource.query(
      `SELECT l.serial AS loan_serial, r.period, to_char(r.due_date, 'YYYY-MM-DD') AS due_date, COALESCE(l.cycle_day, 0)::int AS cycle_day,
              (r.principal - r.paid_principal)::bigint AS principal, (r.interest - r.paid_interest)::bigint AS interest,
              (r.fee_amount - r.paid_fee)::bigint AS fee, (r.penalty - r.paid_penalty)::bigint AS penalty
         FROM loan_repayments r JOIN loans l ON l.id = r.loan_id
        WHERE l.borrower_id = $1 AND l.status = ANY ($2::text[]) AND r.status = ANY ($3::text[])
        ORDER BY r.due_date, l.serial, r.period`,
      [userId, [...SERVICED_LOAN_STATUSES], [...REPAYMENT_OPEN_STATUSES]],
    )) as OwedRow[];
  }

  /** The account overview's repayment figures and reminders on the business date `today`. */
  async accountFigures(userId: number, today: string): Promise<AccountRepaymentFigures> {
    return accountRepaymentFigures(await this.owedRows(userId), today);
  }
}
