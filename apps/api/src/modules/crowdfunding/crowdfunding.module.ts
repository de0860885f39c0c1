import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { CardPaymentsModule } from '../card-payments/card-payments.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import {
  AlumniRosterConsoleController,
  CrowdfundingDeliveriesConsoleController,
  CrowdfundingOrdersConsoleController,
  CrowdfundingProjectsConsoleController,
} from './crowdfunding-console.controller.js';
import { CrowdfundingConsoleService } from './crowdfunding-console.service.js';
import { CrowdfundingInvestmentsService } from './crowdfunding-investments.service.js';
import {
  CrowdfundingController,
  CrowdfundingDeliveryAddressController,
  CrowdfundingInvestmentsController,
  CrowdfundingOrdersController,
} from './crowdfunding.controller.js';
import { CrowdfundingJobs } from './crowdfunding.jobs.js';
import { CrowdfundingService } from './crowdfunding.service.js';

/** Crowdfunding: projects and plans, orders paid by card or balance, the schedule and deliveries, the alumni roster, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule, AccountModule, CardPaymentsModule, UploadsModule],
  controllers: [
    CrowdfundingController,
    CrowdfundingOrdersController,
    CrowdfundingInvestmentsController,
    CrowdfundingDeliveryAddressController,
    CrowdfundingProjectsConsoleController,
    CrowdfundingOrdersConsoleController,
    CrowdfundingDeliveriesConsoleController,
    AlumniRosterConsoleController,
  ],
  providers: [CrowdfundingService, CrowdfundingInvestmentsService, CrowdfundingConsoleService, CrowdfundingJobs],
  exports: [CrowdfundingService],
})
export class CrowdfundingModule {}
