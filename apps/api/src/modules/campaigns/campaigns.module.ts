import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { CampaignRewardsService } from './campaign-rewards.service.js';
import { PrizeRandom } from './prize-random.js';
import { ReferralRewardsService } from './referral/referral-rewards.service.js';
import { ReferralController } from './referral/referral.controller.js';
import { ReferralService } from './referral/referral.service.js';

/** Campaigns: roulette, missions, reward draws, check-in, referral, promo codes and cashback, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule, OutboxModule],
  controllers: [ReferralController],
  providers: [CampaignRewardsService, PrizeRandom, ReferralService, ReferralRewardsService],
  exports: [CampaignRewardsService, PrizeRandom, ReferralRewardsService],
})
export class CampaignsModule {}
