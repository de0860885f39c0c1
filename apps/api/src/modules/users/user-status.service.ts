import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MemberType, Role } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';

/** The user-status root data the screens read. */
export interface UserStatus {
  id: number | null;
  loggedIn: boolean;
  isMember: boolean;
  isMemberFull: boolean;
  isMemberBankFilled: boolean;
  isMemberCompletedQuestionnaire: boolean;
  /** Staff have verified the identity. */
  isMemberVerified: boolean;
  /** Staff have verified the bound bank: with the identity, investing, a disbursement and withdrawing are open. */
  isMemberBankVerified: boolean;
  memberType: MemberType | null;
  memberSerial: string | null;
  roles: Role[];
  email: string | null;
  csrfToken: string;
}

interface StatusRow {
  id: string;
  email: string;
  roles: Role[];
  member_type: MemberType;
  member_serial: string;
  has_profile: boolean;
  has_identity: boolean;
  has_bank: boolean;
  has_questionnaire: boolean;
  reviewed: boolean;
  bank_reviewed: boolean;
  password_changed_at: Date;
}

/**
 * The member ladder, computed in one query:
 * member = basic registration done; bank filled = a current bank binding exists;
 * full = trading registration (profile with resident ID) done and bank filled;
 * questionnaire = a risk questionnaire answered.
 */
@Injectable()
export class UserStatusService {
  constructor(private readonly dataSource: DataSource) {}

  async load(userId: number): Promise<AuthUser | undefined> {
    const rows: StatusRow[] = await this.dataSource.query(
      `SELECT u.id, u.email, u.roles, u.member_type, u.member_serial, u.password_changed_at,
              (p.user_id IS NOT NULL) AS has_profile,
              (p.registered_at IS NOT NULL) AS has_identity,
              EXISTS (SELECT 1 FROM member_banks b WHERE b.user_id = u.id AND b.status <> 'replaced') AS has_bank,
              EXISTS (SELECT 1 FROM risk_questionnaires q WHERE q.user_id = u.id) AS has_questionnaire,
              (p.identity_status = 'verified') IS TRUE AS reviewed,
              EXISTS (SELECT 1 FROM member_banks b WHERE b.user_id = u.id AND b.status = 'verified') AS bank_reviewed
         FROM users u
         LEFT JOIN member_profiles p ON p.user_id = u.id
        WHERE u.id = $1 AND u.disabled_at IS NULL`,
      [userId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const isMember = row.has_profile;
    const isMemberBankFilled = isMember && row.has_bank;
    const isMemberFull = isMember && row.has_identity && row.has_bank;
    return {
      id: Number(row.id),
      email: row.email,
      roles: row.roles,
      memberType: row.member_type,
      memberSerial: row.member_serial,
      isMember,
      isMemberBankFilled,
      isMemberFull,
      isMemberCompletedQuestionnaire: isMemberFull && row.has_questionnaire,
      isMemberVerified: isMemberFull && row.reviewed,
      isMemberBankVerified: isMemberFull && row.bank_reviewed,
      passwordChangedAt: new Date(row.password_changed_at),
    };
  }

  present(user: AuthUser | undefined, csrfToken: string): UserStatus {
    return {
      id: user?.id ?? null,
      loggedIn: Boolean(user),
      isMember: user?.isMember ?? false,
      isMemberFull: user?.isMemberFull ?? false,
      isMemberBankFilled: user?.isMemberBankFilled ?? false,
      isMemberCompletedQuestionnaire: user?.isMemberCompletedQuestionnaire ?? false,
      isMemberVerified: user?.isMemberVerified ?? false,
      isMemberBankVerified: user?.isMemberBankVerified ?? false,
      memberType: user?.memberType ?? null,
      memberSerial: user?.memberSerial ?? null,
      roles: user?.roles ?? [],
      email: user?.email ?? null,
      csrfToken,
    };
  }
}
