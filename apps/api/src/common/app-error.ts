import { HttpException } from '@nestjs/common';
import { MESSAGES } from '@lendbridge/domain';

export type FieldErrors = Record<string, string>;

/**
 * The one error type services throw; the global filter renders it as {statusCode, code, message,
 * errors?, data?, retryAfter?}: field errors for forms, data for a refusal the client acts on (the
 * loans a CART_CHANGED names), and the seconds to wait before asking again (with Retry-After).
 */
export class AppError extends HttpException {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    readonly data?: unknown,
    readonly retryAfter?: number,
  ) {
    super({ statusCode, code, message, errors, data, retryAfter }, statusCode);
  }

  /** A refusal that carries data beside its code and message. */
  static withData(statusCode: number, code: string, message: string, data: unknown): AppError {
    return new AppError(statusCode, code, message, undefined, data);
  }

  static validation(errors: FieldErrors, message?: string): AppError {
    const first = Object.values(errors)[0];
    return new AppError(400, 'VALIDATION_FAILED', message ?? first ?? MESSAGES.genericErrorText, errors);
  }

  static field(field: string, message: string, code = 'VALIDATION_FAILED'): AppError {
    return new AppError(400, code, message, { [field]: message });
  }

  static unauthorized(message: string = MESSAGES.notLoggedIn): AppError {
    return new AppError(401, 'UNAUTHENTICATED', message);
  }

  static forbidden(message: string = MESSAGES.forbidden, code = 'FORBIDDEN'): AppError {
    return new AppError(403, code, message);
  }

  static notFound(message: string = MESSAGES.notFound): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static conflict(code: string, message: string, errors?: FieldErrors): AppError {
    return new AppError(409, code, message, errors);
  }

  /** 429; with `retryAfter` (seconds) the answer carries it and the Retry-After header. */
  static tooManyRequests(message: string, code = 'TOO_MANY_REQUESTS', retryAfter?: number): AppError {
    return new AppError(429, code, message, undefined, undefined, retryAfter);
  }
}
