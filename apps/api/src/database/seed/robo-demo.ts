import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema, orderPlaceSchema, resalePriceBoundsOf, shiftIsoDate } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { FundingService } from '../../modules/orders/funding.service.js';
import { OrdersService } from '../../modules/orders/orders.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { ResaleService } from '../../modules/resale/resale.service.js';
import { RoboEngineService } from '../../modules/robo/robo-engine.service.js';
import { RoboSalesService } from '../../modules/robo/robo-sales.service.js';
import { RoboService } from '../../modules/robo/robo.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { ROBO_BORROWERS } from './demo-payers.js';
import { createMarketLoan } from './market-demo.js';
import type { MarketLoanSpec } from './market-demo.js';
import { onStoryDay, runBatchThrough, storyInstant } from './story-clock.js';

export const ROBO_SAVER = 'robo.saver@lendbridge.tw';
export const ROBO_PARTNER = 'robo.partner@lendbridge.tw';
export const VIP_LENDER = 'vip.lender@lendbridge.tw';
const LENDER = 'lender@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';

/** The robo story's loans: one each of the four borrowers, grades and sources both robo products buy. */
const LOANS: { owner: (typeof ROBO_BORROWERS)[number]; spec: MarketLoanSpec }[] = [
  {
    owner: 'bookstore@lendbridge.tw',
    spec: {
      appType: 'credit',
      grade: 'A0',
      amount: 40_000,
      period: 12,
      addRate: '1',
      source: 'complex',
      application: { purpose: 'working_capital', description: '社區二手書店開學季前收購一批大學教科書與參考書，需先付給賣書的學生，書款於開學後一個月內回收，借款 4 萬元分 12 期償還。' },
    },
  },
  {
    owner: 'dentist@lendbridge.tw',
    spec: {
      appType: 'other',
      grade: 'A1',
      amount: 50_000,
      period: 12,
      addRate: '1',
      source: 'pgr',
      application: { purpose: 'equipment', description: '牙醫診所的洗牙機老舊，想換一台超音波洗牙機，廠商報價 5 萬元，以診所每月營收分 12 期償還。' },
    },
  },
  {
    owner: 'gardener@lendbridge.tw',
    spec: {
      appType: 'credit',
      grade: 'B',
      amount: 30_000,
      period: 12,
      addRate: '2',
      source: 'complex',
      application: { purpose: 'equipment', description: '庭園維護接案，想買一台電動割草機與修枝剪，接下社區大樓的年度合約，借款 3 萬元分 12 期償還。' },
    },
  },
  {
    owner: 'tailor@lendbridge.tw',
    spec: {
      appType: 'credit',
      grade: 'C',
      amount: 40_000,
      period: 12,
      addRate: '2',
      source: 'complex',
      application: { purpose: 'working_capital', description: '西裝訂製店為畢業季與婚宴旺季先進一批毛料與襯布，訂金入帳後分批完工，借款 4 萬元分 12 期償還。' },
    },
  },
];

/** The story's days, counted back from the business date. */
const LISTED_DAYS_AGO = 72;
const ROBO_INVESTED_DAYS_AGO = 71;
const FILLED_DAYS_AGO = 70;
const DISBURSED_DAYS_AGO = 67;
const SECOND_TRANSFER_DAYS_AGO = 26;
const SOLD_DAYS_AGO = 25;
const VIP_SALE_DAYS_AGO = 8;

/** What each robo member transfers in, and when. */
const SAVER_FIRST_TRANSFER = 4_000;
const SAVER_SECOND_TRANSFER = 1_500;
const SAVER_SOLD = 1_000;
const VIP_TRANSFER = 10_000;
const VIP_SELLING = 5_000;
/** The journey's money, deposited on the business date after its batch (no monthly settlement sweeps it). */
const SAVER_JOURNEY_DEPOSIT = 100_000;
const PARTNER_JOURNEY_DEPOSIT = 30_000;
/** The open resale offer of the demo: lender@ asks 98 % of the remaining principal. */
const RESALE_PRICE_PERCENT = 98;

const BALANCE_ORDER = {
  payment_method: 'balance',
  contract_accepted: true,
  no_protection_accepted: true,
  student_project_accepted: true,
  collateral_contract_accepted: true,
} as const;

interface DemoUser {
  id: number;
  email: string;
  member_serial: string | null;
}

async function usersOf(app: INestApplication, emails: readonly string[]): Promise<Map<string, DemoUser>> {
  const rows = (await app.get(DataSource).query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [...emails],
  ])) as DemoUser[];
  return new Map(rows.map((row) => [row.email, row]));
}

/**
 * The robo story, between the repayment demo (its batch has run to its last disbursement) and the
 * orders of the last week, through the same services as the screens: four loans are listed; the
 * next day the robo engine invests robo.saver@'s first transfer (stable, NT$1,000 parts) and
 * vip.lender@'s (vip, flagged by the admin, NT$5,000 parts); vip.lender@ orders the rest by hand and the loans
 * are disbursed; their instalments come back to the robo cash month by month (less the robo lender
 * fee). robo.saver@ transfers in again and sells NT$1,000 the day after (a finished sale, met from
 * the robo cash); vip.lender@ starts a sale of NT$5,000 eight days before the business date, which no
 * other vip account can buy yet (正在售出中). The story ends before the orders demo's first day. Skipped once a robo investment exists, or when the
 * accounts it needs are missing.
 */
export async function seedRoboDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM robo_investments LIMIT 1`);
  if (existing.length > 0) return;
  const users = await usersOf(app, [ROBO_SAVER, VIP_LENDER, ADMIN, ...ROBO_BORROWERS]);
  const saver = users.get(ROBO_SAVER);
  const vip = users.get(VIP_LENDER);
  const admin = users.get(ADMIN);
  if (!saver?.member_serial || !vip?.member_serial || !admin || ROBO_BORROWERS.some((email) => !users.has(email))) return;

  const today = await app.get(BusinessClock).today();
  const dayOf = (daysAgo: number) => shiftIsoDate(today, -daysAgo);
  const deposit = (member: DemoUser, amount: number, at: Date) =>
    onStoryDay(app, at, () =>
      app.get(DepositsService).recordManual(admin.id, depositFormSchema.parse({ member_serial: member.member_serial, amount, note: DEMO_DEPOSIT_REASON }), at),
    );
  const robo = app.get(RoboService);

  await runBatchThrough(app, dayOf(LISTED_DAYS_AGO));
  const loans = [];
  for (const [index, { owner, spec }] of LOANS.entries()) {
    const borrower = users.get(owner) as DemoUser;
    loans.push({ spec, loan: await createMarketLoan(app, borrower.id, admin.id, spec, { on: dayOf(LISTED_DAYS_AGO), minute: 10 + index * 9 }) });
  }
  await dataSource.query(`UPDATE users SET robo_vip = true WHERE id = $1`, [vip.id]);
  const transferredAt = storyInstant(dayOf(LISTED_DAYS_AGO), 18);
  await deposit(saver, SAVER_FIRST_TRANSFER, transferredAt);
  await deposit(vip, VIP_TRANSFER, transferredAt);
  await onStoryDay(app, transferredAt, () => robo.transferIn(saver.id, 'stable', SAVER_FIRST_TRANSFER, transferredAt));
  await onStoryDay(app, transferredAt, () => robo.transferIn(vip.id, 'vip', VIP_TRANSFER, transferredAt));

  await runBatchThrough(app, dayOf(ROBO_INVESTED_DAYS_AGO));
  const investedAt = storyInstant(dayOf(ROBO_INVESTED_DAYS_AGO), 9);
  await onStoryDay(app, investedAt, () => app.get(RoboEngineService).run(investedAt));

  await runBatchThrough(app, dayOf(FILLED_DAYS_AGO));
  for (const [index, { loan }] of loans.entries()) {
    const [row] = (await dataSource.query(`SELECT amount - invested_amount AS open, updated_at FROM loans WHERE id = $1`, [loan.id])) as {
      open: number;
      updated_at: Date;
    }[];
    if (row.open <= 0) continue;
    const at = storyInstant(dayOf(FILLED_DAYS_AGO), 10 + index);
    await deposit(vip, row.open, at);
    await onStoryDay(app, at, () =>
      app
        .get(OrdersService)
        .place(vip.id, orderPlaceSchema.parse({ ...BALANCE_ORDER, loans: [{ serial: loan.serial, amount: row.open, updated_at: row.updated_at.toISOString() }] }), at),
    );
  }
  await runBatchThrough(app, dayOf(DISBURSED_DAYS_AGO));
  for (const { loan } of loans) {
    const at = storyInstant(dayOf(DISBURSED_DAYS_AGO), 10);
    await onStoryDay(app, at, () => app.get(FundingService).disburse(loan.serial, at, dayOf(DISBURSED_DAYS_AGO)));
  }

  await runBatchThrough(app, dayOf(SECOND_TRANSFER_DAYS_AGO));
  const secondAt = storyInstant(dayOf(SECOND_TRANSFER_DAYS_AGO), 19);
  await deposit(saver, SAVER_SECOND_TRANSFER, secondAt);
  const second = await onStoryDay(app, secondAt, () => robo.transferIn(saver.id, 'stable', SAVER_SECOND_TRANSFER, secondAt));
  await runBatchThrough(app, dayOf(SOLD_DAYS_AGO));
  const sales = app.get(RoboSalesService);
  const soldAt = storyInstant(dayOf(SOLD_DAYS_AGO), 10);
  await onStoryDay(app, soldAt, async () => {
    const overview = await sales.overview(saver.id, 'stable', second.serial, soldAt);
    await sales.start(saver.id, 'stable', second.serial, SAVER_SOLD, overview.saleable_amount, soldAt);
  });
  const paidAt = storyInstant(dayOf(SOLD_DAYS_AGO), 11);
  await onStoryDay(app, paidAt, () => sales.run(paidAt));

  await runBatchThrough(app, dayOf(VIP_SALE_DAYS_AGO));
  const [vipAccount] = (await dataSource.query(`SELECT serial FROM robo_investments WHERE user_id = $1 AND product = 'vip'`, [vip.id])) as {
    serial: string;
  }[];
  const vipSaleAt = storyInstant(dayOf(VIP_SALE_DAYS_AGO), 10);
  await onStoryDay(app, vipSaleAt, async () => {
    const overview = await sales.overview(vip.id, 'vip', vipAccount.serial, vipSaleAt);
    await sales.start(vip.id, 'vip', vipAccount.serial, VIP_SELLING, overview.saleable_amount, vipSaleAt);
  });
  const vipRoundAt = storyInstant(dayOf(VIP_SALE_DAYS_AGO), 11);
  await onStoryDay(app, vipRoundAt, () => sales.run(vipRoundAt));
}

/**
 * What the robo journey starts from, on the business date after its batch: robo.saver@'s
 * NT$100,000 to transfer in and robo.partner@'s NT$30,000, whose robo cash will buy the parts
 * robo.saver@ sells. And the resale market's open offer: lender@ offers its first investment that
 * can be offered (repaying, nothing due) at 98 % of the principal still owed. Skipped when done or when the accounts
 * it needs are missing.
 */
export async function seedRoboJourneyDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const users = await usersOf(app, [ROBO_SAVER, ROBO_PARTNER, LENDER, ADMIN]);
  const [saver, partner, lender, admin] = [ROBO_SAVER, ROBO_PARTNER, LENDER, ADMIN].map((email) => users.get(email));
  if (!saver?.member_serial || !partner?.member_serial || !lender || !admin) return;
  const done: unknown[] = await dataSource.query(`SELECT 1 FROM deposits WHERE user_id = $1 LIMIT 1`, [partner.id]);
  if (done.length > 0) return;
  const at = storyInstant(await app.get(BusinessClock).today(), 15);
  for (const [member, amount] of [
    [saver, SAVER_JOURNEY_DEPOSIT],
    [partner, PARTNER_JOURNEY_DEPOSIT],
  ] as const) {
    await onStoryDay(app, at, () =>
      app.get(DepositsService).recordManual(admin.id, depositFormSchema.parse({ member_serial: member.member_serial, amount, note: DEMO_DEPOSIT_REASON }), at),
    );
  }
  const candidates = (await dataSource.query(
    `SELECT i.serial FROM investments i WHERE i.user_id = $1 AND i.status = 'active' AND i.robo_product IS NULL ORDER BY i.id`,
    [lender.id],
  )) as { serial: string }[];
  const resale = app.get(ResaleService);
  for (const { serial } of candidates) {
    const preview = await resale.sellPreview(lender.id, serial);
    if (preview.refusal !== null || preview.remain_principal <= 0) continue;
    const price = Math.max(resalePriceBoundsOf(preview.remain_principal).min, Math.floor((preview.remain_principal * RESALE_PRICE_PERCENT) / 100));
    await onStoryDay(app, at, () => resale.offer(lender.id, serial, price));
    return;
  }
}
