import { DataSource } from 'typeorm';
import type { RepaymentStatus } from '@lendbridge/domain';
import type { TestApp } from '../create-test-app.js';
import { setLoanState } from './market.js';
import type { ListedLoan } from './market.js';
import type { Member } from './members.js';
import { marketLoan } from './orders.js';

/** One row of a borrower's schedule, as the batch leaves it; amounts whole NT$, due_date 'YYYY-MM-DD'. */
export interface RepaymentRowSpec {
  period: number;
  due_date: string;
  principal: number;
  interest: number;
  fee_amount?: number;
  penalty?: number;
  paid_principal?: number;
  paid_interest?: number;
  paid_fee?: number;
  paid_penalty?: number;
  status?: RepaymentStatus;
}

const SETTLED: readonly RepaymentStatus[] = ['paid', 'late_paid', 'cleared'];

/**
 * Writes a loan's borrower schedule (loan_repayments) row by row; the balance after each row is
 * what its principal and the later rows' leave. Settled rows get paid_at now.
 */
export async function insertRepaymentRows(t: TestApp, loanId: number, rows: readonly RepaymentRowSpec[]): Promise<void> {
  const dataSource = t.app.get(DataSource);
  let balance = rows.reduce((sum, row) => sum + row.principal, 0);
  for (const row of rows) {
    balance -= row.principal;
    const status = row.status ?? 'unpaid';
    await dataSource.query(
      `INSERT INTO loan_repayments (loan_id, period, due_date, principal, interest, balance, fee_amount, penalty,
                                    paid_principal, paid_interest, paid_fee, paid_penalty, status, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        loanId,
        row.period,
        row.due_date,
        row.principal,
        row.interest,
        balance,
        row.fee_amount ?? 0,
        row.penalty ?? 0,
        row.paid_principal ?? 0,
        row.paid_interest ?? 0,
        row.paid_fee ?? 0,
        row.paid_penalty ?? 0,
        status,
        SETTLED.includes(status) ? new Date() : null,
      ],
    );
  }
}

/** A settled row: everything it asked for paid. */
export const paidRow = (row: RepaymentRowSpec): RepaymentRowSpec => ({
  ...row,
  paid_principal: row.principal,
  paid_interest: row.interest,
  paid_fee: row.fee_amount ?? 0,
  paid_penalty: row.penalty ?? 0,
  status: row.status ?? 'paid',
});

/** A listed loan of the borrower moved on to being repaid (disbursed, fully invested) with this schedule. */
export async function repayingLoan(t: TestApp, borrower: Member, amount: number, rows: readonly RepaymentRowSpec[]): Promise<ListedLoan> {
  const loan = await marketLoan(t, { amount, period: 12 }, borrower);
  await setLoanState(t, loan.id, {
    status: 'repaying',
    invested_amount: amount,
    funded_at: new Date(),
    disbursed_at: new Date(),
  });
  await insertRepaymentRows(t, loan.id, rows);
  return loan;
}
