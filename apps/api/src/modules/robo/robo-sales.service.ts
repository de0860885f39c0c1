import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  RESALE_OPEN_ROW_STATUSES,
  ROBO_LEDGER_ACCOUNT_KIND_OF,
  percentFeeOf,
  roboCapsOf,
  roboHoldingMonths,
  roboSaleExpiryOf,
  roboSellFeeRateOf,
  taipeiToday,
} from '@lendbridge/domain';
import type { RoboProduct, RoboSellOverviewAnswer } from '@lendbridge/domain';
import { LedgerService } from '../ledger/ledger.service.js';
import { PLATFORM, roboCash, userCash } from '../ledger/ledger-accounts.js';
import { moveInvestment } from '../orders/investment-moves.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { ROBO_ENGINE_LOCK_CLASS } from './robo-locks.js';
import { roboCashOf, roboHeldOf } from './robo.queries.js';
import { roboAccountNotFound, roboNoSale, roboNotSaleable, roboSaleActive } from './robo.errors.js';
import { RoboService } from './robo.service.js';

interface SaleRow {
  id: number;
  robo_investment_id: number;
  user_id: number;
  product: RoboProduct;
  target_amount: number;
  sell_fee_rate: string;
  sells_all: boolean;
  expires_on: string | null;
  started_at: Date;
}

const SALE_COLUMNS = `id, robo_investment_id, user_id, product, target_amount, sell_fee_rate::text AS sell_fee_rate, sells_all,
  to_char(expires_on, 'YYYY-MM-DD') AS expires_on, started_at`;

/** A seller's part another robo account may take over: active, nothing owed by the business date. */
interface SalePart {
  id: number;
  serial: string;
  loan_id: number;
  loan_serial: string;
  borrower_id: number;
  remain_principal: number;
}

export interface RoboSalesReport {
  parts: number;
  sold: number;
  expired: number;
}

/**
 * Selling robo investments. A sale asks for an amount of one robo investment (at most what it is
 * worth now and has not sold); while it sells, the seller's engine buys nothing, cash the seller's
 * robo account receives counts towards it, and other robo accounts of the product buy the seller's
 * parts whole at their remaining principal (the interest accrued on a part sold goes with it: a
 * part for sale earns its seller nothing more). When the robo cash reaches the amount, the amount
 * less the sell fee (by the investment's holding time when the sale started) reaches the seller's
 * collection account. A sale lives ROBO_SALE_DAYS unless it sells everything; it can be cancelled.
 */
@Injectable()
export class RoboSalesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly clock: BusinessClock,
    private readonly robo: RoboService,
  ) {}

  private async account(userId: number, product: RoboProduct, serial: string, manager: EntityManager = this.dataSource.manager) {
    const [row] = (await manager.query(
      `SELECT id, serial, amount, created_at FROM robo_investments WHERE user_id = $1 AND product = $2 AND serial = $3`,
      [userId, product, serial],
    )) as { id: number; serial: string; amount: number; created_at: Date }[];
    if (!row) throw roboAccountNotFound();
    return row;
  }

  private async activeSale(manager: EntityManager, userId: number, product: RoboProduct, lock = false): Promise<SaleRow | null> {
    const rows = (await manager.query(
      `SELECT ${SALE_COLUMNS} FROM robo_sales WHERE user_id = $1 AND product = $2 AND status = 'selling' ${lock ? 'FOR UPDATE' : ''}`,
      [userId, product],
    )) as SaleRow[];
    return rows[0] ?? null;
  }

  /** What may be sold of a robo investment now: its recovery (amount and income share) less what its sales sold, at most the product's worth. */
  async overview(userId: number, product: RoboProduct, serial: string, now: Date = new Date()): Promise<RoboSellOverviewAnswer> {
    const account = await this.account(userId, product, serial);
    const today = taipeiToday(await this.clock.instant(now));
    // The product's worth is its cash and the principal it holds; the summary's market scan is not needed here.
    const manager = this.dataSource.manager;
    const [accounts, cash, held, active] = await Promise.all([
      this.robo.accounts(userId, product, now),
      roboCashOf(manager, userId, product),
      roboHeldOf(manager, userId, product),
      this.activeSale(manager, userId, product),
    ]);
    const worth = cash + held.principal + held.waiting;
    const recovery = accounts.find((entry) => entry.serial === serial)?.total_recovery ?? 0;
    const holding = roboHoldingMonths(taipeiToday(account.created_at), today);
    const onThis = active !== null && active.robo_investment_id === account.id ? active : null;
    return {
      account_serial: serial,
      saleable_amount: active === null ? Math.max(0, Math.min(recovery, worth)) : 0,
      holding_time: holding,
      sell_fee_rate: roboSellFeeRateOf(holding),
      active_sell_investment:
        onThis === null
          ? null
          : {
              target_amount: onThis.target_amount,
              sold_amount: Math.min(onThis.target_amount, cash),
              sell_fee_rate: Number(onThis.sell_fee_rate),
              expires_on: onThis.expires_on,
              start_sell_at: onThis.started_at.toISOString(),
            },
    };
  }

  /** Starts a sale of an amount of the robo investment (the form was checked against its saleable amount). */
  async start(userId: number, product: RoboProduct, serial: string, amount: number, saleable: number, now: Date = new Date()) {
    const at = await this.clock.instant(now);
    const today = taipeiToday(at);
    return this.dataSource.transaction(async (manager) => {
      const account = await this.account(userId, product, serial, manager);
      await manager.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [ROBO_ENGINE_LOCK_CLASS, await this.roboAccountIdOf(manager, userId, product)]);
      if ((await this.activeSale(manager, userId, product)) !== null) throw roboSaleActive();
      if (saleable <= 0) throw roboNotSaleable();
      const sellsAll = amount === saleable;
      const rate = roboSellFeeRateOf(roboHoldingMonths(taipeiToday(account.created_at), today));
      const [sale] = (await manager.query(
        `INSERT INTO robo_sales (robo_investment_id, user_id, product, target_amount, sell_fee_rate, sells_all, expires_on, started_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${SALE_COLUMNS}`,
        [account.id, userId, product, amount, rate, sellsAll, roboSaleExpiryOf(today, sellsAll), at],
      )) as SaleRow[];
      return sale;
    });
  }

  /** Refuses a second sale of the product while one sells. */
  async assertNoSale(userId: number, product: RoboProduct): Promise<void> {
    if ((await this.activeSale(this.dataSource.manager, userId, product)) !== null) throw roboSaleActive();
  }

  /** Cancels the member's sale of the product: the engine invests the robo cash again. */
  async cancel(userId: number, product: RoboProduct, now: Date = new Date()): Promise<void> {
    const at = await this.clock.instant(now);
    await this.dataSource.transaction(async (manager) => {
      const sale = await this.activeSale(manager, userId, product, true);
      if (sale === null) throw roboNoSale();
      await manager.query(`UPDATE robo_sales SET status = 'cancelled', closed_at = $2 WHERE id = $1`, [sale.id, at]);
    });
  }

  /**
   * One round over the sales in progress, oldest first: a sale past its last day expires; other
   * robo accounts buy the seller's parts until the seller's robo cash meets the amount; a sale met
   * pays out. Each part moves in a transaction of its own under the engine locks of both accounts
   * (taken without waiting: an account the engine is working on is left to the next round).
   */
  async run(now: Date): Promise<RoboSalesReport> {
    const today = taipeiToday(now);
    const report: RoboSalesReport = { parts: 0, sold: 0, expired: 0 };
    const sales = (await this.dataSource.query(`SELECT ${SALE_COLUMNS} FROM robo_sales WHERE status = 'selling' ORDER BY started_at, id`)) as SaleRow[];
    for (const sale of sales) {
      if (sale.expires_on !== null && sale.expires_on < today) {
        const expired = await this.dataSource.query(`UPDATE robo_sales SET status = 'expired', closed_at = $2 WHERE id = $1 AND status = 'selling' RETURNING id`, [
          sale.id,
          now,
        ]);
        if ((expired as unknown[]).length > 0) report.expired += 1;
        continue;
      }
      if (await this.payOut(sale, now)) {
        report.sold += 1;
        continue;
      }
      const parts = (await this.dataSource.query(
        `SELECT i.id, i.serial, i.loan_id, l.serial AS loan_serial, l.borrower_id,
                (SELECT COALESCE(sum(r.principal - r.paid_principal), 0) FROM investment_repayments r
                  WHERE r.investment_id = i.id AND r.status = ANY ($3::text[]))::bigint AS remain_principal
           FROM investments i JOIN loans l ON l.id = i.loan_id
          WHERE i.user_id = $1 AND i.robo_product = $2 AND i.status = 'active' AND l.status = 'repaying'
            AND NOT EXISTS (SELECT 1 FROM investment_repayments r WHERE r.investment_id = i.id AND r.status = ANY ($3::text[])
                             AND (r.status = 'late' OR r.due_date <= $4::date))
            AND NOT EXISTS (SELECT 1 FROM clear_requests c WHERE c.investment_id = i.id AND c.status IN ('wait_agree', 'wait_clear'))
          ORDER BY i.id`,
        [sale.user_id, sale.product, [...RESALE_OPEN_ROW_STATUSES], today],
      )) as SalePart[];
      for (const part of parts) {
        if (part.remain_principal <= 0) continue;
        const moved = await this.sellPart(sale, part, now);
        if (moved) report.parts += 1;
        if (await this.payOut(sale, now)) {
          report.sold += 1;
          break;
        }
      }
    }
    return report;
  }

  /** Pays a sale out once the seller's robo cash meets its amount; answers whether it did. */
  private payOut(sale: SaleRow, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [current] = (await manager.query(`SELECT status FROM robo_sales WHERE id = $1 FOR UPDATE`, [sale.id])) as { status: string }[];
      if (current?.status !== 'selling') return false;
      const seller = roboCash(sale.user_id, sale.product);
      const cash = await this.ledger.lockBalance(manager, seller);
      if (cash < sale.target_amount) return false;
      const fee = percentFeeOf('target_amount', sale.target_amount, Number(sale.sell_fee_rate));
      const proceeds = sale.target_amount - fee;
      const reference = `robo_sale:${sale.id}`;
      if (proceeds > 0) {
        await this.ledger.transfer(manager, { from: seller, to: userCash(sale.user_id), amount: proceeds, kind: 'robo_sale_proceeds', at: now, reference });
      }
      if (fee > 0) {
        await this.ledger.transfer(manager, { from: seller, to: PLATFORM.income, amount: fee, kind: 'robo_sell_fee', at: now, reference });
      }
      await manager.query(`UPDATE robo_sales SET status = 'sold', sell_fee = $2, proceeds = $3, closed_at = $4 WHERE id = $1`, [sale.id, fee, proceeds, now]);
      return true;
    });
  }

  /**
   * Moves one part of the seller to the first other robo account of the product whose cash covers
   * its remaining principal and whose caps take it; answers whether a buyer took it.
   */
  private async sellPart(sale: SaleRow, part: SalePart, now: Date): Promise<boolean> {
    const buyers = (await this.dataSource.query(
      `SELECT id, user_id, balance FROM ledger_accounts
        WHERE kind = $1 AND user_id <> $2 AND user_id <> $3 AND balance >= $4
          AND NOT EXISTS (SELECT 1 FROM robo_sales s WHERE s.user_id = ledger_accounts.user_id AND s.product = $5 AND s.status = 'selling')
        ORDER BY id`,
      [ROBO_LEDGER_ACCOUNT_KIND_OF[sale.product], sale.user_id, part.borrower_id, part.remain_principal, sale.product],
    )) as { id: number; user_id: number; balance: number }[];
    for (const buyer of buyers) {
      const moved = await this.dataSource.transaction(async (manager) => {
        const [sellerLock] = (await manager.query(`SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS locked`, [
          ROBO_ENGINE_LOCK_CLASS,
          await this.roboAccountIdOf(manager, sale.user_id, sale.product),
        ])) as { locked: boolean }[];
        const [buyerLock] = (await manager.query(`SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS locked`, [ROBO_ENGINE_LOCK_CLASS, buyer.id])) as {
          locked: boolean;
        }[];
        if (!sellerLock.locked || !buyerLock.locked) return false;
        await manager.query(`SELECT id FROM loans WHERE id = $1 FOR UPDATE`, [part.loan_id]);
        const [investment] = (await manager.query(`SELECT status, user_id FROM investments WHERE id = $1 FOR UPDATE`, [part.id])) as {
          status: string;
          user_id: number;
        }[];
        const [{ remain }] = (await manager.query(
          `SELECT COALESCE(sum(principal - paid_principal), 0)::bigint AS remain FROM investment_repayments WHERE investment_id = $1 AND status = ANY ($2::text[])`,
          [part.id, [...RESALE_OPEN_ROW_STATUSES]],
        )) as { remain: number }[];
        if (investment?.status !== 'active' || investment.user_id !== sale.user_id || remain !== part.remain_principal) return false;
        const held = await roboHeldOf(manager, buyer.user_id, sale.product);
        const cash = await this.ledger.lockBalance(manager, roboCash(buyer.user_id, sale.product));
        if (cash < remain) return false;
        const caps = roboCapsOf({ user_id: String(buyer.user_id), cash, value: cash + held.waiting + held.principal, held }, sale.product);
        const ofLoan = held.loans[part.loan_serial] ?? 0;
        const ofBorrower = held.borrowers[String(part.borrower_id)] ?? 0;
        if (ofLoan + remain > caps.loanCap || ofBorrower + remain > caps.borrowerCap) return false;
        const created = await moveInvestment(manager, {
          investmentId: part.id,
          loanId: part.loan_id,
          buyerId: buyer.user_id,
          remainPrincipal: remain,
          lenderFee: '0',
          roboProduct: sale.product,
          origin: { roboSaleId: sale.id },
          now,
        });
        await this.ledger.transfer(manager, {
          from: roboCash(buyer.user_id, sale.product),
          to: roboCash(sale.user_id, sale.product),
          amount: remain,
          kind: 'robo_sale_purchase',
          at: now,
          reference: `robo_sale:${sale.id}`,
          caseSerial: created.serial,
          description: part.loan_serial,
        });
        return true;
      });
      if (moved) return true;
    }
    return false;
  }

  private async roboAccountIdOf(manager: EntityManager, userId: number, product: RoboProduct): Promise<number> {
    const id = await this.ledger.findUserAccountId(userId, ROBO_LEDGER_ACCOUNT_KIND_OF[product], manager);
    if (id === null) throw roboAccountNotFound();
    return id;
  }
}
