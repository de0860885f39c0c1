import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { CREDIT_CARD_BILL_IMAGE_FIELD, MESSAGES } from '@lendbridge/domain';
import { catchError } from 'rxjs';
import type { Observable } from 'rxjs';
import { AppError } from '../../common/app-error.js';

function causeField(error: Error): string | undefined {
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause !== 'object' || cause === null) return undefined;
  const field = (cause as { field?: unknown }).field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** The multipart parser's refusals of the credit-card form, with the create-failure message. */
function translate(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) {
    return new AppError(413, 'FILE_TOO_LARGE', MESSAGES.creditCardCreateFailed, {
      [CREDIT_CARD_BILL_IMAGE_FIELD]: MESSAGES.fileTooLarge,
    });
  }
  if (error instanceof BadRequestException && !(error instanceof AppError)) {
    const field = causeField(error);
    const message = field === CREDIT_CARD_BILL_IMAGE_FIELD ? MESSAGES.uploadSingle : MESSAGES.unknownField;
    return new AppError(400, 'VALIDATION_FAILED', MESSAGES.creditCardCreateFailed, field === undefined ? undefined : { [field]: message });
  }
  return error;
}

@Injectable()
export class BillImageErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw translate(error);
      }),
    );
  }
}
