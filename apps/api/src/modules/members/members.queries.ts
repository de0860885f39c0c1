import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { MEMBER_REVIEW_STATES, optionValues } from '@lendbridge/domain';
import type { ConsoleMemberRow, Intent, MemberReviewState, MemberType, Role } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';
import { applicantOfSales } from '../loans/sales-codes.js';

/** A member as MEMBER_SELECT reads them. */
interface ConsoleMemberDbRow {
  id: number;
  member_serial: string;
  email: string;
  mobile: string;
  member_type: MemberType;
  intent: Intent;
  roles: Role[];
  created_at: Date;
  name: string | null;
  identity_status: MemberReviewState;
  bank_status: MemberReviewState;
  questionnaire_done: boolean;
  robo_vip: boolean;
}

const MEMBER_SELECT = `
  SELECT u.id, u.member_serial, u.email, u.mobile, u.member_type, u.intent, u.roles, u.created_at, u.robo_vip,
         CASE WHEN p.user_id IS NULL THEN NULL ELSE p.lastname || p.firstname END AS name,
         COALESCE(p.identity_status, 'none') AS identity_status,
         COALESCE(b.status, 'none') AS bank_status,
         EXISTS (SELECT 1 FROM risk_questionnaires q WHERE q.user_id = u.id) AS questionnaire_done
    FROM users u
    LEFT JOIN member_profiles p ON p.user_id = u.id
    LEFT JOIN member_banks b ON b.user_id = u.id AND b.status <> 'replaced'`;

/** A member as the console lists them. */
const presentConsoleMember = (row: ConsoleMemberDbRow): ConsoleMemberRow => ({
  id: row.id,
  member_serial: row.member_serial,
  email: row.email,
  mobile: row.mobile,
  member_type: row.member_type,
  intent: row.intent,
  roles: row.roles,
  created_at: row.created_at.toISOString(),
  name: row.name,
  identity_status: row.identity_status,
  bank_status: row.bank_status,
  questionnaire_done: row.questionnaire_done,
  robo_vip: row.robo_vip,
});

/** The console's members: a search of e-mail, serial, name or mobile, the review states, the member type, and ids. */
export const MEMBER_LIST = simpleRestList({
  resource: 'members',
  filter: z.object({
    q: listFilter.text(),
    identity_status: listFilter.oneOf(MEMBER_REVIEW_STATES),
    bank_status: listFilter.oneOf(MEMBER_REVIEW_STATES),
    member_type: listFilter.oneOf(optionValues('member_type')),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'u.id',
    member_serial: 'u.member_serial',
    email: 'u.email_normalized',
    created_at: 'u.created_at',
    identity_status: `COALESCE(p.identity_status, 'none')`,
    bank_status: `COALESCE(b.status, 'none')`,
  },
});

/** The members a staff member reaches: admins everyone, sales the applicants attached to them. */
function reachedBy(actor: AuthUser): SqlConditions {
  const conditions = new SqlConditions();
  if (!actor.roles.includes('admin')) conditions.add((p) => applicantOfSales('u', p), actor.id);
  return conditions;
}

export async function listConsoleMembers(
  manager: EntityManager,
  query: ListQuery<typeof MEMBER_LIST>,
  actor: AuthUser,
): Promise<ListPage<ConsoleMemberRow>> {
  const { q, identity_status: identity, bank_status: bank, member_type: memberType, id } = query.filter;
  const conditions = reachedBy(actor);
  if (q) {
    conditions.add(
      (p) => `(u.email_normalized LIKE ${p} OR u.member_serial ILIKE ${p} OR (p.lastname || p.firstname) ILIKE ${p} OR u.mobile LIKE ${p})`,
      containsPattern(q.toLowerCase()),
    );
  }
  if (identity) conditions.add((p) => `COALESCE(p.identity_status, 'none') = ${p}`, identity);
  if (bank) conditions.add((p) => `COALESCE(b.status, 'none') = ${p}`, bank);
  if (memberType) conditions.add((p) => `u.member_type = ${p}`, memberType);
  if (id) conditions.add((p) => `u.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<ConsoleMemberDbRow, typeof MEMBER_LIST>(manager, MEMBER_LIST, query, MEMBER_SELECT, conditions);
  return presentPage(page, presentConsoleMember);
}

/** One member as the console lists them, when the staff member reaches them. */
export async function findConsoleMember(manager: EntityManager, id: number, actor: AuthUser): Promise<ConsoleMemberRow | null> {
  const conditions = reachedBy(actor);
  conditions.add((p) => `u.id = ${p}`, id);
  const rows = (await manager.query(`${MEMBER_SELECT} ${conditions.where}`, conditions.params)) as ConsoleMemberDbRow[];
  return rows[0] ? presentConsoleMember(rows[0]) : null;
}

/**
 * Records the business date a member changed to this bank account: the Taipei date of now moved by
 * the business clock's offset, as BusinessClock.today() reads it.
 */
export async function markBankChanged(manager: EntityManager, bankId: number): Promise<void> {
  await manager.query(
    `UPDATE member_banks
        SET changed_on = (now() AT TIME ZONE 'Asia/Taipei')::date + COALESCE((SELECT offset_days FROM business_clock WHERE id = 1), 0)
      WHERE id = $1`,
    [bankId],
  );
}
