import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  LEGAL_COLLECTION_ACTIVITY_NOTES,
  LEGAL_COLLECTION_FEE_PAYMENT_STATUS,
  LEGAL_COLLECTION_INBOX_SUBJECT,
  LEGAL_COLLECTION_INVESTMENTS_PAGE_SIZE,
  isLegalCollectionCancellable,
  isLegalCollectionCase,
  isLegalCollectionClosed,
  legalCollectionClaimTotals,
  legalCollectionCourtFeeTotal,
  legalCollectionCourtFeesOf,
  legalCollectionDaysLate,
  legalCollectionFeeCovered,
  legalCollectionProgressContent,
  legalFeeHoldDescription,
  legalFeePaymentDescription,
  legalFeeReleaseDescription,
  nextLegalCollectionStatus,
} from '@lendbridge/domain';
import type {
  ConsoleLegalCollectionDetail,
  LegalCollectionActivity,
  LegalCollectionBalance,
  LegalCollectionCase,
  LegalCollectionInvestmentPage,
  LegalCollectionOverview,
  LegalCollectionStartInput,
  LegalCollectionStatus,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { VirtualAccountsService } from '../account/virtual-accounts.service.js';
import { InboxService } from '../inbox/inbox.service.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PLATFORM, userCash, userLocked } from '../ledger/ledger-accounts.js';
import { caseNotEligible, courtFeeChanged, legalCollectionNotFound, legalFeeShort, notAdvanceable, notCancellable } from './legal-collection.errors.js';
import {
  REQUEST_INVESTMENT_SELECT,
  REQUEST_SELECT,
  presentActivity,
  presentConsoleRow,
  presentInvestment,
  presentOverview,
} from './legal-collection.presenter.js';
import type { ActivityDbRow, RequestDbRow, RequestInvestmentDbRow } from './legal-collection.presenter.js';
import { paginationMeta } from '../../common/pagination.js';

interface CandidateDbRow {
  id: number;
  serial: string;
  loan_serial: string;
  app_type: string;
  amount: number;
  apr: string;
  period: number;
  late_since: string;
  today: string;
  remain_principal: number;
  remain_interest: number;
  remain_penalty: number;
}

/** A case as the lender may file it, with the investment's id for the request's rows. */
interface EligibleCase extends LegalCollectionCase {
  investmentId: number;
}

/**
 * The lender's active investments whose loan has a late row, with what is still owed on each:
 * the unpaid principal of every open row (less what the protection fund already paid), the
 * unpaid interest of the rows due by the business date, and the unpaid penalty. The business
 * date is the Taipei date moved by the business clock's offset. Investments in an open request
 * are left out.
 */
/** The business clock's instant: now, moved forward by the demo offset (activities are dated on it). */
const BUSINESS_NOW_SQL = `now() + make_interval(days => COALESCE((SELECT offset_days FROM business_clock WHERE id = 1), 0))`;

const CANDIDATES_SQL = `
  WITH clock AS (
    SELECT (now() AT TIME ZONE 'Asia/Taipei')::date + offset_days AS today FROM business_clock WHERE id = 1
  )
  SELECT i.id, i.serial, l.serial AS loan_serial, l.app_type, i.amount, l.apr, l.period,
         to_char(late.since, 'YYYY-MM-DD') AS late_since, to_char(c.today, 'YYYY-MM-DD') AS today,
         GREATEST(0, COALESCE(owed.principal, 0) - COALESCE(owed.protection, 0))::bigint AS remain_principal,
         COALESCE(owed.interest, 0)::bigint AS remain_interest,
         COALESCE(owed.penalty, 0)::bigint AS remain_penalty
    FROM investments i
    JOIN loans l ON l.id = i.loan_id
    CROSS JOIN clock c
    JOIN LATERAL (
      SELECT min(r.late_since) AS since FROM loan_repayments r WHERE r.loan_id = l.id AND r.status = 'late'
    ) late ON late.since IS NOT NULL
    LEFT JOIN LATERAL (
      SELECT sum(ir.principal - ir.paid_principal) AS principal,
             sum(ir.interest - ir.paid_interest) FILTER (WHERE ir.due_date <= c.today) AS interest,
             sum(ir.penalty - ir.paid_penalty) AS penalty,
             sum(ir.protection_paid) AS protection
        FROM investment_repayments ir
       WHERE ir.investment_id = i.id AND ir.status IN ('unpaid', 'partial', 'late')
    ) owed ON true
   WHERE i.user_id = $1 AND i.status = 'active'
     AND NOT EXISTS (
       SELECT 1 FROM legal_collection_investments open_case WHERE open_case.investment_id = i.id AND open_case.closed_at IS NULL
     )`;

const toCase = (row: CandidateDbRow): EligibleCase => {
  const remains = { remain_principal: row.remain_principal, remain_interest: row.remain_interest, remain_penalty: row.remain_penalty };
  return {
    investmentId: row.id,
    serial: row.serial,
    loan_serial: row.loan_serial,
    app_type: row.app_type,
    amount: row.amount,
    apr: row.apr,
    period: row.period,
    late_days: legalCollectionDaysLate(row.late_since, row.today),
    ...remains,
    ...legalCollectionCourtFeesOf(remains),
  };
};

const withoutId = ({ investmentId: _, ...item }: EligibleCase): LegalCollectionCase => item;

/**
 * Legal collection (法律催收): a lender puts late investments to the platform's legal partner.
 * Starting a request holds the prepaid court fee (the sum of the cases' max_court_fee) in the
 * lender's locked account; cancelling while pending gives it back; the console advances the
 * request stage by stage, paying the fee to the court when the case goes to court. Each change
 * and the money it moves commit together.
 */
@Injectable()
export class LegalCollectionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly virtualAccounts: VirtualAccountsService,
    private readonly inbox: InboxService,
  ) {}

  private async eligible(manager: EntityManager, userId: number, investmentIds?: readonly number[]): Promise<EligibleCase[]> {
    const rows: CandidateDbRow[] = investmentIds
      ? await manager.query(`${CANDIDATES_SQL} AND i.id = ANY($2::bigint[]) ORDER BY i.id`, [userId, investmentIds])
      : await manager.query(`${CANDIDATES_SQL} ORDER BY late.since, i.id`, [userId]);
    return rows.map(toCase).filter(isLegalCollectionCase);
  }

  /** The lender's cases that can be put to legal collection now, the longest late first. */
  async cases(userId: number): Promise<LegalCollectionCase[]> {
    return (await this.eligible(this.dataSource.manager, userId)).map(withoutId);
  }

  /** The member's cash balance and the virtual account to deposit to. */
  async balance(user: AuthUser): Promise<LegalCollectionBalance> {
    const account = await this.virtualAccounts.ensure(user.id, user.memberSerial);
    const banks: { name: string }[] = await this.dataSource.query(`SELECT name FROM bank_codes WHERE code = $1`, [account.bankCode]);
    const { cash } = await this.ledger.balances(user.id);
    return {
      balance: cash,
      transfer_info: { bank_code: account.bankCode, bank_name: banks[0]?.name ?? null, account_number: account.accountNumber },
    };
  }

  /**
   * Files a request for the selected cases (the password was checked by the caller): every case
   * must be eligible now, the fee the lender confirmed (when sent) must be the cases' fee, and
   * the cash must cover it. The member's cash row is locked first, then the investments, so two
   * requests for the same cases are decided one after the other.
   */
  async start(userId: number, input: LegalCollectionStartInput): Promise<LegalCollectionOverview> {
    const id = await this.dataSource.transaction(async (manager) => {
      const cash = await this.ledger.lockBalance(manager, userCash(userId));
      const locked: { id: number; serial: string }[] = await manager.query(
        `SELECT id, serial FROM investments WHERE user_id = $1 AND serial = ANY($2::text[]) ORDER BY id FOR UPDATE`,
        [userId, input.serials],
      );
      const cases = await this.eligible(
        manager,
        userId,
        locked.map((row) => row.id),
      );
      const missing = input.serials.find((serial) => !cases.some((item) => item.serial === serial));
      if (missing !== undefined) throw caseNotEligible(missing);
      const courtFee = legalCollectionCourtFeeTotal(cases);
      if (input.court_fee !== undefined && input.court_fee !== courtFee) throw courtFeeChanged();
      if (!legalCollectionFeeCovered(courtFee, cash)) throw legalFeeShort();
      const totals = legalCollectionClaimTotals(cases);
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO legal_collection_requests (user_id, court_fee, remain_principal, remain_interest, remain_penalty, case_count)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [userId, courtFee, totals.remain_principal, totals.remain_interest, totals.remain_penalty, cases.length],
      );
      const requestId = inserted[0].id;
      for (const item of cases) {
        await manager.query(
          `INSERT INTO legal_collection_investments
             (request_id, investment_id, remain_principal, remain_interest, remain_penalty, min_court_fee, max_court_fee)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [requestId, item.investmentId, item.remain_principal, item.remain_interest, item.remain_penalty, item.min_court_fee, item.max_court_fee],
        );
      }
      await this.addActivity(manager, requestId, 'pending', LEGAL_COLLECTION_ACTIVITY_NOTES.started, userId);
      await this.ledger.transfer(manager, {
        from: userCash(userId),
        to: userLocked(userId),
        amount: courtFee,
        kind: 'legal_fee_hold',
        reference: `legal_collection:${requestId}`,
        description: legalFeeHoldDescription(requestId),
      });
      return requestId;
    });
    return this.overview(userId, id);
  }

  /** Cancels a pending request of the member: the held court fee comes back and the cases are free again. */
  async cancel(userId: number, id: number): Promise<LegalCollectionOverview> {
    await this.dataSource.transaction(async (manager) => {
      const request = await this.lockRequest(manager, id, userId);
      if (!isLegalCollectionCancellable(request.status)) throw notCancellable();
      await this.ledger.transfer(manager, {
        from: userLocked(userId),
        to: userCash(userId),
        amount: request.court_fee,
        kind: 'legal_fee_release',
        reference: `legal_collection:${id}`,
        description: legalFeeReleaseDescription(id),
      });
      await manager.query(
        `UPDATE legal_collection_requests SET status = 'cancelled', fee_state = 'released', cancelled_at = now(), updated_at = now()
          WHERE id = $1`,
        [id],
      );
      await manager.query(`UPDATE legal_collection_investments SET closed_at = now() WHERE request_id = $1`, [id]);
      await this.addActivity(manager, id, 'cancelled', LEGAL_COLLECTION_ACTIVITY_NOTES.cancelled, userId);
    });
    return this.overview(userId, id);
  }

  /**
   * Moves a request to its next stage with the admin's note, and tells the lender. Entering the
   * court stage pays the held fee to the court; finishing frees the cases.
   */
  async advance(actorId: number, id: number, note: string): Promise<ConsoleLegalCollectionDetail> {
    await this.dataSource.transaction(async (manager) => {
      const request = await this.lockRequest(manager, id);
      const next = nextLegalCollectionStatus(request.status);
      if (next === null) throw notAdvanceable();
      if (next === LEGAL_COLLECTION_FEE_PAYMENT_STATUS) {
        await this.ledger.transfer(manager, {
          from: userLocked(request.user_id),
          to: PLATFORM.bank,
          amount: request.court_fee,
          kind: 'legal_fee_payment',
          reference: `legal_collection:${id}`,
          description: legalFeePaymentDescription(id),
        });
        await manager.query(`UPDATE legal_collection_requests SET fee_state = 'paid', fee_paid_at = now() WHERE id = $1`, [id]);
      }
      await manager.query(
        `UPDATE legal_collection_requests
            SET status = $2::varchar, updated_at = now(), finished_at = CASE WHEN $2::varchar = 'finished' THEN now() ELSE finished_at END
          WHERE id = $1`,
        [id, next],
      );
      if (isLegalCollectionClosed(next)) {
        await manager.query(`UPDATE legal_collection_investments SET closed_at = now() WHERE request_id = $1`, [id]);
      }
      await this.addActivity(manager, id, next, note, actorId);
      await this.inbox.send({ userId: request.user_id, subject: LEGAL_COLLECTION_INBOX_SUBJECT, content: legalCollectionProgressContent(id, next, note) }, manager);
    });
    return this.consoleDetail(id);
  }

  /** The member's requests, newest first. */
  async list(userId: number): Promise<LegalCollectionOverview[]> {
    const rows: RequestDbRow[] = await this.dataSource.query(`${REQUEST_SELECT} WHERE r.user_id = $1 ORDER BY r.id DESC`, [userId]);
    return rows.map(presentOverview);
  }

  /** One of the member's requests; anyone else's answers 404. */
  async overview(userId: number, id: number): Promise<LegalCollectionOverview> {
    return presentOverview(await this.findOwn(userId, id));
  }

  async activities(userId: number, id: number): Promise<LegalCollectionActivity[]> {
    await this.findOwn(userId, id);
    return this.activitiesOf(id);
  }

  /** One page of the request's cases as filed. */
  async investments(userId: number, id: number, page: number): Promise<LegalCollectionInvestmentPage> {
    const request = await this.findOwn(userId, id);
    const size = LEGAL_COLLECTION_INVESTMENTS_PAGE_SIZE;
    const rows: RequestInvestmentDbRow[] = await this.dataSource.query(
      `${REQUEST_INVESTMENT_SELECT} WHERE c.request_id = $1 ORDER BY c.investment_id LIMIT $2 OFFSET $3`,
      [id, size, (page - 1) * size],
    );
    return {
      data: rows.map(presentInvestment),
      meta: paginationMeta(request.case_count, rows.length, size, page),
    };
  }

  /** A request for the console, with its activities and every case. */
  async consoleDetail(id: number): Promise<ConsoleLegalCollectionDetail> {
    const rows: RequestDbRow[] = await this.dataSource.query(`${REQUEST_SELECT} WHERE r.id = $1`, [id]);
    if (!rows[0]) throw legalCollectionNotFound();
    const investments: RequestInvestmentDbRow[] = await this.dataSource.query(
      `${REQUEST_INVESTMENT_SELECT} WHERE c.request_id = $1 ORDER BY c.investment_id`,
      [id],
    );
    return { ...presentConsoleRow(rows[0]), activities: await this.activitiesOf(id), investments: investments.map(presentInvestment) };
  }

  private async activitiesOf(id: number): Promise<LegalCollectionActivity[]> {
    const rows: ActivityDbRow[] = await this.dataSource.query(
      `SELECT status, note, created_at FROM legal_collection_activities WHERE request_id = $1 ORDER BY id`,
      [id],
    );
    return rows.map(presentActivity);
  }

  private async findOwn(userId: number, id: number): Promise<RequestDbRow> {
    const rows: RequestDbRow[] = await this.dataSource.query(`${REQUEST_SELECT} WHERE r.id = $1 AND r.user_id = $2`, [id, userId]);
    if (!rows[0]) throw legalCollectionNotFound();
    return rows[0];
  }

  /** Locks the request (the member's own when userId is given); 404 otherwise. */
  private async lockRequest(
    manager: EntityManager,
    id: number,
    userId?: number,
  ): Promise<{ user_id: number; status: LegalCollectionStatus; court_fee: number }> {
    const rows: { user_id: number; status: LegalCollectionStatus; court_fee: number }[] = await manager.query(
      `SELECT user_id, status, court_fee FROM legal_collection_requests WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const request = rows[0];
    if (!request || (userId !== undefined && request.user_id !== userId)) throw legalCollectionNotFound();
    return request;
  }

  /** An activity of the request, dated on the business clock. */
  private async addActivity(manager: EntityManager, id: number, status: LegalCollectionStatus, note: string, actorId: number): Promise<void> {
    await manager.query(`INSERT INTO legal_collection_activities (request_id, status, note, created_by, created_at) VALUES ($1, $2, $3, $4, ${BUSINESS_NOW_SQL})`, [
      id,
      status,
      note,
      actorId,
    ]);
  }
}
