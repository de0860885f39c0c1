import type { EntityManager } from 'typeorm';
import type { TicketFacts } from '@lendbridge/domain';
import type { CampaignRow } from '../campaign-rows.js';

/**
 * What a member's tickets of a campaign are counted from: NT$ of manual orders paid in the
 * window (robo parts and bought resales do not count), members registered through their link in
 * the window, tickets granted, and spins made.
 */
export async function ticketFactsOf(manager: EntityManager, campaign: Pick<CampaignRow, 'id' | 'starts_at' | 'ends_at'>, userId: number): Promise<TicketFacts> {
  const rows: TicketFacts[] = await manager.query(
    `SELECT
       (SELECT COALESCE(sum(i.amount), 0) FROM investments i
         WHERE i.user_id = $1 AND i.order_id IS NOT NULL AND i.robo_product IS NULL
           AND i.paid_at >= $2 AND i.paid_at < $3)::bigint AS invested,
       (SELECT count(*) FROM users u WHERE u.referrer_id = $1 AND u.created_at >= $2 AND u.created_at < $3)::int AS invites,
       (SELECT COALESCE(sum(t.count), 0) FROM campaign_tickets t WHERE t.campaign_id = $4 AND t.user_id = $1)::int AS granted,
       (SELECT count(*) FROM campaign_spins s WHERE s.campaign_id = $4 AND s.user_id = $1 AND NOT s.trial)::int AS spent`,
    [userId, campaign.starts_at, campaign.ends_at, campaign.id],
  );
  return rows[0];
}
