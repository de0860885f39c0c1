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

/** Campaigns: roulette, missions, reward draws, check-in, referral, promo codes and cashback, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule, UploadsModule],
  controllers: [StoriesController, MissionsController, ActivitiesController],
  providers: [CampaignRewardsService, PrizeRandom, MissionsService, DrawsService, ActivitiesService],
  exports: [CampaignRewardsService, PrizeRandom],
})
export class CampaignsModule {}
