import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AgreePolicyController } from './agree-policy.controller.js';
import { AlumniController } from './alumni.controller.js';
import { AlumniService } from './alumni.service.js';
import { BorrowerLoansController } from './borrower-loans.controller.js';
import { BorrowerLoansService } from './borrower-loans.service.js';
import { BorrowerOverviewController } from './borrower-overview.controller.js';
import { BorrowerOverviewService } from './borrower-overview.service.js';
import { CreditCardRecordsService } from './credit-card-records.service.js';
import { FastLoanController } from './fast-loan.controller.js';
import { FastLoanService } from './fast-loan.service.js';
import { GuarantorsController } from './guarantors.controller.js';
import { GuarantorsService } from './guarantors.service.js';
import { IdCardController } from './id-card.controller.js';
import { IdCardService } from './id-card.service.js';
import { ID_CARD_VERIFIER, LocalIdCardVerifier } from './id-card-verifier.js';
import { LoanApplicationsConsoleController } from './loan-applications-console.controller.js';
import { LoanApplicationsController } from './loan-applications.controller.js';
import { LoanApplicationsService } from './loan-applications.service.js';
import { LoanCollateralsService } from './loan-collaterals.service.js';
import { CreditCardRecordDeleteController, LoanApplicationExtrasController } from './loan-extras.controller.js';
import { LoanReviewService } from './loan-review.service.js';
import { PolicyAgreementsService } from './policy-agreements.service.js';
import { SchoolEmailLinkController, StudentEmailController } from './student-email.controller.js';
import { StudentEmailService } from './student-email.service.js';
import { NotificationsModule } from '../notifications/notifications.module.js';

@Module({
  imports: [LedgerModule, UploadsModule, InboxModule, OutboxModule, RepaymentModule, NotificationsModule],
  controllers: [
    LoanApplicationsController,
    LoanApplicationsConsoleController,
    BorrowerLoansController,
    LoanApplicationExtrasController,
    CreditCardRecordDeleteController,
    GuarantorsController,
    AgreePolicyController,
    StudentEmailController,
    SchoolEmailLinkController,
    IdCardController,
    AlumniController,
    BorrowerOverviewController,
    FastLoanController,
  ],
  providers: [
    LoanApplicationsService,
    LoanReviewService,
    BorrowerLoansService,
    LoanCollateralsService,
    CreditCardRecordsService,
    GuarantorsService,
    PolicyAgreementsService,
    StudentEmailService,
    IdCardService,
    AlumniService,
    { provide: ID_CARD_VERIFIER, useClass: LocalIdCardVerifier },
    BorrowerOverviewService,
    FastLoanService,
  ],
  exports: [LoanApplicationsService],
})
export class LoansModule {}
