import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { RoboEngineService } from './robo-engine.service.js';
import { RoboSalesService } from './robo-sales.service.js';
import { RoboConsoleController } from './robo-console.controller.js';
import { InternalTransferController, RoboController } from './robo.controller.js';
import { RoboJobs } from './robo.jobs.js';
import { RoboService } from './robo.service.js';

/** Robo investing: the internal transfer, the engine that invests robo cash through the order path, and the robo screens. */
@Module({
  imports: [LedgerModule, AccountModule, OrdersModule, RepaymentModule],
  controllers: [InternalTransferController, RoboController, RoboConsoleController],
  providers: [RoboService, RoboEngineService, RoboSalesService, RoboJobs],
  exports: [RoboService, RoboEngineService, RoboSalesService, RoboJobs],
})
export class RoboModule {}
