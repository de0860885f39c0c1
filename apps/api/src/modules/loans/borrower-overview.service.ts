import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { REPAYMENT_OPEN_STATUSES, calendarMonthOf, overviewMonthOf, remainingTermOf } from '@lendbridge/domain';
import type { BorrowerOverviewSums, RepaymentProgressItem } from '@lendbridge/domain';
import { BusinessClock } from '../repayment/business-clock.js';

/** What is still owed on a row: principal, interest, fees and penalties. */
const OWED = 'r.principal - r.paid_principal + r.interest - r.paid_interest + r.fee_amount - r.paid_fee + r.penalty - r.paid_penalty';

interface LoanSumsRow {
  serial: string;
  total_amount: number;
  paid_amount: number;
  remain_amount: number;
  current_repayment: number;
  overdue_amount: number;
  next_open_due: string | null;
  last_open_due: string | null;
}

/**
 * Each of the borrower's loans with a schedule, newest first: principal and interest of the whole
 * schedule and paid so far; principal and interest still owed on open rows (未付, 部分繳款, 逾期);
 * everything still owed (principal, interest, fees, penalties) on open rows due by the end of the
 * business month $4, late rows of earlier months included, and on open rows due before the
 * business date $3; and the due dates of the next open row still to come and of the last open row.
 */
const LOAN_SUMS_SQL = `
  SELECT l.serial,
         sum(r.principal + r.interest)::bigint AS total_amount,
         sum(r.paid_principal + r.paid_interest)::bigint AS paid_amount,
         COALESCE(sum(r.principal - r.paid_principal + r.interest - r.paid_interest)
                    FILTER (WHERE r.status = ANY ($2::text[])), 0)::bigint AS remain_amount,
         COALESCE(sum(${OWED}) FILTER (WHERE r.status = ANY ($2::text[]) AND r.due_date <= $4::date), 0)::bigint AS current_repayment,
         COALESCE(sum(${OWED}) FILTER (WHERE r.status = ANY ($2::text[]) AND r.due_date < $3::date), 0)::bigint AS overdue_amount,
         to_char(min(r.due_date) FILTER (WHERE r.status = ANY ($2::text[]) AND r.due_date >= $3::date), 'YYYY-MM-DD') AS next_open_due,
         to_char(max(r.due_date) FILTER (WHERE r.status = ANY ($2::text[])), 'YYYY-MM-DD') AS last_open_due
    FROM loans l
    JOIN loan_repayments r ON r.loan_id = l.id
   WHERE l.borrower_id = $1
   GROUP BY l.id
   ORDER BY l.created_at DESC, l.id DESC`;

/** The borrower overview's repayment sums, read from the loans' schedules (loan_repayments). */
@Injectable()
export class BorrowerOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  /**
   * Counted from the business date (the business clock's today): its month and what is still
   * owed by its end (late rows included), what is overdue, the months of rows still to come, principal and interest
   * still owed and scheduled over every loan, and each loan's progress.
   */
  async sums(userId: number): Promise<BorrowerOverviewSums> {
    const today = await this.clock.today();
    const month = calendarMonthOf(today);
    const rows = (await this.dataSource.query(LOAN_SUMS_SQL, [userId, [...REPAYMENT_OPEN_STATUSES], today, month.last])) as LoanSumsRow[];
    const dates = (key: 'next_open_due' | 'last_open_due') => rows.map((row) => row[key]).filter((date): date is string => date !== null).sort();
    const next = dates('next_open_due');
    const last = dates('last_open_due');
    const total = (key: 'total_amount' | 'remain_amount' | 'current_repayment' | 'overdue_amount') => rows.reduce((sum, row) => sum + row[key], 0);
    const progress: RepaymentProgressItem[] = rows.map((row) => ({
      loan_app_serial: row.serial,
      paid_amount: row.paid_amount,
      total_amount: row.total_amount,
    }));
    return {
      currentMonth: overviewMonthOf(today),
      current_repayment: total('current_repayment'),
      overdue_amount: total('overdue_amount'),
      ...remainingTermOf(next[0] ?? null, last[last.length - 1] ?? null),
      remain_amount: total('remain_amount'),
      total_amount: total('total_amount'),
      progress,
    };
  }
}
