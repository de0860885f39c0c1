import { LEGAL_COLLECTION_API_TEXTS, legalCollectionCaseNotEligible } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

export const legalCollectionNotFound = (): AppError => AppError.notFound(LEGAL_COLLECTION_API_TEXTS.requestNotFound);

/** A selected case is not the lender's, not late enough, or already in an open request. */
export const caseNotEligible = (serial: string): AppError =>
  AppError.field('serials', legalCollectionCaseNotEligible(serial), 'LEGAL_COLLECTION_CASE_NOT_ELIGIBLE');

/** The prepaid court fee is above the cash balance (spec 5). */
export const legalFeeShort = (): AppError =>
  new AppError(400, 'LEGAL_COLLECTION_INSUFFICIENT_BALANCE', LEGAL_COLLECTION_API_TEXTS.insufficientBalance, {
    court_fee: LEGAL_COLLECTION_API_TEXTS.insufficientBalance,
  });

/** The fee the lender confirmed is no longer the fee of the cases (a payment or a penalty came in between). */
export const courtFeeChanged = (): AppError =>
  AppError.conflict('LEGAL_COLLECTION_COURT_FEE_CHANGED', LEGAL_COLLECTION_API_TEXTS.courtFeeChanged, {
    court_fee: LEGAL_COLLECTION_API_TEXTS.courtFeeChanged,
  });

export const notCancellable = (): AppError =>
  AppError.conflict('LEGAL_COLLECTION_NOT_CANCELLABLE', LEGAL_COLLECTION_API_TEXTS.notCancellable);

export const notAdvanceable = (): AppError =>
  AppError.conflict('LEGAL_COLLECTION_NOT_ADVANCEABLE', LEGAL_COLLECTION_API_TEXTS.notAdvanceable);
