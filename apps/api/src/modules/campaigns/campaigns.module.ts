import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { CampaignRewardsService } from './campaign-rewards.service.js';
import { PrizeRandom } from './prize-random.js';

/** Campaigns: roulette, missions, reward draws, check-in, referral, promo codes and cashback, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule],
  controllers: [],
  providers: [CampaignRewardsService, PrizeRandom],
  exports: [CampaignRewardsService, PrizeRandom],
})
export class CampaignsModule {}
