import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { ResaleMarketController } from './resale-market.controller.js';
import { ResaleController } from './resale.controller.js';
import { ResaleService } from './resale.service.js';

/** Resale (債權轉讓, bid): lenders offer what remains of their investments; other lenders buy it. */
@Module({
  imports: [LedgerModule, AccountModule, RepaymentModule],
  controllers: [ResaleController, ResaleMarketController],
  providers: [ResaleService],
})
export class ResaleModule {}
