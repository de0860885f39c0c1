import { Module } from '@nestjs/common';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { CaptchaService } from './captcha.service.js';
import { VehicleAppraisalController } from './vehicle-appraisal.controller.js';
import { VehicleAppraisalService } from './vehicle-appraisal.service.js';
import { VehicleCatalogueConsoleController } from './vehicle-catalogue-console.controller.js';

/** The vehicle appraisal for visitors (option lists, human check, estimate) and the console's price catalogue. */
@Module({
  imports: [RepaymentModule],
  controllers: [VehicleAppraisalController, VehicleCatalogueConsoleController],
  providers: [VehicleAppraisalService, CaptchaService],
  exports: [VehicleAppraisalService],
})
export class VehicleAppraisalModule {}
