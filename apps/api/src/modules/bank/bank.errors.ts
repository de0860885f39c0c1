import { ACCOUNT_API_TEXTS, CONSOLE_DEPOSIT_TEXTS, MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

export const bankSignatureInvalid = (): AppError =>
  new AppError(401, 'BANK_SIGNATURE_INVALID', ACCOUNT_API_TEXTS.bankSignatureInvalid);

export const virtualAccountUnknown = (): AppError =>
  AppError.field('virtual_account', ACCOUNT_API_TEXTS.virtualAccountUnknown, 'VIRTUAL_ACCOUNT_UNKNOWN');

export const memberSerialUnknown = (): AppError =>
  AppError.field('member_serial', ACCOUNT_API_TEXTS.memberSerialUnknown, 'MEMBER_SERIAL_UNKNOWN');

/** Only full members have a virtual account to deposit to. */
export const depositMemberNotFull = (): AppError => AppError.field('member_serial', MESSAGES.notMemberFull, 'NOT_MEMBER_FULL');

/** Only a deposit awaiting approval can be approved or rejected. */
export const depositNotPending = (): AppError => AppError.conflict('DEPOSIT_NOT_PENDING', CONSOLE_DEPOSIT_TEXTS.notPending);

/** The admin who recorded a deposit cannot be the one who approves it. */
export const depositOwnApproval = (): AppError => AppError.forbidden(CONSOLE_DEPOSIT_TEXTS.ownApproval, 'DEPOSIT_OWN_APPROVAL');
