import { Catch, HttpException } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MESSAGES } from '@lendbridge/domain';
import { logger } from './logger.js';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string>;
  /** What a refusal carries for the client to act on (AppError's data). */
  data?: unknown;
  /** Seconds before the request may be made again (AppError's retryAfter), also sent as Retry-After. */
  retryAfter?: number;
  requestId?: string;
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const STATUS_MESSAGES: Record<number, string> = {
  401: MESSAGES.notLoggedIn,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
};

/** Body-parser and multer errors are plain errors carrying an HTTP status. */
function fromStatusError(exception: unknown): ErrorBody | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const status = (exception as { status?: unknown; statusCode?: unknown }).status ?? (exception as { statusCode?: unknown }).statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const type = (exception as { type?: unknown }).type;
  if (type === 'entity.parse.failed') return { statusCode: 400, code: 'MALFORMED_JSON', message: MESSAGES.malformedRequest };
  if (status === 413) return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.fileTooLarge };
  return { statusCode: status, code: STATUS_CODES[status] ?? 'BAD_REQUEST', message: MESSAGES.malformedRequest };
}

/**
 * Errors of our own carry their code and Chinese message, with their field errors and data when
 * they have them (also when an idempotent request replays a stored refusal). Nest wraps the body
 * parser's and the router's errors (invalid JSON, a badly encoded path, a body too large) in an
 * HttpException with the parser's English text: they are answered from the error they wrap, and
 * any other one by its status, so no answer ever carries English text.
 */
function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'object' && response !== null && 'code' in response) {
    const body = response as ErrorBody;
    return { statusCode, code: body.code, message: body.message, errors: body.errors, data: body.data, retryAfter: body.retryAfter };
  }
  const wrapped = fromStatusError(exception.cause);
  if (wrapped) return wrapped;
  const code = STATUS_CODES[statusCode] ?? (statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  const message = STATUS_MESSAGES[statusCode] ?? (statusCode >= 500 ? MESSAGES.genericErrorText : MESSAGES.malformedRequest);
  return { statusCode, code, message };
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body =
      exception instanceof HttpException
        ? fromHttpException(exception)
        : (fromStatusError(exception) ?? { statusCode: 500, code: 'INTERNAL', message: MESSAGES.genericErrorText });
    if (body.statusCode >= 500) {
      logger.error('request failed', {
        requestId: request.id,
        method: request.method,
        path: request.originalUrl,
        error: exception instanceof Error ? exception.stack : String(exception),
      });
      body.requestId = request.id;
    }
    if (response.headersSent) return;
    if (body.retryAfter !== undefined) response.setHeader('Retry-After', String(body.retryAfter));
    response.status(body.statusCode).json(body);
  }
}
