import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BorrowerLoansController } from './borrower-loans.controller.js';
import { BorrowerLoansService } from './borrower-loans.service.js';
import { LoanApplicationsConsoleController } from './loan-applications-console.controller.js';
import { LoanApplicationsController } from './loan-applications.controller.js';
import { LoanApplicationsService } from './loan-applications.service.js';
import { LoanReviewService } from './loan-review.service.js';

@Module({
  imports: [UploadsModule, InboxModule],
  controllers: [LoanApplicationsController, LoanApplicationsConsoleController, BorrowerLoansController],
  providers: [LoanApplicationsService, LoanReviewService, BorrowerLoansService],
  exports: [LoanApplicationsService],
})
export class LoansModule {}
