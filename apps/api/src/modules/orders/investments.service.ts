import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { INVESTMENTS_PAGE_SIZE, INVESTMENT_TAB_STATUSES } from '@lendbridge/domain';
import type { InvestmentDetail, InvestmentListQuery, LenderInvestmentListAnswer } from '@lendbridge/domain';
import { SqlConditions } from '../../common/sql.js';
import { investmentNotFound } from './orders.errors.js';
import { INVESTMENT_DETAIL_COLUMNS, presentInvestmentDetail, presentInvestmentRow } from './orders.presenter.js';
import type { InvestmentDbRow, InvestmentDetailDbRow } from './orders.presenter.js';
import { paginationMeta } from '../../common/pagination.js';

const ORDER_COLUMNS = { created_at: 'r.created_at', amount: 'r.amount', apr: 'r.apr_value', period: 'r.period' } as const;

/**
 * The lender's rows: loan investments and crowdfunding orders (type crowdfunding: the whole of
 * their periods as the amount, no rate; waiting for payment as pending_payment, paid as active
 * until every period is paid, an alumni dinner sign-up as waiting until the dinner's project is
 * finished, failed as cancelled, lapsed as lapsed).
 */
const LENDER_ROWS = `(
  SELECT i.serial, l.serial AS loan_serial, l.app_type AS type, i.amount, l.apr::text AS apr, l.apr AS apr_value, l.period, i.status, i.created_at,
         i.user_id, 0 AS source, i.id
    FROM investments i JOIN loans l ON l.id = i.loan_id
  UNION ALL
  SELECT o.serial, p.serial, 'crowdfunding', o.first_period_amount + (o.period - 1) * o.later_period_amount, '0', 0, o.period,
         CASE o.status WHEN 'paid' THEN CASE WHEN p.kind = 'alumni_dinner' THEN CASE WHEN p.status = 'finished' THEN 'finished' ELSE 'waiting' END
                                             WHEN EXISTS (SELECT 1 FROM crowdfunding_repayments cr WHERE cr.order_id = o.id AND cr.status = 'scheduled')
                                             THEN 'active' ELSE 'finished' END
                       WHEN 'failed' THEN 'cancelled' WHEN 'lapsed' THEN 'lapsed' ELSE 'pending_payment' END,
         o.created_at, o.user_id, 1, o.id
    FROM crowdfunding_orders o JOIN crowdfunding_projects p ON p.id = o.project_id
) r`;

/** A lender's investments: the list by tab (GET /api/v1/investments) and one investment. */
@Injectable()
export class InvestmentsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: number, query: InvestmentListQuery): Promise<LenderInvestmentListAnswer> {
    const conditions = new SqlConditions();
    conditions.add((p) => `r.user_id = ${p}`, userId);
    conditions.add((p) => `r.status = ANY (${p}::text[])`, [...INVESTMENT_TAB_STATUSES[query.tab]]);
    if (query.filters.status !== undefined) conditions.add((p) => `r.status = ${p}`, query.filters.status);
    if (query.filters.app_type !== undefined) conditions.add((p) => `r.type = ${p}`, query.filters.app_type);
    const from = `FROM ${LENDER_ROWS} ${conditions.where}`;
    const start = (query.page - 1) * INVESTMENTS_PAGE_SIZE;
    const page = conditions.page({ start, end: start + INVESTMENTS_PAGE_SIZE - 1 });
    const direction = query.order_dir === 'asc' ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT r.serial, r.loan_serial, r.type, r.amount, r.apr, r.period, r.status, r.created_at ${from}
          ORDER BY ${ORDER_COLUMNS[query.order_by]} ${direction}, r.source ${direction}, r.id ${direction} ${page.sql}`,
        page.params,
      ) as Promise<InvestmentDbRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total ${from}`, conditions.params) as Promise<{ total: number }[]>,
    ]);
    const total = counted[0].total;
    return {
      data: rows.map(presentInvestmentRow),
      meta: paginationMeta(total, rows.length, INVESTMENTS_PAGE_SIZE, query.page),
    };
  }

  /** One of the lender's investments (one bought on the resale market has no order); anyone else's answers 404. */
  async detail(userId: number, serial: string): Promise<InvestmentDetail> {
    const rows = (await this.dataSource.query(
      `SELECT ${INVESTMENT_DETAIL_COLUMNS}
         FROM investments i JOIN loans l ON l.id = i.loan_id LEFT JOIN orders o ON o.id = i.order_id
        WHERE i.serial = $1 AND i.user_id = $2`,
      [serial, userId],
    )) as InvestmentDetailDbRow[];
    if (!rows[0]) throw investmentNotFound();
    return presentInvestmentDetail(rows[0]);
  }
}
