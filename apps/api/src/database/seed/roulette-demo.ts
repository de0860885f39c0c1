import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema, shiftIsoDate, taipeiDayStart } from '@lendbridge/domain';
import type { PrizeReward, PrizeType } from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { LedgerService } from '../../modules/ledger/ledger.service.js';
import { PLATFORM } from '../../modules/ledger/ledger-accounts.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { createMarketLoan } from './market-demo.js';
import type { MarketLoanSpec } from './market-demo.js';
import { onStoryDay, storyInstant } from './story-clock.js';

const CAMPAIGN_KEY = 'newyear-roulette';
const LENDER = 'roulette.lender@lendbridge.tw';
const BORROWER = 'noodle.shop@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';
/** The campaign began this many days before the business date and runs this many days after it. */
const STARTED_DAYS_AGO = 20;
const ENDS_IN_DAYS = 40;
/** The cashback budget staff set aside for the wheel. */
const BUDGET = 200_000;
/** What the roulette journey's lender has to invest with. */
const LENDER_DEPOSIT = 130_000;
const HOUR_MS = 3_600_000;

interface DemoPrize {
  name: string;
  type: PrizeType;
  reward: PrizeReward;
  chance: number;
  stock: number | null;
  discount_percent?: number;
  cashback_amount?: number;
  extra_spins?: number;
}

/**
 * The new-year roulette's prizes: the ten of the spec's first roulette (fee discount, department
 * store voucher, movie ticket, barbecue voucher with another spin, convenience-store credit,
 * coffee voucher, voucher with another spin, account-management fee discount, rebate, grand
 * prize), a welcome discount for a member's first spin, chances in basis points summing to 10000.
 */
const PRIZES: DemoPrize[] = [
  { name: '新手禮：服務費 8 折優惠碼', type: 'firstTrial', reward: 'fee_discount', chance: 400, stock: null, discount_percent: 20 },
  { name: '服務費 9 折優惠碼', type: 'bonus', reward: 'fee_discount', chance: 2_300, stock: null, discount_percent: 10 },
  { name: '百貨禮券 500 元', type: 'reality', reward: 'goods', chance: 300, stock: 30 },
  { name: '電影票一張', type: 'reality', reward: 'goods', chance: 600, stock: 80 },
  { name: '燒肉餐券＋再抽一次', type: 'bonus', reward: 'extra_spin', chance: 700, stock: 60, extra_spins: 1 },
  { name: '超商購物金 100 元', type: 'bonus', reward: 'cashback', chance: 1_900, stock: null, cashback_amount: 100 },
  { name: '咖啡兌換券', type: 'reality', reward: 'goods', chance: 2_000, stock: 300 },
  { name: '商品禮券＋再抽一次', type: 'bonus', reward: 'extra_spin', chance: 700, stock: 60, extra_spins: 1 },
  { name: '帳戶管理費 5 折優惠碼', type: 'bonus', reward: 'fee_discount', chance: 400, stock: null, discount_percent: 50 },
  { name: '回饋金 300 元', type: 'bonus', reward: 'cashback', chance: 690, stock: null, cashback_amount: 300 },
  { name: '頭獎：平板電腦', type: 'reality', reward: 'goods', chance: 10, stock: 1 },
];

/** The goods the earlier winners took, in turn. */
const HISTORY_PRIZES = ['咖啡兌換券', '電影票一張', '百貨禮券 500 元', '咖啡兌換券', '電影票一張'];

/** The loans the roulette journey orders: a first NT$100,000 and a second order with the prize's code. */
const LOANS: MarketLoanSpec[] = [
  {
    appType: 'credit',
    grade: 'A1',
    amount: 100_000,
    period: 24,
    addRate: '1',
    source: 'complex',
    pgr: '0',
    application: { purpose: 'equipment', description: '經營二十年的牛肉麵店想換一組節能煮麵爐與排煙設備，瓦斯費每月可省三成，借款 10 萬元分 24 期償還。' },
  },
  {
    appType: 'credit',
    grade: 'B',
    amount: 30_000,
    period: 12,
    addRate: '2',
    source: 'complex',
    pgr: '0',
    application: { purpose: 'working_capital', description: '牛肉麵店年前備貨：牛腱、麵條與禮盒包材需先付款，年節禮盒收款後一個月內還清，借款 3 萬元周轉。' },
  },
];

/**
 * The new-year roulette live in the demo (it began STARTED_DAYS_AGO days before the business date):
 * its prizes, its budget set aside in the marketing account, the winners of goods among the demo
 * lenders who invested in its window (each spin an hour after their first paid order of the window),
 * and what the roulette journey needs: roulette.lender@ with a deposit made today and two listed
 * loans of noodle.shop@. Skipped once the campaign exists, or when the accounts it needs are missing.
 */
export async function seedRouletteDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM campaigns WHERE key = $1`, [CAMPAIGN_KEY]);
  if (existing.length > 0) return;
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [LENDER, BORROWER, ADMIN],
  ])) as { id: number; email: string; member_serial: string }[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const [lender, borrower, admin] = [userOf(LENDER), userOf(BORROWER), userOf(ADMIN)];
  if (!lender || !borrower || !admin) return;

  const today = await app.get(BusinessClock).today();
  const startsAt = taipeiDayStart(shiftIsoDate(today, -STARTED_DAYS_AGO));
  const campaignId = await createCampaign(dataSource, startsAt, taipeiDayStart(shiftIsoDate(today, ENDS_IN_DAYS)));
  await seedWinners(dataSource, campaignId, startsAt);

  for (const [index, spec] of LOANS.entries()) {
    await createMarketLoan(app, borrower.id, admin.id, spec, { on: shiftIsoDate(today, -(2 - index)), minute: 10 + index * 15 });
  }
  const fundedAt = storyInstant(today, 14);
  await onStoryDay(app, fundedAt, () =>
    dataSource.transaction((manager) =>
      app.get(LedgerService).transfer(manager, {
        from: PLATFORM.bank,
        to: PLATFORM.marketing,
        amount: BUDGET,
        kind: 'marketing_funding',
        reference: `campaign-budget:${campaignId}`,
        at: fundedAt,
      }),
    ),
  );
  const depositAt = storyInstant(today, 15);
  await onStoryDay(app, depositAt, () =>
    app
      .get(DepositsService)
      .recordManual(admin.id, depositFormSchema.parse({ member_serial: lender.member_serial, amount: LENDER_DEPOSIT, note: DEMO_DEPOSIT_REASON }), depositAt),
  );
}

async function createCampaign(dataSource: DataSource, startsAt: Date, endsAt: Date): Promise<number> {
  return dataSource.transaction(async (manager) => {
    const [campaign] = (await manager.query(
      `INSERT INTO campaigns (key, kind, title, description, starts_at, ends_at, audience, budget, created_at, updated_at)
       VALUES ($1, 'roulette', '新春幸運輪盤', $2, $3, $4, 'members', $5, $3, $3) RETURNING id`,
      [
        CAMPAIGN_KEY,
        '活動期間每投資滿 NT$100,000 可得一張抽獎券，首次投資再送一張，每邀請 10 位好友完成註冊也可得一張。首次抽獎必得服務費 8 折優惠碼。',
        startsAt,
        endsAt,
        BUDGET,
      ],
    )) as { id: number }[];
    for (const [position, prize] of PRIZES.entries()) {
      await manager.query(
        `INSERT INTO campaign_prizes (campaign_id, name, type, reward, chance, stock, discount_percent, cashback_amount, extra_spins, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [campaign.id, prize.name, prize.type, prize.reward, prize.chance, prize.stock, prize.discount_percent ?? null, prize.cashback_amount ?? null, prize.extra_spins ?? 0, position],
      );
    }
    return campaign.id;
  });
}

/**
 * The earlier winners: demo lenders with a paid order in the window, each spinning once an hour
 * after that order (never later than now) and taking the next goods of HISTORY_PRIZES.
 */
async function seedWinners(dataSource: DataSource, campaignId: number, startsAt: Date): Promise<void> {
  const lenders = (await dataSource.query(
    `SELECT i.user_id, min(i.paid_at) AS first_paid FROM investments i
      WHERE i.order_id IS NOT NULL AND i.robo_product IS NULL AND i.paid_at >= $1
      GROUP BY i.user_id ORDER BY min(i.paid_at), i.user_id LIMIT $2`,
    [startsAt, HISTORY_PRIZES.length],
  )) as { user_id: number; first_paid: Date }[];
  for (const [index, lender] of lenders.entries()) {
    const name = HISTORY_PRIZES[index];
    const at = new Date(Math.min(lender.first_paid.getTime() + HOUR_MS, Date.now()));
    await dataSource.transaction(async (manager) => {
      const [prize] = returnedRows<{ id: number }>(
        await manager.query(`UPDATE campaign_prizes SET awarded = awarded + 1 WHERE campaign_id = $1 AND name = $2 RETURNING id`, [campaignId, name]),
      );
      await manager.query(
        `INSERT INTO campaign_spins (campaign_id, user_id, prize_id, reward_name, business_date, created_at)
         VALUES ($1, $2, $3, $4, (($5::timestamptz) AT TIME ZONE 'Asia/Taipei')::date, $5)`,
        [campaignId, lender.user_id, prize.id, name, at],
      );
    });
  }
}
