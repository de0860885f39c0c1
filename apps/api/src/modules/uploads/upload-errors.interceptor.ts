import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { MESSAGES } from '@lendbridge/domain';
import { catchError } from 'rxjs';
import type { Observable } from 'rxjs';
import { AppError } from '../../common/app-error.js';
import { fileTooLarge, isUploadField } from './uploads.errors.js';

interface MulterCause {
  code?: unknown;
  field?: unknown;
}

function causeOf(error: Error): MulterCause {
  const cause = (error as { cause?: unknown }).cause;
  return typeof cause === 'object' && cause !== null ? (cause as MulterCause) : {};
}

/** Rewrites the multipart parser's refusals (bound outside the file interceptor) in the API's own terms. */
function translate(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) {
    const { field } = causeOf(error);
    return fileTooLarge(isUploadField(field) ? field : 'file');
  }
  if (error instanceof BadRequestException && !(error instanceof AppError)) {
    const { code, field } = causeOf(error);
    if (code === 'LIMIT_FILE_COUNT' || (code === 'LIMIT_UNEXPECTED_FILE' && isUploadField(field))) {
      return AppError.field(isUploadField(field) ? field : 'file', MESSAGES.uploadSingle);
    }
    if (code === 'LIMIT_UNEXPECTED_FILE' && typeof field === 'string' && field !== '') {
      return AppError.field(field, MESSAGES.unknownField);
    }
    return new AppError(400, 'BAD_REQUEST', MESSAGES.invalidFormat);
  }
  return error;
}

@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw translate(error);
      }),
    );
  }
}
