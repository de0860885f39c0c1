import type { EntityManager } from 'typeorm';
import { ANNUAL_STATEMENT_KINDS, BUSINESS_TIME_ZONE } from '@lendbridge/domain';
import type { InstantRange } from '@lendbridge/domain';

/** One loan's (or, with loan_serial null, no loan's) sum of one transfer kind. */
export interface AnnualKindSum {
  loan_serial: string | null;
  kind: string;
  amount: number;
}

const CREDIT_KINDS = ANNUAL_STATEMENT_KINDS.filter((entry) => entry.side === 'credit').map((entry) => entry.kind);
const DEBIT_KINDS = ANNUAL_STATEMENT_KINDS.filter((entry) => entry.side === 'debit').map((entry) => entry.kind);

/**
 * The lender's transfers the statement counts: the income kinds credited to, and the fee kinds
 * debited from, any of the member's accounts (cash and robo cash alike), with $1 the member's
 * account ids (memberAccountIds), $2 the income kinds and $3 the fee kinds.
 */
const LENDER_TRANSFERS = `
  SELECT t.kind, t.case_serial, t.amount, t.created_at
    FROM ledger_transfers t
   WHERE t.credit_account_id = ANY ($1::bigint[]) AND t.kind = ANY ($2::text[])
  UNION ALL
  SELECT t.kind, t.case_serial, t.amount, t.created_at
    FROM ledger_transfers t
   WHERE t.debit_account_id = ANY ($1::bigint[]) AND t.kind = ANY ($3::text[])`;

/** The sums of the member's accounts per calendar year (Taipei) and transfer kind, over the years with any transfer the statement counts, newest first. */
export async function annualYearSums(manager: EntityManager, accountIds: readonly number[]): Promise<{ year: number; kind: string; amount: number }[]> {
  const rows = (await manager.query(
    `SELECT extract(year FROM m.created_at AT TIME ZONE $4)::int AS year, m.kind, sum(m.amount)::bigint AS amount
       FROM (${LENDER_TRANSFERS}) m
      GROUP BY 1, 2
      ORDER BY 1 DESC, 2`,
    [[...accountIds], CREDIT_KINDS, DEBIT_KINDS, BUSINESS_TIME_ZONE],
  )) as { year: number; kind: string; amount: number }[];
  return rows.map((row) => ({ year: Number(row.year), kind: row.kind, amount: Number(row.amount) }));
}

/**
 * The sums of the member's accounts per loan and transfer kind over the instants of the range: a transfer's case
 * is the investment it pays, whose loan names the line; a transfer of no investment (cashback)
 * has no loan.
 */
export async function annualKindSums(manager: EntityManager, accountIds: readonly number[], range: InstantRange): Promise<AnnualKindSum[]> {
  const rows = (await manager.query(
    `SELECT l.serial AS loan_serial, m.kind, sum(m.amount)::bigint AS amount
       FROM (${LENDER_TRANSFERS}) m
       LEFT JOIN investments i ON i.serial = m.case_serial
       LEFT JOIN loans l ON l.id = i.loan_id
      WHERE m.created_at >= $4 AND m.created_at < $5
      GROUP BY l.serial, m.kind
      ORDER BY l.serial NULLS LAST, m.kind`,
    [[...accountIds], CREDIT_KINDS, DEBIT_KINDS, range.start, range.end],
  )) as { loan_serial: string | null; kind: string; amount: number }[];
  return rows.map((row) => ({ loan_serial: row.loan_serial, kind: row.kind, amount: Number(row.amount) }));
}

/** The member's serial and name as the statement heads it (the e-mail when no name is on file). */
export async function statementHolder(manager: EntityManager, userId: number): Promise<{ member_serial: string; holder: string }> {
  const [row] = (await manager.query(
    `SELECT u.member_serial, coalesce(nullif(trim(coalesce(p.lastname, '') || coalesce(p.firstname, '')), ''), u.email) AS holder
       FROM users u LEFT JOIN member_profiles p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  )) as { member_serial: string; holder: string }[];
  return { member_serial: row?.member_serial ?? '', holder: row?.holder ?? '' };
}
