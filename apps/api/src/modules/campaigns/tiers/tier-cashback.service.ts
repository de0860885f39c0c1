import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CampaignRewardsService } from '../campaign-rewards.service.js';
import { liveCampaignOf, prizesOf } from '../campaign-rows.js';
import { investedInWindow } from '../roulette/ticket-facts.js';

/** The first key of the advisory lock that holds a member's tiers while a paid order decides them. */
const TIER_LOCK_CLASS = 7_301_005;

/**
 * Cashback tiers (the 2018 new-year cashback): each tier of the live cashback_tiers campaign (a
 * cashback prize with min_invested) is paid once to a member whose investment in the window
 * reaches it, from the campaign's budget. A tier the budget cannot pay stays unclaimed, so a later
 * paid order pays it once the budget holds it again.
 */
@Injectable()
export class TierCashbackService {
  constructor(private readonly rewards: CampaignRewardsService) {}

  /**
   * In the transaction that makes an order paid: the member's lock (concurrent orders of the member
   * decide one after the other, each seeing what the others paid), what they invested in the
   * window, and each tier reached and not yet paid.
   */
  async payReached(manager: EntityManager, userId: number, at: Date): Promise<void> {
    const campaign = await liveCampaignOf(manager, 'cashback_tiers', at);
    if (campaign === null) return;
    await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [TIER_LOCK_CLASS, userId]);
    const invested = await investedInWindow(manager, campaign, userId);
    const reached = (await prizesOf(manager, campaign.id)).filter(
      (prize) => prize.reward === 'cashback' && prize.min_invested !== null && invested >= prize.min_invested,
    );
    for (const tier of reached) {
      const amount = tier.cashback_amount ?? 0;
      const [claim] = (await manager.query(
        `INSERT INTO campaign_tier_rewards (campaign_id, prize_id, user_id, amount, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (prize_id, user_id) DO NOTHING RETURNING id`,
        [campaign.id, tier.id, userId, amount, at],
      )) as { id: number }[];
      if (!claim) continue;
      const paid = await this.rewards.payCashback(manager, { campaign, userId, amount, rewardName: tier.name, reference: `tier:${claim.id}`, at });
      if (!paid) await manager.query(`DELETE FROM campaign_tier_rewards WHERE id = $1`, [claim.id]);
    }
  }
}
