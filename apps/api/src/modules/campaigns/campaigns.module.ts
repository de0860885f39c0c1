import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { CampaignRewardsService } from './campaign-rewards.service.js';
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

/** Campaigns: roulette, missions, reward draws, check-in, referral, promo codes and cashback, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule],
  controllers: [
    CampaignsConsoleController,
    PrizesConsoleController,
    PromoCodesConsoleController,
    PromoCodeUsesConsoleController,
    CampaignSpinsConsoleController,
    CampaignCashbackConsoleController,
    CampaignAuditConsoleController,
    CampaignTicketsConsoleController,
  ],
  providers: [CampaignRewardsService, PrizeRandom, CampaignsConsoleService],
  exports: [CampaignRewardsService, PrizeRandom],
})
export class CampaignsModule {}
