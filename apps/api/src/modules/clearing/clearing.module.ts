import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { BorrowerClearingController } from './borrower-clearing.controller.js';
import { ClearingSettlementService } from './clearing-settlement.service.js';
import { ClearingService } from './clearing.service.js';
import { LenderClearingController } from './lender-clearing.controller.js';
import { PawnshopClearingController } from './pawnshop-clearing.controller.js';
import { PawnshopClearingService } from './pawnshop-clearing.service.js';

/**
 * Early repayment and clearing (提前清償): the borrower's requests, the lenders' agreement, the
 * borrower's clearing of agreed investments, and the pawnshop clearing of a whole pawn loan.
 */
@Module({
  imports: [LedgerModule, InboxModule, RepaymentModule],
  controllers: [BorrowerClearingController, LenderClearingController, PawnshopClearingController],
  providers: [ClearingService, ClearingSettlementService, PawnshopClearingService],
  exports: [ClearingSettlementService],
})
export class ClearingModule {}
