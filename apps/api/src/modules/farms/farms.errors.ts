import { FARM_TEXTS, MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** A farm page asked for with a number or key that does not match: the same 404 as for no farm. */
export const farmNotFound = (): AppError => new AppError(404, 'FARM_NOT_FOUND', FARM_TEXTS.farmNotFound);

/** An ingestion request without the farm's active key. */
export const farmKeyInvalid = (): AppError => new AppError(401, 'FARM_KEY_INVALID', FARM_TEXTS.keyInvalid);

export const farmFieldUnknown = (path: string): AppError => AppError.field(path, FARM_TEXTS.unknownField);

export const farmImageMissing = (): AppError => AppError.field('file', FARM_TEXTS.imageRequired);

export const farmOwnerUnknown = (): AppError => AppError.field('owner_serial', FARM_TEXTS.ownerUnknown);

export const farmLoanNotOwners = (): AppError => AppError.field('loan_serials', FARM_TEXTS.loanNotOwners);

export const farmLoanTaken = (): AppError => AppError.conflict('FARM_LOAN_TAKEN', FARM_TEXTS.loanTaken, { loan_serials: FARM_TEXTS.loanTaken });

export const farmNoTaken = (): AppError => AppError.conflict('FARM_NO_TAKEN', FARM_TEXTS.farmNoTaken, { no: FARM_TEXTS.farmNoTaken });

export const farmFieldHasData = (index: number): AppError =>
  new AppError(400, 'FARM_FIELD_HAS_DATA', FARM_TEXTS.fieldHasData, { [`fields.${index}`]: FARM_TEXTS.fieldHasData });

export const consoleFarmNotFound = (): AppError => AppError.notFound(MESSAGES.notFound);
