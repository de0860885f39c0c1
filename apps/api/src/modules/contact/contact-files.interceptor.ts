import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { CONTACT_FILES_MAX, MESSAGES, fileLengthMax } from '@lendbridge/domain';
import { catchError } from 'rxjs';
import type { Observable } from 'rxjs';
import { AppError } from '../../common/app-error.js';

/** The multipart field the contact form's files arrive in. */
export const CONTACT_FILES_FIELD = 'files';

function causeCode(error: Error): unknown {
  const cause = (error as { cause?: unknown }).cause;
  return typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
}

/** Rewrites the multipart parser's refusals of the contact form on its `files` field. */
function translate(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) {
    return new AppError(413, 'FILE_TOO_LARGE', MESSAGES.fileTooLarge, { [CONTACT_FILES_FIELD]: MESSAGES.fileTooLarge });
  }
  if (error instanceof BadRequestException && !(error instanceof AppError)) {
    const code = causeCode(error);
    if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') {
      return AppError.field(CONTACT_FILES_FIELD, fileLengthMax(CONTACT_FILES_MAX), 'TOO_MANY_FILES');
    }
    return new AppError(400, 'BAD_REQUEST', MESSAGES.invalidFormat);
  }
  return error;
}

@Injectable()
export class ContactFilesErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw translate(error);
      }),
    );
  }
}
