import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MISSION_TARGETS } from '@lendbridge/domain';
import type { CampaignAudience, CampaignKind, MissionRule, PrizeReward, PrizeType } from '@lendbridge/domain';
import { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import { PLATFORM } from '../../src/modules/ledger/ledger-accounts.js';
import { BusinessClock } from '../../src/modules/repayment/business-clock.js';
import type { TestApp } from '../create-test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PrizeSpec {
  name: string;
  chance: number;
  reward?: PrizeReward;
  type?: PrizeType;
  stock?: number | null;
  discount_percent?: number;
  cashback_amount?: number;
  extra_spins?: number;
  min_invested?: number;
}

export interface MissionSpec {
  key: string;
  message: string;
  rule: MissionRule;
  notice?: string;
  needs_start?: boolean;
  tickets?: number;
}

export interface CampaignSpec {
  kind?: CampaignKind;
  /** Members unless told. */
  audience?: CampaignAudience;
  budget?: number;
  /** Days from the business clock's instant to the start (negative: started; -1 unless told) and to the end (30). */
  startsInDays?: number;
  endsInDays?: number;
  settings?: Record<string, unknown>;
  prizes?: PrizeSpec[];
  missions?: MissionSpec[];
}

export interface SeededCampaign {
  id: number;
  key: string;
  title: string;
  prizes: { id: number; name: string; chance: number }[];
  prizeIds: number[];
  missionIds: number[];
}

/**
 * A campaign live at the business clock's instant (unless its days say otherwise), with its
 * prizes and missions, and its budget set aside from the bank in the marketing account as staff would fund it.
 */
export async function seedCampaign(t: TestApp, spec: CampaignSpec = {}): Promise<SeededCampaign> {
  const dataSource = t.app.get(DataSource);
  const now = await t.app.get(BusinessClock).instant();
  const key = `${(spec.kind ?? 'roulette').replace('_', '-')}-${randomBytes(4).toString('hex')}`;
  const title = `測試活動 ${key}`;
  const budget = spec.budget ?? 0;
  return dataSource.transaction(async (manager) => {
    const [campaign] = (await manager.query(
      `INSERT INTO campaigns (key, kind, title, starts_at, ends_at, audience, budget, settings) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        key,
        spec.kind ?? 'roulette',
        title,
        new Date(now.getTime() + (spec.startsInDays ?? -1) * DAY_MS),
        new Date(now.getTime() + (spec.endsInDays ?? 30) * DAY_MS),
        spec.audience ?? 'members',
        budget,
        JSON.stringify(spec.settings ?? {}),
      ],
    )) as { id: number }[];
    if (budget > 0) {
      await t.app.get(LedgerService).transfer(manager, {
        from: PLATFORM.bank,
        to: PLATFORM.marketing,
        amount: budget,
        kind: 'marketing_funding',
        reference: `campaign-budget:${campaign.id}`,
        at: now,
      });
    }
    const prizes: SeededCampaign['prizes'] = [];
    for (const [position, prize] of (spec.prizes ?? []).entries()) {
      const reward = prize.reward ?? 'nothing';
      const [row] = (await manager.query(
        `INSERT INTO campaign_prizes (campaign_id, name, type, reward, chance, stock, discount_percent, cashback_amount, extra_spins, min_invested, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          campaign.id,
          prize.name,
          prize.type ?? (reward === 'nothing' ? 'fail' : reward === 'goods' ? 'reality' : 'bonus'),
          reward,
          prize.chance,
          prize.stock ?? null,
          prize.discount_percent ?? null,
          prize.cashback_amount ?? null,
          prize.extra_spins ?? 0,
          prize.min_invested ?? null,
          position,
        ],
      )) as { id: number }[];
      prizes.push({ id: row.id, name: prize.name, chance: prize.chance });
    }
    const missionIds: number[] = [];
    for (const [position, mission] of (spec.missions ?? []).entries()) {
      const [row] = (await manager.query(
        `INSERT INTO campaign_missions (campaign_id, key, message, notice, target_path, rule, needs_start, tickets, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [campaign.id, mission.key, mission.message, mission.notice ?? '', MISSION_TARGETS[mission.rule], mission.rule, mission.needs_start ?? false, mission.tickets ?? 1, position],
      )) as { id: number }[];
      missionIds.push(row.id);
    }
    return { id: campaign.id, key, title, prizes, prizeIds: prizes.map((prize) => prize.id), missionIds };
  });
}

/** Gives a member tickets of a campaign as a staff grant would. */
export async function grantTickets(t: TestApp, campaignId: number, userId: number, count: number): Promise<void> {
  await t.app.get(DataSource).query(
    `INSERT INTO campaign_tickets (campaign_id, user_id, count, source, reference, created_at) VALUES ($1, $2, $3, 'staff', $4, now())`,
    [campaignId, userId, count, `test-grant:${randomBytes(6).toString('hex')}`],
  );
}

/** The marketing account's balance. */
export function marketingBalance(t: TestApp): Promise<number> {
  return t.app.get(LedgerService).platformBalance('marketing');
}

/** A deterministic uniform generator (mulberry32) for draws checked against their chances. */
export function seededUniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PromoCodeSpec {
  code?: string;
  kind?: 'fee_discount' | 'cashback';
  discount_percent?: number;
  cashback_amount?: number;
  campaign_id?: number;
  owner_id?: number;
  /** Days from the business clock's instant; negative for a code already expired. */
  expiresInDays?: number;
  max_uses?: number;
  min_order_amount?: number;
}

/** A promo code as staff would make it: a 10 percent fee discount for 100 uses and 30 days unless told. */
export async function seedPromoCode(t: TestApp, spec: PromoCodeSpec = {}): Promise<string> {
  const now = await t.app.get(BusinessClock).instant();
  const code = spec.code ?? `T${randomBytes(5).toString('hex').toUpperCase()}`;
  const kind = spec.kind ?? 'fee_discount';
  await t.app.get(DataSource).query(
    `INSERT INTO promo_codes (code, kind, discount_percent, cashback_amount, campaign_id, owner_id, expires_at, max_uses, min_order_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      code,
      kind,
      kind === 'fee_discount' ? (spec.discount_percent ?? 10) : null,
      kind === 'cashback' ? (spec.cashback_amount ?? 100) : null,
      spec.campaign_id ?? null,
      spec.owner_id ?? null,
      new Date(now.getTime() + (spec.expiresInDays ?? 30) * DAY_MS),
      spec.max_uses ?? 100,
      spec.min_order_amount ?? 0,
    ],
  );
  return code;
}
