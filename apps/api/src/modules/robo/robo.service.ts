import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ROBO_HOLDING_STATUS_LABELS,
  ROBO_LEDGER_ACCOUNT_KIND_OF,
  ROBO_PAGE_SIZE,
  ROBO_SELL_FEE_BANDS,
  ROBO_SUBJECTS,
  ROBO_SUBJECT_NAMES,
  shareByWeights,
  roboAllocationOf,
  roboHoldingMonths,
  roboKindsOf,
  roboSellFeeBandText,
  roboSellFeeRateOf,
  roboStatementWindowOf,
  roboSubjectOf,
  taipeiDayStart,
  taipeiDaysRange,
  taipeiToday,
  monthlyReturnsOf,
  ROBO_RETURN_KINDS,
  xirrOf,
  xirrPercentText,
} from '@lendbridge/domain';
import type {
  MonthlyReturn,
  ReturnMovement,
  RoboAccountAnswer,
  RoboHoldingAnswer,
  RoboHoldingStatus,
  RoboInvestmentsQuery,
  RoboProduct,
  RoboSubjectName,
  RoboSummaryAnswer,
  RoboTransactionAnswer,
  RoboTransactionsQuery,
} from '@lendbridge/domain';
import { SqlConditions } from '../../common/sql.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { roboCash, userCash } from '../ledger/ledger-accounts.js';
import { balanceShort } from '../orders/orders.errors.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { candidateLoans, eligibleFor, roboCashOf, roboHeldOf } from './robo.queries.js';
import { roboNotOpen } from './robo.errors.js';
import { paginationMeta } from '../../common/pagination.js';

const HOLDING_ORDER = {
  groupAmount: 'group_amount',
  period: 'period',
  apr: 'apr::numeric',
  last_invested_at: 'last_invested_at',
} as const;

/** The paging block of the robo lists. */
const paginationOf = (total: number, count: number, page: number) => paginationMeta(total, count, ROBO_PAGE_SIZE, page);

/**
 * The member side of robo investing: the internal transfer that opens a robo investment, and the
 * robo screens (summary, statement and its grouping, the loans held, the robo investments).
 */
@Injectable()
export class RoboService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly clock: BusinessClock,
  ) {}

  /** Whether the member may use the product: stable is open to every full member, vip to members staff flag. */
  async assertOpen(userId: number, product: RoboProduct): Promise<void> {
    if (product === 'stable') return;
    const [row] = (await this.dataSource.query(`SELECT robo_vip FROM users WHERE id = $1`, [userId])) as { robo_vip: boolean }[];
    if (row?.robo_vip !== true) throw roboNotOpen();
  }

  /**
   * The internal transfer: the amount leaves the member's cash for their robo cash of the product
   * in one transaction that also writes the robo investment (its serial), under the cash
   * account's lock, so two transfers never spend the same money. The engine invests it next.
   */
  async transferIn(userId: number, product: RoboProduct, amount: number, now: Date = new Date()): Promise<{ serial: string; amount: number; created_at: string }> {
    await this.assertOpen(userId, product);
    const at = await this.clock.instant(now);
    return this.dataSource.transaction(async (manager) => {
      const cash = await this.ledger.lockBalance(manager, userCash(userId));
      if (cash < amount) throw balanceShort();
      const [row] = (await manager.query(
        `INSERT INTO robo_investments (serial, user_id, product, amount, transfer_reference, created_at)
         VALUES (next_robo_investment_serial($4::timestamptz), $1, $2, $3, '', $4)
         RETURNING id, serial, amount, created_at`,
        [userId, product, amount, at],
      )) as { id: number; serial: string; amount: number; created_at: Date }[];
      const reference = `robo_investment:${row.id}`;
      await this.ledger.transfer(manager, {
        from: userCash(userId),
        to: roboCash(userId, product),
        amount,
        kind: 'robo_transfer_in',
        at,
        reference,
        caseSerial: row.serial,
        description: row.serial,
      });
      await manager.query(`UPDATE robo_investments SET transfer_reference = $2 WHERE id = $1`, [row.id, reference]);
      return { serial: row.serial, amount: row.amount, created_at: row.created_at.toISOString() };
    });
  }

  /** How many listed loans the product may buy a part of for the member now (the page's guardrail before a transfer). */
  async matchingLoans(userId: number, product: RoboProduct, now: Date = new Date()): Promise<number> {
    const loans = await candidateLoans(this.dataSource.manager, await this.clock.instant(now));
    return eligibleFor(loans, userId, product).length;
  }

  async summary(userId: number, product: RoboProduct, now: Date = new Date()): Promise<RoboSummaryAnswer> {
    const manager = this.dataSource.manager;
    const [cash, held, loans, groups, counted] = await Promise.all([
      roboCashOf(manager, userId, product),
      roboHeldOf(manager, userId, product),
      this.clock.instant(now).then((at) => candidateLoans(manager, at)),
      this.subjectSums(userId, product, null),
      manager.query(`SELECT count(*)::int AS accounts FROM robo_investments WHERE user_id = $1 AND product = $2`, [userId, product]) as Promise<
        { accounts: number }[]
      >,
    ]);
    const matching = eligibleFor(loans, userId, product);
    const value = cash + held.principal + held.waiting;
    const next = roboAllocationOf({ user_id: String(userId), cash, value, held }, matching, product);
    const bands = ROBO_SELL_FEE_BANDS.map((band, index) =>
      roboSellFeeBandText(band.from_months, ROBO_SELL_FEE_BANDS[index + 1]?.from_months ?? null, band.rate_percent),
    );
    return {
      product,
      cash,
      invested_principal: held.principal,
      waiting_amount: held.waiting,
      total_amount: value,
      accounts: counted[0]?.accounts ?? 0,
      matching_loans: matching.length,
      sell_fee_rates: bands,
      transaction_group: groups,
      statistics_calculating: next.length > 0,
      ...(await this.returnsOf(userId, product, value, now)),
    };
  }

  /**
   * The product's returns: the XIRR of transfers in (out), sale proceeds (in) and the product's worth
   * in on the business date; and the last twelve months of principal, income and robo fees.
   */
  private async returnsOf(userId: number, product: RoboProduct, value: number, now: Date): Promise<{ xirr: string | null; monthly: MonthlyReturn[] }> {
    const today = taipeiToday(await this.clock.instant(now));
    const accountId = await this.ledger.findUserAccountId(userId, ROBO_LEDGER_ACCOUNT_KIND_OF[product]);
    if (accountId === null) return { xirr: null, monthly: monthlyReturnsOf([], today) };
    const rows = (await this.dataSource.query(
      `SELECT kind, amount, to_char(created_at AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD') AS date
         FROM ledger_transfers
        WHERE (kind = 'robo_transfer_in' AND credit_account_id = $1) OR (kind = 'robo_sale_proceeds' AND debit_account_id = $1)
           OR (kind = ANY ($2::text[]) AND credit_account_id = $1) OR (kind = ANY ($3::text[]) AND debit_account_id = $1)
        ORDER BY id`,
      [accountId, [...ROBO_RETURN_KINDS.principal, ...ROBO_RETURN_KINDS.income], [...ROBO_RETURN_KINDS.fee]],
    )) as { kind: string; amount: number; date: string }[];
    const flows = rows
      .filter((row) => row.kind === 'robo_transfer_in' || row.kind === 'robo_sale_proceeds')
      .map((row) => ({ date: row.date, amount: row.kind === 'robo_transfer_in' ? -Number(row.amount) : Number(row.amount) }));
    const kindOf = (kind: string): ReturnMovement['kind'] | undefined =>
      (Object.entries(ROBO_RETURN_KINDS) as [ReturnMovement['kind'], readonly string[]][]).find(([, kinds]) => kinds.includes(kind))?.[0];
    const movements = rows.flatMap((row): ReturnMovement[] => {
      const kind = kindOf(row.kind);
      return kind === undefined ? [] : [{ date: row.date, kind, amount: Number(row.amount) }];
    });
    const rate = xirrOf([...flows, { date: today, amount: value }]);
    return { xirr: rate === null ? null : xirrPercentText(rate), monthly: monthlyReturnsOf(movements, today) };
  }

  /** The sums per robo subject, over the whole history or a window, every subject listed. */
  private async subjectSums(userId: number, product: RoboProduct, range: { start: Date; end: Date } | null) {
    const accountId = await this.ledger.findUserAccountId(userId, ROBO_LEDGER_ACCOUNT_KIND_OF[product]);
    const sums = new Map<RoboSubjectName, number>();
    if (accountId !== null) {
      const rows = (await this.dataSource.query(
        `SELECT kind, (debit_account_id = $1) AS is_debit, sum(amount)::bigint AS total
           FROM ledger_transfers
          WHERE (debit_account_id = $1 OR credit_account_id = $1) AND ($2::timestamptz IS NULL OR (created_at >= $2 AND created_at < $3))
          GROUP BY kind, (debit_account_id = $1)`,
        [accountId, range?.start ?? null, range?.end ?? null],
      )) as { kind: string; is_debit: boolean; total: number }[];
      for (const row of rows) {
        const subject = roboSubjectOf(row.kind, row.is_debit ? 'debit' : 'credit');
        if (subject !== undefined) sums.set(subject, (sums.get(subject) ?? 0) + row.total);
      }
    }
    return ROBO_SUBJECT_NAMES.map((subject) => ({ subject, chinese_name: ROBO_SUBJECTS[subject].chinese_name, amount: sums.get(subject) ?? 0 }));
  }

  private async window(query: RoboTransactionsQuery, now: Date) {
    const fallback = roboStatementWindowOf(taipeiToday(await this.clock.instant(now)));
    return { start_date: query.start_date ?? fallback.start_date, end_date: query.end_date ?? fallback.end_date };
  }

  /** The robo statement: the robo cash's movements in the window, newest first, 15 a page. */
  async transactions(userId: number, product: RoboProduct, query: RoboTransactionsQuery, now: Date = new Date()) {
    const window = await this.window(query, now);
    const accountId = await this.ledger.findUserAccountId(userId, ROBO_LEDGER_ACCOUNT_KIND_OF[product]);
    if (accountId === null) return { data: [], meta: paginationOf(0, 0, query.page), ...window };
    const range = taipeiDaysRange(window.start_date, window.end_date);
    const kinds = roboKindsOf(query.robo_subjects);
    const where = `WHERE ((t.debit_account_id = $1 AND t.kind = ANY ($2::text[])) OR (t.credit_account_id = $1 AND t.kind = ANY ($3::text[])))
                     AND t.created_at >= $4 AND t.created_at < $5`;
    const params = [accountId, kinds.debit, kinds.credit, range.start, range.end];
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT t.id, t.kind, t.amount, (t.debit_account_id = $1) AS is_debit,
                CASE WHEN t.debit_account_id = $1 THEN t.debit_balance_after ELSE t.credit_balance_after END AS balance,
                t.case_serial, t.created_at
           FROM ledger_transfers t ${where}
          ORDER BY t.id DESC LIMIT $6 OFFSET $7`,
        [...params, ROBO_PAGE_SIZE, (query.page - 1) * ROBO_PAGE_SIZE],
      ) as Promise<{ id: number; kind: string; amount: number; is_debit: boolean; balance: number; case_serial: string | null; created_at: Date }[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM ledger_transfers t ${where}`, params) as Promise<{ total: number }[]>,
    ]);
    const data = rows.flatMap((row): RoboTransactionAnswer[] => {
      const subject = roboSubjectOf(row.kind, row.is_debit ? 'debit' : 'credit');
      if (subject === undefined) return [];
      return [
        {
          id: row.id,
          subject,
          chinese_name: ROBO_SUBJECTS[subject].chinese_name,
          amount: row.is_debit ? -row.amount : row.amount,
          balance: row.balance,
          case_serial: row.case_serial,
          created_at: row.created_at.toISOString(),
        },
      ];
    });
    return { data, meta: paginationOf(counted[0]?.total ?? 0, data.length, query.page), ...window };
  }

  /** The statement's grouping: the sums per subject over the same window and subjects. */
  async grouping(userId: number, product: RoboProduct, query: RoboTransactionsQuery, now: Date = new Date()) {
    const window = await this.window(query, now);
    const sums = await this.subjectSums(userId, product, taipeiDaysRange(window.start_date, window.end_date));
    const shown = query.robo_subjects.length > 0 ? sums.filter((row) => query.robo_subjects.includes(row.subject)) : sums;
    return { data: shown, ...window };
  }

  /** The loans the product holds parts of, one row a loan, 15 a page. */
  async holdings(userId: number, product: RoboProduct, query: RoboInvestmentsQuery) {
    const conditions = new SqlConditions();
    conditions.add((p) => `i.user_id = ${p}`, userId);
    conditions.add((p) => `i.robo_product = ${p}`, product);
    conditions.addFixed(`i.status IN ('waiting', 'active', 'finished', 'cleared')`);
    if (query.account_serial_like) conditions.add((p) => `l.serial ILIKE ${p}`, `%${query.account_serial_like}%`);
    const having: string[] = [];
    const dayFilter = (column: string, op: '>=' | '<', date: string | undefined) => {
      if (date === undefined) return;
      conditions.params.push(taipeiDayStart(date));
      having.push(`${column} ${op} $${conditions.params.length}`);
    };
    dayFilter('max(i.created_at)', '>=', query.invested_at_gte);
    dayFilter('max(i.created_at)', '<', query.invested_at_lt);
    dayFilter('min(i.created_at)', '>=', query.created_at_gte);
    dayFilter('min(i.created_at)', '<', query.created_at_lt);
    const statusSql = `CASE WHEN bool_or(i.status = 'active') THEN 'active' WHEN bool_or(i.status = 'waiting') THEN 'waiting' ELSE 'finished' END`;
    if (query.status !== undefined) {
      conditions.params.push(query.status);
      having.push(`${statusSql} = $${conditions.params.length}`);
    }
    const select = `
      SELECT l.serial AS loan_serial, l.grade AS credit_level, l.apr::text AS apr, l.period,
             sum(i.amount)::bigint AS group_amount, count(*)::int AS parts,
             sum(CASE WHEN i.status = 'active'
                      THEN i.amount - COALESCE((SELECT sum(r.paid_principal) FROM investment_repayments r WHERE r.investment_id = i.id), 0)
                      WHEN i.status = 'waiting' THEN i.amount ELSE 0 END)::bigint AS remain_principal,
             min(i.created_at) AS created_at, max(i.created_at) AS last_invested_at, ${statusSql} AS status
        FROM investments i JOIN loans l ON l.id = i.loan_id
        ${conditions.where}
       GROUP BY l.id
       ${having.length > 0 ? `HAVING ${having.join(' AND ')}` : ''}`;
    const order = HOLDING_ORDER[query.order_by ?? 'last_invested_at'];
    const direction = (query.order_dir ?? 'desc') === 'asc' ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM (${select}) held ORDER BY ${order} ${direction}, loan_serial ${direction}
          LIMIT $${conditions.params.length + 1} OFFSET $${conditions.params.length + 2}`,
        [...conditions.params, ROBO_PAGE_SIZE, (query.page - 1) * ROBO_PAGE_SIZE],
      ) as Promise<
        {
          loan_serial: string;
          credit_level: string;
          apr: string;
          period: number;
          group_amount: number;
          parts: number;
          remain_principal: number;
          created_at: Date;
          last_invested_at: Date;
          status: RoboHoldingStatus;
        }[]
      >,
      this.dataSource.query(`SELECT count(*)::int AS total FROM (${select}) held`, conditions.params) as Promise<{ total: number }[]>,
    ]);
    const data = rows.map(
      (row): RoboHoldingAnswer & { status_label: string } => ({
        loan_serial: row.loan_serial,
        credit_level: row.credit_level,
        apr: row.apr,
        period: row.period,
        groupAmount: row.group_amount,
        parts: row.parts,
        remain_principal: row.remain_principal,
        created_at: row.created_at.toISOString(),
        last_invested_at: row.last_invested_at.toISOString(),
        status: row.status,
        status_label: ROBO_HOLDING_STATUS_LABELS[row.status],
      }),
    );
    return { data, meta: paginationOf(counted[0]?.total ?? 0, data.length, query.page) };
  }

  /**
   * The member's robo investments of the product (one per transfer), newest first. Each carries
   * its share of the product's net income so far (interest and penalties received, protection
   * beyond the principal it replaced not counted, less the robo lender fee), shared by amount with
   * the largest remainder, so the shares add up to the income exactly; what its sales sold is
   * taken off what it would bring back.
   */
  async accounts(userId: number, product: RoboProduct, now: Date = new Date()): Promise<RoboAccountAnswer[]> {
    const rows = (await this.dataSource.query(
      `SELECT r.serial, r.amount, r.created_at,
              COALESCE((SELECT sum(s.target_amount) FROM robo_sales s WHERE s.robo_investment_id = r.id AND s.status = 'sold'), 0)::bigint AS sold,
              EXISTS (SELECT 1 FROM robo_sales s WHERE s.robo_investment_id = r.id AND s.status = 'selling') AS selling
         FROM robo_investments r WHERE r.user_id = $1 AND r.product = $2 ORDER BY r.created_at DESC, r.id DESC`,
      [userId, product],
    )) as { serial: string; amount: number; created_at: Date; sold: number; selling: boolean }[];
    if (rows.length === 0) return [];
    const sums = await this.subjectSums(userId, product, null);
    const of = (subject: RoboSubjectName) => sums.find((row) => row.subject === subject)?.amount ?? 0;
    const income = Math.max(0, of('interest_income') + of('penalty_income') - of('robo_fee'));
    const shares = shareByWeights(
      income,
      rows.map((row) => row.amount),
    );
    const today = taipeiToday(await this.clock.instant(now));
    return rows.map((row, index) => {
      const holding = roboHoldingMonths(taipeiToday(row.created_at), today);
      const interest = shares[index] ?? 0;
      const recovery = Math.max(0, row.amount + interest - row.sold);
      return {
        serial: row.serial,
        product,
        amount: row.amount,
        created_at: row.created_at.toISOString(),
        holding_time: holding,
        current_interest: interest,
        total_recovery: recovery,
        sell_fee_rate: roboSellFeeRateOf(holding),
        status: row.selling ? 'selling' : recovery === 0 ? 'sold' : 'active',
      };
    });
  }
}
