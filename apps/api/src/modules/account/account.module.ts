import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MembersModule } from '../members/members.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { VirtualAccountsService } from './virtual-accounts.service.js';
import { WithdrawalsConsoleController } from './withdrawals-console.controller.js';
import { WithdrawalsService } from './withdrawals.service.js';
import { NotificationsModule } from '../notifications/notifications.module.js';

/** The member's virtual account: overview, statement, withdrawals and the virtual account's bank. */
@Module({
  imports: [LedgerModule, MembersModule, InboxModule, RepaymentModule, NotificationsModule],
  controllers: [AccountController, WithdrawalsConsoleController],
  providers: [AccountService, VirtualAccountsService, WithdrawalsService],
  exports: [VirtualAccountsService, WithdrawalsService],
})
export class AccountModule {}
