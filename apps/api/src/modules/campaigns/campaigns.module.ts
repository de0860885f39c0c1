import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ActivitiesController, StoriesController } from './activities/activities.controller.js';
import { ActivitiesService } from './activities/activities.service.js';
import { DrawsService } from './activities/draws.service.js';
import { MissionsController } from './activities/missions.controller.js';
import { MissionsService } from './activities/missions.service.js';
import { CampaignRewardsService } from './campaign-rewards.service.js';
import { PrizeRandom } from './prize-random.js';
import { PromoCodesController } from './promo/promo-codes.controller.js';
import { PromoCodesService } from './promo/promo-codes.service.js';
import { RouletteController } from './roulette/roulette.controller.js';
import { RouletteService } from './roulette/roulette.service.js';

/** Campaigns: roulette, missions, reward draws, check-in, referral, promo codes and cashback, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule, UploadsModule],
  controllers: [RouletteController, PromoCodesController, StoriesController, MissionsController, ActivitiesController],
  providers: [CampaignRewardsService, PrizeRandom, RouletteService, PromoCodesService, MissionsService, DrawsService, ActivitiesService],
  exports: [CampaignRewardsService, PrizeRandom, PromoCodesService],
})
export class CampaignsModule {}
