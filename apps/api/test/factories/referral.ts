import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ShowGirl } from '@lendbridge/domain';
import { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import { PLATFORM } from '../../src/modules/ledger/ledger-accounts.js';
import { BusinessClock } from '../../src/modules/repayment/business-clock.js';
import type { TestApp } from '../create-test-app.js';

const DAY_MS = 86_400_000;

export interface ReferralCampaignSpec {
  /** The cashback budget (whole NT$). */
  budget: number;
  /** Already spent of it. */
  spent?: number;
  /** The marketing account receives what the budget still holds, unless told otherwise. */
  funded?: number;
  showGirls?: ShowGirl[];
}

/**
 * Makes a referral campaign the live one (the others switched off), from a day before the business
 * instant for 30 days, and moves what its budget still holds from the bank to the marketing account.
 * No service makes campaigns yet (the console's campaigns come later): the row is written here.
 */
export async function liveReferralCampaign(t: TestApp, { budget, spent = 0, funded = budget - spent, showGirls = [] }: ReferralCampaignSpec): Promise<number> {
  const dataSource = t.app.get(DataSource);
  const now = await t.app.get(BusinessClock).instant();
  await dataSource.query(`UPDATE campaigns SET enabled = false WHERE kind = 'referral'`);
  const [{ id }] = (await dataSource.query(
    `INSERT INTO campaigns (key, kind, title, starts_at, ends_at, budget, spent, settings)
     VALUES ($1, 'referral', '好友推薦', $2, $3, $4, $5, $6) RETURNING id`,
    [
      `referral-${randomBytes(4).toString('hex')}`,
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() + 30 * DAY_MS),
      budget,
      spent,
      JSON.stringify({ show_girls: showGirls }),
    ],
  )) as { id: number }[];
  if (funded > 0) {
    const ledger = t.app.get(LedgerService);
    await dataSource.transaction((manager) =>
      ledger.transfer(manager, { from: PLATFORM.bank, to: PLATFORM.marketing, amount: funded, kind: 'marketing_funding', reference: `campaign:${id}` }),
    );
  }
  return id;
}

/** Switches every referral campaign off: none is live. */
export async function noReferralCampaign(t: TestApp): Promise<void> {
  await t.app.get(DataSource).query(`UPDATE campaigns SET enabled = false WHERE kind = 'referral'`);
}

/** The reward decision of a referred member, or undefined before their first paid order. */
export async function rewardOf(t: TestApp, referredId: number): Promise<{ referrer_id: number; outcome: string; amount: number; campaign_id: number | null } | undefined> {
  const rows = (await t.app
    .get(DataSource)
    .query(`SELECT referrer_id, outcome, amount, campaign_id FROM referral_rewards WHERE referred_id = $1`, [referredId])) as {
    referrer_id: number;
    outcome: string;
    amount: number;
    campaign_id: number | null;
  }[];
  return rows[0];
}

/** The marketing budget account's balance. */
export function marketingBalance(t: TestApp): Promise<number> {
  return t.app.get(LedgerService).platformBalance('marketing');
}

/** Moves everything the marketing account holds back to the bank: a budget it cannot cover. */
export async function drainMarketing(t: TestApp): Promise<void> {
  const balance = await marketingBalance(t);
  if (balance === 0) return;
  const ledger = t.app.get(LedgerService);
  await t.app
    .get(DataSource)
    .transaction((manager) =>
      ledger.transfer(manager, { from: PLATFORM.marketing, to: PLATFORM.bank, amount: balance, kind: 'marketing_refund', reference: `marketing-drain:${randomBytes(4).toString('hex')}` }),
    );
}
