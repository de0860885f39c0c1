import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  FUNDING_BACKERS_MAX,
  FUNDING_POPULAR_MAX,
  FUNDING_PROMOTIONS_MAX,
  FUNDING_SERIAL_PATTERN,
  MARKET_DETAIL_STATUSES,
  fundingEngineMethod,
  fundingPaymentMethod,
} from '@lendbridge/domain';
import type {
  FundingAnonymousInput,
  FundingAttributes,
  FundingFill,
  FundingFillQuery,
  FundingLikeAnswer,
  FundingOrderAnswer,
  FundingPlaceOrderInput,
  FundingProjectCard,
  FundingProjectDetail,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { fundingOrderNotFound, imageNotFound, orderRefused, ownProject, projectClosed, projectNotFound } from './funding.errors.js';
import { presentCard, presentDetail, targetDateOf } from './funding.presenter.js';
import { selectBackers, selectFundingOrder, selectProject, selectProjectOfLoan, selectProjects } from './funding.queries.js';
import type { ProjectDbRow } from './funding.queries.js';

/** The advisory lock class that serialises one project's like toggles (lock ids 7_402_001…). */
const LIKE_LOCK_CLASS = 7_402_001;

/**
 * The funding marketplace: projects listed on a primary loan, read by anyone; likes, the fill page
 * and the order for members. An order goes through the order engine (OrdersService.place), which
 * takes the loan's amount with one conditional update (never oversold), moves the money in the
 * same transaction and is made idempotent by the route's Idempotency-Key.
 */
@Injectable()
export class FundingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly orders: OrdersService,
  ) {}

  promotions(viewerId: number | null, now: Date): Promise<FundingProjectCard[]> {
    return this.cards(viewerId, 'promoted', FUNDING_PROMOTIONS_MAX, now);
  }

  popular(viewerId: number | null, now: Date): Promise<FundingProjectCard[]> {
    return this.cards(viewerId, 'popular', FUNDING_POPULAR_MAX, now);
  }

  private async cards(viewerId: number | null, which: 'promoted' | 'popular', limit: number, now: Date): Promise<FundingProjectCard[]> {
    const rows = await selectProjects(this.dataSource.manager, viewerId, which, limit, now);
    return rows.map((row) => presentCard(row, now));
  }

  private async find(viewerId: number | null, serial: string): Promise<ProjectDbRow> {
    const row = FUNDING_SERIAL_PATTERN.test(serial) ? await selectProject(this.dataSource.manager, viewerId, serial) : undefined;
    if (!row) throw projectNotFound();
    return row;
  }

  /** One project with its story, credit words and backers (anonymous ones without a name). */
  async project(viewerId: number | null, serial: string, now: Date): Promise<FundingProjectDetail> {
    const row = await this.find(viewerId, serial);
    return presentDetail(row, await selectBackers(this.dataSource.manager, row.loan_id, FUNDING_BACKERS_MAX), now);
  }

  /** The upload behind a picture of a project the market shows; 404 otherwise. */
  async imageUploadId(imageId: string): Promise<string> {
    if (!/^\d{1,18}$/.test(imageId)) throw imageNotFound();
    const [row] = (await this.dataSource.query(
      `SELECT g.upload_id FROM funding_project_images g JOIN funding_projects p ON p.id = g.project_id JOIN loans l ON l.id = p.loan_id
        WHERE g.id = $1 AND l.status = ANY ($2::text[])`,
      [imageId, [...MARKET_DETAIL_STATUSES]],
    )) as { upload_id: string }[];
    if (!row) throw imageNotFound();
    return row.upload_id;
  }

  /** What the project page needs of the viewer: the ladder and the available balance. */
  async attributes(user: AuthUser | undefined): Promise<FundingAttributes> {
    if (!user) return { logged_in: false, is_member: false, is_member_full: false, member_serial: null, balance: null };
    const { cash } = await this.ledger.balances(user.id);
    return { logged_in: true, is_member: user.isMember, is_member_full: user.isMemberFull, member_serial: user.memberSerial, balance: cash };
  }

  /**
   * The fill page: how the amount will be paid (balance when it covers it, else a web ATM
   * deposit), the project's progress and the loan's updated_at the contract is accepted at.
   */
  async fill(userId: number, query: FundingFillQuery, now: Date): Promise<FundingFill> {
    const row = await this.find(userId, query.serial);
    if (row.borrower_id === userId) throw ownProject('serial');
    const card = presentCard(row, now);
    const investable = card.open ? row.amount - row.invested_amount : 0;
    if (query.amount > investable) throw projectClosed(investable);
    const { cash } = await this.ledger.balances(userId);
    return {
      order: { payment_method: fundingPaymentMethod(cash, query.amount), amount: query.amount },
      project: {
        serial: row.serial,
        title: row.title,
        target_amount: card.target_amount,
        expected_amount: card.expected_amount,
        precent: card.precent,
        target_date: targetDateOf(row),
        days_left: card.days_left,
      },
      loan: { serial: row.loan_serial, updated_at: row.loan_updated_at.toISOString() },
      balance: cash,
    };
  }

  /** Toggles the member's like of a project; one project's toggles run one at a time. */
  async toggleLike(userId: number, serial: string, now: Date): Promise<FundingLikeAnswer> {
    const row = await this.find(userId, serial);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [LIKE_LOCK_CLASS, row.id]);
      const inserted = (await manager.query(
        `INSERT INTO funding_project_likes (project_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING project_id`,
        [row.id, userId, now],
      )) as unknown[];
      if (inserted.length === 0) await manager.query(`DELETE FROM funding_project_likes WHERE project_id = $1 AND user_id = $2`, [row.id, userId]);
      const [{ likes }] = (await manager.query(`SELECT count(*)::int AS likes FROM funding_project_likes WHERE project_id = $1`, [row.id])) as {
        likes: number;
      }[];
      return { serial: row.serial, liked: inserted.length > 0, likes };
    });
  }

  /**
   * Places the order of {assignData: {<primary loan serial>: amount}} through the order engine:
   * from the balance when it covers the amount, else as a deposit order (web ATM) with its
   * deadline. Nothing placed (the loan changed, or another order took what was asked): 409
   * 目前無法下單 with the reason on the loan's line.
   */
  async placeOrder(userId: number, input: FundingPlaceOrderInput, now: Date): Promise<FundingOrderAnswer> {
    const [[loanSerial, amount]] = Object.entries(input.assignData);
    const row = await selectProjectOfLoan(this.dataSource.manager, userId, loanSerial);
    if (!row) throw projectNotFound();
    if (row.borrower_id === userId) throw ownProject(`assignData.${loanSerial}`);
    const { cash } = await this.ledger.balances(userId);
    const result = await this.orders.place(
      userId,
      {
        loans: [{ serial: loanSerial, amount, updated_at: input.updated_at }],
        payment_method: fundingEngineMethod(fundingPaymentMethod(cash, amount)),
        contract_accepted: input.contract_accepted,
        // The project's contract shows the loan's confirmations beside it: accepting it gives them.
        no_protection_accepted: input.contract_accepted,
        student_project_accepted: input.contract_accepted,
        collateral_contract_accepted: input.contract_accepted,
        promo_code: undefined,
      },
      now,
    );
    if (!result.placed) throw orderRefused(result.loans[0]);
    const { order } = result.answer;
    return {
      order: {
        serial: order.serial,
        status: order.status,
        payment_method: order.payment_method,
        total_amount: order.total_amount,
        arrive_at: order.arrive_at,
        created_at: order.created_at,
      },
      project: { serial: row.serial, title: row.title },
      anonymous: false,
    };
  }

  /** The member's own funding order, for the order-complete page; another member's: 404. */
  async order(userId: number, orderSerial: string): Promise<FundingOrderAnswer> {
    const row = await selectFundingOrder(this.dataSource.manager, userId, orderSerial);
    if (!row) throw fundingOrderNotFound();
    return {
      order: {
        serial: row.serial,
        status: row.status,
        payment_method: row.payment_method,
        total_amount: row.total_amount,
        arrive_at: row.arrive_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
      },
      project: { serial: row.project_serial, title: row.project_title },
      anonymous: row.anonymous,
    };
  }

  /** Hides (or shows again) the member's name on the project's backer list, for their own order only. */
  async setAnonymous(userId: number, orderSerial: string, input: FundingAnonymousInput, now: Date): Promise<FundingOrderAnswer> {
    const row = await selectFundingOrder(this.dataSource.manager, userId, orderSerial);
    if (!row) throw fundingOrderNotFound();
    await this.dataSource.query(
      `INSERT INTO funding_order_choices (order_id, user_id, anonymous, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO UPDATE SET anonymous = EXCLUDED.anonymous, updated_at = EXCLUDED.updated_at`,
      [row.id, userId, input.anonymous, now],
    );
    return this.order(userId, orderSerial);
  }
}
