import type { EntityManager } from 'typeorm';
import type { MissionRule, Story } from '@lendbridge/domain';
import { returnedRows } from '../../../common/sql.js';

/** A mission of a missions or flip-cards campaign. */
export interface MissionRow {
  id: number;
  campaign_id: number;
  key: string;
  message: string;
  notice: string;
  target_path: string;
  rule: MissionRule;
  needs_start: boolean;
  tickets: number;
  position: number;
}

/** A member's progress on a mission. */
export interface ProgressRow {
  id: number;
  mission_id: number;
  drawn: boolean;
  assigned_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  claimed_at: Date | null;
  property: string | null;
  serial: string | null;
}

/** The record that completed a mission: when, and what the flip card shows of it. */
export interface MissionFact {
  done_at: Date;
  property: string | null;
  serial: string | null;
}

const MISSION_COLUMNS = `id, campaign_id, key, message, notice, target_path, rule, needs_start, tickets, position`;
const PROGRESS_COLUMNS = `id, mission_id, drawn, assigned_at, started_at, completed_at, claimed_at, property, serial`;

/** A campaign's missions in order. */
export async function missionsOf(manager: EntityManager, campaignId: number): Promise<MissionRow[]> {
  return manager.query(`SELECT ${MISSION_COLUMNS} FROM campaign_missions WHERE campaign_id = $1 ORDER BY position, id`, [campaignId]);
}

/** The member's progress rows of a campaign. */
export async function progressOf(manager: EntityManager, campaignId: number, userId: number): Promise<ProgressRow[]> {
  return manager.query(`SELECT ${PROGRESS_COLUMNS} FROM mission_progress WHERE campaign_id = $1 AND user_id = $2 ORDER BY assigned_at, id`, [
    campaignId,
    userId,
  ]);
}

/** The member's drawn mission not yet claimed, or null. */
export async function openTaskOf(manager: EntityManager, campaignId: number, userId: number): Promise<ProgressRow | null> {
  const rows: ProgressRow[] = await manager.query(
    `SELECT ${PROGRESS_COLUMNS} FROM mission_progress WHERE campaign_id = $1 AND user_id = $2 AND drawn AND claimed_at IS NULL`,
    [campaignId, userId],
  );
  return rows[0] ?? null;
}

/** Draws a mission for the member: false when another drawn mission is still open (the partial unique index). */
export async function insertDrawnTask(manager: EntityManager, task: { campaignId: number; missionId: number; userId: number; at: Date }): Promise<boolean> {
  const rows = await manager.query(
    `INSERT INTO mission_progress (campaign_id, mission_id, user_id, drawn, assigned_at) VALUES ($1, $2, $3, true, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [task.campaignId, task.missionId, task.userId, task.at],
  );
  return (rows as unknown[]).length === 1;
}

/** Records that the member started a mission (the first start counts); a progress row is made for a mission not drawn. */
export async function startMission(manager: EntityManager, start: { campaignId: number; missionId: number; userId: number; at: Date }): Promise<void> {
  await manager.query(
    `INSERT INTO mission_progress (campaign_id, mission_id, user_id, assigned_at, started_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (mission_id, user_id) DO UPDATE SET started_at = COALESCE(mission_progress.started_at, EXCLUDED.started_at)`,
    [start.campaignId, start.missionId, start.userId, start.at],
  );
}

/** Records what completed a mission, once (a progress row is made for a mission not drawn or started). */
export async function recordCompletion(manager: EntityManager, done: { campaignId: number; missionId: number; userId: number; at: Date; fact: MissionFact }): Promise<void> {
  await manager.query(
    `INSERT INTO mission_progress (campaign_id, mission_id, user_id, assigned_at, completed_at, property, serial) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (mission_id, user_id) DO UPDATE
       SET completed_at = EXCLUDED.completed_at, property = EXCLUDED.property, serial = EXCLUDED.serial
       WHERE mission_progress.completed_at IS NULL`,
    [done.campaignId, done.missionId, done.userId, done.at, done.fact.done_at, done.fact.property, done.fact.serial],
  );
}

/** Marks a completed mission claimed: false when it already was. */
export async function markClaimed(manager: EntityManager, progressId: number, at: Date): Promise<boolean> {
  const rows = returnedRows<{ id: number }>(
    await manager.query(`UPDATE mission_progress SET claimed_at = $2 WHERE id = $1 AND claimed_at IS NULL AND completed_at IS NOT NULL RETURNING id`, [
      progressId,
      at,
    ]),
  );
  return rows.length === 1;
}

/**
 * The first record in [since, until) that completes a rule for the member: a paid manual
 * investment (not a robo part, not a resale purchase, not refunded), a transfer into robo
 * investing, a member who registered through the member's link, a credit-try result.
 */
export async function firstFact(manager: EntityManager, rule: MissionRule, userId: number, since: Date, until: Date): Promise<MissionFact | null> {
  const queries: Record<MissionRule, string> = {
    invest: `SELECT paid_at AS done_at, amount::text AS property, serial FROM investments
              WHERE user_id = $1 AND order_id IS NOT NULL AND robo_product IS NULL AND paid_at >= $2 AND paid_at < $3
                AND status NOT IN ('pending_payment', 'lapsed', 'cancelled', 'expired')
              ORDER BY paid_at, id LIMIT 1`,
    robo_transfer: `SELECT created_at AS done_at, amount::text AS property, serial FROM robo_investments
                     WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY created_at, id LIMIT 1`,
    invite: `SELECT created_at AS done_at, NULL::text AS property, NULL::text AS serial FROM users
              WHERE referrer_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY created_at, id LIMIT 1`,
    credit_check: `SELECT created_at AS done_at, level AS property, NULL::text AS serial FROM credit_try_results
                    WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY created_at, id LIMIT 1`,
  };
  const rows: MissionFact[] = await manager.query(queries[rule], [userId, since, until]);
  return rows[0] ?? null;
}

/** NT$ the member invested by paid manual orders in [since, until) (what the draws' tiers and the roulette count). */
export async function investedBetween(manager: EntityManager, userId: number, since: Date, until: Date): Promise<number> {
  const rows: { invested: number }[] = await manager.query(
    `SELECT COALESCE(sum(amount), 0)::bigint AS invested FROM investments
      WHERE user_id = $1 AND order_id IS NOT NULL AND robo_product IS NULL AND paid_at >= $2 AND paid_at < $3
        AND status NOT IN ('pending_payment', 'lapsed', 'cancelled', 'expired')`,
    [userId, since, until],
  );
  return rows[0]?.invested ?? 0;
}

/** The member's tickets of a campaign: granted (prizes, missions, staff) less spent on its spins. */
export async function ticketCount(manager: EntityManager, campaignId: number, userId: number): Promise<number> {
  const rows: { granted: number; spent: number }[] = await manager.query(
    `SELECT (SELECT COALESCE(sum(count), 0)::bigint FROM campaign_tickets WHERE campaign_id = $1 AND user_id = $2) AS granted,
            (SELECT count(*)::bigint FROM campaign_spins WHERE campaign_id = $1 AND user_id = $2 AND NOT trial) AS spent`,
    [campaignId, userId],
  );
  const row = rows[0];
  return row ? Math.max(0, row.granted - row.spent) : 0;
}

/** Whether the member drew on a business date. */
export async function drewOn(manager: EntityManager, campaignId: number, userId: number, businessDate: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM campaign_spins WHERE campaign_id = $1 AND user_id = $2 AND business_date = $3 AND daily`, [
    campaignId,
    userId,
    businessDate,
  ]);
  return rows.length > 0;
}

/**
 * Takes the member's draw of a business date: the spin's id, or null when it was taken already
 * (the partial unique index; a concurrent draw waits for this one and then finds it taken).
 */
export async function takeDailyDraw(
  manager: EntityManager,
  draw: { campaignId: number; userId: number; businessDate: string; at: Date; source: string | null },
): Promise<number | null> {
  const rows: { id: number }[] = await manager.query(
    `INSERT INTO campaign_spins (campaign_id, user_id, reward_name, business_date, daily, created_at, source) VALUES ($1, $2, '', $3, true, $4, $5)
     ON CONFLICT (campaign_id, user_id, business_date) WHERE daily DO NOTHING RETURNING id`,
    [draw.campaignId, draw.userId, draw.businessDate, draw.at, draw.source],
  );
  return rows[0]?.id ?? null;
}

/** What a draw gave, on its spin. */
export async function recordDrawResult(
  manager: EntityManager,
  spinId: number,
  result: { prizeId: number; rewardName: string; promoCodeId: number | null; cashback: number | null },
): Promise<void> {
  await manager.query(`UPDATE campaign_spins SET prize_id = $2, reward_name = $3, promo_code_id = $4, cashback_amount = $5 WHERE id = $1`, [
    spinId,
    result.prizeId,
    result.rewardName,
    result.promoCodeId,
    result.cashback,
  ]);
}

/** A promo code's last day (Taipei). */
export async function promoCodeExpiry(manager: EntityManager, promoCodeId: number): Promise<string | null> {
  const rows: { day: string }[] = await manager.query(`SELECT to_char(expires_at AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD') AS day FROM promo_codes WHERE id = $1`, [
    promoCodeId,
  ]);
  return rows[0]?.day ?? null;
}

/** Records a check-in of a business date: false when the member checked in that day already. */
export async function insertCheckIn(manager: EntityManager, checkIn: { campaignId: number; userId: number; businessDate: string; at: Date }): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO campaign_check_ins (campaign_id, user_id, business_date, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (campaign_id, user_id, business_date) DO NOTHING RETURNING id`,
    [checkIn.campaignId, checkIn.userId, checkIn.businessDate, checkIn.at],
  );
  return rows.length === 1;
}

/** The member's check-ins and everyone's, of a campaign. */
export async function checkInCounts(manager: EntityManager, campaignId: number, userId: number): Promise<{ mine: number; all: number }> {
  const rows: { mine: number; all: number }[] = await manager.query(
    `SELECT count(*) FILTER (WHERE user_id = $2)::bigint AS mine, count(*)::bigint AS all FROM campaign_check_ins WHERE campaign_id = $1`,
    [campaignId, userId],
  );
  return rows[0] ?? { mine: 0, all: 0 };
}

/** Keeps the member's story: a second sending replaces the first. */
export async function saveStory(manager: EntityManager, userId: number, story: Story, at: Date): Promise<number> {
  const rows: { id: number }[] = await manager.query(
    `INSERT INTO campaign_stories (user_id, name, age, company_title, company_income, personal_photo, share_video, agree1, agree2, agree3,
                                   questionnaire_type, questionnaire_answers, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, age = EXCLUDED.age, company_title = EXCLUDED.company_title,
       company_income = EXCLUDED.company_income, personal_photo = EXCLUDED.personal_photo, share_video = EXCLUDED.share_video,
       agree1 = EXCLUDED.agree1, agree2 = EXCLUDED.agree2, agree3 = EXCLUDED.agree3, questionnaire_type = EXCLUDED.questionnaire_type,
       questionnaire_answers = EXCLUDED.questionnaire_answers, updated_at = EXCLUDED.updated_at
     RETURNING id`,
    [
      userId,
      story.name,
      story.age,
      story.company_title,
      story.company_income,
      story.personal_photo,
      story.share_video,
      story.agree1,
      story.agree2,
      story.agree3,
      story.questionnaire_type,
      JSON.stringify(story.questionnaire_answers),
      at,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('The story was not saved');
  return id;
}

/** Whether the member accepted a campaign's terms. */
export async function hasAgreed(manager: EntityManager, campaignId: number, userId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM campaign_agreements WHERE campaign_id = $1 AND user_id = $2`, [campaignId, userId]);
  return rows.length > 0;
}

/** Records the member's acceptance of a campaign's terms; accepting again keeps the first time. */
export async function recordAgreement(manager: EntityManager, campaignId: number, userId: number, at: Date): Promise<void> {
  await manager.query(
    `INSERT INTO campaign_agreements (campaign_id, user_id, privacy_policy, transaction_policy, agreed_at) VALUES ($1, $2, true, true, $3)
     ON CONFLICT (campaign_id, user_id) DO NOTHING`,
    [campaignId, userId, at],
  );
}

/** A campaign's prizes as its public page lists them. */
export async function publicPrizesOf(manager: EntityManager, campaignId: number): Promise<{ name: string; min_invested: number | null }[]> {
  return manager.query(`SELECT name, min_invested FROM campaign_prizes WHERE campaign_id = $1 ORDER BY position, id`, [campaignId]);
}
