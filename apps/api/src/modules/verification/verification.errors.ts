import { Catch, HttpException } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { codeCooldown } from '@lendbridge/domain';

const TOO_MANY_REQUESTS = 429;

export interface CodeCooldownBody {
  statusCode: number;
  code: 'CODE_COOLDOWN';
  message: string;
  retryAfter: number;
}

/** A new code was asked for before the resend cooldown ended; `retryAfter` is in seconds. */
export class CodeCooldownError extends HttpException {
  constructor(readonly retryAfter: number) {
    super(
      {
        statusCode: TOO_MANY_REQUESTS,
        code: 'CODE_COOLDOWN',
        message: codeCooldown(retryAfter),
        retryAfter,
      } satisfies CodeCooldownBody,
      TOO_MANY_REQUESTS,
    );
  }
}

/** Renders CodeCooldownError with its retryAfter field and the Retry-After header. */
@Catch(CodeCooldownError)
export class CodeCooldownFilter implements ExceptionFilter {
  catch(exception: CodeCooldownError, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    response.setHeader('Retry-After', String(exception.retryAfter));
    response.status(TOO_MANY_REQUESTS).json(exception.getResponse());
  }
}
