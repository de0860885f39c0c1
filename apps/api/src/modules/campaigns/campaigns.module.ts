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
import { OrderPaidRewardsService } from './order-paid-rewards.service.js';
import {
  CampaignAuditConsoleController,
  CampaignCashbackConsoleController,
  CampaignSpinsConsoleController,
  CampaignTicketsConsoleController,
} from './console/campaign-records-console.controller.js';
import { CampaignsConsoleController } from './console/campaigns-console.controller.js';
import { CampaignsConsoleService } from './console/campaigns-console.service.js';
import { PrizesConsoleController } from './console/prizes-console.controller.js';
import { PromoCodeUsesConsoleController, PromoCodesConsoleController } from './console/promo-codes-console.controller.js';
import { PrizeRandom } from './prize-random.js';
import { PromoCodesController } from './promo/promo-codes.controller.js';
import { PromoCodesService } from './promo/promo-codes.service.js';
import { ReferralRewardsService } from './referral/referral-rewards.service.js';
import { ReferralController } from './referral/referral.controller.js';
import { ReferralService } from './referral/referral.service.js';
import { RouletteController } from './roulette/roulette.controller.js';
import { RouletteService } from './roulette/roulette.service.js';
import { TierCashbackService } from './tiers/tier-cashback.service.js';

/** Campaigns: roulette, missions, reward draws, check-in, referral, promo codes and cashback, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule, UploadsModule, OutboxModule],
  controllers: [
    RouletteController,
    PromoCodesController,
    StoriesController,
    MissionsController,
    ActivitiesController,
    ReferralController,
    CampaignsConsoleController,
    PrizesConsoleController,
    PromoCodesConsoleController,
    PromoCodeUsesConsoleController,
    CampaignSpinsConsoleController,
    CampaignCashbackConsoleController,
    CampaignAuditConsoleController,
    CampaignTicketsConsoleController,
  ],
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
    CampaignsConsoleService,
    TierCashbackService,
    OrderPaidRewardsService,
  ],
  exports: [CampaignRewardsService, PrizeRandom, PromoCodesService, OrderPaidRewardsService],
})
export class CampaignsModule {}
