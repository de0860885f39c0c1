import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { BorrowerPawnCasesController } from './borrower-pawn-cases.controller.js';
import { PawnCasesController } from './pawn-cases.controller.js';
import { PawnMarketController } from './pawn-market.controller.js';
import { PawnshopService } from './pawnshop.service.js';

/** Pawn cases: pawnshop operators take, set and invest them in the console; borrowers answer the terms; lenders see them in the pawn-project market. */
@Module({
  imports: [LedgerModule, InboxModule, OrdersModule, RepaymentModule],
  controllers: [PawnCasesController, BorrowerPawnCasesController, PawnMarketController],
  providers: [PawnshopService],
})
export class PawnshopModule {}
