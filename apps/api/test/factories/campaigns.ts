import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CampaignAudience, CampaignKind, MissionRule, PrizeReward, PrizeType } from '@lendbridge/domain';
import { MISSION_TARGETS } from '@lendbridge/domain';
import { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import { PLATFORM } from '../../src/modules/ledger/ledger-accounts.js';
import { BusinessClock } from '../../src/modules/repayment/business-clock.js';
import type { TestApp } from '../create-test-app.js';

const DAY_MS = 86_400_000;

export interface PrizeSpec {
  name: string;
  type?: PrizeType;
  reward: PrizeReward;
  chance: number;
  stock?: number | null;
  discount_percent?: number | null;
  cashback_amount?: number | null;
  min_invested?: number | null;
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
  kind: CampaignKind;
  audience?: CampaignAudience;
  /** Days from the business instant to the start (negative: started) and to the end. */
  startsInDays?: number;
  endsInDays?: number;
  /** The cashback budget, funded from the bank account through the ledger. */
  budget?: number;
  settings?: Record<string, unknown>;
  prizes?: PrizeSpec[];
  missions?: MissionSpec[];
}

export interface TestCampaign {
  id: number;
  key: string;
  missionIds: number[];
  prizeIds: number[];
}

/**
 * A campaign with its prizes and missions, its window around the business instant, its budget set
 * aside from the bank account by a marketing_funding transfer. There is no campaign console yet, so
 * the rows are written here as the console will write them.
 */
export async function createCampaign(t: TestApp, spec: CampaignSpec): Promise<TestCampaign> {
  const dataSource = t.app.get(DataSource);
  const at = await t.app.get(BusinessClock).instant();
  const key = `${spec.kind.replace('_', '-')}-${randomBytes(4).toString('hex')}`;
  const budget = spec.budget ?? 0;
  return dataSource.transaction(async (manager) => {
    const [campaign] = (await manager.query(
      `INSERT INTO campaigns (key, kind, title, starts_at, ends_at, audience, budget, settings) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        key,
        spec.kind,
        `測試活動 ${key}`,
        new Date(at.getTime() + (spec.startsInDays ?? -1) * DAY_MS),
        new Date(at.getTime() + (spec.endsInDays ?? 30) * DAY_MS),
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
        reference: `campaign:${campaign.id}`,
        at,
      });
    }
    const prizeIds: number[] = [];
    for (const [position, prize] of (spec.prizes ?? []).entries()) {
      const [row] = (await manager.query(
        `INSERT INTO campaign_prizes (campaign_id, name, type, reward, chance, stock, discount_percent, cashback_amount, min_invested, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          campaign.id,
          prize.name,
          prize.type ?? (prize.reward === 'nothing' ? 'fail' : 'bonus'),
          prize.reward,
          prize.chance,
          prize.stock ?? null,
          prize.discount_percent ?? null,
          prize.cashback_amount ?? null,
          prize.min_invested ?? null,
          position,
        ],
      )) as { id: number }[];
      prizeIds.push(row.id);
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
    return { id: campaign.id, key, missionIds, prizeIds };
  });
}
