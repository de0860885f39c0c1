import { ACCOUNT_API_TEXTS, MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** A member account would go below zero. */
export const insufficientBalance = (): AppError => new AppError(400, 'INSUFFICIENT_BALANCE', MESSAGES.insufficientBalance);

export const idempotencyKeyRequired = (): AppError =>
  new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', ACCOUNT_API_TEXTS.idempotencyKeyRequired);

export const idempotencyKeyInvalid = (): AppError =>
  new AppError(400, 'IDEMPOTENCY_KEY_INVALID', ACCOUNT_API_TEXTS.idempotencyKeyInvalid);

/** The key was used for another request (another method, path or body). */
export const idempotencyMismatch = (): AppError => new AppError(422, 'IDEMPOTENCY_MISMATCH', MESSAGES.idempotencyConflict);

/** The first request with this key has not answered yet. */
export const idempotencyInFlight = (): AppError =>
  new AppError(409, 'IDEMPOTENCY_IN_FLIGHT', ACCOUNT_API_TEXTS.idempotencyInFlight);
