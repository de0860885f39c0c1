import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { createMarketLoan } from './market-demo.js';
import type { MarketLoanSpec } from './market-demo.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';

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
  { appType: 'credit', grade: 'B', amount: 50_000, period: 18, addRate: '2', source: 'complex', application: { purpose: 'equipment' } },
  { appType: 'credit', grade: 'C', amount: 60_000, period: 18, addRate: '3', source: 'complex', application: { purpose: 'working_capital' } },
];

/**
 * Data kept for the lender journey alone, so no other journey changes it: the two listed loans
 * of cafe.owner@ and the deposit of co.investor@ (investor@ gets its deposit from the admin in the
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

  for (const spec of LOANS) await createMarketLoan(app, borrower.id, admin.id, spec);
  await app
    .get(DepositsService)
    .recordManual(admin.id, depositFormSchema.parse({ member_serial: secondLender.member_serial, amount: SECOND_LENDER_DEPOSIT, note: DEMO_DEPOSIT_REASON }));
}
