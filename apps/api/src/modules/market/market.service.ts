import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isMarketVisible, parseMarketQuery, summarizeMarket } from '@lendbridge/domain';
import type {
  LoanAppType,
  LoanStatus,
  MarketListAnswer,
  MarketListQuery,
  MarketLoanDetail,
  MarketSummary,
  MarketSummaryGroup,
  MarketTab,
} from '@lendbridge/domain';
import { assertMemberLevel } from '../../common/access.guard.js';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { ListingService } from './listing.service.js';
import { CARD_COLUMNS, buildMarketListSql, buildMarketSummarySql } from './market-query.js';
import { isInvestable, presentBorrower, presentCard, presentCollateral } from './market.presenter.js';
import type { BorrowerRow, CardRow } from './market.presenter.js';

interface DetailRow extends CardRow, BorrowerRow {
  application: Record<string, unknown>;
  collaterals: unknown;
  questions_count: number;
}

/** A listed loan's identity for the other market actions. */
export interface MarketLoanRef {
  id: number;
  serial: string;
  borrowerId: number;
  status: string;
  appType: string;
  open: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The marketplace's reads: lists, summary, loan detail, and members' read markers. */
@Injectable()
export class MarketService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listing: ListingService,
  ) {}

  /**
   * Reads a market view's query: 400 with each invalid value on its parameter name; the advanced
   * filter needs a full member (401 for visitors, 403 with the ladder's code below full).
   */
  readQuery(raw: Record<string, unknown>, tab: MarketTab, user: AuthUser | undefined): MarketListQuery {
    const { query, errors, advanced } = parseMarketQuery(raw, tab);
    if (advanced.length > 0) {
      if (!user) throw AppError.unauthorized();
      assertMemberLevel(user, 'full');
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    return query;
  }

  /** One page of a market view: one query for the page, one for the count. */
  async list(tab: MarketTab, query: MarketListQuery, viewerId: number | null, now = new Date()): Promise<MarketListAnswer> {
    const sql = buildMarketListSql(tab, query, viewerId, now);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(sql.text, sql.params) as Promise<CardRow[]>,
      this.dataSource.query(sql.countText, sql.countParams) as Promise<{ total: number }[]>,
    ]);
    return {
      data: rows.map((row) => presentCard(row, viewerId, now)),
      meta: {
        pagination: {
          total,
          count: rows.length,
          per_page: sql.perPage,
          current_page: query.page,
          total_pages: Math.ceil(total / sql.perPage),
        },
      },
    };
  }

  async summary(tab: MarketTab, query: MarketListQuery, now = new Date()): Promise<MarketSummary> {
    const sql = buildMarketSummarySql(tab, query, now);
    return summarizeMarket((await this.dataSource.query(sql.text, sql.params)) as MarketSummaryGroup[]);
  }

  /** A loan shown in the market, or 404 (never listed, withdrawn, unfunded, or not a market type). */
  async findListed(serial: string): Promise<MarketLoanRef> {
    const [row] = (await this.dataSource.query(
      `SELECT l.id, l.serial, l.borrower_id, l.status, l.app_type, l.market_status, l.funding_deadline,
              l.amount, l.invested_amount
         FROM loans l WHERE l.serial = $1`,
      [serial],
    )) as (CardRow & { borrower_id: number })[];
    if (!row || !isMarketVisible(row.status, row.app_type)) throw AppError.notFound();
    return {
      id: row.id,
      serial: row.serial,
      borrowerId: row.borrower_id,
      status: row.status,
      appType: row.app_type,
      open: isInvestable(row, new Date()),
    };
  }

  /**
   * The loan detail: the card, the application's own words, borrower facts, collaterals,
   * statements, the farmer section of a farmer loan and the borrower's credit records.
   */
  async detail(serial: string, viewerId: number | null, now = new Date()): Promise<MarketLoanDetail> {
    const [row] = (await this.dataSource.query(
      `SELECT ${CARD_COLUMNS},
              ${viewerId === null ? 'false' : 'EXISTS (SELECT 1 FROM market_reads r WHERE r.user_id = $2 AND r.loan_id = l.id)'} AS is_read,
              la.application, la.profile, la.collaterals,
              u.member_type, mp.gender, to_char(mp.birthday, 'YYYY/MM/DD') AS birthday, mp.marriage_status,
              mp.children_count, mp.current_address->>'city' AS city, mp.education_level, mp.house_type,
              (SELECT count(*)::int FROM loan_questions q WHERE q.loan_id = l.id AND q.replied_at IS NOT NULL) AS questions_count
         FROM loans l
         JOIN loan_applications la ON la.id = l.application_id
         JOIN users u ON u.id = l.borrower_id
         LEFT JOIN member_profiles mp ON mp.user_id = l.borrower_id
        WHERE l.serial = $1`,
      viewerId === null ? [serial] : [serial, viewerId],
    )) as DetailRow[];
    if (!row || !isMarketVisible(row.status, row.app_type)) throw AppError.notFound();
    const [financials, extras] = await Promise.all([this.listing.financials(row.id), this.listing.extras(row.id, row.app_type)]);
    const collaterals = Array.isArray(row.collaterals) ? row.collaterals : [];
    return {
      ...presentCard(row, viewerId, now),
      is_own: row.borrower_id === viewerId,
      description: text(row.application.description),
      repayment_plan: text(row.application.repayment_plan),
      borrower: presentBorrower(row, now),
      collaterals: collaterals.map(presentCollateral),
      financials,
      questions_count: row.questions_count,
      farmer: extras.farmer,
      credit_records: extras.credit_records,
    };
  }

  /**
   * The upload behind a gallery image of a loan the market shows (GET /api/market-place/gallery/{id});
   * 404 for an unknown image or a loan no longer shown.
   */
  async galleryUploadId(imageId: string): Promise<string> {
    if (!/^\d{1,18}$/.test(imageId)) throw AppError.notFound();
    const [row] = (await this.dataSource.query(
      `SELECT g.upload_id, l.status, l.app_type FROM loan_gallery_images g JOIN loans l ON l.id = g.loan_id WHERE g.id = $1`,
      [imageId],
    )) as { upload_id: string; status: LoanStatus; app_type: LoanAppType }[];
    if (!row || !isMarketVisible(row.status, row.app_type)) throw AppError.notFound();
    return row.upload_id;
  }

  /** Marks a listed loan read for the member (again: the time moves on). */
  async markRead(userId: number, serial: string): Promise<void> {
    const loan = await this.findListed(serial);
    await this.dataSource.query(
      `INSERT INTO market_reads (user_id, loan_id) VALUES ($1, $2)
       ON CONFLICT (user_id, loan_id) DO UPDATE SET read_at = now()`,
      [userId, loan.id],
    );
  }
}
