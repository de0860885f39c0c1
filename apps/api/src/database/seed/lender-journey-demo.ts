import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema, shiftIsoDate } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { createMarketLoan } from './market-demo.js';
import type { MarketLoanSpec } from './market-demo.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { onStoryDay, storyInstant } from './story-clock.js';

const BORROWER = 'cafe.owner@lendbridge.tw';
const SECOND_LENDER = 'co.investor@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';

/** What the admin records for the second lender of the lender journey. */
const SECOND_LENDER_DEPOSIT = 100_000;

/**
 * The lender journey's loans: two complex-market credit loans of 18 months, a period no other
 * listed credit loan has, so the period filter shows exactly these two. 18 months falls in the
 * 1 % borrower-fee band: NT$500 on the NT$50,000 loan.
 */
const LOANS: MarketLoanSpec[] = [
  {
    appType: 'credit',
    grade: 'B',
    amount: 50_000,
    period: 18,
    addRate: '2',
    source: 'complex',
    application: { purpose: 'equipment', description: '在臺南經營的小咖啡館想換一台雙孔義式咖啡機，尖峰時段出杯可快一倍。舊機折抵後尚差 5 萬元，以每月營收分 18 期償還。' },
  },
  {
    appType: 'credit',
    grade: 'C',
    amount: 60_000,
    period: 18,
    addRate: '3',
    source: 'complex',
    application: { purpose: 'working_capital', description: '咖啡館接下附近公司的年終茶會外燴，需先採購咖啡豆、甜點材料與外帶器具，貨款於活動後一個月付清，借款 6 萬元周轉。' },
  },
];
/** How many days before the business date each of the two loans was listed; the second lender's deposit arrives on the business date. */
const LISTED_DAYS_AGO = [4, 3];

/**
 * Data kept for the lender journey alone, so no other journey changes it: the two listed loans
 * of cafe.owner@ (listed three and four days before the business date) and the deposit of
 * co.investor@ (on the business date, after its batch: no monthly settlement sweeps it) (investor@ gets its deposit from the admin in the
 * console, during the journey). Made through the same services as the screens; skipped once the
 * borrower has loans, or when the accounts it needs are missing.
 */
export async function seedLenderJourneyDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [BORROWER, SECOND_LENDER, ADMIN],
  ])) as { id: number; email: string; member_serial: string | null }[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const borrower = userOf(BORROWER);
  const secondLender = userOf(SECOND_LENDER);
  const admin = userOf(ADMIN);
  if (!borrower || !secondLender?.member_serial || !admin) return;
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM loans WHERE borrower_id = $1 LIMIT 1`, [borrower.id]);
  if (existing.length > 0) return;

  const today = await app.get(BusinessClock).today();
  for (const [index, spec] of LOANS.entries()) {
    await createMarketLoan(app, borrower.id, admin.id, spec, { on: shiftIsoDate(today, -LISTED_DAYS_AGO[index]), minute: 5 + index * 20 });
  }
  const depositAt = storyInstant(today, 15);
  await onStoryDay(app, depositAt, () =>
    app
      .get(DepositsService)
      .recordManual(admin.id, depositFormSchema.parse({ member_serial: secondLender.member_serial, amount: SECOND_LENDER_DEPOSIT, note: DEMO_DEPOSIT_REASON }), depositAt),
  );
}
