import { Module } from '@nestjs/common';
import { AttributesController } from './attributes.controller.js';
import { AttributesService } from './attributes.service.js';
import { BankCodesConsoleController } from './bank-codes-console.controller.js';
import { BankCodesService } from './bank-codes.service.js';

@Module({
  controllers: [AttributesController, BankCodesConsoleController],
  providers: [AttributesService, BankCodesService],
  exports: [AttributesService],
})
export class AttributesModule {}
