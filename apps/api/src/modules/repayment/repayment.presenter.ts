import { BATCH_RUN_STATUS_LABELS, REPAYMENT_STATUS_LABELS, isoToSlashed } from '@lendbridge/domain';
import type { BatchRunStatus, BatchRunSummary, ConsoleBatchRunRow, RepaymentStatus, RepaymentTableRow } from '@lendbridge/domain';

/** The columns a repayment table row is made from, of a borrower row or an investment row. */
export interface RepaymentTableDbRow {
  period: number;
  due_date: string;
  status: RepaymentStatus;
  principal: number;
  interest: number;
  balance: number;
  fee_amount: number;
  fee_discount: number;
  penalty: number;
  robo_invest_monthly_lender_fee: number;
  paid_amount: number;
  paid_at: Date | null;
}

/** The borrower's rows: what the borrower paid of every charge. */
export const LOAN_TABLE_SELECT = `
  SELECT r.period, to_char(r.due_date, 'YYYY-MM-DD') AS due_date, r.status, r.principal, r.interest, r.balance, r.fee_amount, 0::bigint AS fee_discount, r.penalty,
         0::bigint AS robo_invest_monthly_lender_fee,
         (r.paid_principal + r.paid_interest + r.paid_fee + r.paid_penalty)::bigint AS paid_amount, r.paid_at
    FROM loan_repayments r`;

/** An investment's rows: what the lender received of principal, interest and penalty; its lender fee. */
export const INVESTMENT_TABLE_SELECT = `
  SELECT r.period, to_char(r.due_date, 'YYYY-MM-DD') AS due_date, r.status, r.principal, r.interest, r.balance, r.fee_amount, r.fee_discount, r.penalty,
         r.robo_invest_monthly_lender_fee, (r.paid_principal + r.paid_interest + r.paid_penalty)::bigint AS paid_amount, r.paid_at
    FROM investment_repayments r`;

export const presentRepaymentRow = (row: RepaymentTableDbRow): RepaymentTableRow => ({
  period: row.period,
  due_date: isoToSlashed(row.due_date),
  status: REPAYMENT_STATUS_LABELS[row.status],
  status_code: row.status,
  payment: row.principal + row.interest,
  principal: row.principal,
  interest: row.interest,
  fee_amount: row.fee_amount,
  fee_discount: row.fee_discount,
  penalty: row.penalty,
  robo_invest_monthly_lender_fee: row.robo_invest_monthly_lender_fee,
  paid_amount: row.paid_amount,
  paid_at: row.paid_at === null ? null : row.paid_at.toISOString(),
  balance: row.balance,
});

/** A row of batch_runs with the email of the admin who ran it. */
export interface BatchRunDbRow {
  business_date: string;
  status: BatchRunStatus;
  started_at: Date;
  finished_at: Date | null;
  started_by: number | null;
  started_by_email: string | null;
  summary: BatchRunSummary | null;
}

export const BATCH_RUN_SELECT = `
  SELECT to_char(b.business_date, 'YYYY-MM-DD') AS business_date, b.status, b.started_at, b.finished_at, b.started_by,
         u.email AS started_by_email, b.summary
    FROM batch_runs b LEFT JOIN users u ON u.id = b.started_by`;

export const presentBatchRun = (row: BatchRunDbRow): ConsoleBatchRunRow => {
  const summary = row.summary;
  return {
    id: row.business_date,
    business_date: row.business_date,
    status: row.status,
    status_label: BATCH_RUN_STATUS_LABELS[row.status],
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at === null ? null : row.finished_at.toISOString(),
    started_by: row.started_by,
    started_by_email: row.started_by_email,
    collected_rows: summary?.collected_rows ?? 0,
    collected_amount: summary?.collected_amount ?? 0,
    partial_rows: summary?.partial_rows ?? 0,
    late_rows: summary?.late_rows ?? 0,
    penalty_amount: summary?.penalty_amount ?? 0,
    protection_payouts: summary?.protection_payouts ?? 0,
    protection_skipped: summary?.protection_skipped ?? 0,
    finished_loans: summary?.finished_loans ?? 0,
    settlements: summary?.settlements ?? 0,
    settlement_amount: summary?.settlement_amount ?? 0,
    shop_instalments: summary?.shop_instalments ?? 0,
    shop_instalment_amount: summary?.shop_instalment_amount ?? 0,
  };
};
