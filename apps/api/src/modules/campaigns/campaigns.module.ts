import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { CampaignRewardsService } from './campaign-rewards.service.js';
import { PrizeRandom } from './prize-random.js';
import { PromoCodesController } from './promo/promo-codes.controller.js';
import { PromoCodesService } from './promo/promo-codes.service.js';
import { RouletteController } from './roulette/roulette.controller.js';
import { RouletteService } from './roulette/roulette.service.js';

/** Campaigns: roulette, missions, reward draws, check-in, referral, promo codes and cashback, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule],
  controllers: [RouletteController, PromoCodesController],
  providers: [CampaignRewardsService, PrizeRandom, RouletteService, PromoCodesService],
  exports: [CampaignRewardsService, PrizeRandom, PromoCodesService],
})
export class CampaignsModule {}
