import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MembersModule } from '../members/members.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AnnualStatementController } from './annual-statement.controller.js';
import { AnnualStatementService } from './annual-statement.service.js';
import { VirtualAccountsService } from './virtual-accounts.service.js';
import { WithdrawalsConsoleController } from './withdrawals-console.controller.js';
import { WithdrawalsService } from './withdrawals.service.js';
import { NotificationsModule } from '../notifications/notifications.module.js';

/** The member's virtual account: overview, statement, withdrawals, the virtual account's bank and the annual income statement. */
@Module({
  imports: [LedgerModule, MembersModule, InboxModule, RepaymentModule, NotificationsModule],
  controllers: [AccountController, WithdrawalsConsoleController, AnnualStatementController],
  providers: [AccountService, VirtualAccountsService, WithdrawalsService, AnnualStatementService],
  exports: [VirtualAccountsService, WithdrawalsService],
})
export class AccountModule {}
