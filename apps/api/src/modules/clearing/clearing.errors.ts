import { CLEARING_TEXTS, clearAmountChanged, clearCashShort } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** A serial that is not one of the member's investments (or, for a lender, requests): 404 like any other record. */
export const clearInvestmentNotFound = (): AppError => AppError.notFound(CLEARING_TEXTS.investmentNotFound);

/** The investment cannot be asked about now: not active, its loan not in repayment, or already asked. */
export const notRequestable = (): AppError => AppError.conflict('CLEAR_NOT_REQUESTABLE', CLEARING_TEXTS.notRequestable);

/** The request is no longer waiting for the lender. */
export const notDecidable = (): AppError => AppError.conflict('CLEAR_NOT_DECIDABLE', CLEARING_TEXTS.notDecidable);

/** The investment is not agreed for clearing (or was cleared already). */
export const notClearable = (): AppError => AppError.conflict('CLEAR_NOT_CLEARABLE', CLEARING_TEXTS.notClearable);

/** The amount sent is not what the clearing costs now: refused with the fresh figure. */
export const amountChanged = (amount: number): AppError =>
  new AppError(409, 'CLEAR_AMOUNT_CHANGED', clearAmountChanged(amount), { amount: clearAmountChanged(amount) });

/** The borrower's cash does not cover what the clearing must pay now. */
export const cashShort = (needed: number, balance: number): AppError => new AppError(400, 'INSUFFICIENT_BALANCE', clearCashShort(needed, balance));

/** A pawn loan not in repayment (or already cleared). */
export const pawnshopNotClearable = (): AppError => AppError.conflict('CLEAR_NOT_CLEARABLE', CLEARING_TEXTS.pawnshopNotClearable);
