import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  memberBankSchema,
  memberBasicSchema,
  memberProfileSchema,
  riskQuestionnaireSchema,
  shiftIsoDate,
} from '@lendbridge/domain';
import { serverRegisterSchema } from '@lendbridge/domain/common-password';
import type { Intent, MemberType, Role } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { AuthService } from '../../modules/auth/auth.service.js';
import { MembersService } from '../../modules/members/members.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { UserStatusService } from '../../modules/users/user-status.service.js';
import { seedFarmDemo } from './farm-demo.js';
import { seedActivitiesDemo } from './activities-demo.js';
import { seedCrowdfundingDemo } from './crowdfunding-demo.js';
import { seedShopDemo } from './shop-demo.js';
import { seedFundingDemo } from './funding-demo.js';
import { seedLenderJourneyDemo } from './lender-journey-demo.js';
import { seedResaleJourneyDemo } from './resale-journey-demo.js';
import { seedRoboDemo, seedRoboJourneyDemo } from './robo-demo.js';
import { seedRouletteDemo } from './roulette-demo.js';
import { seedLoanApplications } from './loans-demo.js';
import { DEMO_JOURNEY_MOBILES, demoMobile } from './demo-mobile.js';
import { seedMarketDemo } from './market-demo.js';
import { seedOrdersDemo } from './orders-demo.js';
import { seedPawnshopDemo } from './pawnshop-demo.js';
import { seedPromoCodesDemo } from './promo-codes-demo.js';
import { seedCharitiesDemo } from './charities-demo.js';
import { seedContentDemo } from './content-demo.js';
import { seedContactDemo } from './contact-demo.js';
import { seedReferralDemo } from './referral-demo.js';
import { seedRepaymentDemo } from './repayment-demo.js';
import { seedRepaymentJourneyDemo } from './repayment-journey-demo.js';
import { seedServicingDemo } from './servicing-demo.js';
import { JOINED_DAYS_AGO, onStoryDay, runBatchThrough, storyInstant } from './story-clock.js';
import { solidPng } from './png.js';
import { seedVehicleCatalogueDemo } from './vehicle-catalogue-demo.js';
import { verifyDemoMember } from './verify-demo.js';

export const DEMO_PASSWORD = 'Demo1234';
const SEED_LOCK = 72_140_002;

type Ladder = 'registered' | 'member' | 'questionnaire';

interface DemoSpec {
  email: string;
  description: string;
  intent: Intent;
  memberType: MemberType;
  roles?: Role[];
  ladder: Ladder;
  residentId?: string;
  name?: [string, string];
  /** A corporate member's company (DEMO_COMPANY unless given). */
  company?: { company_name: string; tax_id: string; contact_name: string };
  /** The demo member whose referral link the account registered through. */
  referredBy?: string;
}

export interface DemoAccount {
  email: string;
  description: string;
}

const DEMO: DemoSpec[] = [
  { email: 'admin@lendbridge.tw', description: '管理員 admin (console)', intent: 'both', memberType: 'person', roles: ['admin'], ladder: 'registered' },
  { email: 'sales@lendbridge.tw', description: '業務 sales (console)', intent: 'both', memberType: 'person', roles: ['sales'], ladder: 'registered' },
  { email: 'appraiser@lendbridge.tw', description: '鑑價師 appraiser (console)', intent: 'both', memberType: 'person', roles: ['appraiser'], ladder: 'registered' },
  { email: 'pawnshop@lendbridge.tw', description: '當舖業者 pawnshop operator (console), a verified corporate member whose account funds its pawns', intent: 'lender', memberType: 'corporate', roles: ['pawnshop_operator', 'lender', 'corporate'], ladder: 'questionnaire', residentId: 'K135792468', name: ['邱', '建國'], company: { company_name: '永信當舖有限公司', tax_id: '53212534', contact_name: '邱建國' } },
  { email: 'seller@lendbridge.tw', description: '商城賣家 shop seller (console)', intent: 'both', memberType: 'person', roles: ['shop_seller'], ladder: 'registered' },
  { email: 'borrower@lendbridge.tw', description: 'borrower, full member, questionnaire done', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'A123456789', name: ['王', '小明'] },
  { email: 'applicant@lendbridge.tw', description: 'borrower with loan applications of every type and status', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'C123456781', name: ['張', '家豪'] },
  { email: 'lender@lendbridge.tw', description: 'lender, full member, questionnaire done', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'B223456782', name: ['林', '美玲'] },
  { email: 'member@lendbridge.tw', description: 'basic member (trading registration not done)', intent: 'both', memberType: 'person', ladder: 'member', name: ['陳', '志明'] },
  { email: 'newcomer@lendbridge.tw', description: 'registered only', intent: 'both', memberType: 'person', ladder: 'registered' },
  { email: 'company@lendbridge.tw', description: 'corporate borrower, full member, with a corporate application draft', intent: 'borrower', memberType: 'corporate', ladder: 'questionnaire', residentId: 'F123456784', name: ['周', '俊傑'] },
  { email: 'student@lendbridge.tw', description: 'student borrower, full member, questionnaire done', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'E223456785', name: ['吳', '宜庭'] },
  { email: 'investor@lendbridge.tw', description: 'lender, full member, questionnaire done, no deposits (kept for the lender journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'H124680133', name: ['蔡', '佩君'] },
  { email: 'co.investor@lendbridge.tw', description: 'lender with a NT$100,000 deposit (the second lender of the lender journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'N125792467', name: ['許', '建宏'] },
  { email: 'cafe.owner@lendbridge.tw', description: 'borrower with two listed 18-month credit loans (kept for the lender journey)', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'P225792460', name: ['鄭', '雅婷'] },
  { email: 'tea.shop@lendbridge.tw', description: 'borrower, full member, questionnaire done, with a 24-month loan 13 rows paid and the 14th late (kept for the repayment journey)', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'T125802463', name: ['黃', '冠宇'] },
  { email: 'watch.collector@lendbridge.tw', description: 'borrower with pawn cases: a bracelet waiting for a pawnshop, a watch whose terms wait for the answer, a watch invested', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'Q124680139', name: ['鍾', '承翰'] },
  { email: 'bakery.owner@lendbridge.tw', description: 'borrower with pawn cases: a handbag waiting for a pawnshop, a watch taken, gold agreed, a handbag redeemed today', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'R224680132', name: ['蘇', '美華'] },
  { email: 'retiree@lendbridge.tw', description: 'lender, full member, questionnaire done, funding that loan (kept for the repayment journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'U225802466', name: ['劉', '淑芬'] },
  { email: 'robo.saver@lendbridge.tw', description: 'stable robo lender: two transfers, parts of four loans repaying, a finished sale, NT$100,000 to transfer in (kept for the robo journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'G124680132', name: ['林', '書豪'] },
  { email: 'robo.partner@lendbridge.tw', description: 'lender with NT$30,000 whose robo cash buys the parts robo.saver@ sells (kept for the robo journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'G224680152', name: ['簡', '佳蓉'] },
  { email: 'vip.lender@lendbridge.tw', description: 'vip robo member (flagged by the admin) with a vip sale in progress', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'J124680170', name: ['高', '維倫'] },
  { email: 'bookstore@lendbridge.tw', description: 'borrower repaying on time a loan the robo accounts hold parts of', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'J224680190', name: ['沈', '靜宜'] },
  { email: 'dentist@lendbridge.tw', description: 'borrower repaying on time a loan the robo accounts hold parts of', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'L124680215', name: ['彭', '立德'] },
  { email: 'gardener@lendbridge.tw', description: 'borrower repaying on time a loan the robo accounts hold parts of', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'L224680235', name: ['游', '淑惠'] },
  { email: 'tailor@lendbridge.tw', description: 'borrower repaying on time a loan the robo accounts hold parts of', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'M124680252', name: ['傅', '國榮'] },
  { email: 'flower.shop@lendbridge.tw', description: 'borrower with a 12-month loan funded by resale.seller@ and in repayment (kept for the resale journey)', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'W225802405', name: ['楊', '雅雯'] },
  { email: 'resale.seller@lendbridge.tw', description: 'lender holding that loan alone, not late (kept for the resale journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'V125802401', name: ['謝', '志偉'] },
  { email: 'farm.supporter@lendbridge.tw', description: 'lender who backed two farm projects of the funding market today and liked them on the days before', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'E124680354', name: ['陳', '冠廷'] },
  { email: 'funding.backer@lendbridge.tw', description: 'lender with a NT$30,000 deposit today, no order yet: likes and backs a project of the funding market (kept for the funding journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'F224680197', name: ['吳', '欣怡'] },
  { email: 'roulette.lender@lendbridge.tw', description: 'lender with a NT$130,000 deposit today, no order yet: invests, spins the new-year roulette and uses its code (kept for the roulette journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'N124680002', name: ['方', '子瑜'] },
  { email: 'rice.farmer@lendbridge.tw', description: 'Hualien organic rice farmer whose monthly rice box is crowdfunded (lender@ backs it)', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'U124680106', name: ['潘', '建志'] },
  { email: 'indie.film@lendbridge.tw', description: 'indie film director crowdfunding the film 海線的風 with tiers', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'U224680206', name: ['賴', '思妤'] },
  { email: 'alumni.club@lendbridge.tw', description: 'alumni association running the alumni dinner sign-up and its roster', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'K124680304', name: ['蔡', '明哲'] },
  { email: 'crowdfunding.backer@lendbridge.tw', description: 'lender with a NT$20,000 deposit today, no crowdfunding order yet (kept for the crowdfunding journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'K224680404', name: ['邱', '子晴'] },
  { email: 'noodle.shop@lendbridge.tw', description: 'borrower with two listed loans kept for the roulette journey', intent: 'borrower', memberType: 'person', ladder: 'questionnaire', residentId: 'N124680011', name: ['鄭', '建國'] },
  { email: 'shop.buyer@lendbridge.tw', description: 'shop buyer with orders in every state at the 石虎米 shop (pay-later with a row collected, received, delivered, paid, cancelled, lapsed, unpaid) and bookings at 信用諮詢', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'P224680505', name: ['蔡', '佩珊'] },
  { email: 'resale.buyer@lendbridge.tw', description: 'lender with a NT$50,000 deposit who buys offers on the resale market (kept for the resale journey)', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'X125802401', name: ['潘', '怡君'] },
  { email: 'yoga.teacher@lendbridge.tw', description: 'lender who registered through lender@\'s referral link; her first order paid lender@ the referral reward', intent: 'lender', memberType: 'person', ladder: 'questionnaire', residentId: 'K224680137', name: ['何', '佳穎'], referredBy: 'lender@lendbridge.tw' },
  { email: 'nurse@lendbridge.tw', description: 'basic member who registered through lender@\'s referral link', intent: 'both', memberType: 'person', ladder: 'member', name: ['羅', '婉婷'], referredBy: 'lender@lendbridge.tw' },
  { email: 'engineer@lendbridge.tw', description: 'registered only, through lender@\'s referral link', intent: 'both', memberType: 'person', ladder: 'registered', referredBy: 'lender@lendbridge.tw' },
];

/** The company of the corporate demo accounts. */
const DEMO_COMPANY = { company_name: '信橋示範股份有限公司', tax_id: '04595257', contact_name: '周俊傑' };

/** The one demo member whose identity and bank wait for the staff review (the console's review demo). */
const AWAITING_REVIEW = 'company@lendbridge.tw';

async function climb(app: INestApplication, user: AuthUser, spec: DemoSpec): Promise<void> {
  if (spec.ladder === 'registered') return;
  const members = app.get(MembersService);
  const [lastname, firstname] = spec.name ?? ['李', '大華'];
  await members.saveBasic(
    user,
    memberBasicSchema.parse({
      member_type: spec.memberType,
      ...(spec.memberType === 'corporate' ? (spec.company ?? DEMO_COMPANY) : {}),
      firstname,
      lastname,
      birthday: '1988/03/15',
      gender: 'female',
      education_level: 'bachelor',
      safe_question_type: 'first_pet',
      safe_question_answer: '小白',
    }),
  );
  if (spec.ladder === 'member' || !spec.residentId) return;
  await members.register(
    user,
    memberProfileSchema.parse({
      resident_id: spec.residentId,
      marriage_status: 'single',
      children_count: '0',
      house_type: 'own',
      registered_address: { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' },
      same_as_registered: true,
    }),
  );
  const uploads = app.get(UploadsService);
  const image = async (type: 'bankbook_cover' | 'id_card_front' | 'id_card_back', colour: [number, number, number]) =>
    (await uploads.store(user.id, type, { field: 'image', originalName: `${type}.png`, bytes: solidPng(320, 200, colour) })).id;
  await members.bindBank(
    user,
    memberBankSchema.parse({
      bank_code: '004',
      account: '00012345678901',
      account_confirmation: '00012345678901',
      proof_type: 'bankbook',
      bankbook_cover_image: await image('bankbook_cover', [214, 234, 248]),
      id_card_front_image: await image('id_card_front', [232, 245, 233]),
      id_card_back_image: await image('id_card_back', [255, 243, 224]),
    }),
  );
  await members.answerQuestionnaire(
    user,
    riskQuestionnaireSchema.parse({
      annual_household_income: '50_100',
      total_investment_amount: '10_50',
      risk_appetite: 'moderate',
    }),
  );
  if (spec.email !== AWAITING_REVIEW) await verifyDemoMember(app, user.id);
}


async function createMissing(app: INestApplication): Promise<DemoAccount[]> {
  const dataSource = app.get(DataSource);
  const auth = app.get(AuthService);
  const status = app.get(UserStatusService);
  const created: DemoAccount[] = [];
  for (const [position, spec] of DEMO.entries()) {
    const existing: unknown[] = await dataSource.query(`SELECT 1 FROM users WHERE email_normalized = $1`, [spec.email]);
    if (existing.length) continue;
    const [referrer] = (await dataSource.query(`SELECT member_serial FROM users WHERE email_normalized = $1`, [spec.referredBy ?? null])) as {
      member_serial: string;
    }[];
    const account = await auth.createAccount(
      serverRegisterSchema.parse({
        email: spec.email,
        email_confirmation: spec.email,
        mobile: DEMO_JOURNEY_MOBILES[spec.email] ?? demoMobile('accounts', position),
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
        member_type: spec.memberType,
        intent: spec.intent,
        agree_policy: true,
        mgm_serial: referrer?.member_serial,
      }),
    );
    if (spec.roles) await dataSource.query(`UPDATE users SET roles = $2 WHERE id = $1`, [account.id, spec.roles]);
    const user = await status.load(account.id);
    if (user) await climb(app, user, spec);
    created.push({ email: spec.email, description: spec.description });
  }
  return created;
}

async function seedAll(app: INestApplication): Promise<DemoAccount[]> {
  const joinedAt = storyInstant(shiftIsoDate(await app.get(BusinessClock).today(), -JOINED_DAYS_AGO), 21);
  const created = await onStoryDay(app, joinedAt, () => createMissing(app));
  await seedLoanApplications(app, 'applicant@lendbridge.tw');
  await seedLoanApplications(app, 'company@lendbridge.tw');
  created.push(...(await seedMarketDemo(app, DEMO_PASSWORD)));
  // The story in the order it happened: the loans in repayment over the past year, the referral reward of a week ago, then the orders of the last week, then today.
  await seedRepaymentDemo(app);
  await seedRoboDemo(app);
  await seedReferralDemo(app);
  await seedOrdersDemo(app);
  await runBatchThrough(app, await app.get(BusinessClock).today());
  await seedLenderJourneyDemo(app);
  await seedServicingDemo(app, DEMO_PASSWORD);
  await seedRepaymentJourneyDemo(app);
  await seedResaleJourneyDemo(app);
  await seedRoboJourneyDemo(app);
  await seedPawnshopDemo(app);
  await seedVehicleCatalogueDemo(app);
  await seedRouletteDemo(app);
  await seedPromoCodesDemo(app);
  await seedCharitiesDemo(app);
  await seedCrowdfundingDemo(app);
  await seedFundingDemo(app);
  await seedShopDemo(app);
  await seedContentDemo(app);
  await seedContactDemo(app);
  // The seasonal campaigns' budgets are set aside last: their funding is the story's latest transfer.
  await seedActivitiesDemo(app);
  await seedFarmDemo(app);
  return created;
}

/**
 * Creates the demo accounts that do not exist yet (idempotent). On a server, an advisory lock held on
 * a connection of its own keeps two starting processes from seeding at once; the embedded database
 * belongs to one process and has a single connection. Returns the accounts created, for printing.
 */
export async function seedDemo(app: INestApplication, { embedded = false }: { embedded?: boolean } = {}): Promise<DemoAccount[]> {
  if (embedded) return seedAll(app);
  const runner = app.get(DataSource).createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
    return await seedAll(app);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
