import { continueTo } from '../../app/ladder';
import type { UserStatus } from '../../app/session';

/**
 * Where the member goes once the trading registration (identity) is done: the bank binding,
 * then the risk questionnaire, then next (or home).
 */
export const afterIdentity = (status: UserStatus, next: string | null): string => {
  if (!status.isMemberBankFilled) return continueTo('/member/bank', next);
  if (!status.isMemberCompletedQuestionnaire) return continueTo('/member/risk-questionnaire', next);
  return next ?? '/';
};
