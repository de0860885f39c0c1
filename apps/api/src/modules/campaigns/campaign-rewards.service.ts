import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PRIZE_CODE_PREFIX, PRIZE_CODE_RANDOM_LENGTH, PRIZE_CODE_VALID_DAYS, campaignRewardDescription } from '@lendbridge/domain';
import type { TransferKind } from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PLATFORM, userCash } from '../ledger/ledger-accounts.js';
import type { CampaignRow, PrizeRow } from './campaign-rows.js';

/** Letters and digits a prize code is made of, without the ones read alike (0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a prize gave a member. */
export interface Award {
  readonly promoCodeId: number | null;
  readonly promoCode: string | null;
  readonly cashback: number | null;
}

/** The cashback a campaign pays from its budget. */
export interface CashbackPayment {
  readonly campaign: Pick<CampaignRow, 'id' | 'title'>;
  readonly userId: number;
  readonly amount: number;
  readonly rewardName: string;
  /** What the transfer pays for, unique per payment: spin:12, promo-use:7, referral:31. */
  readonly reference: string;
  readonly at: Date;
  readonly kind?: Extract<TransferKind, 'campaign_reward' | 'referral_reward'>;
}

/**
 * What every campaign pays out with, inside the caller's transaction: cashback from the marketing
 * budget (only within the campaign's budget, which a conditional update spends), a fee-discount
 * code of the winner's own, extra tickets, and a prize's stock.
 */
@Injectable()
export class CampaignRewardsService {
  constructor(private readonly ledger: LedgerService) {}

  /**
   * Takes one of a prize's stock: false when none is left (the conditional update, with the
   * CHECK awarded <= stock behind it, never takes the stock below zero).
   */
  async takePrize(manager: EntityManager, prizeId: number): Promise<boolean> {
    const rows = returnedRows<{ id: number }>(
      await manager.query(`UPDATE campaign_prizes SET awarded = awarded + 1 WHERE id = $1 AND (stock IS NULL OR awarded < stock) RETURNING id`, [prizeId]),
    );
    return rows.length === 1;
  }

  /** Gives back the piece of a prize taken for a spin that could not give it after all. */
  async returnPrize(manager: EntityManager, prizeId: number): Promise<void> {
    await manager.query(`UPDATE campaign_prizes SET awarded = awarded - 1 WHERE id = $1 AND awarded > 0`, [prizeId]);
  }

  /** Whether the campaign's budget still holds this much cashback (read; pay checks again). */
  async budgetHolds(manager: EntityManager, campaignId: number, amount: number): Promise<boolean> {
    const rows: { left: number }[] = await manager.query(`SELECT budget - spent AS left FROM campaigns WHERE id = $1`, [campaignId]);
    return (rows[0]?.left ?? 0) >= amount;
  }

  /**
   * Pays cashback from the marketing budget to the member's cash: the campaign's spent grows by a
   * conditional update (false, nothing paid, when the budget cannot hold it) and the ledger moves
   * the money in the same transaction.
   */
  async payCashback(manager: EntityManager, payment: CashbackPayment): Promise<boolean> {
    const spent = returnedRows<{ id: number }>(
      await manager.query(`UPDATE campaigns SET spent = spent + $2, updated_at = now() WHERE id = $1 AND spent + $2 <= budget RETURNING id`, [
        payment.campaign.id,
        payment.amount,
      ]),
    );
    if (spent.length === 0) return false;
    await this.ledger.transfer(manager, {
      from: PLATFORM.marketing,
      to: userCash(payment.userId),
      amount: payment.amount,
      kind: payment.kind ?? 'campaign_reward',
      at: payment.at,
      reference: payment.reference,
      description: campaignRewardDescription(payment.campaign.title, payment.rewardName),
    });
    return true;
  }

  /** Makes a single-use fee-discount code of the winner's own, valid PRIZE_CODE_VALID_DAYS from the win. */
  async issueDiscountCode(manager: EntityManager, campaignId: number, userId: number, discountPercent: number, at: Date): Promise<{ id: number; code: string }> {
    for (;;) {
      const code = PRIZE_CODE_PREFIX + Array.from({ length: PRIZE_CODE_RANDOM_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      const rows: { id: number; code: string }[] = await manager.query(
        `INSERT INTO promo_codes (code, kind, discount_percent, campaign_id, owner_id, expires_at, max_uses, created_at, updated_at)
         VALUES ($1, 'fee_discount', $2, $3, $4, $5, 1, $6, $6)
         ON CONFLICT (code) DO NOTHING RETURNING id, code`,
        [code, discountPercent, campaignId, userId, new Date(at.getTime() + PRIZE_CODE_VALID_DAYS * DAY_MS), at],
      );
      if (rows[0]) return rows[0];
    }
  }

  /** Gives a member tickets of a campaign once per reference (a prize's spin, a claimed mission, a staff grant). */
  async grantTickets(
    manager: EntityManager,
    grant: { campaignId: number; userId: number; count: number; source: 'prize' | 'mission' | 'staff'; reference: string; at: Date },
  ): Promise<boolean> {
    const rows: { id: number }[] = await manager.query(
      `INSERT INTO campaign_tickets (campaign_id, user_id, count, source, reference, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (campaign_id, reference) DO NOTHING RETURNING id`,
      [grant.campaignId, grant.userId, grant.count, grant.source, grant.reference, grant.at],
    );
    return rows.length === 1;
  }

  /**
   * Gives what a won prize gives (its stock already taken): a fee-discount code, cashback from the
   * budget, extra tickets; goods are handed out by staff from the spins list, and nothing gives nothing.
   * Cashback the budget can no longer hold is refused with false, so the caller draws again.
   */
  async award(manager: EntityManager, campaign: CampaignRow, prize: PrizeRow, userId: number, reference: string, at: Date): Promise<Award | null> {
    switch (prize.reward) {
      case 'fee_discount': {
        const code = await this.issueDiscountCode(manager, campaign.id, userId, prize.discount_percent ?? 0, at);
        return { promoCodeId: code.id, promoCode: code.code, cashback: null };
      }
      case 'cashback': {
        const amount = prize.cashback_amount ?? 0;
        const paid = await this.payCashback(manager, { campaign, userId, amount, rewardName: prize.name, reference, at });
        return paid ? { promoCodeId: null, promoCode: null, cashback: amount } : null;
      }
      case 'extra_spin':
        await this.grantTickets(manager, { campaignId: campaign.id, userId, count: prize.extra_spins, source: 'prize', reference, at });
        return { promoCodeId: null, promoCode: null, cashback: null };
      case 'goods':
      case 'nothing':
        return { promoCodeId: null, promoCode: null, cashback: null };
    }
  }
}
