import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { CampaignCashbackKind, ConsoleCampaignRow } from '@lendbridge/domain';
import { CampaignRewardsService } from '../../src/modules/campaigns/campaign-rewards.service.js';
import { BusinessClock } from '../../src/modules/repayment/business-clock.js';
import type { TestApp } from '../create-test-app.js';
import type { Member } from './members.js';

export const CAMPAIGNS = '/api/console/campaigns';
export const PRIZES = '/api/console/campaign-prizes';
export const PROMO_CODES = '/api/console/promo-codes';
export const PROMO_CODE_USES = '/api/console/promo-code-uses';
export const SPINS = '/api/console/campaign-spins';
export const CASHBACK = '/api/console/campaign-cashback';
export const AUDIT = '/api/console/campaign-audit';
export const TICKETS = '/api/console/campaign-tickets';

/** A unique campaign key or promo code suffix. */
export const uniqueSuffix = (): string => randomBytes(4).toString('hex');

/** A campaign as the console's form sends it, with a unique key. */
export function campaignBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    key: `roulette-${uniqueSuffix()}`,
    kind: 'roulette',
    title: '新春幸運輪盤',
    description: '投資或邀請好友即可獲得抽獎卷',
    starts_at: '2026-01-20T00:00:00+08:00',
    ends_at: '2026-02-20T00:00:00+08:00',
    audience: 'members',
    budget: 0,
    enabled: true,
    settings: { ad_href: '/roulette' },
    ...overrides,
  };
}

/** A campaign the admin made through the console. */
export async function createCampaign(admin: Member, overrides: Record<string, unknown> = {}): Promise<ConsoleCampaignRow> {
  const response = await admin.browser.post(CAMPAIGNS, campaignBody(overrides));
  expect(response.status).toBe(201);
  return response.body as ConsoleCampaignRow;
}

/** A cashback prize as the console's form sends it. */
export function prizeBody(campaignId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    campaign_id: campaignId,
    name: '回饋金 NT$ 300',
    type: 'bonus',
    reward: 'cashback',
    chance: 1_000,
    stock: 5,
    discount_percent: null,
    cashback_amount: 300,
    extra_spins: 0,
    min_invested: null,
    position: 1,
    ...overrides,
  };
}

/** A fee-discount promo code as the console's form sends it, with a unique code. */
export function promoCodeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code: `SPRING${uniqueSuffix().toUpperCase()}`,
    kind: 'fee_discount',
    discount_percent: 10,
    cashback_amount: null,
    campaign_id: null,
    expires_at: '2026-03-31T23:59:00+08:00',
    max_uses: 100,
    min_order_amount: 0,
    enabled: true,
    ...overrides,
  };
}

/** Cashback the campaign's budget pays a member, as a prize or a referral pays it (CampaignRewardsService); whether it was paid. */
export async function payCashback(
  t: TestApp,
  campaign: Pick<ConsoleCampaignRow, 'id' | 'title'>,
  userId: number,
  amount: number,
  kind: CampaignCashbackKind = 'campaign_reward',
): Promise<boolean> {
  const rewards = t.app.get(CampaignRewardsService);
  const at = await t.app.get(BusinessClock).instant();
  return t.app.get(DataSource).transaction((manager) =>
    rewards.payCashback(manager, {
      campaign,
      userId,
      amount,
      rewardName: `回饋金 NT$ ${amount}`,
      reference: `${kind === 'referral_reward' ? 'referral' : 'spin'}:${uniqueSuffix()}`,
      at,
      kind,
    }),
  );
}

/** Gives one of a prize's stock, as a won spin takes it; whether any was left. */
export async function awardPrize(t: TestApp, prizeId: number): Promise<boolean> {
  const rewards = t.app.get(CampaignRewardsService);
  return t.app.get(DataSource).transaction((manager) => rewards.takePrize(manager, prizeId));
}

/**
 * A spin of a campaign on a chosen business date, with chosen cashback and code, written as the
 * draws write it, so the console's list and filters can be read against known rows.
 */
export async function recordSpin(
  t: TestApp,
  spin: { campaignId: number; userId: number | null; rewardName: string; businessDate: string; cashback?: number | null; promoCodeId?: number | null },
): Promise<number> {
  const at = await t.app.get(BusinessClock).instant();
  const rows: { id: number }[] = await t.app.get(DataSource).query(
    `INSERT INTO campaign_spins (campaign_id, user_id, reward_name, promo_code_id, cashback_amount, business_date, trial, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [spin.campaignId, spin.userId, spin.rewardName, spin.promoCodeId ?? null, spin.cashback ?? null, spin.businessDate, spin.userId === null, at],
  );
  return rows[0].id;
}

/** The balance of the marketing account and the campaigns' budgets less what they spent. */
export async function marketingBooks(t: TestApp): Promise<{ balance: number; unspent: number }> {
  const dataSource = t.app.get(DataSource);
  const [account] = (await dataSource.query(`SELECT balance FROM ledger_accounts WHERE kind = 'marketing' AND user_id IS NULL`)) as { balance: number }[];
  const [budgets] = (await dataSource.query(`SELECT COALESCE(sum(budget - spent), 0)::bigint AS unspent FROM campaigns`)) as { unspent: number }[];
  return { balance: account.balance, unspent: budgets.unspent };
}
