import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { ROBO_LEDGER_ACCOUNT_KINDS, ROBO_PRODUCTS, ROBO_PRODUCT_RULES, roboAllocationOfRanked, roboOrdersOf, roboRankedCandidatesOf } from '@lendbridge/domain';
import type { RoboCandidateLoan, RoboLedgerAccountKind, RoboProduct } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { OrdersService } from '../orders/orders.service.js';
import { ROBO_ENGINE_LOCK_CLASS } from './robo-locks.js';
import { candidateLoans, roboHeldOf } from './robo.queries.js';
import type { CandidateLoanRow } from './robo.queries.js';

/** One robo cash account with enough cash for a part of its product. */
interface FundedAccount {
  id: number;
  user_id: number;
  kind: RoboLedgerAccountKind;
  balance: number;
}

/** A listed loan as a round tracks it: its amount still open falls as accounts buy. */
type OpenLoan = Omit<CandidateLoanRow, 'investable_amount'> & { investable_amount: number };

const PRODUCT_OF: Readonly<Record<RoboLedgerAccountKind, RoboProduct>> = { robo_stable: 'stable', robo_vip: 'vip' };

export interface RoboEngineReport {
  /** Accounts looked at. */
  accounts: number;
  /** Accounts another process was investing for at the time (left to it). */
  skipped: number;
  /** Parts ordered, and their whole NT$. */
  investments: number;
  amount: number;
  /** Accounts whose order was refused this round (the cash moved meanwhile); the next round looks again. */
  refused: number;
}

/**
 * The robo engine: for every robo cash account holding at least a part of its product (and not
 * selling: a sale keeps its cash for the seller), it chooses
 * the parts by the product's rules (roboAllocationOf, over the loans listed now and what the
 * account already holds) and orders them through the order path manual orders take
 * (OrdersService.placeRoboOrder). One transaction an account, under a transaction-scoped advisory
 * lock of the account taken without waiting: several API processes can run it at once, and an
 * account one of them is investing for is left to it.
 */
@Injectable()
export class RoboEngineService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
  ) {}

  /**
   * One round: the market is read and ranked once per product, and what each account buys is taken
   * off the loans' amounts in memory before the next account chooses; a loan another order filled
   * meanwhile is skipped by the order path's conditional take.
   */
  async run(now: Date): Promise<RoboEngineReport> {
    const least = Math.min(...Object.values(ROBO_PRODUCT_RULES).map((rule) => rule.part_amount));
    const accounts = (await this.dataSource.query(
      `SELECT a.id, a.user_id, a.kind, a.balance FROM ledger_accounts a
        WHERE a.kind = ANY ($1::text[]) AND a.balance >= $2
          AND NOT EXISTS (SELECT 1 FROM robo_sales s WHERE s.user_id = a.user_id AND 'robo_' || s.product = a.kind AND s.status = 'selling')
        ORDER BY a.id`,
      [[...ROBO_LEDGER_ACCOUNT_KINDS], least],
    )) as FundedAccount[];
    const report: RoboEngineReport = { accounts: accounts.length, skipped: 0, investments: 0, amount: 0, refused: 0 };
    if (accounts.length === 0) return report;
    // One object a loan, shared by the products' rankings, so an amount taken shows in both.
    const market = new Map<string, OpenLoan>((await candidateLoans(this.dataSource.manager, now)).map((loan) => [loan.serial, { ...loan }]));
    const ranked = new Map(ROBO_PRODUCTS.map((product) => [product, roboRankedCandidatesOf([...market.values()], product)]));
    for (const account of accounts) {
      try {
        const placed = await this.dataSource.transaction((manager) => this.investFor(manager, account, market, ranked, now));
        if (placed === null) {
          report.skipped += 1;
          continue;
        }
        for (const part of placed) {
          const loan = market.get(part.loan_serial);
          if (loan) loan.investable_amount -= part.amount;
        }
        report.investments += placed.length;
        report.amount += placed.reduce((sum, part) => sum + part.amount, 0);
      } catch (error) {
        // The cash moved between the read and the order (another process invested it): the next round looks again.
        if (!(error instanceof AppError)) throw error;
        report.refused += 1;
      }
    }
    return report;
  }

  /** Invests one account's cash; null when another process holds the account. */
  private async investFor(
    manager: EntityManager,
    account: FundedAccount,
    market: ReadonlyMap<string, OpenLoan>,
    ranked: ReadonlyMap<RoboProduct, readonly RoboCandidateLoan[]>,
    now: Date,
  ): Promise<{ loan_serial: string; amount: number }[] | null> {
    const [lock] = (await manager.query(`SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS locked`, [
      ROBO_ENGINE_LOCK_CLASS,
      account.id,
    ])) as { locked: boolean }[];
    if (!lock.locked) return null;
    const product = PRODUCT_OF[account.kind];
    const [{ balance: cash }] = (await manager.query(`SELECT balance FROM ledger_accounts WHERE id = $1`, [account.id])) as { balance: number }[];
    const held = await roboHeldOf(manager, account.user_id, product);
    const parts = roboAllocationOfRanked(
      { user_id: String(account.user_id), cash, value: cash + held.waiting + held.principal, held },
      ranked.get(product) ?? [],
      product,
    );
    if (parts.length === 0) return [];
    const lines = roboOrdersOf(parts).map((order) => ({ loanId: market.get(order.serial)?.id as number, serial: order.serial, amount: order.amount }));
    return this.orders.placeRoboOrder(manager, account.user_id, product, lines, now);
  }
}
