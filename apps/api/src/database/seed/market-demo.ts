import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  EXAMPLE_CONTACTS,
  EXAMPLE_CREDIT_APPLICATION,
  EXAMPLE_CREDIT_PROFILE,
  TEN_THOUSAND,
  loanApprovalSchema,
  memberBankSchema,
  memberBasicSchema,
  memberProfileSchema,
  riskQuestionnaireSchema,
  shiftIsoDate,
} from '@lendbridge/domain';
import { serverRegisterSchema } from '@lendbridge/domain/common-password';
import type {
  CommoditySetInput,
  CreditRecordsInput,
  FarmerProfileInput,
  FinancialStatementItem,
  GalleryKind,
  LoanAppType,
  MarketSource,
  PrincipalRepaymentType,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { createAppraisalItems, recordAppraisal } from '../../modules/appraisal/appraisal.queries.js';
import { AuthService } from '../../modules/auth/auth.service.js';
import { BorrowerLoansService } from '../../modules/loans/borrower-loans.service.js';
import { LoanReviewService } from '../../modules/loans/loan-review.service.js';
import type { Loan } from '../../modules/loans/loan.entity.js';
import { ListingService } from '../../modules/market/listing.service.js';
import { MembersService } from '../../modules/members/members.service.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { UserStatusService } from '../../modules/users/user-status.service.js';
import type { DemoAccount } from './demo.js';
import { demoMobile } from './demo-mobile.js';
import { galleryPicture } from './gallery-pictures.js';
import type { GalleryPictureName } from './gallery-pictures.js';
import { solidPng } from './png.js';
import { verifyDemoMember } from './verify-demo.js';
import { JOINED_DAYS_AGO, onStoryDay, storyInstant } from './story-clock.js';

const MINUTE_MS = 60_000;

type FormBlock = Record<string, unknown>;

/** A loan to put on the market: its application, the reviewer's terms and the market fields. */
export interface MarketLoanSpec {
  appType: LoanAppType;
  grade: string;
  /** Whole NT$, a multiple of 1000. */
  amount: number;
  period: number;
  addRate?: string;
  repayment?: PrincipalRepaymentType;
  source?: MarketSource;
  /** Protection ratio percent; '0' means none. */
  pgr?: string;
  lenderFee?: string;
  discountLenderFee?: string | null;
  minDiscountOrderAmount?: number | null;
  fastApply?: boolean;
  application?: FormBlock;
  profile?: FormBlock;
  collaterals?: FormBlock[];
  /** approved: waiting for the borrower's rate confirmation; listed (default): confirmed, 媒合中. */
  stage?: 'approved' | 'listed';
}

const STUDENT_PROFILE: FormBlock = {
  school_name: '國立臺灣大學',
  school_dept_name: '資訊工程學系',
  education_level: 'bachelor',
  school_grade: 'year_3',
  contacts: EXAMPLE_CONTACTS.slice(0, 2),
  contact_line: 'student.demo',
  available_time: 'evening',
};

const PAWN_WATCH: FormBlock = {
  type: 'watch',
  details: { brand: 'Rolex', type: 'Submariner 126610LN', original_pack: false, guarantee: false, purchase_proof: false, description: '2021 年購入，錶況良好。', expect_value_10k: 35 },
};

const REALTY_HOUSE: FormBlock = {
  type: 'house',
  details: {
    realty_address: { city: '臺中市', district: '西屯區', address: '市政路 1 號 12 樓' },
    house_age: 8,
    house_type: 'elevator_building',
    description: '三房兩廳，近捷運站。',
    expect_value_10k: 1800,
  },
  parking_space: true,
};

/** The application and profile blocks a type's submitted application holds (the example forms of libs/domain). */
function applicationBlocks(spec: MarketLoanSpec): { application: FormBlock; profile: FormBlock; collaterals: FormBlock[] } {
  const application: FormBlock = {
    ...EXAMPLE_CREDIT_APPLICATION,
    amount_ten_thousand: Math.ceil(spec.amount / TEN_THOUSAND),
    period: spec.period,
    ...(spec.fastApply ? { fast_apply: true } : {}),
    ...spec.application,
  };
  const base: FormBlock = spec.appType === 'student' ? STUDENT_PROFILE : spec.appType === 'pawn_project' || spec.appType === 'realty'
    ? { contacts: EXAMPLE_CONTACTS, contact_line: 'collateral.demo', available_time: 'morning' }
    : EXAMPLE_CREDIT_PROFILE;
  const collaterals = spec.collaterals ?? (spec.appType === 'pawn_project' ? [PAWN_WATCH] : spec.appType === 'realty' ? [REALTY_HOUSE] : []);
  return { application, profile: { ...base, ...spec.profile }, collaterals };
}

/** What appraiser@ wrote on the first watch and the first house of the market (the other items wait in 未鑑價). */
const DEMO_APPRAISALS = {
  pawn_project: { ten_thousand_value: 32, comment: '錶況良好，機芯運作正常；無盒單，以二手行情估價。' },
  realty: { ten_thousand_value: 1650, comment: '屋況維持良好，鄰近捷運站；參考同社區近一年實價登錄估價。' },
} as const;

/** appraiser@ appraises the first pawn and the first realty application of the market, two days before today. */
async function seedAppraisals(app: INestApplication, appraiserId: number, listed: readonly Loan[], today: string): Promise<void> {
  const manager = app.get(DataSource).manager;
  const appraisedAt = storyInstant(shiftIsoDate(today, -2), 14);
  for (const appType of ['pawn_project', 'realty'] as const) {
    const loan = listed.find((candidate) => candidate.appType === appType);
    if (!loan) continue;
    const [item] = (await manager.query(`SELECT id FROM appraisal_items WHERE application_id = $1 ORDER BY collateral_index LIMIT 1`, [
      loan.applicationId,
    ])) as { id: number }[];
    if (item) await recordAppraisal(manager, item.id, appraiserId, DEMO_APPRAISALS[appType], appraisedAt);
  }
}

/** When a demo loan was listed: its business date and the minute past nine it was listed at. */
export interface ListingDay {
  on: string;
  minute: number;
}

/** The instant of a step taken `daysBefore` the listing day, at `hour` plus the listing's minute. */
const listingStep = (listing: ListingDay, daysBefore: number, hour: number): Date =>
  new Date(storyInstant(shiftIsoDate(listing.on, -daysBefore), hour).getTime() + listing.minute * MINUTE_MS);

/**
 * Puts a loan on the market the way the platform does: a submitted application of the borrower,
 * reviewed and approved by the reviewer (LoanReviewService), confirmed by the borrower
 * (BorrowerLoansService); then the market fields the approval leaves at their defaults (source,
 * protection ratio, lender fee and its discount) are set. Nothing is invested. With a listing day,
 * each step happens on its own day before it: submitted three days before, reviewed, approved the
 * day before, confirmed (listed) on the day; the serial carries the day of the application.
 */
export async function createMarketLoan(
  app: INestApplication,
  borrowerId: number,
  reviewerId: number,
  spec: MarketLoanSpec,
  listing?: ListingDay,
): Promise<Loan> {
  const dataSource = app.get(DataSource);
  const on = <T>(daysBefore: number, hour: number, step: () => Promise<T>): Promise<T> =>
    listing ? onStoryDay(app, listingStep(listing, daysBefore, hour), step) : step();
  const blocks = applicationBlocks(spec);
  const application = await on(3, 20, async () => {
    const [inserted] = (await dataSource.query(
      `INSERT INTO loan_applications (user_id, app_type, status, application, profile, collaterals, step, submitted_at, serial)
       VALUES ($1, $2, 'submitted', $3, $4, $5, 1, now(),
               next_loan_application_serial(COALESCE($6::timestamptz, now())))
       RETURNING id, serial`,
      [borrowerId, spec.appType, blocks.application, blocks.profile, JSON.stringify(blocks.collaterals), listing ? listingStep(listing, 3, 20) : null],
    )) as { id: number; serial: string }[];
    await dataSource.query(
      `INSERT INTO loan_application_events (application_id, actor_id, action, from_status, to_status) VALUES ($1, $2, 'submitted', 'prepare', 'submitted')`,
      [inserted.id, borrowerId],
    );
    await createAppraisalItems(dataSource.manager, inserted.id);
    return inserted;
  });
  const review = app.get(LoanReviewService);
  await on(2, 10, () => review.startReview(reviewerId, application.id));
  const loan = await on(1, 15, async () => {
    const approved = await review.approve(
      reviewerId,
      application.id,
      loanApprovalSchema.parse({
        grade: spec.grade,
        amount: spec.amount,
        period: spec.period,
        add_rate: spec.addRate ?? '3',
        principal_repayment_type: spec.repayment ?? 'equal_installment',
      }),
    );
    await dataSource.query(
      `UPDATE loans SET source = $2, pgr = $3, lender_fee = $4, discount_lender_fee = $5, min_discount_order_amount = $6 WHERE id = $1`,
      [
        approved.id,
        spec.source ?? 'complex',
        spec.pgr ?? (spec.source === 'pgr' ? '100' : '0'),
        spec.lenderFee ?? '1',
        spec.discountLenderFee ?? null,
        spec.minDiscountOrderAmount ?? null,
      ],
    );
    return approved;
  });
  if (spec.stage !== 'approved') await on(0, 9, () => app.get(BorrowerLoansService).confirmRate(borrowerId, loan.serial));
  return loan;
}

interface DemoBorrower {
  email: string;
  description: string;
  name: [string, string];
  birthday: string;
  gender: 'male' | 'female';
  education: string;
  residentId: string;
  marriage: string;
  children: string;
  house: string;
  address: { zip_code: string; city: string; district: string; address: string };
}

const BORROWERS: DemoBorrower[] = [
  {
    email: 'sme.owner@lendbridge.tw',
    description: 'borrower with SME, realty and pawn loans on the market',
    name: ['林', '志豪'],
    birthday: '1979/08/02',
    gender: 'male',
    education: 'bachelor',
    residentId: 'F131278801',
    marriage: 'married',
    children: '2',
    house: 'own_mortgage',
    address: { zip_code: '220', city: '新北市', district: '板橋區', address: '文化路一段 100 號' },
  },
  {
    email: 'farmer@lendbridge.tw',
    description: 'borrower with farmer loans on the market',
    name: ['黃', '淑芬'],
    birthday: '1972/03/18',
    gender: 'female',
    education: 'senior_high',
    residentId: 'T212345675',
    marriage: 'married',
    children: '3+',
    house: 'own',
    address: { zip_code: '900', city: '屏東縣', district: '屏東市', address: '中正路 50 號' },
  },
  {
    email: 'young.pro@lendbridge.tw',
    description: 'borrower with credit, other and pawn loans on the market',
    name: ['陳', '怡君'],
    birthday: '1995/11/30',
    gender: 'female',
    education: 'master',
    residentId: 'B224466880',
    marriage: 'single',
    children: '0',
    house: 'rent',
    address: { zip_code: '407', city: '臺中市', district: '西屯區', address: '台灣大道三段 99 號' },
  },
];

async function createBorrower(app: INestApplication, spec: DemoBorrower, password: string): Promise<boolean> {
  const dataSource = app.get(DataSource);
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM users WHERE email_normalized = $1`, [spec.email]);
  if (existing.length) return false;
  const account = await app.get(AuthService).createAccount(
    serverRegisterSchema.parse({
      email: spec.email,
      email_confirmation: spec.email,
      mobile: demoMobile('borrowers', BORROWERS.indexOf(spec)),
      password,
      password_confirmation: password,
      member_type: 'person',
      intent: 'borrower',
      agree_policy: true,
    }),
  );
  const user = (await app.get(UserStatusService).load(account.id)) as AuthUser;
  const members = app.get(MembersService);
  await members.saveBasic(
    user,
    memberBasicSchema.parse({
      member_type: 'person',
      lastname: spec.name[0],
      firstname: spec.name[1],
      birthday: spec.birthday,
      gender: spec.gender,
      education_level: spec.education,
      safe_question_type: 'first_pet',
      safe_question_answer: '小白',
    }),
  );
  await members.register(
    user,
    memberProfileSchema.parse({
      resident_id: spec.residentId,
      marriage_status: spec.marriage,
      children_count: spec.children,
      house_type: spec.house,
      registered_address: spec.address,
      same_as_registered: true,
    }),
  );
  const uploads = app.get(UploadsService);
  const image = async (type: 'bankbook_cover' | 'id_card_front' | 'id_card_back') =>
    (await uploads.store(user.id, type, { field: 'image', originalName: `${type}.png`, bytes: solidPng(320, 200, [227, 242, 253]) })).id;
  await members.bindBank(
    user,
    memberBankSchema.parse({
      bank_code: '004',
      account: '00098765432101',
      account_confirmation: '00098765432101',
      proof_type: 'bankbook',
      bankbook_cover_image: await image('bankbook_cover'),
      id_card_front_image: await image('id_card_front'),
      id_card_back_image: await image('id_card_back'),
    }),
  );
  await members.answerQuestionnaire(
    user,
    riskQuestionnaireSchema.parse({ annual_household_income: '100_200', total_investment_amount: 'under_10', risk_appetite: 'moderate' }),
  );
  await verifyDemoMember(app, user.id);
  return true;
}

type Owner = 'sme' | 'farmer' | 'young' | 'borrower' | 'student';

const OWNER_EMAILS: Readonly<Record<Owner, string>> = {
  sme: 'sme.owner@lendbridge.tw',
  farmer: 'farmer@lendbridge.tw',
  young: 'young.pro@lendbridge.tw',
  borrower: 'borrower@lendbridge.tw',
  student: 'student@lendbridge.tw',
};

const SME_PROFILE: FormBlock = { company_type: '食品製造業', company_title: '負責人', company_seniority: 'over_10_years', company_income: 180 };
const FARM_PROFILE: FormBlock = { company_type: '農業', company_title: '農場主', company_seniority: 'over_10_years', company_income: 90, car_count: 1 };

/**
 * What a borrower writes about the loan (the application's description), for each listed loan:
 * its own purpose, in the borrower's words.
 */
const says = (purpose: string, description: string, repaymentPlan?: string): FormBlock => ({
  purpose,
  description,
  ...(repaymentPlan ? { repayment_plan: repaymentPlan } : {}),
});

/** Listed loans in every tab and source; one pawn project waiting for its rate confirmation. */
const LOANS: [Owner, MarketLoanSpec][] = [
  ['borrower', { appType: 'credit', grade: 'B', amount: 300_000, period: 36, addRate: '3', source: 'complex', application: says('credit_card_debt', '兩張信用卡的循環餘額合計約 28 萬元，循環利率接近 15%。想用這筆借款一次清償，改成 36 期固定月付，並停用其中一張卡。', '薪資每月 5 日入帳，約定同日自動轉入還款帳戶。') }],
  ['young', { appType: 'credit', grade: 'E', amount: 150_000, period: 24, addRate: '4.5', source: 'npr', lenderFee: '1.5', application: says('debt_consolidation', '去年轉職空窗三個月，房租與生活費先以信用卡和一筆小額信貸支應。新工作已滿半年、月薪穩定，希望把兩筆債務併成一筆，24 期內還清。') }],
  ['borrower', { appType: 'credit', grade: 'A0', amount: 500_000, period: 60, addRate: '2', source: 'pgr', pgr: '100', discountLenderFee: '0.5', minDiscountOrderAmount: 50_000, application: says('wedding', '明年三月在臺北舉辦婚禮，喜宴、婚紗與攝影已簽約，訂金付清後尚差約 50 萬元。雙方都有穩定工作，婚後以兩人薪資分 60 期償還。') }],
  ['young', { appType: 'credit', grade: 'C', amount: 80_000, period: 12, addRate: '3.5', source: 'complex', fastApply: true, application: says('vehicle', '通勤用的機車引擎故障，車齡已九年，修理費接近新車一半。決定換購一台七期環保機車，舊車回收可領貨物稅減免，不足的 8 萬元分 12 期還。') }],
  ['student', { appType: 'student', grade: 'C_STU', amount: 60_000, period: 36, addRate: '1', source: 'complex', application: says('tuition', '就讀臺大資工系三年級，下學期學雜費與實驗課材料費約 6 萬元。目前在系上擔任助教並接家教，每月收入約 1 萬 2 千元，畢業前先繳利息，畢業後分期還本。') }],
  ['student', { appType: 'student', grade: 'D_STU', amount: 40_000, period: 24, addRate: '1', source: 'pgr', pgr: '80', application: says('living_expenses', '暑假到新竹科學園區實習兩個月，需要先付租屋押金與兩個月房租。實習津貼每月 2 萬 6 千元，借款用於開學前的住宿與生活費，實習結束後按月償還。') }],
  ['sme', { appType: 'sme', grade: 'F', amount: 1_000_000, period: 48, addRate: '3', source: 'complex', profile: SME_PROFILE, application: says('working_capital', '板橋的手工麵店經營十二年，中秋到年節是冷凍水餃與麵條的旺季，需先備足麵粉、豬肉與包材。借款做為旺季的周轉金，以年底團購與通路貨款分期償還。') }],
  ['sme', { appType: 'sme', grade: 'G1', amount: 600_000, period: 36, addRate: '4', source: 'npr', repayment: 'equal_principal', profile: SME_PROFILE, application: says('equipment', '工廠的製麵機已使用十五年，故障停機時常延誤出貨。擬汰換一台自動壓麵機與真空包裝機，報價合計 62 萬元，新設備可讓每日產能增加三成。') }],
  ['sme', { appType: 'sme', grade: 'E', amount: 800_000, period: 24, addRate: '3', source: 'pgr', pgr: '90', profile: SME_PROFILE, discountLenderFee: '0.8', minDiscountOrderAmount: 100_000, application: says('working_capital', '本公司新接一家連鎖超市的自有品牌代工訂單，貨款月結 90 天，先期原料與人力需墊付約 80 萬元。以超市每月貨款分 24 期償還，訂單合約可供查核。') }],
  ['farmer', { appType: 'farmer', grade: 'F', amount: 200_000, period: 24, addRate: '2.5', source: 'complex', profile: FARM_PROFILE, application: says('agriculture', '在雲林縣西螺鎮以濁水溪水灌溉種植兩期稻作 3.2 公頃。一期作插秧前需更新育苗設備並支付稻穀烘乾費，借款 20 萬元，以一期作稻穀契作收購款償還，利息可選擇以濁水溪白米支付。') }],
  ['farmer', { appType: 'farmer', grade: 'H1', amount: 120_000, period: 18, addRate: '3', source: 'npr', profile: FARM_PROFILE, application: says('agriculture', '屏東縣枋山鄉的愛文芒果園 1.8 公頃，明年五月開始採收。借款用於套袋、修枝與防寒網更新，採收後以芒果的共同運銷款與宅配收入償還，也可以當季芒果抵付本息。') }],
  ['farmer', { appType: 'farmer', grade: 'D', amount: 250_000, period: 36, addRate: '2', source: 'pgr', pgr: '100', profile: FARM_PROFILE, application: says('equipment', '屏東縣里港鄉的蓮霧園 2 公頃，現有噴藥設備老舊且耗水。擬購置一台果園自走式噴霧機並鋪設滴灌管線，可減少一半用水與農藥，農會已完成報價，以每年蓮霧收成款償還。') }],
  ['young', { appType: 'pawn_project', grade: 'C', amount: 200_000, period: 12, addRate: '4', source: 'complex', application: says('emergency', '家父住院開刀，自費醫材與看護費用需先行支付。以 2021 年購入的勞力士 Submariner 為擔保品，由合作當舖保管，出院後保險理賠款入帳即提前清償。') }],
  ['sme', { appType: 'pawn_project', grade: 'D', amount: 100_000, period: 12, addRate: '5', source: 'npr', application: says('working_capital', '麵店年底需預付三個月店租與備料，短期周轉 10 萬元。以個人收藏的名錶交由當舖保管擔保，年節銷售款入帳後分 12 期還清。') }],
  ['young', { appType: 'pawn_project', grade: 'B', amount: 150_000, period: 18, addRate: '3', source: 'pgr', pgr: '100', application: says('family', '母親搬來同住，需要添購無障礙浴室設備與一張電動照護床。以名錶設定擔保，借款 15 萬元，分 18 期以薪資償還。') }],
  ['sme', { appType: 'pawn_project', grade: 'E', amount: 90_000, period: 12, addRate: '4', source: 'complex', stage: 'approved', application: says('emergency', '店內冷凍庫壓縮機突然故障，為避免庫存損失需立即更換。以手錶為擔保品週轉 9 萬元，一年內償還。') }],
  ['sme', { appType: 'realty', grade: 'A1', amount: 3_000_000, period: 84, addRate: '2', source: 'complex', application: says('home_improvement', '名下臺中市西屯區的電梯大樓三房目前出租，屋齡八年。租約年底到期，擬整修老化的水電管線、更換鋁窗並改善隔音後重新出租。以該屋設定抵押，裝修工程已取得兩家廠商報價。') }],
  ['sme', { appType: 'realty', grade: 'C', amount: 2_000_000, period: 72, addRate: '3', source: 'npr', application: says('loan_refinance', '名下房屋另有一筆民間二胎借款，月息偏高。擬以房屋設定抵押轉貸 200 萬元一次清償，每月還款可降低約四成，以本業收入分 72 期償還。') }],
  ['sme', { appType: 'realty', grade: 'A0', amount: 1_500_000, period: 60, addRate: '1.5', source: 'pgr', pgr: '100', application: says('startup', '麵店計畫在臺中開設第一家分店，店面已簽約，裝潢、爐具與冷凍設備約需 150 萬元。以名下臺中市西屯區的房屋設定抵押，分店預計三個月後開幕，以兩家店的營收分 60 期償還。') }],
  ['young', { appType: 'other', grade: 'E', amount: 100_000, period: 24, addRate: '3', source: 'complex', application: says('travel', '公司核准一個月的留職停薪，計畫帶父母到日本北海道自助旅行兩週，機票與住宿已訂妥。借款支付行程費用，復職後以薪資分 24 期償還。') }],
  ['young', { appType: 'other', grade: 'G2', amount: 70_000, period: 12, addRate: '4', source: 'npr', application: says('wedding', '妹妹下個月在臺中訂婚，身為長姊負責訂婚宴與六禮的部分費用。借款 7 萬元，年終獎金入帳後提前還清。') }],
  ['farmer', { appType: 'other', grade: 'D', amount: 90_000, period: 18, addRate: '3', source: 'pgr', pgr: '80', application: says('medical', '長期務農導致膝關節退化，醫師建議置換人工膝關節，健保給付外的自費材料約 9 萬元。術後休養期間由兒子代管果園，以農產收入分期償還。') }],
  ['borrower', { appType: 'ntu', grade: 'A1', amount: 400_000, period: 48, addRate: '2', source: 'complex', application: says('further_study', '臺大電機系畢業，現任職半導體設計公司。錄取臺大在職專班碩士，兩年學分費約 40 萬元，公司補助一半於結業後發放，借款以薪資分 48 期償還。') }],
  ['borrower', { appType: 'ntu', grade: 'C', amount: 200_000, period: 36, addRate: '3', source: 'npr', application: says('startup', '與兩位臺大同學合組工作室，開發中小企業用的排班軟體，已有三家餐飲業試用客戶。借款用於雲端主機與第一年的軟體授權費，以訂閱收入與本業薪資償還。') }],
  ['borrower', { appType: 'ntu', grade: 'B', amount: 300_000, period: 36, addRate: '2', source: 'pgr', pgr: '100', application: says('debt_consolidation', '研究所時期的就學貸款與一筆銀行信貸仍在償還，兩筆月付合計偏高。希望以校友專案的較低利率整合為一筆，36 期內還清。') }],
];

/** How many days before the seed's business date the oldest listing was made; the newest is two days before it. */
const OLDEST_LISTING_DAYS = 13;
const LISTING_DAYS = 12;
/** When lender@ read the first listings, and when they asked the SME question (answered the next morning). */
const READ_DAYS_AGO = 3;
const QUESTION_DAYS_AGO = 5;

/** The listing day of the index-th market loan: spread over the funding period before the business date, at different minutes. */
const marketListingDay = (today: string, index: number): ListingDay => ({
  on: shiftIsoDate(today, (index % LISTING_DAYS) - OLDEST_LISTING_DAYS),
  minute: (index * 17) % 50,
});

/** Three years of statements (thousands of NT$) for a demo SME. */
function smeStatements(scale: number): { statement: string; year: number; items: Partial<Record<FinancialStatementItem, number>> }[] {
  return [2022, 2023, 2024].flatMap((year, index) => {
    const growth = 1 + index * 0.12;
    const revenue = Math.round(scale * growth);
    return [
      {
        statement: 'balance_sheet',
        year,
        items: {
          current_assets: Math.round(revenue * 0.45),
          non_current_assets: Math.round(revenue * 0.6),
          current_liabilities: Math.round(revenue * 0.3),
          non_current_liabilities: Math.round(revenue * 0.25),
          equity: Math.round(revenue * 0.5),
        },
      },
      {
        statement: 'income_statement',
        year,
        items: {
          revenue,
          gross_profit: Math.round(revenue * 0.32),
          operating_income: Math.round(revenue * 0.12),
          net_income: Math.round(revenue * 0.08),
        },
      },
    ];
  });
}

/** A farmer loan's listing: where and what it grows, how it repays, its sets and photos. */
interface FarmerListing {
  profile: FarmerProfileInput;
  sets: CommoditySetInput[];
  gallery: { kind: GalleryKind; caption: string; picture: GalleryPictureName }[];
}

/** The first two demo farmer loans: rice from Xiluo paying its interest in rice, mangoes from Fangshan paying all in mangoes. */
const FARMER_LISTINGS: FarmerListing[] = [
  {
    profile: {
      produce_situation:
        '濁水溪灌溉的兩期稻作，種植面積 3.2 公頃，年產稻穀約 24 公噸，一期作由在地碾米廠契作收購，二期作自產自銷。借款用於更新育苗設備與烘乾費用。',
      place_of_origin: '雲林縣西螺鎮',
      lat: 23.798,
      lng: 120.4655,
      payment_in_goods: 'interest_only',
    },
    sets: [
      { name: '濁水溪白米組', description: '每組投資 5,000 元，利息以西螺濁水溪白米支付，每季配送一次。', amount: 5_000 },
      { name: '濁水溪糙米組', description: '每組投資 10,000 元，利息以糙米與白米各半支付，每季配送一次。', amount: 10_000 },
      { name: '契作禮盒組', description: '每組投資 20,000 元，利息以當季新米禮盒支付，附產銷履歷。', amount: 20_000 },
    ],
    gallery: [
      { kind: 'produce', caption: '一期稻作抽穗期', picture: 'rice-heading.png' },
      { kind: 'produce', caption: '烘乾後的濁水溪稻穀', picture: 'rice-grains.png' },
      { kind: 'collateral', caption: '擔保品：乘坐式插秧機', picture: 'rice-transplanter.png' },
    ],
  },
  {
    profile: {
      produce_situation:
        '枋山鄉山坡地愛文芒果園 1.8 公頃，樹齡 15 年，每年 5 至 7 月採收，年產約 18 公噸，透過農會共同運銷與宅配銷售。借款用於套袋與防寒網更新。',
      place_of_origin: '屏東縣枋山鄉',
      lat: 22.2616,
      lng: 120.6557,
      payment_in_goods: 'principal_and_interest',
    },
    sets: [
      { name: '愛文芒果 5 公斤', description: '每組投資 3,000 元，本金與利息以當季愛文芒果分期配送。', amount: 3_000 },
      { name: '愛文芒果 10 公斤', description: '每組投資 6,000 元，本金與利息以當季愛文芒果分期配送，附果園導覽一次。', amount: 6_000 },
    ],
    gallery: [
      { kind: 'produce', caption: '套袋中的愛文芒果', picture: 'mango-bagged.png' },
      { kind: 'collateral', caption: '擔保品：果園搬運車', picture: 'orchard-carrier.png' },
    ],
  },
];

/** Credit-report debts of the demo credit borrowers, in thousands of NT$. */
const CREDIT_RECORDS: CreditRecordsInput['records'][] = [
  [
    { institution: '臺灣銀行', kind: '房屋貸款', balance_thousand: 4_200 },
    { institution: '國泰世華商業銀行', kind: '信用卡', balance_thousand: 35 },
  ],
  [
    { institution: '中國信託商業銀行', kind: '信用貸款', balance_thousand: 180 },
    { institution: '台新國際商業銀行', kind: '信用卡', balance_thousand: 12 },
  ],
];

/**
 * The listing extras the console keeps, written through the same service: farmer profiles,
 * commodity sets and photos on the first two farmer loans, credit records on the first two
 * credit loans.
 */
async function seedListingExtras(app: INestApplication, listed: Loan[], adminId: number, extrasAt: (loan: Loan) => Date): Promise<void> {
  const listing = app.get(ListingService);
  const farmerLoans = listed.filter((loan) => loan.appType === 'farmer');
  for (const [index, extras] of FARMER_LISTINGS.entries()) {
    const loan = farmerLoans[index];
    if (!loan) break;
    await onStoryDay(app, extrasAt(loan), async () => {
      await listing.saveFarmer(adminId, loan.id, extras.profile);
      for (const set of extras.sets) await listing.addCommoditySet(adminId, loan.id, set);
      for (const image of extras.gallery) {
        await listing.addGalleryImage(
          adminId,
          loan.id,
          { kind: image.kind, caption: image.caption },
          { originalName: image.picture, bytes: galleryPicture(image.picture) },
        );
      }
    });
  }
  const creditLoans = listed.filter((loan) => loan.appType === 'credit');
  for (const [index, records] of CREDIT_RECORDS.entries()) {
    const loan = creditLoans[index];
    if (loan) await onStoryDay(app, extrasAt(loan), () => listing.saveCreditRecords(adminId, loan.id, { records }));
  }
}

/**
 * Market demo data: three more borrowers (full members, made through the same services as the
 * screens) and, with borrower@ and student@, listed loans in every tab and source, a pawn project
 * waiting for its rate confirmation, SME statements, farmer profiles with commodity sets and
 * photos, credit records, a question answered by its borrower and a few read markers of
 * lender@. Nothing is invested (orders come with the cart). Skipped once the demo borrowers have
 * loans. Returns the accounts it created.
 */
export async function seedMarketDemo(app: INestApplication, password: string): Promise<DemoAccount[]> {
  const dataSource = app.get(DataSource);
  const created: DemoAccount[] = [];
  const today = await app.get(BusinessClock).today();
  const joinedAt = storyInstant(shiftIsoDate(today, -JOINED_DAYS_AGO), 22);
  for (const borrower of BORROWERS) {
    if (await onStoryDay(app, joinedAt, () => createBorrower(app, borrower, password))) {
      created.push({ email: borrower.email, description: borrower.description });
    }
  }
  const rows = (await dataSource.query(`SELECT id, email_normalized AS email FROM users WHERE email_normalized = ANY ($1)`, [
    [...Object.values(OWNER_EMAILS), 'admin@lendbridge.tw', 'lender@lendbridge.tw'],
  ])) as { id: number; email: string }[];
  const idOf = (email: string): number | undefined => rows.find((row) => row.email === email)?.id;
  const reviewerId = idOf('admin@lendbridge.tw');
  const lenderId = idOf('lender@lendbridge.tw');
  const owners = Object.fromEntries(Object.entries(OWNER_EMAILS).map(([owner, email]) => [owner, idOf(email)])) as Record<Owner, number | undefined>;
  if (reviewerId === undefined || Object.values(owners).some((id) => id === undefined)) return created;
  const marketOwners = BORROWERS.map((borrower) => idOf(borrower.email));
  const [{ loans }] = (await dataSource.query(`SELECT count(*)::int AS loans FROM loans WHERE borrower_id = ANY ($1::bigint[])`, [marketOwners])) as {
    loans: number;
  }[];
  if (loans > 0) return created;

  const listed: Loan[] = [];
  const extrasAt = new Map<number, Date>();
  for (const [index, [owner, spec]] of LOANS.entries()) {
    const listing = marketListingDay(today, index);
    const loan = await createMarketLoan(app, owners[owner] as number, reviewerId, spec, listing);
    listed.push(loan);
    extrasAt.set(loan.id, listingStep(listing, 0, 10));
    if (spec.appType === 'sme') {
      await onStoryDay(app, listingStep(listing, 1, 16), async () => {
        for (const statement of smeStatements(spec.amount / 40)) {
          await dataSource.query(
            `INSERT INTO loan_financial_statements (loan_id, statement, year, items) VALUES ($1, $2, $3, $4)`,
            [loan.id, statement.statement, statement.year, statement.items],
          );
        }
      });
    }
  }
  await seedListingExtras(app, listed, reviewerId, (loan) => extrasAt.get(loan.id) as Date);
  const [appraiser] = (await dataSource.query(`SELECT id FROM users WHERE email_normalized = 'appraiser@lendbridge.tw'`)) as { id: number }[];
  if (appraiser) await seedAppraisals(app, appraiser.id, listed, today);
  if (lenderId !== undefined) {
    const readOn = storyInstant(shiftIsoDate(today, -READ_DAYS_AGO), 21);
    for (const loan of listed.slice(0, 3)) {
      await dataSource.query(`INSERT INTO market_reads (user_id, loan_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [lenderId, loan.id, readOn]);
    }
    const sme = listed.find((loan) => loan.appType === 'sme');
    if (sme) {
      await dataSource.query(
        `INSERT INTO loan_questions (loan_id, user_id, title, description, created_at, replied_at)
         VALUES ($1, $2, '請問這筆營運資金主要用於哪些支出？', '主要用於旺季原物料採購與兩條產線的設備保養。', $3, $4)`,
        [sme.id, lenderId, storyInstant(shiftIsoDate(today, -QUESTION_DAYS_AGO), 20), storyInstant(shiftIsoDate(today, 1 - QUESTION_DAYS_AGO), 9)],
      );
    }
  }
  return created;
}
