import { Module } from '@nestjs/common';
import { IdempotencyInterceptor, IdempotencyKeyPruner } from './idempotency.js';
import { LedgerConsoleController } from './ledger-console.controller.js';
import { LedgerService } from './ledger.service.js';

/** The double-entry ledger (the only writer of money) and the idempotency of money-moving routes. */
@Module({
  controllers: [LedgerConsoleController],
  providers: [LedgerService, IdempotencyInterceptor, IdempotencyKeyPruner],
  exports: [LedgerService, IdempotencyInterceptor],
})
export class LedgerModule {}
