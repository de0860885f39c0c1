import type { EntityManager } from 'typeorm';
import { RETURN_TRANSFER_KINDS, monthlyReturnsOf, returnCashFlowsOf, xirrOf, xirrPercentText } from '@lendbridge/domain';
import type { PortfolioReturnAnswer, ReturnMovement } from '@lendbridge/domain';

const TAIPEI_DATE = (column: string): string => `to_char(${column} AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD')`;

const kindOf = (transferKind: string): ReturnMovement['kind'] =>
  (Object.entries(RETURN_TRANSFER_KINDS) as [ReturnMovement['kind'], readonly string[]][]).find(([, kinds]) => kinds.includes(transferKind))?.[0] ?? 'income';

/**
 * A lender's return on the business date: the money disbursed from their own investments (not the
 * robo-held parts) and paid for resales bought, every principal, income and fee movement of their
 * cash account, and the principal still owed on their active investments (late rows included), with
 * the XIRR of those flows.
 */
export async function portfolioReturnOf(manager: EntityManager, userId: number, today: string): Promise<PortfolioReturnAnswer> {
  // Parts the robo engine holds pay the robo cash, not this account: the robo summary has their return.
  const investments = (await manager.query(
    `SELECT ${TAIPEI_DATE('i.disbursed_at')} AS date, i.amount FROM investments i
      WHERE i.user_id = $1 AND i.disbursed_at IS NOT NULL AND i.robo_product IS NULL AND i.resale_offer_id IS NULL
     UNION ALL
     SELECT ${TAIPEI_DATE('t.created_at')}, t.amount FROM ledger_transfers t
       JOIN ledger_accounts a ON a.user_id = $1 AND a.kind = 'user_cash'
      WHERE t.kind = 'resale_payment' AND t.debit_account_id = a.id`,
    [userId],
  )) as { date: string; amount: number }[];
  const kinds = Object.values(RETURN_TRANSFER_KINDS).flat();
  const rows = (await manager.query(
    `SELECT t.kind, t.amount, ${TAIPEI_DATE('t.created_at')} AS date
       FROM ledger_transfers t
       JOIN ledger_accounts a ON a.user_id = $1 AND a.kind = 'user_cash'
      WHERE t.kind = ANY ($2::text[])
        AND ((t.kind = ANY ($3::text[]) AND t.debit_account_id = a.id) OR (NOT t.kind = ANY ($3::text[]) AND t.credit_account_id = a.id))
      ORDER BY t.id`,
    [userId, kinds, RETURN_TRANSFER_KINDS.fee],
  )) as { kind: string; amount: number; date: string }[];
  const movements: ReturnMovement[] = rows.map((row) => ({ date: row.date, kind: kindOf(row.kind), amount: Number(row.amount) }));
  const [owed] = (await manager.query(
    `SELECT COALESCE(sum(r.principal - r.paid_principal), 0)::bigint AS outstanding
       FROM investment_repayments r JOIN investments i ON i.id = r.investment_id
      WHERE i.user_id = $1 AND i.status = 'active' AND i.robo_product IS NULL AND r.status IN ('unpaid', 'partial', 'late')`,
    [userId],
  )) as { outstanding: number }[];
  const outstanding = Number(owed?.outstanding ?? 0);
  const sum = (kind: ReturnMovement['kind']) => movements.filter((movement) => movement.kind === kind).reduce((total, movement) => total + movement.amount, 0);
  const rate = xirrOf(returnCashFlowsOf(investments.map((row) => ({ date: row.date, amount: Number(row.amount) })), movements, outstanding, today));
  return {
    xirr: rate === null ? null : xirrPercentText(rate),
    invested: investments.reduce((total, row) => total + Number(row.amount), 0),
    received: sum('principal') + sum('income'),
    fees: sum('fee'),
    outstanding,
    business_date: today,
    monthly: monthlyReturnsOf(movements, today),
  };
}
