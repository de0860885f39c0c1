import { Module } from '@nestjs/common';
import { CreditTryController } from './credit-try.controller.js';
import { CreditTryService } from './credit-try.service.js';

@Module({
  controllers: [CreditTryController],
  providers: [CreditTryService],
})
export class CreditTryModule {}
