import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';
import { scheduleOf, shiftIsoDate, splitSchedule } from '@lendbridge/domain';
import type { PrincipalRepaymentType, RepaymentRow } from '@lendbridge/domain';
import type { TestApp } from '../create-test-app.js';
import { adminOf, postIdempotent } from './ledger.js';
import type { Lender } from './ledger.js';
import { loanState, marketLoan, placeOrder } from './orders.js';

/** Days between two due dates of the schedules written here. */
const PERIOD_DAYS = 30;

export type ScheduleRowStatus = 'unpaid' | 'late' | 'paid';

/** One row of an investment's schedule as written: what it asks for, what was paid, and its state. */
export interface WrittenRow extends RepaymentRow {
  due_date: string;
  status: ScheduleRowStatus;
  penalty: number;
}

export interface LateInvestment {
  id: number;
  serial: string;
  userId: number;
  amount: number;
  rows: WrittenRow[];
}

export interface LateLoan {
  id: number;
  serial: string;
  investments: LateInvestment[];
}

export interface LateLoanSpec {
  /** How many days the oldest unpaid row is late on the business date (0: none is due yet). */
  daysLate: number;
  /** Rows repaid in full before the first unpaid one. */
  paidPeriods?: number;
  /** Penalty accrued on the first late row, split among the investments. */
  penalty?: number;
  period?: number;
}

/** The business date ('YYYY-MM-DD'): the Taipei date moved by the business clock's offset. */
export async function businessToday(t: TestApp): Promise<string> {
  const rows: { today: string }[] = await t.app
    .get(DataSource)
    .query(`SELECT to_char((now() AT TIME ZONE 'Asia/Taipei')::date + offset_days, 'YYYY-MM-DD') AS today FROM business_clock`);
  return rows[0].today;
}

/** Splits an amount by weights, the remainder to the last part. */
const shares = (total: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[parts.length - 1] += total - parts.reduce((acc, part) => acc + part, 0);
  return parts;
};

/**
 * A loan funded by the lenders' orders and disbursed by an admin through the API, then given its
 * schedules by SQL (the borrower's rows and each investment's, split as at disbursement): the first
 * `paidPeriods` rows paid, the next row due `daysLate` days before the business date, and every row
 * due before that date late (late_since the day after its due date). The loan is overdue when a row
 * is late. Loan rows equal the sums of their investment rows.
 */
export async function lateLoan(t: TestApp, lenders: readonly { lender: Lender; amount: number }[], spec: LateLoanSpec): Promise<LateLoan> {
  const dataSource = t.app.get(DataSource);
  const period = spec.period ?? 12;
  const total = lenders.reduce((sum, entry) => sum + entry.amount, 0);
  const loan = await marketLoan(t, { amount: total, period });
  for (const entry of lenders) {
    const ordered = await placeOrder(t, entry.lender, [{ serial: loan.serial, amount: entry.amount }]);
    expect(ordered.status).toBe(201);
  }
  expect((await loanState(t, loan.serial)).status).toBe('funded');
  const disbursed = await postIdempotent(await adminOf(t), `/api/console/loans/${loan.serial}/disburse`, { reason: '已確認滿標' });
  expect(disbursed.status).toBe(200);

  // The schedules are written here whatever disbursement left, so the test controls every row.
  await dataSource.query(
    `DELETE FROM investment_repayments WHERE loan_repayment_id IN (SELECT id FROM loan_repayments WHERE loan_id = $1)`,
    [loan.id],
  );
  await dataSource.query(`DELETE FROM loan_repayments WHERE loan_id = $1`, [loan.id]);

  const [terms]: { apr: string; principal_repayment_type: PrincipalRepaymentType }[] = await dataSource.query(
    `SELECT apr, principal_repayment_type FROM loans WHERE id = $1`,
    [loan.id],
  );
  const investments: { id: number; serial: string; user_id: number; amount: number }[] = await dataSource.query(
    `SELECT id, serial, user_id, amount FROM investments WHERE loan_id = $1 AND status = 'active' ORDER BY id`,
    [loan.id],
  );
  const schedule = scheduleOf(terms.principal_repayment_type, total, terms.apr, period);
  const parts = splitSchedule(
    schedule,
    investments.map((investment) => investment.amount),
  );
  const today = await businessToday(t);
  const paidPeriods = spec.paidPeriods ?? 0;
  const firstDue = shiftIsoDate(today, -spec.daysLate - paidPeriods * PERIOD_DAYS);
  const penalties = shares(
    spec.penalty ?? 0,
    investments.map((investment) => investment.amount),
  );
  const written: WrittenRow[][] = investments.map(() => []);

  for (const [index, row] of schedule.entries()) {
    const dueDate = shiftIsoDate(firstDue, index * PERIOD_DAYS);
    const paid = row.period <= paidPeriods;
    const status: ScheduleRowStatus = paid ? 'paid' : dueDate < today ? 'late' : 'unpaid';
    const firstLate = row.period === paidPeriods + 1 && status === 'late';
    const penalty = firstLate ? (spec.penalty ?? 0) : 0;
    const [loanRow]: { id: number }[] = await dataSource.query(
      `INSERT INTO loan_repayments (loan_id, period, due_date, principal, interest, balance, penalty, paid_principal, paid_interest,
                                    status, late_since, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10::varchar = 'late' THEN $3::date + 1 END, $11)
       RETURNING id`,
      [loan.id, row.period, dueDate, row.principal, row.interest, row.balance, penalty, paid ? row.principal : 0, paid ? row.interest : 0, status, paid ? new Date() : null],
    );
    for (const [position, investment] of investments.entries()) {
      const part = parts[position][index];
      const share = firstLate ? penalties[position] : 0;
      await dataSource.query(
        `INSERT INTO investment_repayments (investment_id, loan_repayment_id, period, due_date, principal, interest, balance, penalty,
                                            paid_principal, paid_interest, status, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [investment.id, loanRow.id, part.period, dueDate, part.principal, part.interest, part.balance, share, paid ? part.principal : 0, paid ? part.interest : 0, status, paid ? new Date() : null],
      );
      written[position].push({ ...part, due_date: dueDate, status, penalty: share });
    }
  }
  if (spec.daysLate > 0) await dataSource.query(`UPDATE loans SET status = 'overdue' WHERE id = $1`, [loan.id]);

  return {
    id: loan.id,
    serial: loan.serial,
    investments: investments.map((investment, position) => ({
      id: investment.id,
      serial: investment.serial,
      userId: investment.user_id,
      amount: investment.amount,
      rows: written[position],
    })),
  };
}

/** What an investment still owes as legal collection counts it: open principal, due interest, penalty. */
export function remainsOf(investment: LateInvestment, today: string) {
  const open = investment.rows.filter((row) => row.status !== 'paid');
  return {
    remain_principal: open.reduce((sum, row) => sum + row.principal, 0),
    remain_interest: open.filter((row) => row.due_date <= today).reduce((sum, row) => sum + row.interest, 0),
    remain_penalty: open.reduce((sum, row) => sum + row.penalty, 0),
  };
}
