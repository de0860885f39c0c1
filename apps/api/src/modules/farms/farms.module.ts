import { Module } from '@nestjs/common';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { FarmIngestionController } from './farm-ingestion.controller.js';
import { FarmKeyGuard } from './farm-key.guard.js';
import { FarmTraceabilityController } from './farm-traceability.controller.js';
import { FarmGacpRecordsConsoleController, FarmReadingsConsoleController, FarmsConsoleController } from './farms-console.controller.js';
import { FarmsConsoleService } from './farms-console.service.js';
import { FarmsService } from './farms.service.js';

/** Farm traceability: the public page, the devices' ingestion and the console. */
@Module({
  imports: [UploadsModule, RepaymentModule],
  controllers: [FarmTraceabilityController, FarmIngestionController, FarmsConsoleController, FarmReadingsConsoleController, FarmGacpRecordsConsoleController],
  providers: [FarmsService, FarmsConsoleService, FarmKeyGuard],
  exports: [FarmsService],
})
export class FarmsModule {}
