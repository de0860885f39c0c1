import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { FundingConsoleController } from './funding-console.controller.js';
import { FundingConsoleService } from './funding-console.service.js';
import { FundingController } from './funding.controller.js';
import { FundingService } from './funding.service.js';

/** The funding marketplace: projects listed on primary loans, ordered through the order engine. */
@Module({
  imports: [LedgerModule, OrdersModule, RepaymentModule, UploadsModule],
  controllers: [FundingController, FundingConsoleController],
  providers: [FundingService, FundingConsoleService],
  exports: [FundingService, FundingConsoleService],
})
export class FundingMarketModule {}
