import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { InboxModule } from '../inbox/inbox.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { LegalCollectionConsoleController } from './legal-collection-console.controller.js';
import { LegalCollectionController } from './legal-collection.controller.js';
import { LegalCollectionService } from './legal-collection.service.js';

/** Legal collection of late investments: the lender's application and report, and the console's stages. */
@Module({
  imports: [LedgerModule, AccountModule, InboxModule],
  controllers: [LegalCollectionController, LegalCollectionConsoleController],
  providers: [LegalCollectionService],
})
export class LegalCollectionModule {}
