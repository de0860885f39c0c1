import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EXAMPLE_CONTACTS, EXAMPLE_CREDIT_APPLICATION, TEN_THOUSAND, depositFormSchema, pawnSettingSchema, shiftIsoDate } from '@lendbridge/domain';
import type { PawnCaseStatus, PawnSettingInput } from '@lendbridge/domain';
import { recordAppraisal, createAppraisalItems } from '../../modules/appraisal/appraisal.queries.js';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { PawnshopClearingService } from '../../modules/clearing/pawnshop-clearing.service.js';
import type { FormBlock } from '../../modules/loans/loan-application.entity.js';
import { PawnshopService } from '../../modules/pawnshop/pawnshop.service.js';
import { createPawnCase } from '../../modules/pawnshop/pawnshop.queries.js';
import type { PawnCaseReader } from '../../modules/pawnshop/pawnshop.queries.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { galleryPicture } from './gallery-pictures.js';
import type { GalleryPictureName } from './gallery-pictures.js';
import { onStoryDay, storyInstant } from './story-clock.js';

/** One pawn application of the demo and how far its case went. */
interface DemoPawnCase {
  owner: 'watch.collector@lendbridge.tw' | 'bakery.owner@lendbridge.tw';
  /** Where the case stands at the end of the story. */
  stage: Exclude<PawnCaseStatus, 'forfeited'>;
  /** Days before today the application was submitted; each later step comes a day after the one before. */
  daysAgo: number;
  amount: number;
  period: number;
  purpose: string;
  description: string;
  collateral: FormBlock;
  picture: GalleryPictureName;
  /** What appraiser@ wrote, or nothing while the item waits. */
  appraisal?: { ten_thousand_value: number; comment: string };
  /** The terms pawnshop@ set, from the `wait_confirm` stage on. */
  terms?: PawnSettingInput;
}

const watch = (brand: string, model: string, description: string, expect: number): FormBlock => ({
  type: 'watch',
  details: { brand, type: model, original_pack: true, guarantee: true, purchase_proof: false, description, expect_value_10k: expect },
});

const CASES: DemoPawnCase[] = [
  {
    owner: 'bakery.owner@lendbridge.tw',
    stage: 'pending',
    daysAgo: 1,
    amount: 80_000,
    period: 6,
    purpose: 'working_capital',
    description: '烘焙坊年前要先付三個月的麵粉與奶油貨款，以自己的名牌包典當周轉，年節禮盒營收入帳即取贖。',
    collateral: { type: 'bag', details: { brand: 'Louis Vuitton', type: 'Speedy 30 Monogram', original_pack: true, guarantee: false, purchase_proof: true, description: '2019 年專櫃購入，提把有使用痕跡，附防塵袋與購買證明。', expect_value_10k: 9 } },
    picture: 'leather-handbag.png',
  },
  {
    owner: 'watch.collector@lendbridge.tw',
    stage: 'pending',
    daysAgo: 4,
    amount: 50_000,
    period: 3,
    purpose: 'emergency',
    description: '機車在通勤途中被追撞，修車與醫藥費需先墊付；保險理賠約兩個月後下來，先以黃金手鍊周轉。',
    collateral: { type: 'gold', details: { guarantee: true, purchase_proof: true, description: '24K 黃金手鍊與小金條墜子，約 7.5 錢，附銀樓保證卡。', expect_value_10k: 7 } },
    picture: 'gold-bracelet.png',
    appraisal: { ten_thousand_value: 6, comment: '成色 9999，秤重 28.1 公克；以當日牌價九成估算，金條墜子無刻印不另加價。' },
  },
  {
    owner: 'bakery.owner@lendbridge.tw',
    stage: 'taken',
    daysAgo: 5,
    amount: 150_000,
    period: 6,
    purpose: 'working_capital',
    description: '分店要換新的旋風烤箱與冷藏展示櫃，設備商要求先付訂金，以先生收藏的潛水錶典當半年。',
    collateral: watch('Omega', 'Seamaster Diver 300M', '2020 年購入，盒單齊全，去年原廠保養。', 18),
    picture: 'watch-diver.png',
    appraisal: { ten_thousand_value: 17, comment: '外觀細紋少，機芯走時正常，盒單齊全；參考近三個月二手成交價估算。' },
  },
  {
    owner: 'watch.collector@lendbridge.tw',
    stage: 'wait_confirm',
    daysAgo: 6,
    amount: 200_000,
    period: 12,
    purpose: 'family',
    description: '父親退休後想把老家浴室改成無障礙空間，施工費約 20 萬元，以自己的名錶典當一年分期償還。',
    collateral: watch('Rolex', 'Datejust 41 126300', '2022 年購入，錶況良好，附原廠保卡。', 28),
    picture: 'watch-diver.png',
    appraisal: { ten_thousand_value: 26, comment: '錶殼與錶帶狀況良好，保卡日期吻合；以市場二手行情八五折估價。' },
    terms: { amount: 180_000, period: 12, principal_repayment_type: 'equal_installment', apr: '20.00', storage_fee: 3_000 },
  },
  {
    owner: 'bakery.owner@lendbridge.tw',
    stage: 'confirmed',
    daysAgo: 7,
    amount: 60_000,
    period: 6,
    purpose: 'working_capital',
    description: '中秋禮盒訂單量比去年多，需要先付包材與月餅餡料款，以黃金飾品典當半年。',
    collateral: { type: 'gold', details: { guarantee: true, purchase_proof: false, description: '結婚時的黃金項鍊與手鍊各一條，約 1 兩。', expect_value_10k: 8 } },
    picture: 'gold-bracelet.png',
    appraisal: { ten_thousand_value: 7, comment: '秤重 37.4 公克，成色 999；無購買證明，以牌價八五折估算。' },
    terms: { amount: 60_000, period: 6, principal_repayment_type: 'equal_principal', apr: '24.00', storage_fee: 1_500 },
  },
  {
    owner: 'watch.collector@lendbridge.tw',
    stage: 'invested',
    daysAgo: 14,
    amount: 120_000,
    period: 6,
    purpose: 'education',
    description: '在職碩士專班第二學期學費與教材費，公司補助半年後才撥下，以潛水錶典當先繳學費。',
    collateral: watch('Tudor', 'Black Bay 58', '2021 年購入，錶況良好，附盒單。', 12),
    picture: 'watch-diver.png',
    appraisal: { ten_thousand_value: 11, comment: '機芯正常，錶鏡無刮傷；近期同款二手成交約 11 至 12 萬元。' },
    terms: { amount: 100_000, period: 6, principal_repayment_type: 'equal_installment', apr: '22.00', storage_fee: 2_000 },
  },
  {
    owner: 'bakery.owner@lendbridge.tw',
    stage: 'cleared',
    daysAgo: 24,
    amount: 80_000,
    period: 3,
    purpose: 'working_capital',
    description: '月底要付一批進口奶油與巧克力的關稅與運費，企業訂單貨款下個月初入帳，以名牌包短期典當。',
    collateral: { type: 'bag', details: { brand: 'Gucci', type: 'GG Marmont 中型肩背包', original_pack: true, guarantee: true, purchase_proof: true, description: '2023 年購入，幾乎未使用，配件齊全。', expect_value_10k: 8 } },
    picture: 'leather-handbag.png',
    appraisal: { ten_thousand_value: 7, comment: '皮革無壓痕，五金完整；配件齊全，以二手行情七成估價。' },
    terms: { amount: 70_000, period: 3, principal_repayment_type: 'equal_installment', apr: '18.00', storage_fee: 1_000 },
  },
];

/** How far each stage goes: a stage includes every step before it. */
const STEPS: readonly PawnCaseStatus[] = ['pending', 'taken', 'wait_confirm', 'confirmed', 'invested', 'cleared'];
const reaches = (stage: PawnCaseStatus, step: PawnCaseStatus): boolean => STEPS.indexOf(stage) >= STEPS.indexOf(step);

/** What the pawnshop holds in its account for the demo's investments, recorded the day before the first. */
const OPERATOR_DEPOSIT = 400_000;

/**
 * Pawn cases in every state for pawnshop@ (the pawnshop operator) on the pawn applications of
 * watch.collector@ and bakery.owner@: each submitted with its collateral's photo, appraised by appraiser@
 * where the story says, then taken, set, agreed, invested with a pawn ticket and redeemed through
 * the platform's own services, each step on its own day. The redemption of the cleared case happens
 * today. Seeds once: nothing is done when pawnshop@ already has a case.
 */
export async function seedPawnshopDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const emails = ['pawnshop@lendbridge.tw', 'appraiser@lendbridge.tw', 'admin@lendbridge.tw', 'watch.collector@lendbridge.tw', 'bakery.owner@lendbridge.tw'];
  const rows = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [emails])) as {
    id: number;
    email: string;
    member_serial: string;
  }[];
  const userOf = (email: string) => rows.find((row) => row.email === email);
  const [operator, appraiser, admin] = [userOf(emails[0]!), userOf(emails[1]!), userOf(emails[2]!)];
  if (!operator || !appraiser || !admin || CASES.some((spec) => !userOf(spec.owner))) return;
  const seeded: unknown[] = await dataSource.query(`SELECT 1 FROM pawn_cases WHERE operator_id = $1 LIMIT 1`, [operator.id]);
  if (seeded.length > 0) return;

  const today = await app.get(BusinessClock).today();
  const pawnshop = app.get(PawnshopService);
  const reader: PawnCaseReader = { userId: Number(operator.id), admin: false };
  const at = (daysAgo: number, hour: number): Date => storyInstant(shiftIsoDate(today, -daysAgo), hour);
  const firstInvestment = Math.max(...CASES.filter((spec) => reaches(spec.stage, 'invested')).map((spec) => spec.daysAgo - 3));
  await onStoryDay(app, at(firstInvestment + 1, 10), () =>
    app
      .get(DepositsService)
      .recordManual(admin.id, depositFormSchema.parse({ member_serial: operator.member_serial, amount: OPERATOR_DEPOSIT, note: DEMO_DEPOSIT_REASON }), at(firstInvestment + 1, 10)),
  );

  const redemptions: { owner: { id: number; member_serial: string }; serial: string }[] = [];
  // Oldest first, so each account's statement reads in time order; the redemptions happen today, last.
  for (const spec of [...CASES].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const owner = userOf(spec.owner)!;
    const submittedAt = at(spec.daysAgo, 21);
    const { id, serial } = await onStoryDay(app, submittedAt, () => submitPawnApplication(app, Number(owner.id), spec, submittedAt));
    if (spec.appraisal) {
      const [item] = (await dataSource.query(`SELECT id FROM appraisal_items WHERE application_id = $1 ORDER BY collateral_index LIMIT 1`, [id])) as {
        id: number;
      }[];
      if (item) await recordAppraisal(dataSource.manager, item.id, appraiser.id, spec.appraisal, at(spec.daysAgo - 1, 11));
    }
    const [pawnCase] = (await dataSource.query(`SELECT id FROM pawn_cases WHERE application_id = $1`, [id])) as { id: number }[];
    if (!pawnCase) continue;
    const caseId = Number(pawnCase.id);
    const step = async <T>(daysAfter: number, hour: number, run: (now: Date) => Promise<T>): Promise<T> => {
      const now = at(spec.daysAgo - daysAfter, hour);
      return onStoryDay(app, now, () => run(now));
    };
    if (reaches(spec.stage, 'taken')) await step(1, 14, (now) => pawnshop.order(reader, caseId, now));
    if (!spec.terms || !reaches(spec.stage, 'wait_confirm')) continue;
    const terms = pawnSettingSchema.parse(spec.terms);
    await step(1, 16, (now) => pawnshop.setting(reader, caseId, terms, now));
    if (reaches(spec.stage, 'confirmed')) await step(2, 9, (now) => pawnshop.answer(Number(owner.id), serial, true, now));
    if (!reaches(spec.stage, 'invested')) continue;
    const ticket = await step(3, 10, () => pawnTicket(app, Number(operator.id), serial));
    await step(3, 11, (now) =>
      pawnshop.invest(reader, caseId, { amount: terms.amount, period: terms.period, principal_repayment_type: terms.principal_repayment_type, pawn_ticket: [ticket] }, now),
    );
    if (reaches(spec.stage, 'cleared')) redemptions.push({ owner, serial });
  }
  for (const { owner, serial } of redemptions) await redeemToday(app, Number(admin.id), owner, serial);
}

/** The borrower's submitted pawn application with its collateral and photo; answers its id and serial. */
async function submitPawnApplication(app: INestApplication, ownerId: number, spec: DemoPawnCase, at: Date): Promise<{ id: number; serial: string }> {
  const dataSource = app.get(DataSource);
  const photo = await app
    .get(UploadsService)
    .store(ownerId, 'image', { field: 'image', originalName: spec.picture, bytes: galleryPicture(spec.picture) });
  const application: FormBlock = {
    ...EXAMPLE_CREDIT_APPLICATION,
    purpose: spec.purpose,
    description: spec.description,
    amount_ten_thousand: Math.ceil(spec.amount / TEN_THOUSAND),
    period: spec.period,
  };
  const profile: FormBlock = { contacts: EXAMPLE_CONTACTS, contact_line: 'pawn.demo', available_time: 'evening' };
  const [inserted] = (await dataSource.query(
    `INSERT INTO loan_applications (user_id, app_type, status, application, profile, collaterals, attachments, step, submitted_at, serial)
     VALUES ($1, 'pawn_project', 'submitted', $2, $3, $4, $5, 1, now(), next_loan_application_serial($6::timestamptz))
     RETURNING id, serial`,
    [ownerId, application, profile, JSON.stringify([spec.collateral]), { loan_related_information: [photo.id] }, at],
  )) as { id: number; serial: string }[];
  await dataSource.query(
    `INSERT INTO loan_application_events (application_id, actor_id, action, from_status, to_status) VALUES ($1, $2, 'submitted', 'prepare', 'submitted')`,
    [inserted!.id, ownerId],
  );
  await createAppraisalItems(dataSource.manager, inserted!.id);
  await createPawnCase(dataSource.manager, inserted!.id);
  return { id: Number(inserted!.id), serial: inserted!.serial };
}

/** The pawn ticket pawnshop@ scans for a case: the ticket's picture, uploaded as a document. */
async function pawnTicket(app: INestApplication, operatorId: number, serial: string): Promise<string> {
  const upload = await app
    .get(UploadsService)
    .store(operatorId, 'document', { field: 'file', originalName: `當票-${serial}.png`, bytes: galleryPicture('pawn-ticket.png') });
  return upload.id;
}

/** The borrower transfers in what redeeming costs today and redeems the pawn through the pawnshop clearing. */
async function redeemToday(app: INestApplication, adminId: number, owner: { id: number; member_serial: string }, serial: string): Promise<void> {
  const clearing = app.get(PawnshopClearingService);
  const info = await clearing.clearInfo(Number(owner.id), serial);
  const short = info.clear_amount - info.balance;
  if (short > 0) {
    await app
      .get(DepositsService)
      .recordManual(adminId, depositFormSchema.parse({ member_serial: owner.member_serial, amount: short, note: DEMO_DEPOSIT_REASON }));
  }
  await clearing.clear(Number(owner.id), serial, { amount: info.clear_amount });
}
