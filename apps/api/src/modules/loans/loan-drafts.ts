import { MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { LoanApplication } from './loan-application.entity.js';

/** Only a `prepare` draft changes; anything else answers 409 無法編輯此案件 (or the given message). */
export function assertDraft(application: LoanApplication, message: string = MESSAGES.notEditable): void {
  if (application.status !== 'prepare') throw AppError.conflict('NOT_EDITABLE', message);
}

/** Rewrites an error's message and (when given) its field names, keeping its status and code. */
export function withMessage(error: unknown, message: string, fields: Readonly<Record<string, string>> = {}): unknown {
  if (!(error instanceof AppError)) return error;
  const errors =
    error.errors === undefined
      ? undefined
      : Object.fromEntries(Object.entries(error.errors).map(([field, text]) => [fields[field] ?? field, text]));
  return new AppError(error.statusCode, error.code, message, errors);
}
