import type { EntityManager } from 'typeorm';
import type { LoanAppType, LoanStatus } from '@lendbridge/domain';

/** The loan columns the order and funding flows read. */
export interface LoanRow {
  id: number;
  serial: string;
  borrower_id: number;
  app_type: LoanAppType;
  status: LoanStatus;
  market_status: string | null;
  amount: number;
  invested_amount: number;
  borrower_fee: number;
  funding_deadline: Date | null;
  updated_at: Date;
}

export const LOAN_ROW_COLUMNS = `l.id, l.serial, l.borrower_id, l.app_type, l.status, l.market_status, l.amount, l.invested_amount,
  l.borrower_fee, l.funding_deadline, l.updated_at`;

/**
 * The lock order every flow keeps, so that no two transactions wait on each other in a circle:
 * loans (by id) → orders → investments → ledger accounts (by id).
 */
export async function lockLoans(manager: EntityManager, loanIds: readonly number[]): Promise<LoanRow[]> {
  if (loanIds.length === 0) return [];
  return (await manager.query(`SELECT ${LOAN_ROW_COLUMNS} FROM loans l WHERE l.id = ANY ($1::bigint[]) ORDER BY l.id FOR UPDATE`, [
    [...loanIds],
  ])) as LoanRow[];
}
