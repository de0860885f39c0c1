import type { EntityManager } from 'typeorm';
import { BUSINESS_TIME_ZONE, LOAN_BOOK_STATUSES } from '@lendbridge/domain';
import type { LoanBookRow } from '@lendbridge/domain';

/** A line of the loan book with the loan's id, which pages the query and never reaches the file. */
export interface LoanBookDbRow extends LoanBookRow {
  id: number;
}

/**
 * One page of the loan book, loans after `afterId` in id order: the loan's public serial and
 * terms, its listing date in the business time zone, and from its repayment rows the principal
 * and interest paid so far and the days from the oldest unpaid row's due date to the business
 * date (0 while none is past due). Only the loans of LOAN_BOOK_STATUSES; nothing of the borrower.
 */
export function loanBookPage(manager: EntityManager, businessDate: string, afterId: number, limit: number): Promise<LoanBookDbRow[]> {
  return manager.query(
    `WITH page AS (
       SELECT l.id, l.serial, l.grade, l.amount, l.apr, l.period, l.status, l.rate_confirmed_at
         FROM loans l
        WHERE l.status = ANY ($1::text[]) AND l.id > $2
        ORDER BY l.id
        LIMIT $3
     )
     SELECT p.id, p.serial AS loan_serial, p.grade, p.amount, p.apr::text AS annual_rate, p.period::int AS term_months, p.status,
            coalesce(to_char(p.rate_confirmed_at AT TIME ZONE $5, 'YYYY-MM-DD'), '') AS listed_date,
            greatest(0, coalesce($4::date - paid.oldest_unpaid_due, 0))::int AS days_late,
            coalesce(paid.principal, 0)::bigint AS principal_repaid,
            coalesce(paid.interest, 0)::bigint AS interest_repaid
       FROM page p
       LEFT JOIN LATERAL (
         SELECT sum(r.paid_principal) AS principal, sum(r.paid_interest) AS interest,
                min(r.due_date) FILTER (WHERE r.status IN ('unpaid', 'partial', 'late')) AS oldest_unpaid_due
           FROM loan_repayments r
          WHERE r.loan_id = p.id
       ) paid ON true
      ORDER BY p.id`,
    [LOAN_BOOK_STATUSES, afterId, limit, businessDate, BUSINESS_TIME_ZONE],
  );
}
