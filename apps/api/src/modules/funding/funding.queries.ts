import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { INVESTMENT_OPEN_STATUSES, MARKET_DETAIL_STATUSES } from '@lendbridge/domain';
import type { FundingUsage, LoanAppType, LoanStatus } from '@lendbridge/domain';
import { listFilter, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';

/**
 * The funding marketplace's SQL: projects with their primary loan (amount, invested, grade,
 * deadline), their lenders, likes and pictures; backers; the console's list.
 */

/** Investments that count as backing a project: reserved, paid, and everything after disbursement. */
export const BACKING_STATUSES = [...INVESTMENT_OPEN_STATUSES, 'active', 'finished', 'cleared', 'transferred'] as const;

/** A project with its loan as PROJECT_SELECT reads it. */
export interface ProjectDbRow {
  id: number;
  serial: string;
  title: string;
  display_name: string;
  detail: string;
  interest: string;
  personal_credit: string;
  company_credit: string;
  mentor_comment: string;
  usage_distribution: FundingUsage[];
  video_ids: string[];
  promoted: boolean;
  promotion_order: number;
  popularity_order: number;
  created_at: Date;
  updated_at: Date;
  loan_id: number;
  loan_serial: string;
  loan_status: LoanStatus;
  app_type: LoanAppType;
  pgr: string;
  market_status: string | null;
  amount: number;
  invested_amount: number;
  apr: string;
  period: number;
  grade: string;
  funding_deadline: Date | null;
  loan_updated_at: Date;
  borrower_id: number;
  member_serial: string;
  number_of_lenders: number;
  likes: number;
  image_ids: string[];
  upload_ids: string[];
  liked: boolean;
}

/** The backing statuses as an SQL array (constants of the domain, never input). */
const BACKING_SQL = `ARRAY[${BACKING_STATUSES.map((status) => `'${status}'`).join(', ')}]::text[]`;

/** The projects with their loans; `viewer` is the SQL of the viewer's id (a parameter, or NULL). */
const projectSelect = (viewer: string): string => `
  SELECT p.id, p.serial, p.title, p.display_name, p.detail, p.interest, p.personal_credit, p.company_credit, p.mentor_comment,
         p.usage_distribution, p.video_ids, p.promoted, p.promotion_order, p.popularity_order, p.created_at, p.updated_at,
         l.id AS loan_id, l.serial AS loan_serial, l.status AS loan_status, l.app_type, l.pgr::text AS pgr, l.market_status, l.amount, l.invested_amount,
         l.apr::text AS apr, l.period, l.grade, l.funding_deadline, l.updated_at AS loan_updated_at, l.borrower_id, u.member_serial,
         (SELECT count(DISTINCT i.user_id)::int FROM investments i WHERE i.loan_id = l.id AND i.status = ANY (${BACKING_SQL})) AS number_of_lenders,
         (SELECT count(*)::int FROM funding_project_likes k WHERE k.project_id = p.id) AS likes,
         COALESCE((SELECT array_agg(g.id::text ORDER BY g.position) FROM funding_project_images g WHERE g.project_id = p.id), '{}') AS image_ids,
         COALESCE((SELECT array_agg(g.upload_id::text ORDER BY g.position) FROM funding_project_images g WHERE g.project_id = p.id), '{}') AS upload_ids,
         EXISTS (SELECT 1 FROM funding_project_likes k WHERE k.project_id = p.id AND k.user_id = ${viewer}) AS liked
    FROM funding_projects p
    JOIN loans l ON l.id = p.loan_id
    JOIN users u ON u.id = l.borrower_id`;

/** $1: the viewer's id (null for a visitor), $2: the statuses whose loans the market shows. */
const PROJECT_SELECT = projectSelect('$1::bigint');
const VISIBLE = `l.status = ANY ($2::text[])`;
const params = (viewerId: number | null): unknown[] => [viewerId, [...MARKET_DETAIL_STATUSES]];

/** The projects the market shows (their loan visible), promoted ones or all, in the order asked. */
export async function selectProjects(
  manager: EntityManager,
  viewerId: number | null,
  which: 'promoted' | 'popular',
  limit: number,
  now: Date,
): Promise<ProjectDbRow[]> {
  const order =
    which === 'promoted'
      ? 'p.promotion_order, p.id'
      : `(l.status = 'matching' AND l.funding_deadline > $3) DESC, p.popularity_order, likes DESC, p.id`;
  return (await manager.query(
    `${PROJECT_SELECT} WHERE ${VISIBLE} ${which === 'promoted' ? 'AND p.promoted' : ''} ORDER BY ${order} LIMIT ${limit}`,
    which === 'promoted' ? params(viewerId) : [...params(viewerId), now],
  )) as ProjectDbRow[];
}

/** One project the market shows, by its serial. */
export async function selectProject(manager: EntityManager, viewerId: number | null, serial: string): Promise<ProjectDbRow | undefined> {
  const rows = (await manager.query(`${PROJECT_SELECT} WHERE ${VISIBLE} AND p.serial = $3`, [...params(viewerId), serial])) as ProjectDbRow[];
  return rows[0];
}

/** The project of a primary loan the market shows, by the loan's serial. */
export async function selectProjectOfLoan(manager: EntityManager, viewerId: number | null, loanSerial: string): Promise<ProjectDbRow | undefined> {
  const rows = (await manager.query(`${PROJECT_SELECT} WHERE ${VISIBLE} AND l.serial = $3`, [...params(viewerId), loanSerial])) as ProjectDbRow[];
  return rows[0];
}

/** A backer of a project as BACKERS_SQL reads them. */
export interface BackerDbRow {
  lastname: string | null;
  gender: string | null;
  anonymous: boolean;
  amount: number;
  invested_at: Date;
}

/** The investments backing a loan, newest first, with the lender's choice to stay anonymous. */
export async function selectBackers(manager: EntityManager, loanId: number, limit: number): Promise<BackerDbRow[]> {
  return (await manager.query(
    `SELECT mp.lastname, mp.gender, COALESCE(c.anonymous, false) AS anonymous, i.amount, i.created_at AS invested_at
       FROM investments i
       LEFT JOIN member_profiles mp ON mp.user_id = i.user_id
       LEFT JOIN funding_order_choices c ON c.order_id = i.order_id
      WHERE i.loan_id = $1 AND i.status = ANY ($2::text[])
      ORDER BY i.created_at DESC, i.id DESC
      LIMIT $3`,
    [loanId, [...BACKING_STATUSES], limit],
  )) as BackerDbRow[];
}

/** A member's order on a funding project, as the order-complete page reads it. */
export interface FundingOrderDbRow {
  id: number;
  serial: string;
  status: string;
  payment_method: string;
  total_amount: number;
  arrive_at: Date | null;
  created_at: Date;
  project_serial: string;
  project_title: string;
  anonymous: boolean;
}

/** The member's own order with an investment in a funding project's loan; undefined otherwise. */
export async function selectFundingOrder(manager: EntityManager, userId: number, orderSerial: string): Promise<FundingOrderDbRow | undefined> {
  const rows = (await manager.query(
    `SELECT o.id, o.serial, o.status, o.payment_method, o.total_amount, o.arrive_at, o.created_at,
            p.serial AS project_serial, p.title AS project_title, COALESCE(c.anonymous, false) AS anonymous
       FROM orders o
       JOIN investments i ON i.order_id = o.id
       JOIN funding_projects p ON p.loan_id = i.loan_id
       LEFT JOIN funding_order_choices c ON c.order_id = o.id
      WHERE o.serial = $1 AND o.user_id = $2
      ORDER BY i.id
      LIMIT 1`,
    [orderSerial, userId],
  )) as FundingOrderDbRow[];
  return rows[0];
}

/** The console's funding projects: a search of serial, title or loan serial, promoted, and ids. */
export const FUNDING_PROJECT_LIST = simpleRestList({
  resource: 'funding-projects',
  filter: z.object({
    q: listFilter.text(),
    promoted: listFilter.flag(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'p.id',
    serial: 'p.serial',
    title: 'p.title',
    promotion_order: 'p.promotion_order',
    popularity_order: 'p.popularity_order',
    created_at: 'p.created_at',
    updated_at: 'p.updated_at',
  },
});

/** The console reads every project, whatever its loan's state (the viewer is nobody). */
const CONSOLE_SELECT = projectSelect('NULL');

/** A project by id for the console. */
export async function selectConsoleProject(manager: EntityManager, id: number): Promise<ProjectDbRow | undefined> {
  const rows = (await manager.query(`${CONSOLE_SELECT} WHERE p.id = $1`, [id])) as ProjectDbRow[];
  return rows[0];
}

export async function listConsoleProjects(manager: EntityManager, query: ListQuery<typeof FUNDING_PROJECT_LIST>): Promise<ListPage<ProjectDbRow>> {
  const { q, promoted, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(p.serial ILIKE ${p} OR p.title ILIKE ${p} OR l.serial ILIKE ${p})`, containsPattern(q));
  if (promoted !== undefined) conditions.add((p) => `p.promoted = ${p}`, promoted);
  if (id) conditions.add((p) => `p.id = ANY (${p}::bigint[])`, id);
  return selectListPage<ProjectDbRow, typeof FUNDING_PROJECT_LIST>(manager, FUNDING_PROJECT_LIST, query, CONSOLE_SELECT, conditions);
}
