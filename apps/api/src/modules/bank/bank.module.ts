import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { InboxModule } from '../inbox/inbox.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { BankNotificationsController } from './bank-notifications.controller.js';
import { DepositsConsoleController } from './deposits-console.controller.js';
import { DepositsService } from './deposits.service.js';
import { NotificationsModule } from '../notifications/notifications.module.js';

/** Money arriving from the bank: signed notifications and deposits recorded in the console. */
@Module({
  imports: [LedgerModule, AccountModule, InboxModule, NotificationsModule],
  controllers: [BankNotificationsController, DepositsConsoleController],
  providers: [DepositsService],
  exports: [DepositsService],
})
export class BankModule {}
