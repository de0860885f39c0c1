import type { EntityManager } from 'typeorm';
import type { CampaignAudience, CampaignKind, PrizeReward, PrizeType } from '@lendbridge/domain';

/** A campaign as the services read it. */
export interface CampaignRow {
  id: number;
  key: string;
  kind: CampaignKind;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  audience: CampaignAudience;
  budget: number;
  spent: number;
  enabled: boolean;
  settings: Record<string, unknown>;
}

/** A prize as the draws read it. */
export interface PrizeRow {
  id: number;
  campaign_id: number;
  name: string;
  type: PrizeType;
  reward: PrizeReward;
  chance: number;
  stock: number | null;
  awarded: number;
  discount_percent: number | null;
  cashback_amount: number | null;
  extra_spins: number;
  min_invested: number | null;
  position: number;
}

/** A prize as pickPrize weighs it: how many are left of its stock (null: no limit). */
export const drawablePrize = (prize: PrizeRow) => ({ ...prize, left: prize.stock === null ? null : prize.stock - prize.awarded });

export const CAMPAIGN_COLUMNS = `id, key, kind, title, description, starts_at, ends_at, audience, budget, spent, enabled, settings`;
export const PRIZE_COLUMNS = `id, campaign_id, name, type, reward, chance, stock, awarded, discount_percent, cashback_amount, extra_spins, min_invested, position`;

/** The campaign of a kind live at an instant (the one that started last when several overlap), or null. */
export async function liveCampaignOf(manager: EntityManager, kind: CampaignKind, at: Date): Promise<CampaignRow | null> {
  const rows: CampaignRow[] = await manager.query(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns
      WHERE kind = $1 AND enabled AND starts_at <= $2 AND ends_at > $2
      ORDER BY starts_at DESC, id DESC LIMIT 1`,
    [kind, at],
  );
  return rows[0] ?? null;
}

/** A campaign by its key, or null. */
export async function campaignByKey(manager: EntityManager, key: string): Promise<CampaignRow | null> {
  const rows: CampaignRow[] = await manager.query(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE key = $1`, [key]);
  return rows[0] ?? null;
}

/** A campaign's prizes in wheel order. */
export async function prizesOf(manager: EntityManager, campaignId: number): Promise<PrizeRow[]> {
  return manager.query(`SELECT ${PRIZE_COLUMNS} FROM campaign_prizes WHERE campaign_id = $1 ORDER BY position, id`, [campaignId]);
}
