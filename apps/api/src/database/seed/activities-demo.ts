import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  ACTIVITY_TEXTS,
  CAMPAIGN_TEXTS,
  FLIP_CARD_FACT_LINES,
  MID_AUTUMN_2021_BONUSES,
  MID_AUTUMN_2021_FEE_DISCOUNTS,
  MID_AUTUMN_2022_BONUSES,
  MISSION_RULE_LABELS,
  MISSION_TARGETS,
  NEW_YEAR_2018_CASHBACK_TIERS,
  PRIZE_CHANCE_SCALE,
  PRIZE_REWARD_LABELS,
  PRIZE_TYPE_LABELS,
  PROMO_CODE_KIND_LABELS,
  SEASONAL_CAMPAIGN_KEYS as KEYS,
  SEASONAL_CAMPAIGN_TITLES as TITLES,
  formatNtd,
  shiftIsoDate,
  taipeiDayStart,
} from '@lendbridge/domain';
import type { CampaignAudience, CampaignKind, MissionRule, PrizeReward, PrizeType } from '@lendbridge/domain';
import { LedgerService } from '../../modules/ledger/ledger.service.js';
import { PLATFORM } from '../../modules/ledger/ledger-accounts.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';

/** The demo's campaigns started this many days before the business date and end this many after it. */
const STARTED_DAYS_AGO = 7;
const ENDS_IN_DAYS = 60;

interface DemoPrize {
  name: string;
  type: PrizeType;
  reward: PrizeReward;
  chance: number;
  discount_percent?: number;
  cashback_amount?: number;
  min_invested?: number;
}

interface DemoMission {
  key: string;
  rule: MissionRule;
  message: string;
  notice?: string;
  needs_start?: boolean;
  tickets?: number;
}

interface DemoCampaign {
  key: (typeof KEYS)[keyof typeof KEYS];
  kind: CampaignKind;
  audience: CampaignAudience;
  budget: number;
  settings?: Record<string, unknown>;
  prizes?: DemoPrize[];
  missions?: DemoMission[];
}

const cashback = (amount: number, chance: number, minInvested?: number): DemoPrize => ({
  name: `${PRIZE_REWARD_LABELS.cashback} ${formatNtd(amount)}`,
  type: 'bonus',
  reward: 'cashback',
  cashback_amount: amount,
  chance,
  min_invested: minInvested,
});

const feeDiscount = (percent: number, chance: number): DemoPrize => ({
  name: `${PROMO_CODE_KIND_LABELS.fee_discount} ${percent}%`,
  type: 'bonus',
  reward: 'fee_discount',
  discount_percent: percent,
  chance,
});

const nothing = (chance: number): DemoPrize => ({ name: PRIZE_TYPE_LABELS.fail, type: 'fail', reward: 'nothing', chance });

/** The investment a draw's bonus tier needs in the window: the smallest for everyone, then NT$50,000, 100,000, 300,000, 500,000. */
const DRAW_TIERS = [undefined, 50_000, 100_000, 300_000, 500_000] as const;

/** A draw's bonuses, the larger ones behind larger tiers and rarer; the rest of the chances draw nothing. */
const drawBonuses = (bonuses: readonly number[], tiers: readonly (number | undefined)[]): DemoPrize[] =>
  bonuses.map((amount, index) => cashback(amount, Math.round(PRIZE_CHANCE_SCALE / 2 ** (index + 2)), tiers[index]));

const withNothing = (prizes: DemoPrize[]): DemoPrize[] => [
  ...prizes,
  nothing(Math.max(0, PRIZE_CHANCE_SCALE - prizes.reduce((sum, prize) => sum + prize.chance, 0))),
];

const mission = (rule: MissionRule): DemoMission => ({ key: rule, rule, message: `${MISSION_RULE_LABELS[rule]}\n${ACTIVITY_TEXTS.ticketsGranted(1)}` });

/** The spec's seasonal campaigns, their dates moved so they are live in the demo. */
const CAMPAIGNS: DemoCampaign[] = [
  {
    key: KEYS.newYear2020,
    kind: 'missions',
    audience: 'members',
    budget: 10_000,
    missions: [mission('invest'), mission('robo_transfer'), mission('invite'), mission('credit_check')],
  },
  {
    key: KEYS.christmas2019,
    kind: 'flip_cards',
    audience: 'full_members',
    budget: 5_000,
    missions: [
      { key: 'first-card', rule: 'invest', message: `${MISSION_RULE_LABELS.invest}\n${FLIP_CARD_FACT_LINES.invest}`, notice: CAMPAIGN_TEXTS.claimNote },
      {
        key: 'second-card',
        rule: 'credit_check',
        message: `${MISSION_RULE_LABELS.credit_check}\n${FLIP_CARD_FACT_LINES.credit_check}`,
        notice: CAMPAIGN_TEXTS.claimNote,
        needs_start: true,
      },
    ],
  },
  {
    key: KEYS.midAutumn2021,
    kind: 'draw',
    audience: 'members',
    budget: 50_000,
    prizes: withNothing([
      ...drawBonuses(MID_AUTUMN_2021_BONUSES, [DRAW_TIERS[0], DRAW_TIERS[1], DRAW_TIERS[3], DRAW_TIERS[4]]),
      ...MID_AUTUMN_2021_FEE_DISCOUNTS.map((percent) => feeDiscount(percent, 1_000)),
    ]),
  },
  {
    key: KEYS.midAutumn2022,
    kind: 'draw',
    audience: 'members',
    budget: 50_000,
    prizes: withNothing(drawBonuses(MID_AUTUMN_2022_BONUSES, DRAW_TIERS)),
  },
  {
    key: KEYS.newYear2018,
    kind: 'cashback_tiers',
    audience: 'members',
    budget: 50_000,
    prizes: NEW_YEAR_2018_CASHBACK_TIERS.map((tier) => cashback(tier.amount, PRIZE_CHANCE_SCALE, tier.min_invested)),
  },
  {
    key: KEYS.clickDollar,
    kind: 'check_in',
    audience: 'members',
    budget: 3_000,
    settings: { winners: 10, iframe_url: '/embedded/click-dollar.html' },
  },
];

async function insertCampaign(manager: EntityManager, campaign: DemoCampaign, window: { starts: Date; ends: Date }): Promise<number> {
  const [row] = (await manager.query(
    `INSERT INTO campaigns (key, kind, title, starts_at, ends_at, audience, budget, settings) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [campaign.key, campaign.kind, TITLES[campaign.key], window.starts, window.ends, campaign.audience, campaign.budget, JSON.stringify(campaign.settings ?? {})],
  )) as { id: number }[];
  for (const [position, prize] of (campaign.prizes ?? []).entries()) {
    await manager.query(
      `INSERT INTO campaign_prizes (campaign_id, name, type, reward, chance, discount_percent, cashback_amount, min_invested, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [row.id, prize.name, prize.type, prize.reward, prize.chance, prize.discount_percent ?? null, prize.cashback_amount ?? null, prize.min_invested ?? null, position],
    );
  }
  for (const [position, task] of (campaign.missions ?? []).entries()) {
    await manager.query(
      `INSERT INTO campaign_missions (campaign_id, key, message, notice, target_path, rule, needs_start, tickets, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [row.id, task.key, task.message, task.notice ?? '', MISSION_TARGETS[task.rule], task.rule, task.needs_start ?? false, task.tickets ?? 1, position],
    );
  }
  return row.id;
}

/**
 * The seasonal campaigns (new-year missions, Christmas flip cards, the mid-autumn draws of 2021 and
 * 2022 with their tiers, the 2018 new-year cashback tiers, the click-dollar check-in with its
 * embedded frame), live from a week before the business date for two months. Each budget is set
 * aside from the bank account now, the last step of the story, by a marketing_funding transfer.
 * A campaign whose key exists is left as it is.
 */
export async function seedActivitiesDemo(app: INestApplication): Promise<void> {
  const today = await app.get(BusinessClock).today();
  const window = { starts: taipeiDayStart(shiftIsoDate(today, -STARTED_DAYS_AGO)), ends: taipeiDayStart(shiftIsoDate(today, ENDS_IN_DAYS)) };
  const ledger = app.get(LedgerService);
  await app.get(DataSource).transaction(async (manager) => {
    const existing = new Set(((await manager.query(`SELECT key FROM campaigns WHERE key = ANY ($1)`, [CAMPAIGNS.map((campaign) => campaign.key)])) as { key: string }[]).map((row) => row.key));
    for (const campaign of CAMPAIGNS) {
      if (existing.has(campaign.key)) continue;
      const id = await insertCampaign(manager, campaign, window);
      if (campaign.budget > 0) {
        await ledger.transfer(manager, { from: PLATFORM.bank, to: PLATFORM.marketing, amount: campaign.budget, kind: 'marketing_funding', reference: `campaign:${id}` });
      }
    }
  });
}
