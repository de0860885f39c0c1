import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { REFERRAL_REWARD_AMOUNT, REFERRAL_TEXTS, referralRewardReference } from '@lendbridge/domain';
import type { ReferralRewardOutcome } from '@lendbridge/domain';
import { AppError } from '../../../common/app-error.js';
import { CampaignRewardsService } from '../campaign-rewards.service.js';
import { liveCampaignOf } from '../campaign-rows.js';

const SAVEPOINT = 'referral_reward';

/**
 * The referral reward: REFERRAL_REWARD_AMOUNT to the referrer, decided once per referred member at
 * their first paid order.
 */
@Injectable()
export class ReferralRewardsService {
  constructor(private readonly rewards: CampaignRewardsService) {}

  /**
   * Called in the transaction that makes an order of the member paid, with the instant it is paid.
   * A member with a referrer gets one referral_rewards row, claimed by a conditional insert on the
   * unique referred_id (the member's other orders find it taken, so later orders never pay, even
   * concurrent ones): the reward paid from the referral campaign live at that instant, or the
   * reason nothing was paid (none live; its budget spent, or the marketing account unable to pay
   * it). Nothing is owed afterwards. Answers the outcome, or null when nothing was decided here
   * (no referrer, or decided by an earlier order).
   */
  async payIfDue(manager: EntityManager, referredUserId: number, at: Date): Promise<ReferralRewardOutcome | null> {
    const [referred] = (await manager.query(`SELECT referrer_id FROM users WHERE id = $1`, [referredUserId])) as { referrer_id: number | null }[];
    const referrerId = referred?.referrer_id ?? null;
    if (referrerId === null) return null;
    const reference = referralRewardReference(referredUserId);
    const [claim] = (await manager.query(
      `INSERT INTO referral_rewards (referrer_id, referred_id, outcome, reference, created_at)
       VALUES ($1, $2, 'no_campaign', $3, $4)
       ON CONFLICT (referred_id) DO NOTHING RETURNING id`,
      [referrerId, referredUserId, reference, at],
    )) as { id: number }[];
    if (!claim) return null;
    const campaign = await liveCampaignOf(manager, 'referral', at);
    if (!campaign) return 'no_campaign';
    const paid = await this.payWithinBudget(manager, { campaign, referrerId, reference, at });
    const outcome: ReferralRewardOutcome = paid ? 'paid' : 'budget_spent';
    await manager.query(`UPDATE referral_rewards SET campaign_id = $2, outcome = $3, amount = $4 WHERE id = $1`, [
      claim.id,
      campaign.id,
      outcome,
      paid ? REFERRAL_REWARD_AMOUNT : 0,
    ]);
    return outcome;
  }

  /**
   * Pays the reward through the campaigns' cashback, under a savepoint: a marketing account that
   * cannot cover the budget refuses the transfer, which must not undo the member's order.
   */
  private async payWithinBudget(
    manager: EntityManager,
    payment: { campaign: { id: number; title: string }; referrerId: number; reference: string; at: Date },
  ): Promise<boolean> {
    await manager.query(`SAVEPOINT ${SAVEPOINT}`);
    try {
      const paid = await this.rewards.payCashback(manager, {
        campaign: payment.campaign,
        userId: payment.referrerId,
        amount: REFERRAL_REWARD_AMOUNT,
        rewardName: REFERRAL_TEXTS.rewardName,
        reference: payment.reference,
        at: payment.at,
        kind: 'referral_reward',
      });
      await manager.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
      return paid;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
      await manager.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
      return false;
    }
  }
}
