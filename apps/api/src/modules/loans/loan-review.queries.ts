import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { LOAN_APPLICATION_STATUSES, LOAN_APP_TYPES } from '@lendbridge/domain';
import type { ConsoleApplicationLoan, ConsoleLoanApplicationEvent, ConsoleLoanApplicationRow, LoanAppType, LoanApplicationStatus } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { iso } from '../../common/dates.js';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';
import { LoanApplication } from './loan-application.entity.js';
import { reachedBySales } from './sales-codes.js';

/** An application of the staff's review queue as QUEUE_SELECT reads it. */
interface ReviewQueueDbRow {
  id: number;
  serial: string;
  app_type: LoanAppType;
  status: LoanApplicationStatus;
  user_id: number;
  applicant_email: string;
  applicant_name: string | null;
  member_serial: string;
  amount_ten_thousand: number | null;
  period: number | null;
  sales_id: number | null;
  submitted_at: Date | null;
  created_at: Date;
}

/** A step of an application's history as its query reads it. */
interface ApplicationEventDbRow {
  id: number;
  action: string;
  from_status: string | null;
  to_status: string | null;
  data: Record<string, unknown> | null;
  created_at: Date;
  actor_email: string | null;
}

const QUEUE_SELECT = `
  SELECT a.id, a.serial, a.app_type, a.status, a.user_id, u.email AS applicant_email,
         CASE WHEN p.user_id IS NULL THEN NULL ELSE p.lastname || p.firstname END AS applicant_name,
         u.member_serial,
         CASE WHEN a.application ->> 'amount_ten_thousand' ~ '^[0-9]+$'
              THEN (a.application ->> 'amount_ten_thousand')::int END AS amount_ten_thousand,
         CASE WHEN a.application ->> 'period' ~ '^[0-9]+$' THEN (a.application ->> 'period')::int END AS period,
         a.sales_id, a.submitted_at, a.created_at
    FROM loan_applications a
    JOIN users u ON u.id = a.user_id
    LEFT JOIN member_profiles p ON p.user_id = a.user_id`;

/** An application of the staff's review queue. */
const presentQueueRow = (row: ReviewQueueDbRow): ConsoleLoanApplicationRow => ({
  id: row.id,
  serial: row.serial,
  app_type: row.app_type,
  status: row.status,
  user_id: row.user_id,
  applicant_email: row.applicant_email,
  applicant_name: row.applicant_name,
  member_serial: row.member_serial,
  amount_ten_thousand: row.amount_ten_thousand,
  period: row.period,
  sales_id: row.sales_id,
  submitted_at: iso(row.submitted_at),
  created_at: row.created_at.toISOString(),
});

/** The review queue: status, loan type, a search of serial or applicant e-mail, and ids. */
export const REVIEW_QUEUE_LIST = simpleRestList({
  resource: 'loan-applications',
  filter: z.object({
    status: listFilter.oneOf(LOAN_APPLICATION_STATUSES),
    app_type: listFilter.oneOf(LOAN_APP_TYPES),
    q: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'a.id',
    serial: 'a.serial',
    status: 'a.status',
    app_type: 'a.app_type',
    submitted_at: 'a.submitted_at',
    created_at: 'a.created_at',
  },
  defaultSort: { field: 'submitted_at', order: 'DESC' },
});

/**
 * The applications a staff member reviews: admins every submitted one, sales those attached to
 * them. Drafts stay out of every staff member's reach.
 */
export async function listReviewQueue(
  manager: EntityManager,
  query: ListQuery<typeof REVIEW_QUEUE_LIST>,
  actor: AuthUser,
): Promise<ListPage<ConsoleLoanApplicationRow>> {
  const { status, app_type: appType, q, id } = query.filter;
  const conditions = new SqlConditions();
  if (actor.roles.includes('admin')) conditions.addFixed(`a.status <> 'prepare'`);
  else conditions.add((p) => reachedBySales('a', p), actor.id);
  if (status) conditions.add((p) => `a.status = ${p}`, status);
  if (appType) conditions.add((p) => `a.app_type = ${p}`, appType);
  if (q) conditions.add((p) => `(a.serial ILIKE ${p} OR u.email_normalized LIKE lower(${p}))`, containsPattern(q));
  if (id) conditions.add((p) => `a.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<ReviewQueueDbRow, typeof REVIEW_QUEUE_LIST>(manager, REVIEW_QUEUE_LIST, query, QUEUE_SELECT, conditions);
  return presentPage(page, presentQueueRow);
}

export function findApplication(manager: EntityManager, id: number): Promise<LoanApplication | null> {
  return manager.findOneBy(LoanApplication, { id });
}

/** An application's history, oldest first. */
export async function applicationEvents(manager: EntityManager, applicationId: number): Promise<ConsoleLoanApplicationEvent[]> {
  const rows = (await manager.query(
    `SELECT e.id, e.action, e.from_status, e.to_status, e.data, e.created_at, u.email AS actor_email
       FROM loan_application_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.application_id = $1 ORDER BY e.id`,
    [applicationId],
  )) as ApplicationEventDbRow[];
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    from_status: row.from_status,
    to_status: row.to_status,
    data: row.data,
    created_at: row.created_at.toISOString(),
    actor_email: row.actor_email,
  }));
}

/** The loan an approved application became, with its listing terms. */
export async function applicationLoan(manager: EntityManager, applicationId: number): Promise<ConsoleApplicationLoan | null> {
  const [loan] = (await manager.query(
    `SELECT serial, status, grade, amount, period, apr, add_rate, borrower_fee, principal_repayment_type,
            source, pgr, lender_fee, discount_lender_fee, min_discount_order_amount
       FROM loans WHERE application_id = $1`,
    [applicationId],
  )) as ConsoleApplicationLoan[];
  return loan ?? null;
}
