import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema, fundingProjectInputSchema, shiftIsoDate } from '@lendbridge/domain';
import type { FundingProjectInput } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { FundingConsoleService } from '../../modules/funding/funding-console.service.js';
import { FundingService } from '../../modules/funding/funding.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { galleryPicture } from './gallery-pictures.js';
import type { GalleryPictureName } from './gallery-pictures.js';
import { createMarketLoan } from './market-demo.js';
import type { MarketLoanSpec } from './market-demo.js';
import { onStoryDay } from './story-clock.js';

const ADMIN = 'admin@lendbridge.tw';
const FARMER = 'farmer@lendbridge.tw';
/** The funding journey's lender: a deposit today, nothing ordered yet. */
const JOURNEY_LENDER = 'funding.backer@lendbridge.tw';
const JOURNEY_DEPOSIT = 30_000;
const HOUR_MS = 3_600_000;

/** Members who like the projects, and how many days after the listing each did. */
const LIKERS: { email: string; afterDays: number }[] = [
  { email: 'farm.supporter@lendbridge.tw', afterDays: 1 },
  { email: 'lender@lendbridge.tw', afterDays: 1 },
  { email: 'yoga.teacher@lendbridge.tw', afterDays: 2 },
  { email: 'retiree@lendbridge.tw', afterDays: 2 },
];

/** Today's backers: a member, the project (by its place in STORIES), the amount, whether they hide their name. */
const BACKERS: { email: string; story: number; amount: number; anonymous: boolean }[] = [
  { email: 'farm.supporter@lendbridge.tw', story: 0, amount: 10_000, anonymous: false },
  { email: 'yoga.teacher@lendbridge.tw', story: 1, amount: 5_000, anonymous: true },
  { email: 'farm.supporter@lendbridge.tw', story: 2, amount: 8_000, anonymous: false },
];

/** What a farm borrower tells of their farm on the loan application. */
const FARM_PROFILE = { company_type: '農業', company_title: '農場主', company_seniority: 'over_10_years', company_income: 80, car_count: 1 };

interface Story {
  /** The farm loan farmer@ lists for the project, and how many days ago it was listed. */
  loan: MarketLoanSpec;
  listedDaysAgo: number;
  pictures: GalleryPictureName[];
  project: Omit<FundingProjectInput, 'primary_loan_serial' | 'image_ids'>;
}

/** The three farms of farmer@'s listed loans, in their own words, each usage adding up to the loan. */
const STORIES: Story[] = [
  {
    loan: {
      appType: 'farmer',
      grade: 'E',
      amount: 150_000,
      period: 24,
      addRate: '2.5',
      source: 'complex',
      profile: FARM_PROFILE,
      application: {
        purpose: 'equipment',
        description:
          '雲林縣西螺鎮種稻第三代，想替自家的濁水溪米建立品牌：添購小型碾米機與真空包裝機，並設計米袋。借款 15 萬元，以網路訂購與農夫市集的白米銷售收入分 24 期償還。',
      },
    },
    listedDaysAgo: 4,
    pictures: ['rice-heading.png', 'rice-transplanter.png', 'rice-grains.png'],
    project: {
      title: '西螺濁水溪米 自有品牌碾米包裝',
      display_name: '廖大哥的西螺稻田',
      detail:
        '我們在雲林西螺用濁水溪水種了三十年的稻子。過去稻穀都交給糧商，一公斤收購價只有市價的一半；這兩年開始在農夫市集賣自己碾的白米，老客人越來越多。\n\n' +
        '這次想添購小型碾米機與真空包裝機、設計自己的米袋，讓新米當週碾、當週寄。收入來自網路訂購與市集，按月還款；支持的朋友也可以選擇用新米抵付利息。',
      interest: '借款 24 期，按月本息平均攤還。利息可選擇以當期碾製的濁水溪白米抵付，每 1,000 元利息折合一公斤白米，宅配到府。',
      personal_credit: '借款人近五年無信用卡遲繳與退票紀錄，前一筆農機貸款已於去年如期清償。',
      company_credit: '西螺鎮農會產銷班成員，與農會往來八年；市集與網路訂購近一年月營收約 6 萬元。',
      mentor_comment: '廖大哥的米品質穩定、回購率高，自己碾米包裝能把利潤留在產地。建議支持者留意設備到位需一個月，首期還款以市集收入為主。',
      usage_distribution: [
        { description: '小型碾米機', amount: 85_000 },
        { description: '真空包裝機', amount: 40_000 },
        { description: '米袋設計與印製', amount: 25_000 },
      ],
      video_ids: ['M7lc1UVf-VE'],
      promoted: true,
      promotion_order: 1,
      popularity_order: 1,
    },
  },
  {
    loan: {
      appType: 'farmer',
      grade: 'F',
      amount: 100_000,
      period: 18,
      addRate: '3',
      source: 'npr',
      profile: FARM_PROFILE,
      application: {
        purpose: 'equipment',
        description:
          '屏東縣枋山鄉的愛文芒果園，每年有近兩成外觀不合格的格外品只能低價賤賣。計畫與社區媽媽合作做成芒果乾，購置食品乾燥機與封口機，借款 10 萬元，以芒果乾禮盒收入分 18 期償還。',
      },
    },
    listedDaysAgo: 3,
    pictures: ['mango-bagged.png', 'orchard-carrier.png'],
    project: {
      title: '枋山愛文芒果 格外品做成芒果乾',
      display_name: '阿嬌姐的芒果園',
      detail:
        '屏東枋山的愛文芒果園面向海風、日照充足，果肉香甜，但每年總有近兩成果實因為擦傷或大小不一被剔除，只能用一公斤十幾元賣給加工廠。\n\n' +
        '今年想和社區的媽媽們一起把格外品做成無糖芒果乾：添購食品乾燥機與封口機、取得食品標示與檢驗。芒果乾禮盒在中秋與年節販售，收入按月還款。',
      interest: '借款 18 期，按月本息平均攤還；支持者可選擇以芒果乾禮盒抵付當期利息。',
      personal_credit: '借款人信用卡使用正常，無遲繳紀錄；名下果園土地無設定抵押。',
      company_credit: '枋山鄉果樹產銷班成員，芒果透過農會共同運銷與自有宅配客群銷售，近三年營收持平。',
      mentor_comment: '格外品加值是小農提高收入最實際的方法，社區合作也分攤了人力。食品檢驗已預約，建議支持者留意首批成品預計在採收季後一個月出貨。',
      usage_distribution: [
        { description: '食品乾燥機', amount: 62_000 },
        { description: '封口機與包材', amount: 23_000 },
        { description: '食品檢驗與標示', amount: 15_000 },
      ],
      video_ids: [],
      promoted: true,
      promotion_order: 2,
      popularity_order: 2,
    },
  },
  {
    loan: {
      appType: 'farmer',
      grade: 'D',
      amount: 180_000,
      period: 36,
      addRate: '2',
      source: 'pgr',
      pgr: '100',
      profile: FARM_PROFILE,
      application: {
        purpose: 'equipment',
        description:
          '屏東縣南州鄉的黑珍珠蓮霧果園 1.5 公頃，清晨採收的蓮霧在常溫下放半天就會失去脆度。擬在果園旁設置預冷集貨室，借款 18 萬元，以蓮霧的果菜市場拍賣與宅配收入分 36 期償還。',
      },
    },
    listedDaysAgo: 2,
    pictures: ['orchard-carrier.png'],
    project: {
      title: '南州黑珍珠蓮霧 果園預冷集貨室',
      display_name: '南州蓮霧園 林家',
      detail:
        '屏東南州的黑珍珠蓮霧果園 1.5 公頃，蓮霧最怕熱，清晨採收後若在常溫下放半天，脆度與光澤就差很多，拍賣價格也跟著掉。\n\n' +
        '我們想在果園旁蓋一間小型預冷集貨室，採收後先降溫再分級裝箱，宅配客人收到的蓮霧也能一樣清脆。以拍賣與宅配收入分 36 期償還。',
      interest: '借款 36 期，按月本息平均攤還，年利率依信用等級核定，提前清償不收違約金。',
      personal_credit: '借款人與配偶共同經營，家庭收入以果園為主，信用卡與車貸均正常繳款。',
      company_credit: '南州鄉農會會員，蓮霧由果菜市場拍賣與電商通路銷售，近三年營收逐年成長。',
      mentor_comment: '預冷能直接提高拍賣等級，設備回收期約三年，與借款期間相符；冷凍空調廠商報價已附於借款申請。',
      usage_distribution: [
        { description: '預冷冷藏機組', amount: 110_000 },
        { description: '集貨室隔熱板與施工', amount: 55_000 },
        { description: '分級工作台與果箱', amount: 15_000 },
      ],
      video_ids: [],
      promoted: false,
      promotion_order: 0,
      popularity_order: 3,
    },
  },
];

/**
 * Funding market demo data: three farm loans of farmer@ listed for lenders on the days before the
 * business date, each listed on the funding market by the admin a few hours later (with drawn
 * pictures), likes from demo lenders
 * on the days after, today's backers placed through the order engine (one hiding their name), and
 * the funding journey's lender with a deposit made today. Skipped once a project exists, or when
 * the accounts or loans it needs are missing (or no longer listed).
 */
export async function seedFundingDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM funding_projects LIMIT 1`);
  if (existing.length > 0) return;
  const emails = [ADMIN, FARMER, JOURNEY_LENDER, ...LIKERS.map((liker) => liker.email), ...BACKERS.map((backer) => backer.email)];
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [emails])) as {
    id: number;
    email: string;
    member_serial: string | null;
  }[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const [admin, farmer] = [userOf(ADMIN), userOf(FARMER)];
  if (!admin || !farmer) return;

  const clock = app.get(BusinessClock);
  const today = await clock.today();
  const now = await clock.instant();

  const listed: { serial: string; loanSerial: string; listedAt: Date }[] = [];
  for (const [index, story] of STORIES.entries()) {
    const created = await createMarketLoan(app, farmer.id, admin.id, story.loan, { on: shiftIsoDate(today, -story.listedDaysAgo), minute: 20 + index * 10 });
    const [loan] = (await dataSource.query(`SELECT serial, rate_confirmed_at FROM loans WHERE id = $1`, [created.id])) as { serial: string; rate_confirmed_at: Date }[];
    const listedAt = new Date(Math.min(loan.rate_confirmed_at.getTime() + 3 * HOUR_MS, now.getTime()));
    const project = await onStoryDay(app, listedAt, async () => {
      const imageIds: string[] = [];
      for (const picture of story.pictures) {
        const upload = await app.get(UploadsService).store(admin.id, 'image', { field: 'image', originalName: picture, bytes: galleryPicture(picture) });
        imageIds.push(upload.id);
      }
      const input = fundingProjectInputSchema.parse({ ...story.project, primary_loan_serial: loan.serial, image_ids: imageIds });
      return app.get(FundingConsoleService).create(admin.id, input, listedAt);
    });
    listed.push({ serial: project.serial, loanSerial: loan.serial, listedAt });
  }
  if (listed.length === 0) return;

  const funding = app.get(FundingService);
  for (const project of listed) {
    for (const liker of LIKERS) {
      const user = userOf(liker.email);
      const at = new Date(Math.min(project.listedAt.getTime() + liker.afterDays * 24 * HOUR_MS, now.getTime()));
      if (user) await funding.toggleLike(user.id, project.serial, at);
    }
  }

  // Today's money moves now, after everything the members' statements already hold.
  const deposits = app.get(DepositsService);
  const deposit = async (memberSerial: string, amount: number) => {
    await deposits.recordManual(admin.id, depositFormSchema.parse({ member_serial: memberSerial, amount, note: DEMO_DEPOSIT_REASON }), await clock.instant());
  };
  for (const backer of BACKERS) {
    const user = userOf(backer.email);
    const project = listed[backer.story];
    if (!user?.member_serial || !project) continue;
    await deposit(user.member_serial, backer.amount);
    const [{ updated_at: updatedAt }] = (await dataSource.query(`SELECT updated_at FROM loans WHERE serial = $1`, [project.loanSerial])) as {
      updated_at: Date;
    }[];
    const placedAt = await clock.instant();
    const placed = await funding.placeOrder(
      user.id,
      { assignData: { [project.loanSerial]: backer.amount }, updated_at: updatedAt.toISOString(), contract_accepted: true },
      placedAt,
    );
    if (backer.anonymous) await funding.setAnonymous(user.id, placed.order.serial, { anonymous: true }, placedAt);
  }

  const journey = userOf(JOURNEY_LENDER);
  if (journey?.member_serial) await deposit(journey.member_serial, JOURNEY_DEPOSIT);
}
