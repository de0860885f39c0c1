import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { LOAN_APPLICATION_STATUSES, LOAN_APP_TYPES } from '@lendbridge/domain';
import type { LoanAppType, LoanApplicationStatus, LoanStatus, PrincipalRepaymentType } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { listFilter, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';
import { LoanApplication } from './loan-application.entity.js';
import type { MarketSource } from './loan.entity.js';
import { reachedBySales } from './sales-codes.js';

/** An application of the staff's review queue. */
export interface ReviewQueueRow {
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

/** A step of an application's history, with the e-mail of the staff member or applicant who took it. */
export interface ApplicationEventRow {
  id: number;
  action: string;
  from_status: string | null;
  to_status: string | null;
  data: unknown;
  created_at: Date;
  actor_email: string | null;
}

/** The loan an approved application became, with its listing terms. */
export interface ApplicationLoanRow {
  serial: string;
  status: LoanStatus;
  grade: string;
  amount: number;
  period: number;
  apr: string;
  add_rate: string;
  borrower_fee: number;
  principal_repayment_type: PrincipalRepaymentType;
  source: MarketSource;
  pgr: string;
  lender_fee: string;
  discount_lender_fee: string | null;
  min_discount_order_amount: number | null;
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
  tieBreaker: { column: 'a.id' },
});

/**
 * The applications a staff member reviews: admins every submitted one, sales those attached to
 * them. Drafts stay out of every staff member's reach.
 */
export async function listReviewQueue(
  manager: EntityManager,
  query: ListQuery<typeof REVIEW_QUEUE_LIST>,
  actor: AuthUser,
): Promise<ListPage<ReviewQueueRow>> {
  const { status, app_type: appType, q, id } = query.filter;
  const conditions = new SqlConditions();
  if (actor.roles.includes('admin')) conditions.addFixed(`a.status <> 'prepare'`);
  else conditions.add((p) => reachedBySales('a', p), actor.id);
  if (status) conditions.add((p) => `a.status = ${p}`, status);
  if (appType) conditions.add((p) => `a.app_type = ${p}`, appType);
  if (q) conditions.add((p) => `(a.serial ILIKE ${p} OR u.email_normalized LIKE lower(${p}))`, containsPattern(q));
  if (id) conditions.add((p) => `a.id = ANY (${p}::bigint[])`, id);
  return selectListPage(manager, REVIEW_QUEUE_LIST, query, QUEUE_SELECT, conditions);
}

export function findApplication(manager: EntityManager, id: number): Promise<LoanApplication | null> {
  return manager.findOneBy(LoanApplication, { id });
}

export async function applicationEvents(manager: EntityManager, applicationId: number): Promise<ApplicationEventRow[]> {
  return (await manager.query(
    `SELECT e.id, e.action, e.from_status, e.to_status, e.data, e.created_at, u.email AS actor_email
       FROM loan_application_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.application_id = $1 ORDER BY e.id`,
    [applicationId],
  )) as ApplicationEventRow[];
}

export async function applicationLoan(manager: EntityManager, applicationId: number): Promise<ApplicationLoanRow | null> {
  const [loan] = (await manager.query(
    `SELECT serial, status, grade, amount, period, apr, add_rate, borrower_fee, principal_repayment_type,
            source, pgr, lender_fee, discount_lender_fee, min_discount_order_amount
       FROM loans WHERE application_id = $1`,
    [applicationId],
  )) as ApplicationLoanRow[];
  return loan ?? null;
}
