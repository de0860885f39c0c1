import { ACCOUNT_API_TEXTS, MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

export const bankSignatureInvalid = (): AppError =>
  new AppError(401, 'BANK_SIGNATURE_INVALID', ACCOUNT_API_TEXTS.bankSignatureInvalid);

export const virtualAccountUnknown = (): AppError =>
  AppError.field('virtual_account', ACCOUNT_API_TEXTS.virtualAccountUnknown, 'VIRTUAL_ACCOUNT_UNKNOWN');

export const memberSerialUnknown = (): AppError =>
  AppError.field('member_serial', ACCOUNT_API_TEXTS.memberSerialUnknown, 'MEMBER_SERIAL_UNKNOWN');

/** Only full members have a virtual account to deposit to. */
export const depositMemberNotFull = (): AppError => AppError.field('member_serial', MESSAGES.notMemberFull, 'NOT_MEMBER_FULL');
