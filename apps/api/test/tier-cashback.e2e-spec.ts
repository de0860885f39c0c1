import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { PLATFORM } from '../src/modules/ledger/ledger-accounts.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { marketingBalance, seedCampaign } from './factories/campaigns.js';
import { investor, ledgerBalances, marketLoan, placeOrder } from './factories/orders.js';

describe('cashback tiers', () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    dataSource = t.app.get(DataSource);
  });

  afterAll(async () => {
    await t.close();
  });

  const tierRewards = async (campaignId: number, userId: number): Promise<number[]> =>
    ((await dataSource.query(`SELECT amount FROM campaign_tier_rewards WHERE campaign_id = $1 AND user_id = $2 ORDER BY amount`, [campaignId, userId])) as { amount: number }[]).map(
      (row) => row.amount,
    );

  it('pays each tier once when a member’s paid orders in the window reach it, even under concurrent orders', async () => {
    const campaign = await seedCampaign(t, {
      kind: 'cashback_tiers',
      budget: 10_000,
      prizes: [
        { name: '累積投資滿 10 萬 回饋 88 元', chance: 10_000, reward: 'cashback', cashback_amount: 88, min_invested: 100_000 },
        { name: '累積投資滿 30 萬 回饋 388 元', chance: 10_000, reward: 'cashback', cashback_amount: 388, min_invested: 300_000 },
      ],
    });
    const lender = await investor(t, 350_000);
    const first = await marketLoan(t, { amount: 60_000 });
    expect((await placeOrder(t, lender, [{ serial: first.serial, amount: 60_000 }])).status).toBe(201);
    expect(await tierRewards(campaign.id, lender.id)).toEqual([]);

    const marketingBefore = await marketingBalance(t);
    const loans = await Promise.all(Array.from({ length: 5 }, () => marketLoan(t, { amount: 50_000 })));
    const answers = await Promise.all(loans.map((loan) => placeOrder(t, lender, [{ serial: loan.serial, amount: 50_000 }])));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await tierRewards(campaign.id, lender.id)).toEqual([88, 388]);
    expect(await marketingBalance(t)).toBe(marketingBefore - 88 - 388);
    expect(await ledgerBalances(t, lender.id)).toEqual({ cash: 350_000 - 310_000 + 88 + 388, locked: 310_000 });
    const [row] = (await dataSource.query(`SELECT spent FROM campaigns WHERE id = $1`, [campaign.id])) as { spent: number }[];
    expect(row.spent).toBe(476);
  });

  it('leaves a tier its budget cannot pay unclaimed, and pays it with a later order once the budget holds it', async () => {
    const campaign = await seedCampaign(t, {
      kind: 'cashback_tiers',
      budget: 50,
      prizes: [{ name: '累積投資滿 1 萬 回饋 88 元', chance: 10_000, reward: 'cashback', cashback_amount: 88, min_invested: 10_000 }],
    });
    const lender = await investor(t, 20_000);
    expect((await placeOrder(t, lender, [{ serial: (await marketLoan(t, { amount: 10_000 })).serial, amount: 10_000 }])).status).toBe(201);
    expect(await tierRewards(campaign.id, lender.id)).toEqual([]);
    expect(await ledgerBalances(t, lender.id)).toEqual({ cash: 10_000, locked: 10_000 });

    await dataSource.query(`UPDATE campaigns SET budget = 50 + 88 WHERE id = $1`, [campaign.id]);
    await dataSource.transaction((manager) =>
      t.app.get(LedgerService).transfer(manager, { from: PLATFORM.bank, to: PLATFORM.marketing, amount: 88, kind: 'marketing_funding', reference: `campaign-budget:${campaign.id}:raise` }),
    );
    expect((await placeOrder(t, lender, [{ serial: (await marketLoan(t, { amount: 1_000 })).serial, amount: 1_000 }])).status).toBe(201);
    expect(await tierRewards(campaign.id, lender.id)).toEqual([88]);
    expect(await ledgerBalances(t, lender.id)).toEqual({ cash: 9_000 + 88, locked: 11_000 });
  });

  it('pays nothing once the campaign is over', async () => {
    const campaign = await seedCampaign(t, {
      kind: 'cashback_tiers',
      budget: 1_000,
      startsInDays: -30,
      endsInDays: -1,
      prizes: [{ name: '累積投資滿 1 千 回饋 88 元', chance: 10_000, reward: 'cashback', cashback_amount: 88, min_invested: 1_000 }],
    });
    const lender = await investor(t, 1_000);
    expect((await placeOrder(t, lender, [{ serial: (await marketLoan(t, { amount: 1_000 })).serial, amount: 1_000 }])).status).toBe(201);
    expect(await tierRewards(campaign.id, lender.id)).toEqual([]);
  });
});
