import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { INVESTMENTS_PAGE_SIZE, INVESTMENT_TAB_STATUSES } from '@lendbridge/domain';
import type { InvestmentDetail, InvestmentListQuery, LenderInvestmentListAnswer } from '@lendbridge/domain';
import { SqlConditions } from '../../common/sql.js';
import { investmentNotFound } from './orders.errors.js';
import { INVESTMENT_DETAIL_COLUMNS, INVESTMENT_ROW_COLUMNS, presentInvestmentDetail, presentInvestmentRow } from './orders.presenter.js';
import type { InvestmentDbRow, InvestmentDetailDbRow } from './orders.presenter.js';
import { paginationMeta } from '../../common/pagination.js';

const ORDER_COLUMNS = { created_at: 'i.created_at', amount: 'i.amount', apr: 'l.apr', period: 'l.period' } as const;

/** A lender's investments: the list by tab (GET /api/v1/investments) and one investment. */
@Injectable()
export class InvestmentsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: number, query: InvestmentListQuery): Promise<LenderInvestmentListAnswer> {
    const conditions = new SqlConditions();
    conditions.add((p) => `i.user_id = ${p}`, userId);
    conditions.add((p) => `i.status = ANY (${p}::text[])`, [...INVESTMENT_TAB_STATUSES[query.tab]]);
    if (query.filters.status !== undefined) conditions.add((p) => `i.status = ${p}`, query.filters.status);
    if (query.filters.app_type !== undefined) conditions.add((p) => `l.app_type = ${p}`, query.filters.app_type);
    const from = `FROM investments i JOIN loans l ON l.id = i.loan_id ${conditions.where}`;
    const start = (query.page - 1) * INVESTMENTS_PAGE_SIZE;
    const page = conditions.page({ start, end: start + INVESTMENTS_PAGE_SIZE - 1 });
    const direction = query.order_dir === 'asc' ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT ${INVESTMENT_ROW_COLUMNS} ${from} ORDER BY ${ORDER_COLUMNS[query.order_by]} ${direction}, i.id ${direction} ${page.sql}`,
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
