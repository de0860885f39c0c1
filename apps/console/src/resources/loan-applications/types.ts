import type {
  ApprovalComputeAnswer,
  ConsoleApplicationLoan,
  ConsoleLoanApplicationDetail,
  ConsoleLoanApplicationEvent,
  ConsoleLoanApplicationRow,
  ConsoleLoanGuarantor,
  LoanApplicationCollateral,
  LoanCreditCardRecord,
} from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/loan-applications. */
export type LoanApplicationRow = ConsoleLoanApplicationRow & RaRecord;

/** GET /api/console/loan-applications/:id. */
export type LoanApplicationDetail = ConsoleLoanApplicationDetail & RaRecord;

/** One entry of an application's history. */
export type LoanApplicationEvent = ConsoleLoanApplicationEvent;

/** The loan an approval created. */
export type LoanSummary = ConsoleApplicationLoan;

/** A collateral of a pawn or realty application. */
export type Collateral = LoanApplicationCollateral;

/** A credit-card record of the application. */
export type CreditCardRecord = LoanCreditCardRecord;

/** The guarantor named on a guarantor application. */
export type Guarantor = ConsoleLoanGuarantor;

/** GET /api/console/loan-applications/:id/compute: the figures and the echoed sendback. */
export type ApprovalComputeResult = ApprovalComputeAnswer;
