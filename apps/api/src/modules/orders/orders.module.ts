import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns/campaigns.module.js';
import { CartModule } from '../cart/cart.module.js';
import { CharitiesModule } from '../charities/charities.module.js';
import { InboxModule } from '../inbox/inbox.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { FundingService } from './funding.service.js';
import { InvestmentsController } from './investments.controller.js';
import { InvestmentsService } from './investments.service.js';
import { LoanCancelController } from './loan-cancel.controller.js';
import { LoansConsoleController } from './loans-console.controller.js';
import { OrdersController } from './orders.controller.js';
import { OrderJobs } from './orders.jobs.js';
import { OrdersService } from './orders.service.js';
import { PlaceOrderController } from './place-order.controller.js';
import { PlaceOrderService } from './place-order.service.js';
import { NotificationsModule } from '../notifications/notifications.module.js';

/**
 * Orders and what follows them: investments, funding, disbursement, the borrower's withdrawal of
 * a loan (下架) and the expiry of loans not funded in time; before them, the checkout's assignment.
 */
@Module({
  imports: [LedgerModule, InboxModule, CartModule, RepaymentModule, NotificationsModule, CampaignsModule, CharitiesModule],
  controllers: [OrdersController, PlaceOrderController, InvestmentsController, LoanCancelController, LoansConsoleController],
  providers: [OrdersService, PlaceOrderService, FundingService, InvestmentsService, OrderJobs],
  exports: [OrdersService, FundingService, OrderJobs],
})
export class OrdersModule {}
