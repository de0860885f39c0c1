import { CHECKOUT_CART_CHANGED_CODE, FUNDING_INVEST_MIN, FUNDING_TEXTS, ORDER_TEXTS, fundingInvestableLeft } from '@lendbridge/domain';
import type { OrderChangedLoan } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

export const projectNotFound = (): AppError => new AppError(404, 'FUNDING_PROJECT_NOT_FOUND', FUNDING_TEXTS.projectNotFound);

export const imageNotFound = (): AppError => new AppError(404, 'NOT_FOUND', FUNDING_TEXTS.imageNotFound);

export const fundingOrderNotFound = (): AppError => new AppError(404, 'NOT_FOUND', FUNDING_TEXTS.orderNotFound);

/** The project no longer takes orders, or takes less than asked (the fill page's refusal). */
export const projectClosed = (investable: number): AppError =>
  new AppError(409, 'FUNDING_PROJECT_CLOSED', investable < FUNDING_INVEST_MIN ? FUNDING_TEXTS.fullyFunded : fundingInvestableLeft(investable), {
    amount: investable < FUNDING_INVEST_MIN ? FUNDING_TEXTS.fullyFunded : fundingInvestableLeft(investable),
  });

/** The member's own loan (a borrower cannot back their own project). */
export const ownProject = (field: string): AppError => AppError.field(field, ORDER_TEXTS.ownLoan, 'OWN_LOAN');

/**
 * The order engine placed nothing: the loan changed or another order took what was asked. 目前無法下單,
 * with the reason named on the loan's line (assignData.{serial}) and the engine's changed loans.
 */
export function orderRefused(loan: OrderChangedLoan): AppError {
  const reason =
    loan.amount_investable < FUNDING_INVEST_MIN
      ? FUNDING_TEXTS.fullyFunded
      : loan.amount < loan.requested_amount
        ? fundingInvestableLeft(loan.amount_investable)
        : FUNDING_TEXTS.loanChanged;
  return new AppError(409, CHECKOUT_CART_CHANGED_CODE, FUNDING_TEXTS.orderFailed, { [`assignData.${loan.serial}`]: reason }, { loans: [loan] });
}

/** The console's listing names a loan that is not listed, or one that already has a project. */
export const loanNotListed = (): AppError => AppError.field('primary_loan_serial', FUNDING_TEXTS.loanNotListed, 'LOAN_NOT_LISTED');
export const loanTaken = (): AppError => new AppError(409, 'FUNDING_LOAN_TAKEN', FUNDING_TEXTS.loanTaken, { primary_loan_serial: FUNDING_TEXTS.loanTaken });
export const usageMismatch = (): AppError => AppError.field('usage_distribution', FUNDING_TEXTS.usageMismatch, 'VALIDATION_FAILED');
