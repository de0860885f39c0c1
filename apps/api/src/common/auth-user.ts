import type { MemberType, Role } from '@lendbridge/domain';

export type MemberLevel = 'member' | 'full' | 'questionnaire';

export interface MemberStatus {
  isMember: boolean;
  isMemberFull: boolean;
  isMemberBankFilled: boolean;
  isMemberCompletedQuestionnaire: boolean;
  /** Staff have verified the identity. */
  isMemberVerified: boolean;
  /** Staff have verified the bound bank. */
  isMemberBankVerified: boolean;
}

export interface AuthUser extends MemberStatus {
  id: number;
  email: string;
  roles: Role[];
  memberType: MemberType;
  memberSerial: string;
  passwordChangedAt: Date;
}

declare module 'express-serve-static-core' {
  interface Request {
    authUser?: AuthUser;
  }
}
