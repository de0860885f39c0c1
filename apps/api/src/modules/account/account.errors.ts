import { ACCOUNT_API_TEXTS, MESSAGES, TWO_FACTOR_TEXTS, withdrawAmountTooSmall } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** Withdrawals go to a bound bank account only. */
export const bankNotBound = (): AppError => new AppError(400, 'BANK_NOT_BOUND', MESSAGES.bankNotBound);

/** The bound account waits for (or failed) staff verification. */
export const bankNotVerified = (): AppError => new AppError(400, 'BANK_NOT_VERIFIED', MESSAGES.bankNotVerified);

export const nothingToWithdraw = (): AppError => new AppError(400, 'NOTHING_TO_WITHDRAW', MESSAGES.nothingToWithdraw);

/** The amount would leave nothing after the fee. */
export const withdrawTooSmall = (fee: number): AppError =>
  new AppError(400, 'WITHDRAW_AMOUNT_TOO_SMALL', withdrawAmountTooSmall(fee), { amount: withdrawAmountTooSmall(fee) });

export const withdrawalNotPending = (): AppError => AppError.conflict('WITHDRAWAL_NOT_PENDING', ACCOUNT_API_TEXTS.withdrawalNotPending);

export const wrongPassword = (): AppError => AppError.field('password', MESSAGES.wrongPassword, 'WRONG_PASSWORD');

/** The bound account was changed this business day: it receives withdrawals from the next one. */
export const bankChangedToday = (): AppError => new AppError(400, 'BANK_CHANGED_TODAY', TWO_FACTOR_TEXTS.bankChangedToday);
