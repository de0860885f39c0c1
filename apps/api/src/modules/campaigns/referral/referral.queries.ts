import type { EntityManager } from 'typeorm';
import { REFERRAL_PAGE_SIZE } from '@lendbridge/domain';

/** The member a referral link names: an account with that serial that is not disabled, or null. */
export async function referrerIdOf(manager: EntityManager, memberSerial: string): Promise<number | null> {
  const [row] = (await manager.query(`SELECT id FROM users WHERE member_serial = $1 AND disabled_at IS NULL`, [memberSerial])) as { id: number }[];
  return row?.id ?? null;
}

/** The overview counts: members referred, those with a paid investment, those with a disbursed loan. */
export interface ReferralCounts {
  referred: number;
  invested: number;
  borrowed: number;
}

const INVESTED = `EXISTS (SELECT 1 FROM investments i WHERE i.user_id = u.id AND i.paid_at IS NOT NULL)`;
const BORROWED = `EXISTS (SELECT 1 FROM loans l WHERE l.borrower_id = u.id AND l.disbursed_at IS NOT NULL)`;

export async function referralCounts(manager: EntityManager, referrerId: number): Promise<ReferralCounts> {
  const [row] = (await manager.query(
    `SELECT count(*)::bigint AS referred,
            count(*) FILTER (WHERE ${INVESTED})::bigint AS invested,
            count(*) FILTER (WHERE ${BORROWED})::bigint AS borrowed
       FROM users u WHERE u.referrer_id = $1`,
    [referrerId],
  )) as ReferralCounts[];
  return row;
}

const offsetOf = (page: number): number => (page - 1) * REFERRAL_PAGE_SIZE;

/** An invitation as stored. */
export interface InvitationDbRow {
  id: number;
  name: string;
  phone: string | null;
  email: string;
  created_at: Date;
}

/** A page of the member's invitations, newest first, and how many there are. */
export async function invitationsPage(manager: EntityManager, inviterId: number, page: number): Promise<{ rows: InvitationDbRow[]; total: number }> {
  const rows = (await manager.query(
    `SELECT id, name, phone, email, created_at FROM referral_invitations
      WHERE inviter_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [inviterId, REFERRAL_PAGE_SIZE, offsetOf(page)],
  )) as InvitationDbRow[];
  const [{ total }] = (await manager.query(`SELECT count(*)::bigint AS total FROM referral_invitations WHERE inviter_id = $1`, [inviterId])) as {
    total: number;
  }[];
  return { rows, total };
}

/** A member the member referred, with what they did since. */
export interface ReferredDbRow {
  email: string;
  created_at: Date;
  lastname: string | null;
  firstname: string | null;
  invested: boolean;
  borrowed: boolean;
  reward_paid: boolean;
}

/** A page of the members the member referred, newest first, and how many there are. */
export async function referredPage(manager: EntityManager, referrerId: number, page: number): Promise<{ rows: ReferredDbRow[]; total: number }> {
  const rows = (await manager.query(
    `SELECT u.email, u.created_at, p.lastname, p.firstname, ${INVESTED} AS invested, ${BORROWED} AS borrowed,
            EXISTS (SELECT 1 FROM referral_rewards r WHERE r.referred_id = u.id AND r.referrer_id = u.referrer_id AND r.outcome = 'paid') AS reward_paid
       FROM users u LEFT JOIN member_profiles p ON p.user_id = u.id
      WHERE u.referrer_id = $1 ORDER BY u.created_at DESC, u.id DESC LIMIT $2 OFFSET $3`,
    [referrerId, REFERRAL_PAGE_SIZE, offsetOf(page)],
  )) as ReferredDbRow[];
  const [{ total }] = (await manager.query(`SELECT count(*)::bigint AS total FROM users WHERE referrer_id = $1`, [referrerId])) as { total: number }[];
  return { rows, total };
}

/** The name the invitation e-mail gives the inviter (their basic data), or null before it is given. */
export async function inviterNameOf(manager: EntityManager, userId: number): Promise<string | null> {
  const [row] = (await manager.query(`SELECT lastname || firstname AS name FROM member_profiles WHERE user_id = $1`, [userId])) as { name: string }[];
  return row?.name ?? null;
}

/** The addresses among these the member has invited before. */
export async function invitedBefore(manager: EntityManager, inviterId: number, emails: readonly string[]): Promise<Set<string>> {
  const rows = (await manager.query(`SELECT email_normalized FROM referral_invitations WHERE inviter_id = $1 AND email_normalized = ANY ($2::text[])`, [
    inviterId,
    emails,
  ])) as { email_normalized: string }[];
  return new Set(rows.map((row) => row.email_normalized));
}

/** How many invitations the member sent after an instant. */
export async function invitationsSince(manager: EntityManager, inviterId: number, since: Date): Promise<number> {
  const [{ count }] = (await manager.query(`SELECT count(*)::bigint AS count FROM referral_invitations WHERE inviter_id = $1 AND created_at > $2`, [
    inviterId,
    since,
  ])) as { count: number }[];
  return count;
}

/** Of these serials, those of accounts that are not disabled. */
export async function activeSerials(manager: EntityManager, serials: readonly string[]): Promise<Set<string>> {
  const rows = (await manager.query(`SELECT member_serial FROM users WHERE member_serial = ANY ($1::text[]) AND disabled_at IS NULL`, [serials])) as {
    member_serial: string;
  }[];
  return new Set(rows.map((row) => row.member_serial));
}
