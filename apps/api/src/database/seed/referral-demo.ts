import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  LOAN_MARKET_STATUS_OPEN,
  depositFormSchema,
  orderPlaceSchema,
  referralCampaignSettingsSchema,
  referralInvitationsSchema,
  shiftIsoDate,
} from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { ReferralService } from '../../modules/campaigns/referral/referral.service.js';
import { LedgerService } from '../../modules/ledger/ledger.service.js';
import { PLATFORM } from '../../modules/ledger/ledger-accounts.js';
import { OrdersService } from '../../modules/orders/orders.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { UserStatusService } from '../../modules/users/user-status.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { onStoryDay, runBatchThrough, storyInstant } from './story-clock.js';

const REFERRER = 'lender@lendbridge.tw';
/** The member lender@ referred who invests (the others, nurse@ and engineer@, registered through the link too). */
const FRIEND = 'yoga.teacher@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';
/** The borrower whose listed loan lender@ fills the next day (orders-demo): left alone here. */
const APPLICANT = 'applicant@lendbridge.tw';
/** The demo members whose links the show-girl characters carry. */
const AMBASSADORS = [REFERRER, 'retiree@lendbridge.tw', 'co.investor@lendbridge.tw', 'resale.buyer@lendbridge.tw'] as const;

export const REFERRAL_CAMPAIGN_KEY = 'mgm-referral';
const CAMPAIGN_TITLE = '好友推薦活動';
const CAMPAIGN_DESCRIPTION = '邀請好友註冊信橋，好友首次出借成功，推薦人即可獲得回饋金。';
/** The budget: a hundred rewards. */
const CAMPAIGN_BUDGET = 10_000;
const CAMPAIGN_DAYS = 365;

/** A week before the business date: after the robo story's last step (8 days ago), before the orders of the last week (from 6 days ago). */
const STORY_DAYS_AGO = 7;
const MINUTE_MS = 60_000;
/** What yoga.teacher@ transfers in and invests in a listed loan. */
const FRIEND_ORDER = 10_000;

const INVITEES = [
  { name: '蔡宜蓁', email: 'yizhen.friend@example.com' },
  { name: '郭俊宏', phone: '0933123456', email: 'junhong.friend@example.com' },
];

const SHOW_GIRLS = [
  { name: '小晴', from: '臺北', title: '理財新手村村長', suffix: '姊姊', detail: '剛出社會的時候，我也不知道錢該放哪裡。在信橋，小額也能出借，還能看到每一筆錢幫助了誰。一起來試試吧！', imageType: 'sunny' },
  { name: '阿哲', from: '新竹', title: '工程師下班後的副業', suffix: '學長', detail: '我習慣先看數據再做決定：每個案件都有評等與還款紀錄，分散出借讓我睡得很安穩。推薦給跟我一樣謹慎的你。', imageType: 'bookish' },
  { name: '小安', from: '臺中', title: '熱血馬拉松跑者', suffix: '教練', detail: '理財跟跑步一樣要有耐心，每月固定出借一點，時間會幫你累積成果。找朋友一起加入，互相打氣最有動力！', imageType: 'sporty' },
  { name: '芸芸', from: '臺南', title: '手作甜點店老闆娘', suffix: '老闆娘', detail: '當初開店缺周轉金，是透過借款撐過來的；現在換我出借幫助別人。這份溫暖，想分享給你。', imageType: 'artsy' },
] as const;

interface DemoUser {
  id: number;
  email: string;
  member_serial: string;
}

/**
 * The referral story of the demo, a week before the business date (the daily batch brought up to
 * that day first, so every statement reads in time order): at 09:00 the referral campaign goes live
 * with a NT$10,000 budget the bank moves to the marketing account, and its show-girl characters
 * carry the links of four demo lenders; at 10:00 lender@ e-mails two invitations; at 10:15 the admin
 * records the transfer of yoga.teacher@ (who, like nurse@ and engineer@, registered through
 * lender@'s link), who at 10:40 orders part of a listed credit loan from the balance, her first paid order,
 * which pays lender@ the referral reward. Skipped once the campaign exists, or when the accounts or
 * the loan it needs are missing.
 */
export async function seedReferralDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const done: unknown[] = await dataSource.query(`SELECT 1 FROM campaigns WHERE key = $1`, [REFERRAL_CAMPAIGN_KEY]);
  if (done.length > 0) return;
  const rows = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [REFERRER, FRIEND, ADMIN, APPLICANT, ...AMBASSADORS],
  ])) as DemoUser[];
  const users = new Map(rows.map((row) => [row.email, row]));
  const [referrer, friend, admin] = [REFERRER, FRIEND, ADMIN].map((email) => users.get(email));
  if (!referrer || !friend || !admin) return;
  const untouched = [friend.id, users.get(APPLICANT)?.id ?? friend.id];

  const day = shiftIsoDate(await app.get(BusinessClock).today(), -STORY_DAYS_AGO);
  const at = (hour: number, minute = 0): Date => new Date(storyInstant(day, hour).getTime() + minute * MINUTE_MS);
  await runBatchThrough(app, day);

  const startsAt = at(9);
  const settings = referralCampaignSettingsSchema.parse({
    show_girls: SHOW_GIRLS.flatMap((girl, index) => {
      const ambassador = users.get(AMBASSADORS[index]);
      return ambassador ? [{ ...girl, mgmSerial: ambassador.member_serial }] : [];
    }),
  });
  await dataSource.transaction(async (manager) => {
    const [{ id }] = (await manager.query(
      `INSERT INTO campaigns (key, kind, title, description, starts_at, ends_at, audience, budget, settings, created_at, updated_at)
       VALUES ($1, 'referral', $2, $3, $4, $5, 'members', $6, $7, $4, $4) RETURNING id`,
      [REFERRAL_CAMPAIGN_KEY, CAMPAIGN_TITLE, CAMPAIGN_DESCRIPTION, startsAt, new Date(startsAt.getTime() + CAMPAIGN_DAYS * 24 * 60 * MINUTE_MS), CAMPAIGN_BUDGET, JSON.stringify(settings)],
    )) as { id: number }[];
    await app.get(LedgerService).transfer(manager, {
      from: PLATFORM.bank,
      to: PLATFORM.marketing,
      amount: CAMPAIGN_BUDGET,
      kind: 'marketing_funding',
      reference: `campaign:${id}`,
      at: startsAt,
    });
  });

  const referrerUser = await app.get(UserStatusService).load(referrer.id);
  if (referrerUser) {
    const invitedAt = at(10);
    await onStoryDay(app, invitedAt, () => app.get(ReferralService).invite(referrerUser, referralInvitationsSchema.parse({ invitations: INVITEES }), invitedAt));
  }

  // The credit loan with the most room left among those whose market tab and source keep another loan nobody has
  // invested in (the market demo shows every tab and source with one), of a borrower other than applicant@ (whose loan
  // lender@ fills the next day).
  const [loan] = (await dataSource.query(
    `SELECT l.serial, l.updated_at FROM loans l
      WHERE l.status = 'matching' AND l.market_status = $1 AND l.app_type = 'credit' AND l.rate_confirmed_at <= $2
        AND l.amount - l.invested_amount >= $3 AND l.borrower_id <> ALL ($4::bigint[])
        AND EXISTS (SELECT 1 FROM loans o WHERE o.id <> l.id AND o.status = 'matching' AND o.market_tab = l.market_tab AND o.source = l.source
                      AND o.invested_amount = 0 AND o.borrower_id <> ALL ($4::bigint[]))
      ORDER BY l.amount - l.invested_amount DESC, l.id LIMIT 1`,
    [LOAN_MARKET_STATUS_OPEN, at(10, 40), FRIEND_ORDER, untouched],
  )) as { serial: string; updated_at: Date }[];
  if (!loan) return;
  const depositAt = at(10, 15);
  await onStoryDay(app, depositAt, () =>
    app
      .get(DepositsService)
      .recordManual(admin.id, depositFormSchema.parse({ member_serial: friend.member_serial, amount: FRIEND_ORDER, note: DEMO_DEPOSIT_REASON }), depositAt),
  );
  const orderedAt = at(10, 40);
  await onStoryDay(app, orderedAt, () =>
    app.get(OrdersService).place(
      friend.id,
      orderPlaceSchema.parse({
        loans: [{ serial: loan.serial, amount: FRIEND_ORDER, updated_at: loan.updated_at.toISOString() }],
        payment_method: 'balance',
        contract_accepted: true,
        no_protection_accepted: true,
        student_project_accepted: true,
        collateral_contract_accepted: true,
      }),
      orderedAt,
    ),
  );
}
