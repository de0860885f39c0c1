import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
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
import { ReferralRewardsService } from './referral/referral-rewards.service.js';
import { ReferralController } from './referral/referral.controller.js';
import { ReferralService } from './referral/referral.service.js';
import { RouletteController } from './roulette/roulette.controller.js';
import { RouletteService } from './roulette/roulette.service.js';

/** Campaigns: roulette, missions, reward draws, check-in, referral, promo codes and cashback, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule, UploadsModule, OutboxModule],
  controllers: [RouletteController, PromoCodesController, StoriesController, MissionsController, ActivitiesController, ReferralController],
  providers: [
    CampaignRewardsService,
    PrizeRandom,
    RouletteService,
    PromoCodesService,
    MissionsService,
    DrawsService,
    ActivitiesService,
    ReferralService,
    ReferralRewardsService,
  ],
  exports: [CampaignRewardsService, PrizeRandom, PromoCodesService, ReferralRewardsService],
})
export class CampaignsModule {}
