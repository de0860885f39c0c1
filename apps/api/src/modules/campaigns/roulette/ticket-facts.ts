import type { EntityManager } from 'typeorm';
import type { TicketFacts } from '@lendbridge/domain';
import type { CampaignRow } from '../campaign-rows.js';

/** NT$ of a member's manual orders paid in a campaign's window ($1 the member, $2 and $3 the window); robo parts and bought resales do not count. */
const INVESTED_IN_WINDOW = `
  SELECT COALESCE(sum(i.amount), 0) FROM investments i
   WHERE i.user_id = $1 AND i.order_id IS NOT NULL AND i.robo_product IS NULL AND i.paid_at >= $2 AND i.paid_at < $3`;

type CampaignWindow = Pick<CampaignRow, 'id' | 'starts_at' | 'ends_at'>;

/** What a member invested by paid manual orders in a campaign's window (the cashback tiers' measure). */
export async function investedInWindow(manager: EntityManager, campaign: CampaignWindow, userId: number): Promise<number> {
  const rows: { invested: number }[] = await manager.query(`SELECT (${INVESTED_IN_WINDOW})::bigint AS invested`, [userId, campaign.starts_at, campaign.ends_at]);
  return rows[0].invested;
}

/**
 * What a member's tickets of a campaign are counted from: what they invested in the window,
 * members registered through their link in the window, tickets granted, and spins made.
 */
export async function ticketFactsOf(manager: EntityManager, campaign: CampaignWindow, userId: number): Promise<TicketFacts> {
  const rows: TicketFacts[] = await manager.query(
    `SELECT
       (${INVESTED_IN_WINDOW})::bigint AS invested,
       (SELECT count(*) FROM users u WHERE u.referrer_id = $1 AND u.created_at >= $2 AND u.created_at < $3)::int AS invites,
       (SELECT COALESCE(sum(t.count), 0) FROM campaign_tickets t WHERE t.campaign_id = $4 AND t.user_id = $1)::int AS granted,
       (SELECT count(*) FROM campaign_spins s WHERE s.campaign_id = $4 AND s.user_id = $1 AND NOT s.trial)::int AS spent`,
    [userId, campaign.starts_at, campaign.ends_at, campaign.id],
  );
  return rows[0];
}
