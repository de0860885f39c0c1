import { Module } from '@nestjs/common';
import { AppraisalController } from './appraisal.controller.js';
import { AppraisalService } from './appraisal.service.js';

/** Appraisal items of pawn and realty collaterals, for appraisers in the console. */
@Module({
  controllers: [AppraisalController],
  providers: [AppraisalService],
})
export class AppraisalModule {}
