import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CAMPAIGN_TEXTS, pickPrize } from '@lendbridge/domain';
import type { DrawAnswer, DrawCheckAnswer, DrawInput } from '@lendbridge/domain';
import type { AuthUser } from '../../../common/auth-user.js';
import { BusinessClock } from '../../repayment/business-clock.js';
import { CampaignRewardsService } from '../campaign-rewards.service.js';
import { drawablePrize, prizesOf } from '../campaign-rows.js';
import { PrizeRandom } from '../prize-random.js';
import { campaignForMember } from './activity-campaigns.js';
import { drawUsed } from './activities.errors.js';
import { drewOn, investedBetween, promoCodeExpiry, recordDrawResult, takeDailyDraw } from './activities.queries.js';

/** Thrown inside the draw's transaction when no prize can be given, so the day's draw is not taken. */
class NoPrizeLeft extends Error {}

const NO_PRIZE: DrawAnswer = { code: -1, reward: null, amount: null, expire_date: null, promo_code: null, message: CAMPAIGN_TEXTS.noPrizes };

/**
 * The seasonal reward draws: once per business day per member (the partial unique index of
 * campaign_spins decides between concurrent draws), a prize of the campaign chosen by pickPrize
 * among those whose investment tier the member reached in the window, its stock taken, and what it
 * gives paid through CampaignRewardsService (cashback from the campaign's budget, a fee-discount code).
 */
@Injectable()
export class DrawsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly rewards: CampaignRewardsService,
    private readonly random: PrizeRandom,
  ) {}

  async check(user: AuthUser, key: string): Promise<DrawCheckAnswer> {
    const at = await this.clock.instant();
    const today = await this.clock.today();
    const manager = this.dataSource.manager;
    const campaign = await campaignForMember(manager, key, ['draw'], user, at);
    const drawn = await drewOn(manager, campaign.id, user.id, today);
    return { can_draw: !drawn, isDrawed: drawn };
  }

  async draw(user: AuthUser, key: string, input: DrawInput): Promise<DrawAnswer> {
    const at = await this.clock.instant();
    const today = await this.clock.today();
    try {
      return await this.dataSource.transaction(async (manager) => {
        const campaign = await campaignForMember(manager, key, ['draw'], user, at);
        const spinId = await takeDailyDraw(manager, { campaignId: campaign.id, userId: user.id, businessDate: today, at, source: input.source ?? null });
        if (spinId === null) throw drawUsed();
        const invested = await investedBetween(manager, user.id, campaign.starts_at, campaign.ends_at);
        let open = (await prizesOf(manager, campaign.id)).filter((prize) => prize.min_invested === null || invested >= prize.min_invested).map(drawablePrize);
        for (;;) {
          const prize = pickPrize(open, this.random.uniform());
          if (!prize) throw new NoPrizeLeft();
          const without = () => open.filter((candidate) => candidate.id !== prize.id);
          if (prize.reward === 'cashback' && !(await this.rewards.budgetHolds(manager, campaign.id, prize.cashback_amount ?? 0))) {
            open = without();
            continue;
          }
          if (!(await this.rewards.takePrize(manager, prize.id))) {
            open = without();
            continue;
          }
          const award = await this.rewards.award(manager, campaign, prize, user.id, `spin:${spinId}`, at);
          if (!award) {
            await this.rewards.returnPrize(manager, prize.id);
            open = without();
            continue;
          }
          await recordDrawResult(manager, spinId, { prizeId: prize.id, rewardName: prize.name, promoCodeId: award.promoCodeId, cashback: award.cashback });
          const won = prize.reward !== 'nothing';
          return {
            code: 1,
            reward: prize.name,
            amount: award.cashback,
            expire_date: award.promoCodeId === null ? null : await promoCodeExpiry(manager, award.promoCodeId),
            promo_code: award.promoCode,
            message: won ? `${CAMPAIGN_TEXTS.yourPrize} ${prize.name}` : prize.name,
          };
        }
      });
    } catch (error) {
      if (error instanceof NoPrizeLeft) return NO_PRIZE;
      throw error;
    }
  }
}
