import { CHECKOUT_CONFIRMATION_FIELDS, CHECKOUT_CONFIRMATION_TEXTS, MESSAGES, ORDER_TEXTS, PLACE_ORDER_TEXTS } from '@lendbridge/domain';
import type { CheckoutConfirmation } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

const CONFIRMATION_CODES: Readonly<Record<CheckoutConfirmation, string>> = {
  no_protection: 'NO_PROTECTION_NOT_CONFIRMED',
  student_project: 'STUDENT_PROJECT_NOT_CONFIRMED',
  collateral: 'COLLATERAL_NOT_CONFIRMED',
};

export const contractNotAccepted = (): AppError =>
  new AppError(400, 'CONTRACT_NOT_ACCEPTED', ORDER_TEXTS.contractMissing, { contract_accepted: ORDER_TEXTS.contractMissing });

/** A loan of the order calls for a confirmation the order did not give. */
export const confirmationMissing = (kind: CheckoutConfirmation): AppError => {
  const message = CHECKOUT_CONFIRMATION_TEXTS[kind].missing;
  return new AppError(400, CONFIRMATION_CODES[kind], message, { [CHECKOUT_CONFIRMATION_FIELDS[kind]]: message });
};

/** An unknown loan, named by the body field that asked for it (loans.{i}.serial, assignData.{serial}, serials.{i}). */
export const loanNotFound = (field: string): AppError => AppError.field(field, ORDER_TEXTS.loanNotFound, 'LOAN_NOT_FOUND');

/** The member's own loan, named by the body field that asked for it. */
export const ownLoan = (field: string): AppError => AppError.field(field, ORDER_TEXTS.ownLoan, 'OWN_LOAN');

/** assign-some names a loan that is not in the member's cart. */
export const notInCart = (field: string): AppError => AppError.field(field, PLACE_ORDER_TEXTS.notInCart, 'NOT_IN_CART');

/** Paying from the balance needs at least the minimum available (spec 5). */
export const balanceBelowMinimum = (): AppError => new AppError(400, 'BALANCE_BELOW_MINIMUM', ORDER_TEXTS.investableShort);

/** The available balance does not cover what is to be paid. */
export const balanceShort = (): AppError => new AppError(400, 'INSUFFICIENT_BALANCE', MESSAGES.insufficientBalance);

export const orderNotFound = (): AppError => AppError.notFound(ORDER_TEXTS.orderNotFound);

export const orderNotPending = (): AppError => AppError.conflict('ORDER_NOT_PENDING', ORDER_TEXTS.orderNotPending);

export const orderLapsed = (): AppError => AppError.conflict('ORDER_LAPSED', ORDER_TEXTS.orderLapsed);

export const investmentNotFound = (): AppError => AppError.notFound(ORDER_TEXTS.investmentNotFound);

export const loanNotCancellable = (): AppError => AppError.conflict('LOAN_NOT_CANCELLABLE', ORDER_TEXTS.loanNotCancellable);

export const cancelFeeShort = (): AppError => new AppError(400, 'INSUFFICIENT_BALANCE', ORDER_TEXTS.cancelFeeShort);

export const loanNotFunded = (): AppError => AppError.conflict('LOAN_NOT_FUNDED', ORDER_TEXTS.loanNotFunded);

/** The borrower's identity awaits staff review: the funded loan waits for it. */
export const borrowerIdentityPending = (): AppError => AppError.conflict('BORROWER_IDENTITY_PENDING', MESSAGES.borrowerIdentityPending);
export const borrowerBankPending = (): AppError => AppError.conflict('BORROWER_BANK_PENDING', MESSAGES.borrowerBankPending);
