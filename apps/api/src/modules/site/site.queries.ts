import type { EntityManager } from 'typeorm';
import { BUSINESS_TIME_ZONE, PROTECTED_LOAN_STATUSES, PROTECTION_PAYOUT_KINDS } from '@lendbridge/domain';
import type { CmsTab } from '@lendbridge/domain';

/** The protection fund's figures as PostgreSQL sums them (bigint sums as text); the ratio is divided in the service. */
export interface ProtectionFundSums {
  balance: string;
  protected_loans: number;
  protected_principal: string;
  payouts_count: number;
  payouts_total: string;
}

export interface ProtectionFundMonthRow {
  month: string;
  payouts: number;
  amount: string;
}

/**
 * The fund: the balance of the platform's protection_fund ledger account. Protected loans: pgr
 * loans (protection ratio above 0) from funding until finished or cleared whose payout the fund
 * has not made yet; their principal is the loan's amount less the principal its rows were paid.
 * Payouts: the protection payout transfers out of the fund's account.
 */
export async function protectionFundSums(manager: EntityManager): Promise<ProtectionFundSums> {
  const rows: ProtectionFundSums[] = await manager.query(
    `WITH fund AS (SELECT id, balance FROM ledger_accounts WHERE kind = 'protection_fund' AND user_id IS NULL),
          protected AS (
            SELECT l.amount - coalesce((SELECT sum(r.paid_principal) FROM loan_repayments r WHERE r.loan_id = l.id), 0) AS principal
              FROM loans l
             WHERE l.pgr > 0 AND l.protection_paid_at IS NULL AND l.status = ANY ($1::text[]))
     SELECT (SELECT coalesce(sum(balance), 0)::text FROM fund) AS balance,
            (SELECT count(*)::int FROM protected) AS protected_loans,
            (SELECT coalesce(sum(principal), 0)::text FROM protected) AS protected_principal,
            count(t.id)::int AS payouts_count,
            coalesce(sum(t.amount), 0)::text AS payouts_total
       FROM ledger_transfers t
      WHERE t.debit_account_id IN (SELECT id FROM fund) AND t.kind = ANY ($2::text[])`,
    [PROTECTED_LOAN_STATUSES, PROTECTION_PAYOUT_KINDS],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The protection fund query answered no row');
  return row;
}

/** The payouts by month of the business time zone, newest first. */
export function protectionPayoutsByMonth(manager: EntityManager): Promise<ProtectionFundMonthRow[]> {
  return manager.query(
    `SELECT to_char(t.created_at AT TIME ZONE $2, 'YYYY-MM') AS month, count(*)::int AS payouts, sum(t.amount)::text AS amount
       FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
      WHERE a.kind = 'protection_fund' AND a.user_id IS NULL AND t.kind = ANY ($1::text[])
      GROUP BY 1 ORDER BY 1 DESC`,
    [PROTECTION_PAYOUT_KINDS, BUSINESS_TIME_ZONE],
  );
}

export interface SitemapPostRow {
  id: number;
  tab: CmsTab;
  lastmod: Date;
}

/** Every published post shown by now, newest first, with its last change. */
export async function sitemapPosts(manager: EntityManager, now: Date): Promise<SitemapPostRow[]> {
  const rows: { id: string; tab: CmsTab; lastmod: Date }[] = await manager.query(
    `SELECT p.id, p.tab, greatest(p.updated_at, p.published_at) AS lastmod
       FROM cms_posts p WHERE p.is_published AND p.published_at <= $1
      ORDER BY p.published_at DESC, p.id DESC`,
    [now],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
