import { SERVICING_TEXTS } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** Another process is running the batch of this business date. */
export const batchRunning = (): AppError => AppError.conflict('BATCH_RUNNING', SERVICING_TEXTS.batchRunning);

/** The console asked for a business date after the business clock's today. */
export const businessDateInFuture = (): AppError =>
  AppError.field('business_date', SERVICING_TEXTS.businessDateFuture, 'BUSINESS_DATE_IN_FUTURE');

/** Moving the clock would take it past its largest offset. */
export const clockOffsetMax = (): AppError => AppError.field('days_forward', SERVICING_TEXTS.clockOffsetMax, 'CLOCK_OFFSET_MAX');

/** A date before the dates already run that was never run: the batch runs the dates in order only. */
export const batchDateOutOfOrder = (): AppError =>
  AppError.field('business_date', SERVICING_TEXTS.batchDateOutOfOrder, 'BATCH_DATE_OUT_OF_ORDER');
