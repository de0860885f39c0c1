import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SANDBOX_TEST_CARDS, crowdfundingOrderSchema, depositFormSchema, shiftIsoDate } from '@lendbridge/domain';
import type { CrowdfundingProjectInput } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { CrowdfundingConsoleService } from '../../modules/crowdfunding/crowdfunding-console.service.js';
import { CrowdfundingInvestmentsService } from '../../modules/crowdfunding/crowdfunding-investments.service.js';
import { CrowdfundingService } from '../../modules/crowdfunding/crowdfunding.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { UserStatusService } from '../../modules/users/user-status.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { galleryPicture } from './gallery-pictures.js';
import type { GalleryPictureName } from './gallery-pictures.js';
import { onStoryDay, storyInstant } from './story-clock.js';

const ADMIN = 'admin@lendbridge.tw';
const LENDER = 'lender@lendbridge.tw';
const FARMER = 'rice.farmer@lendbridge.tw';
const FILM = 'indie.film@lendbridge.tw';
const ALUMNI = 'alumni.club@lendbridge.tw';
const BACKER = 'crowdfunding.backer@lendbridge.tw';
/** What the crowdfunding journey's backer has to pay by balance with. */
const BACKER_DEPOSIT = 20_000;
/** The lender's rice box was ordered this many days before the business date. */
const ORDERED_DAYS_AGO = 45;
const PASSWORD = 'Demo1234';

const RICE: Omit<CrowdfundingProjectInput, 'owner_member_serial'> = {
  title: '花蓮有機米月月配',
  kind: 'standard',
  status: 'open',
  contents: [
    { type: 'heading', content: '玉里鎮的有機稻田，每月一箱新米到府' },
    {
      type: 'text',
      content:
        '我們是花蓮玉里的第三代稻農，十二公頃田區取得有機驗證，堅持不用化學農藥與除草劑。贊助方案按月配送當季碾製的台梗九號白米與糙米，' +
        '一期一箱，米袋上印有收割田區與碾米日期。贊助款用於添購低溫儲藏倉與真空包裝機，讓每一箱米在您收到時都像剛碾好一樣香。',
    },
    { type: 'text', content: '每月 10 日前碾米、15 日前以宅配寄出；若遇颱風影響收成，當期改寄等值的有機糙米或米麩，並於出貨紀錄註明。' },
  ],
  plans: [
    {
      title: '小家庭月配：白米 5 公斤',
      units: 120,
      rates: [
        { period: 3, first_period_amount: 1_280, later_period_amount: 980 },
        { period: 6, first_period_amount: 980 },
        { period: 12, first_period_amount: 890 },
      ],
      tabs: [{ title: '配送內容', content: '台梗九號有機白米 5 公斤（真空 1 公斤 × 5 包），首期加贈玉里米麩一罐。' }],
    },
    {
      title: '大家庭月配：白米 5 公斤＋糙米 3 公斤',
      units: 60,
      rates: [
        { period: 3, first_period_amount: 1_980, later_period_amount: 1_580 },
        { period: 6, first_period_amount: 1_580 },
        { period: 12, first_period_amount: 1_450 },
      ],
      tabs: [{ title: '配送內容', content: '有機白米 5 公斤與有機糙米 3 公斤，每季附上田區的生長紀錄照片。' }],
    },
  ],
};

const FILM_PROJECT: Omit<CrowdfundingProjectInput, 'owner_member_serial'> = {
  title: '獨立電影《海線的風》募資計畫',
  kind: 'standard',
  status: 'open',
  contents: [
    { type: 'heading', content: '一部關於苑裡海線小鎮與三代漁家的劇情長片' },
    {
      type: 'text',
      content:
        '《海線的風》由苗栗苑裡出身的導演執導，講述漁港沒落後留下的祖孫三人，如何在風車與藺草田之間重新找到生活。' +
        '劇組已完成八成拍攝，贊助款將用於後期調光、混音與影展報名。依贊助方案，您將收到電影周邊並受邀參加首映。',
    },
  ],
  plans: [
    {
      title: '海風之友：電影明信片組＋片尾感謝名單',
      units: 500,
      rates: [{ period: 1, first_period_amount: 600 }],
      tabs: [{ title: '回饋', content: '劇照明信片 6 張、片尾感謝名單署名，電子版幕後花絮。' }],
    },
    {
      title: '首映場貴賓：首映會門票兩張＋導演簽名海報',
      units: 80,
      rates: [
        { period: 1, first_period_amount: 3_200 },
        { period: 3, first_period_amount: 1_200, later_period_amount: 1_000 },
      ],
      tabs: [{ title: '回饋', content: '台北首映會門票兩張、導演簽名海報、藺草編織書籤，首映後寄送藍光典藏版。' }],
    },
  ],
};

const DINNER: Omit<CrowdfundingProjectInput, 'owner_member_serial'> = {
  title: '電機系 2010 級畢業十五週年校友餐會',
  kind: 'alumni_dinner',
  status: 'open',
  contents: [
    { type: 'heading', content: '十五年後，我們在博理館見' },
    {
      type: 'text',
      content:
        '時間：明年一月第二個週六晚上六點，地點：台北公館水源會館二樓宴會廳。報名費含桌菜、紀念 T 恤與合照，' +
        '需要素食或住宿協助的同學請在報名時勾選，系友會將為外縣市同學安排附近旅館的優惠房價。',
    },
  ],
  plans: [{ title: '餐會報名（含紀念 T 恤）', units: 150, rates: [{ period: 1, first_period_amount: 1_500 }], tabs: [] }],
};

/** The dinner's roster: who may sign up (the journey signs up 陳冠廷). */
const ROSTER = [
  { student_id: 'B95901012', academic: '電機資訊學院', department: '電機工程學系', name: '陳冠廷' },
  { student_id: 'B95901034', academic: '電機資訊學院', department: '電機工程學系', name: '林怡君' },
  { student_id: 'B95901057', academic: '電機資訊學院', department: '電機工程學系', name: '黃柏翰' },
  { student_id: 'B95902008', academic: '電機資訊學院', department: '資訊工程學系', name: '張雅筑' },
];

/**
 * The crowdfunding demo: a Hualien rice farmer's monthly rice box (3, 6 or 12 periods), an indie
 * film's tiers and the alumni dinner with its roster, made by the admin in the console; lender@ paid
 * the rice box's first period by card 45 days ago, its first delivery was shipped and received, the
 * second shipped and the third being prepared; crowdfunding.backer@ has NT$20,000 deposited today
 * for the journey's balance order.
 */
export async function seedCrowdfundingDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM crowdfunding_projects LIMIT 1`);
  if (existing.length > 0) return;
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [ADMIN, LENDER, FARMER, FILM, ALUMNI, BACKER],
  ])) as { id: number; email: string; member_serial: string }[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const [admin, lender, farmer, film, alumni, backer] = [ADMIN, LENDER, FARMER, FILM, ALUMNI, BACKER].map(userOf);
  if (!admin || !lender || !farmer || !film || !alumni || !backer) return;

  const staff = app.get(CrowdfundingConsoleService);
  const today = await app.get(BusinessClock).today();
  const orderDay = shiftIsoDate(today, -ORDERED_DAYS_AGO);
  const listedAt = storyInstant(shiftIsoDate(orderDay, -20), 10);
  const make = async (project: Omit<CrowdfundingProjectInput, 'owner_member_serial'>, owner: string) => {
    const made = await onStoryDay(app, listedAt, () => staff.createProject(admin.id, { ...project, owner_member_serial: owner }));
    await dataSource.query(`UPDATE crowdfunding_projects SET created_at = $2, updated_at = $2 WHERE id = $1`, [made.id, listedAt]);
    return made;
  };
  const picture = async (name: GalleryPictureName) =>
    (await onStoryDay(app, listedAt, () => app.get(UploadsService).store(farmer.id, 'image', { field: 'image', originalName: name, bytes: galleryPicture(name) }))).id;
  const [heading, grains] = [await picture('rice-heading.png'), await picture('rice-grains.png')];
  const [title, story, ...rest] = RICE.contents;
  const riceContents = [title, { type: 'image' as const, content: heading }, story, { type: 'image' as const, content: grains }, ...rest].filter(
    (block): block is CrowdfundingProjectInput['contents'][number] => block !== undefined,
  );
  const rice = await make({ ...RICE, contents: riceContents }, farmer.member_serial);
  await make(FILM_PROJECT, film.member_serial);
  const dinner = await make(DINNER, alumni.member_serial);
  for (const entry of ROSTER) await onStoryDay(app, listedAt, () => staff.createRoster(admin.id, { project_id: dinner.id, ...entry }));

  const lenderUser = await app.get(UserStatusService).load(lender.id);
  const plan = rice.plans[0];
  if (!lenderUser || !plan) return;
  const orderedAt = storyInstant(orderDay, 20);
  const placed = await app.get(CrowdfundingService).order(
    lenderUser,
    rice.serial,
    crowdfundingOrderSchema.parse({
      password: PASSWORD,
      plan_id: plan.id,
      period: 3,
      payment_by: 0,
      delivery_receiver_name: '林美玲',
      delivery_address: '100 臺北市中正區重慶南路一段 122 號',
      delivery_phone: '0933123456',
      credit_card: { card_number: SANDBOX_TEST_CARDS.visaApprove, date: `${Number(today.slice(0, 4)) + 3}-08`, code: '123' },
    }),
    orderedAt,
  );
  const deliveries = (await dataSource.query(
    `SELECT d.id FROM crowdfunding_deliveries d JOIN crowdfunding_orders o ON o.id = d.order_id WHERE o.serial = $1 ORDER BY d.period_no`,
    [placed.order.serial],
  )) as { id: number }[];
  const [first, second] = deliveries;
  if (first === undefined || second === undefined) return;
  const shippedAt = storyInstant(shiftIsoDate(orderDay, 5), 11);
  await onStoryDay(app, shippedAt, () => staff.updateDelivery(admin.id, first.id, { status: 'shipped', carrier_code: 'TCAT', delivery_id: '903512884016' }, shippedAt));
  await app.get(CrowdfundingInvestmentsService).received(lender.id, placed.order.serial, first.id, storyInstant(shiftIsoDate(orderDay, 7), 19));
  const secondShippedAt = storyInstant(shiftIsoDate(orderDay, 35), 11);
  await onStoryDay(app, secondShippedAt, () =>
    staff.updateDelivery(admin.id, second.id, { status: 'shipped', carrier_code: 'TCAT', delivery_id: '903513550271' }, secondShippedAt),
  );

  const depositAt = storyInstant(today, 16);
  await onStoryDay(app, depositAt, () =>
    app
      .get(DepositsService)
      .recordManual(admin.id, depositFormSchema.parse({ member_serial: backer.member_serial, amount: BACKER_DEPOSIT, note: DEMO_DEPOSIT_REASON }), depositAt),
  );
}
