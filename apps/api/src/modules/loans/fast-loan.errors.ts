import { FAST_LOAN_TEXTS } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** The hash is not the one the lookup answered for this member, loan and day. */
export const fastLoanHashInvalid = (): AppError => AppError.field('hash', FAST_LOAN_TEXTS.hashInvalid, 'FAST_LOAN_HASH_INVALID');

/** Only a loan lenders can still invest in (媒合中) can be sped up. */
export const fastLoanNotMatching = (): AppError => AppError.conflict('FAST_LOAN_NOT_MATCHING', FAST_LOAN_TEXTS.notMatching);

/** Requests are taken on weekdays from 09:00 to 18:00 Taipei time. */
export const fastLoanOutOfServiceTime = (): AppError =>
  AppError.conflict('FAST_LOAN_OUT_OF_SERVICE_TIME', FAST_LOAN_TEXTS.outsideServiceTime);

/** A loan is sped up once. */
export const fastLoanAlreadyRequested = (): AppError => AppError.conflict('FAST_LOAN_ALREADY_REQUESTED', FAST_LOAN_TEXTS.requested);
