import type { EntityManager } from 'typeorm';
import { LOAN_MARKET_STATUS_OPEN, REPAYMENT_OPEN_STATUSES, ROBO_LEDGER_ACCOUNT_KIND_OF, isRoboEligible, ROBO_PRODUCT_RULES } from '@lendbridge/domain';
import type { LoanAppType, MarketSource, RoboCandidateLoan, RoboHoldings, RoboProduct } from '@lendbridge/domain';

/** A listed loan the engine may consider, with its id for the order. */
export interface CandidateLoanRow extends RoboCandidateLoan {
  readonly id: number;
}

/**
 * The loans open to lenders now (matching, listed by now, before the funding deadline, with room), each
 * marked late when its borrower has a row past due on any loan: what the robo engine chooses from.
 */
export async function candidateLoans(manager: EntityManager, now: Date): Promise<CandidateLoanRow[]> {
  const [rows, lateRows] = await Promise.all([
    manager.query(
      `SELECT l.id, l.serial, l.borrower_id::text AS borrower_id, l.grade, l.source, l.app_type, (l.amount - l.invested_amount)::bigint AS investable_amount
         FROM loans l
        WHERE l.status = 'matching' AND l.market_status = $1 AND l.funding_deadline > $2 AND l.invested_amount < l.amount
          AND (l.rate_confirmed_at IS NULL OR l.rate_confirmed_at <= $2)
        ORDER BY l.id`,
      [LOAN_MARKET_STATUS_OPEN, now],
    ) as Promise<{ id: number; serial: string; borrower_id: string; grade: string | null; source: MarketSource; app_type: LoanAppType; investable_amount: number }[]>,
    manager.query(
      `SELECT DISTINCT o.borrower_id::text AS borrower_id
         FROM loan_repayments r JOIN loans o ON o.id = r.loan_id
        WHERE r.late_since IS NOT NULL AND r.status = ANY ($1::text[])`,
      [[...REPAYMENT_OPEN_STATUSES]],
    ) as Promise<{ borrower_id: string }[]>,
  ]);
  const late = new Set(lateRows.map((row) => row.borrower_id));
  return rows.map((row) => ({ ...row, grade: row.grade ?? '', late: late.has(row.borrower_id) }));
}

/** The candidates the member's product may buy a part of now. */
export const eligibleFor = (loans: readonly CandidateLoanRow[], userId: number, product: RoboProduct): CandidateLoanRow[] =>
  loans.filter((loan) => isRoboEligible(loan, String(userId), ROBO_PRODUCT_RULES[product]));

/** What a robo product of a member holds: by loan serial and by borrower, the principal still out (a waiting part at its amount). */
export interface RoboHeld extends RoboHoldings {
  readonly waiting: number;
  readonly principal: number;
}

export async function roboHeldOf(manager: EntityManager, userId: number, product: RoboProduct): Promise<RoboHeld> {
  const rows = (await manager.query(
    `SELECT l.serial, l.borrower_id::text AS borrower_id, i.status,
            sum(CASE WHEN i.status = 'waiting' THEN i.amount
                     ELSE i.amount - COALESCE((SELECT sum(r.paid_principal) FROM investment_repayments r WHERE r.investment_id = i.id), 0) END)::bigint AS held
       FROM investments i JOIN loans l ON l.id = i.loan_id
      WHERE i.user_id = $1 AND i.robo_product = $2 AND i.status IN ('waiting', 'active')
      GROUP BY l.serial, l.borrower_id, i.status`,
    [userId, product],
  )) as { serial: string; borrower_id: string; status: 'waiting' | 'active'; held: number }[];
  const loans: Record<string, number> = {};
  const borrowers: Record<string, number> = {};
  let waiting = 0;
  let principal = 0;
  for (const row of rows) {
    loans[row.serial] = (loans[row.serial] ?? 0) + row.held;
    borrowers[row.borrower_id] = (borrowers[row.borrower_id] ?? 0) + row.held;
    if (row.status === 'waiting') waiting += row.held;
    else principal += row.held;
  }
  return { loans, borrowers, waiting, principal };
}

/** The robo cash of a member's product (0 before the first transfer). */
export async function roboCashOf(manager: EntityManager, userId: number, product: RoboProduct): Promise<number> {
  const rows = (await manager.query(`SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = $2`, [
    userId,
    ROBO_LEDGER_ACCOUNT_KIND_OF[product],
  ])) as { balance: number }[];
  return rows[0]?.balance ?? 0;
}
