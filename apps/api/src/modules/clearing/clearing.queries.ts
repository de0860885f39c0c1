import type { EntityManager } from 'typeorm';
import { CLEARABLE_LOAN_STATUSES, PAWNSHOP_APP_TYPE, clearFiguresOf } from '@lendbridge/domain';
import type { ClearAccrual, ClearFigures, ClearScheduleRow, LoanAppType, LoanStatus, RoboProduct } from '@lendbridge/domain';

/** An investment as the clearing flows read it, with its loan and lender. */
export interface ClearInvestmentRow {
  id: number;
  serial: string;
  status: string;
  lender_id: number;
  /** The robo product of a part the robo engine bought; null for a manual investment. */
  robo_product: RoboProduct | null;
  lender_serial: string;
  /** The investment's lender fee percent (NUMERIC as text). */
  lender_fee: string;
  loan_id: number;
  loan_serial: string;
  loan_status: LoanStatus;
  app_type: LoanAppType;
  borrower_id: number;
  /** The loan's APR percent (NUMERIC as text). */
  apr: string;
  protection_paid: boolean;
  /** The lender has the investment in an open legal collection case. */
  in_legal_collection: boolean;
  request_id: number | null;
  request_status: 'wait_agree' | 'wait_clear' | null;
  requested_at: Date | null;
  decided_at: Date | null;
}

/** A row of an investment's schedule, with the borrower row it belongs to. */
export interface ClearScheduleDbRow extends ClearScheduleRow {
  investment_id: number;
  loan_repayment_id: number;
}

/** The investment columns (i: investments, l: loans, u: the lender, r: the open request). */
export const CLEAR_INVESTMENT_SELECT = `
  SELECT i.id, i.serial, i.status, i.user_id AS lender_id, u.member_serial AS lender_serial, i.lender_fee::text AS lender_fee, i.robo_product,
         l.id AS loan_id, l.serial AS loan_serial, l.status AS loan_status, l.app_type, l.borrower_id, l.apr::text AS apr,
         l.protection_paid_at IS NOT NULL AS protection_paid,
         EXISTS (SELECT 1 FROM legal_collection_investments c WHERE c.investment_id = i.id AND c.closed_at IS NULL) AS in_legal_collection,
         r.id AS request_id, r.status AS request_status, r.requested_at, r.decided_at
    FROM investments i
    JOIN loans l ON l.id = i.loan_id
    JOIN users u ON u.id = i.user_id
    LEFT JOIN clear_requests r ON r.investment_id = i.id AND r.status IN ('wait_agree', 'wait_clear')`;

/**
 * Whether the borrower can clear the investment early, investment by investment: active, of a loan
 * in repayment that is not a pawn loan, and not in a legal collection case of its lender.
 */
export const isEarlyClearable = (investment: ClearInvestmentRow): boolean =>
  investment.status === 'active' &&
  (CLEARABLE_LOAN_STATUSES as readonly string[]).includes(investment.loan_status) &&
  !investment.protection_paid &&
  !investment.in_legal_collection &&
  investment.app_type !== PAWNSHOP_APP_TYPE;

/** Whether a loan is in repayment and can be cleared (a pawn loan by the pawnshop clearing). */
export const isLoanClearable = (loan: { status: LoanStatus; protection_paid: boolean }): boolean =>
  (CLEARABLE_LOAN_STATUSES as readonly string[]).includes(loan.status) && !loan.protection_paid;

/** The schedules of these investments, each ordered by period; FOR UPDATE when the caller will change them. */
export async function loadSchedules(
  manager: EntityManager,
  investmentIds: readonly number[],
  lock = false,
): Promise<Map<number, ClearScheduleDbRow[]>> {
  const schedules = new Map<number, ClearScheduleDbRow[]>(investmentIds.map((id) => [id, []]));
  if (investmentIds.length === 0) return schedules;
  const rows = (await manager.query(
    `SELECT id, investment_id, loan_repayment_id, period, to_char(due_date, 'YYYY-MM-DD') AS due_date, status,
            principal, interest, penalty, paid_principal, paid_interest, paid_penalty
       FROM investment_repayments WHERE investment_id = ANY ($1::bigint[])
      ORDER BY investment_id, period${lock ? ' FOR UPDATE' : ''}`,
    [[...investmentIds]],
  )) as ClearScheduleDbRow[];
  for (const row of rows) schedules.get(row.investment_id)?.push(row);
  return schedules;
}

/** Each investment's clear figures at the settlement date. */
export function figuresOf(
  investments: readonly ClearInvestmentRow[],
  schedules: Map<number, ClearScheduleDbRow[]>,
  settlementDate: string,
  accrue?: ClearAccrual,
): Map<number, ClearFigures> {
  return new Map(
    investments.map((investment) => [
      investment.id,
      clearFiguresOf(schedules.get(investment.id) ?? [], investment.apr, investment.lender_fee, settlementDate, accrue),
    ]),
  );
}

/** The figures of one investment of figuresOf's answer. */
export function figureFor(figures: ReadonlyMap<number, ClearFigures>, investmentId: number): ClearFigures {
  const found = figures.get(investmentId);
  if (!found) throw new Error(`No clear figures for investment ${investmentId}`);
  return found;
}
