import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  MARKET_PAGE_SIZE,
  RESALE_FEE_PERCENT,
  RESALE_TEXTS,
  isResalePriceInBand,
  resaleDescription,
  resalePriceBoundsOf,
  resaleRefusalOf,
  resaleScheduleFactsOf,
  resaleSettlementOf,
} from '@lendbridge/domain';
import type {
  ResaleMarketListAnswer,
  ResaleOfferAnswer,
  ResaleOrderAnswer,
  ResaleOrderPreview,
  ResaleScheduleFacts,
  ResaleSellPreview,
} from '@lendbridge/domain';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { resolveSessionSecret } from '../../config/session-secret.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { insufficientBalance } from '../ledger/ledger.errors.js';
import { PLATFORM, userCash } from '../ledger/ledger-accounts.js';
import { assertReviewsPassed } from '../members/member-review.js';
import { investmentNotFound } from '../orders/orders.errors.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { notResaleable, offerClosed, offerExists, offerNotFound, ownLoan, ownOffer, priceOutOfBand, termsChanged } from './resale.errors.js';
import { presentLoanFacts, presentMarketRow, presentOwnOffer } from './resale.presenter.js';
import {
  findOffer,
  insertOffer,
  investmentById,
  lockInvestment,
  marketOffer,
  marketOffers,
  openOfferOf,
  ownInvestment,
  scheduleRows,
  scheduleRowsOf,
  transferInvestment,
  withdrawOffer,
} from './resale.queries.js';
import type { ResaleInvestmentDbRow, ResaleMarketDbRow } from './resale.queries.js';
import { paginationMeta } from '../../common/pagination.js';

/** The key of the order hashes, derived from the app's secret so that the secret itself signs nothing else. */
const HASH_KEY_PURPOSE = 'lendbridge:resale-order';

/** Why the investment cannot be resold now, or null. */
const refusalOf = (investment: Pick<ResaleInvestmentDbRow, 'status' | 'loan_status' | 'clearing_open'>, facts: ResaleScheduleFacts) =>
  resaleRefusalOf({ investment_status: investment.status, loan_status: investment.loan_status, clearing_open: investment.clearing_open, schedule: facts });

/**
 * Resale (債權轉讓, bid): a lender offers what remains of an active, on-time investment at a whole
 * NT$ price within the band of its remaining principal, one open offer per investment, and may
 * withdraw it; the market lists the offers still buyable; a buyer previews the terms (a hash binds
 * offer, price, buyer and business date) and buys with the login password. The sale runs in one
 * transaction: the offer, the loan, the investment and its unpaid rows are locked; the buyer pays
 * price + accrued interest to the seller, the seller pays the resale fee; the seller's investment
 * ends (transferred) and the buyer's new one takes the unpaid rows.
 */
@Injectable()
export class ResaleService {
  private hashKey: Promise<Buffer> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Env,
    private readonly ledger: LedgerService,
    private readonly clock: BusinessClock,
  ) {}

  /** GET bid preview: the remaining principal, the price band, the schedule facts and the open offer. */
  async sellPreview(userId: number, serial: string, manager: EntityManager = this.dataSource.manager, businessDate?: string): Promise<ResaleSellPreview> {
    // Read before the caller's transaction: the clock's own query would wait for its connection on a pool of one.
    const today = businessDate ?? (await this.clock.today());
    const investment = await ownInvestment(manager, userId, serial);
    if (!investment) throw investmentNotFound();
    const facts = resaleScheduleFactsOf(await scheduleRows(manager, investment.id), today);
    const refusal = refusalOf(investment, facts);
    const offer = await openOfferOf(manager, investment.id);
    return {
      investment_serial: investment.serial,
      ...presentLoanFacts(investment, facts),
      business_date: today,
      bounds: facts.remain_principal > 0 ? resalePriceBoundsOf(facts.remain_principal) : null,
      fee_percent: RESALE_FEE_PERCENT,
      accrued_interest: facts.accrued_interest,
      refusal,
      offer: offer === null ? null : presentOwnOffer(offer, refusal === null && offer.remain_principal === facts.remain_principal),
    };
  }

  /** POST submit {price}: opens the investment's offer. */
  async offer(userId: number, serial: string, price: number): Promise<ResaleOfferAnswer> {
    const now = await this.clock.instant();
    const today = await this.clock.today();
    return this.dataSource.transaction(async (manager) => {
      const investment = await ownInvestment(manager, userId, serial);
      if (!investment) throw investmentNotFound();
      await lockInvestment(manager, investment.loan_id, investment.id);
      const locked = await investmentById(manager, investment.id);
      if (!locked) throw investmentNotFound();
      const facts = resaleScheduleFactsOf(await scheduleRows(manager, investment.id), today);
      if (refusalOf(locked, facts) !== null) throw notResaleable();
      if (!isResalePriceInBand(price, facts.remain_principal)) throw priceOutOfBand(resalePriceBoundsOf(facts.remain_principal));
      if ((await insertOffer(manager, locked, price, facts.remain_principal, now)) === null) throw offerExists();
      return { message: RESALE_TEXTS.offered, data: await this.sellPreview(userId, serial, manager, today) };
    });
  }

  /** Withdraws the investment's open offer. */
  async withdraw(userId: number, serial: string): Promise<ResaleOfferAnswer> {
    const now = await this.clock.instant();
    const today = await this.clock.today();
    return this.dataSource.transaction(async (manager) => {
      const investment = await ownInvestment(manager, userId, serial);
      if (!investment) throw investmentNotFound();
      if (!(await withdrawOffer(manager, investment.id, now))) throw offerNotFound();
      return { message: RESALE_TEXTS.withdrawn, data: await this.sellPreview(userId, serial, manager, today) };
    });
  }

  /** A page of the offers that can be bought on the business date, newest first. */
  async market(page: number): Promise<ResaleMarketListAnswer> {
    const manager = this.dataSource.manager;
    const today = await this.clock.today();
    const { rows, total } = await marketOffers(manager, today, page, MARKET_PAGE_SIZE);
    const schedules = await scheduleRowsOf(
      manager,
      rows.map((row) => Number(row.investment_id)),
    );
    return {
      data: rows.map((row) => presentMarketRow(row, resaleScheduleFactsOf(schedules.get(Number(row.investment_id)) ?? [], today), today)),
      meta: paginationMeta(total, rows.length, MARKET_PAGE_SIZE, page),
    };
  }

  /** GET bid order preview: the buyer's terms on the business date and the hash that binds them. */
  async orderPreview(buyerId: number, offerId: number): Promise<ResaleOrderPreview> {
    const manager = this.dataSource.manager;
    await assertReviewsPassed(manager, buyerId);
    const today = await this.clock.today();
    const { row, facts } = await this.buyable(manager, buyerId, offerId, today);
    const offer = presentMarketRow(row, facts, today);
    return {
      offer,
      business_date: today,
      buyer_pays: resaleSettlementOf(row.price, facts.accrued_interest).buyer_pays,
      balance: (await this.ledger.balances(buyerId, manager)).cash,
      hash: await this.hashOf(offer.id, offer.price, buyerId, today),
    };
  }

  /**
   * POST order {hash, password} (the password checked by the caller): buys the offer. Refused
   * without moving anything when the offer is no longer open (409), is the buyer's own or of the
   * buyer's own loan (409), the hash does not bind it for this buyer today (409), the investment
   * cannot be resold any more (409) or the buyer's cash does not cover price + accrued (400).
   */
  async order(buyerId: number, offerId: number, hash: string): Promise<ResaleOrderAnswer> {
    await assertReviewsPassed(this.dataSource.manager, buyerId);
    const now = await this.clock.instant();
    const today = await this.clock.today();
    return this.dataSource.transaction(async (manager) => {
      const offer = Number.isSafeInteger(offerId) ? await findOffer(manager, offerId, true) : null;
      if (!offer) throw offerNotFound();
      if (offer.status !== 'open') throw offerClosed();
      if (Number(offer.seller_id) === buyerId) throw ownOffer();
      if (!this.sameHash(hash, await this.hashOf(Number(offer.id), offer.price, buyerId, today))) throw termsChanged();
      const seen = await investmentById(manager, Number(offer.investment_id));
      if (!seen) throw offerNotFound();
      if (Number(seen.borrower_id) === buyerId) throw ownLoan();
      await lockInvestment(manager, seen.loan_id, seen.id);
      const seller = await investmentById(manager, seen.id);
      if (!seller) throw offerNotFound();
      const facts = resaleScheduleFactsOf(await scheduleRows(manager, seller.id), today);
      if (refusalOf(seller, facts) !== null) throw notResaleable();
      if (facts.remain_principal !== offer.remain_principal) throw termsChanged();
      const settlement = resaleSettlementOf(offer.price, facts.accrued_interest);
      if ((await this.ledger.lockBalance(manager, userCash(buyerId))) < settlement.buyer_pays) throw insufficientBalance();

      const investmentSerial = await transferInvestment(manager, offer, seller, {
        buyerId,
        accruedInterest: settlement.accrued_interest,
        resaleFee: settlement.resale_fee,
        soldOn: today,
        now,
      });
      const reference = `resale:${offer.id}`;
      const description = resaleDescription(seller.loan_serial);
      await this.ledger.transfer(manager, {
        from: userCash(buyerId),
        to: userCash(Number(offer.seller_id)),
        amount: settlement.buyer_pays,
        kind: 'resale_payment',
        reference,
        caseSerial: seller.loan_serial,
        description,
        at: now,
      });
      await this.ledger.transfer(manager, {
        from: userCash(Number(offer.seller_id)),
        to: PLATFORM.income,
        amount: settlement.resale_fee,
        kind: 'resale_fee',
        reference,
        caseSerial: seller.serial,
        description,
        at: now,
      });
      return {
        message: RESALE_TEXTS.bought,
        data: {
          investment_serial: investmentSerial,
          loan_serial: seller.loan_serial,
          amount: offer.remain_principal,
          price: offer.price,
          accrued_interest: settlement.accrued_interest,
          buyer_pays: settlement.buyer_pays,
        },
      };
    });
  }

  /** An open offer the buyer may buy today, with its schedule's facts. */
  private async buyable(manager: EntityManager, buyerId: number, offerId: number, today: string): Promise<{ row: ResaleMarketDbRow; facts: ResaleScheduleFacts }> {
    const row = Number.isSafeInteger(offerId) ? await marketOffer(manager, offerId) : null;
    if (!row) throw offerNotFound();
    if (row.status !== 'open') throw offerClosed();
    if (Number(row.seller_id) === buyerId) throw ownOffer();
    if (Number(row.borrower_id) === buyerId) throw ownLoan();
    const facts = resaleScheduleFactsOf(await scheduleRows(manager, Number(row.investment_id)), today);
    const refusal = resaleRefusalOf({ investment_status: row.investment_status, loan_status: row.loan_status, clearing_open: row.clearing_open, schedule: facts });
    if (refusal !== null) throw notResaleable();
    if (facts.remain_principal !== row.remain_principal) throw termsChanged();
    return { row, facts };
  }

  /** The hex HMAC-SHA256 of the offer, its price, the buyer and the business date. */
  private async hashOf(offerId: number, price: number, buyerId: number, today: string): Promise<string> {
    this.hashKey ??= resolveSessionSecret(this.env)
      .then((secret) => createHmac('sha256', secret).update(HASH_KEY_PURPOSE).digest())
      .catch((error: unknown) => {
        this.hashKey = undefined;
        throw error;
      });
    const key = await this.hashKey;
    return createHmac('sha256', key).update(`${offerId}:${price}:${buyerId}:${today}`).digest('hex');
  }

  private sameHash(sent: string, expected: string): boolean {
    const a = Buffer.from(sent, 'utf8');
    const b = Buffer.from(expected, 'utf8');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
