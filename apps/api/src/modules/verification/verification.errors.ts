import { codeCooldown } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** A new code was asked for before the resend cooldown ended: 429 CODE_COOLDOWN with `retryAfter` seconds. */
export const codeCooldownError = (retryAfter: number): AppError => AppError.tooManyRequests(codeCooldown(retryAfter), 'CODE_COOLDOWN', retryAfter);
