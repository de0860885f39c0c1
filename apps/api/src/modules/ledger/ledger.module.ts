import { Module } from '@nestjs/common';
import { IdempotencyInterceptor, IdempotencyKeyPruner } from './idempotency.js';
import { LedgerConsoleController } from './ledger-console.controller.js';
import { LedgerService } from './ledger.service.js';
import { RequestTransactions } from './request-transaction.js';

/** The double-entry ledger (the only writer of money) and the idempotency of money-moving routes. */
@Module({
  controllers: [LedgerConsoleController],
  providers: [LedgerService, RequestTransactions, IdempotencyInterceptor, IdempotencyKeyPruner],
  exports: [LedgerService, RequestTransactions, IdempotencyInterceptor],
})
export class LedgerModule {}
