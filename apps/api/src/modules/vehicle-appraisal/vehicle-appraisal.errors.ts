import { APPRAISAL_TEXTS as T, MESSAGES, VEHICLE_IMPORT_TEXTS, vehicleImportRowProblem } from '@lendbridge/domain';
import type { VehicleImportProblem } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/**
 * 403 CAPTCHA_FAILED: the search's human check is missing, wrong, expired or spent. The message
 * is the spec's 目前伺服器忙碌中 (its text 請稍後再試！ is the page's); errors.captcha tells why.
 */
export const captchaFailed = (reason: string = T.captchaFailed): AppError =>
  new AppError(403, 'CAPTCHA_FAILED', T.searchBusyTitle, { captcha: reason });

/** 404 VEHICLE_NOT_FOUND: no catalogue row of the selections (or a manufacturing year its model year does not allow). */
export const vehicleNotFound = (): AppError => new AppError(404, 'VEHICLE_NOT_FOUND', T.searchBusyTitle, { vehicle: T.vehicleNotFound });

/** 429 TOO_MANY_REQUESTS: an address asked for challenges or searches too often. */
export const vehicleTooManyRequests = (retryAfter: number): AppError =>
  AppError.tooManyRequests(MESSAGES.tooManyAttempts, 'TOO_MANY_REQUESTS', retryAfter);

/** 400 VEHICLE_IMPORT_FORMAT: the file is neither an .xlsx workbook nor a UTF-8 .csv (or none was sent). */
export const importFormat = (message: string = VEHICLE_IMPORT_TEXTS.format): AppError =>
  new AppError(400, 'VEHICLE_IMPORT_FORMAT', message, { file: message });

/** 422 VEHICLE_IMPORT_INVALID: a file-level problem (no rows, too many, a missing column) or bad rows; nothing is written. */
export const importInvalid = (message: string, problems: readonly VehicleImportProblem[] = []): AppError =>
  new AppError(422, 'VEHICLE_IMPORT_INVALID', message, { file: message }, { problems });

/** The refusal of bad rows: the first one in the message, every one shown in data.problems. */
export const importRowsInvalid = (problems: readonly VehicleImportProblem[]): AppError => {
  const [first] = problems;
  return importInvalid(first === undefined ? VEHICLE_IMPORT_TEXTS.refused : vehicleImportRowProblem(first.row, first.message), problems);
};
