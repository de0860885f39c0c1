import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { BatchJobs } from './batch.jobs.js';
import { BatchService } from './batch.service.js';
import { BusinessClock } from './business-clock.js';
import { CollectionService } from './collection.service.js';
import { BatchRunsConsoleController, ClockConsoleController } from './repayment-console.controller.js';
import { BorrowerRepaymentsController, InvestmentRepaymentsController } from './repayments.controller.js';
import { RepaymentsService } from './repayments.service.js';
import { SchedulesService } from './schedules.service.js';
import { NotificationsModule } from '../notifications/notifications.module.js';

/**
 * The repayment life of disbursed loans: the business clock, the schedules written at
 * disbursement, the collection of rows from borrowers' cash to lenders, the daily batch and its
 * catch-up job, the repayment tables, and the console's clock and batch runs.
 */
@Module({
  imports: [LedgerModule, InboxModule, NotificationsModule],
  controllers: [BorrowerRepaymentsController, InvestmentRepaymentsController, ClockConsoleController, BatchRunsConsoleController],
  providers: [BusinessClock, SchedulesService, CollectionService, BatchService, BatchJobs, RepaymentsService],
  exports: [BusinessClock, SchedulesService, CollectionService, BatchService, BatchJobs, RepaymentsService],
})
export class RepaymentModule {}
