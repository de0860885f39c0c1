import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema, orderPlaceSchema, shiftIsoDate } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { FundingService } from '../../modules/orders/funding.service.js';
import { OrdersService } from '../../modules/orders/orders.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { createMarketLoan } from './market-demo.js';
import type { MarketLoanSpec } from './market-demo.js';
import { onStoryDay, storyInstant } from './story-clock.js';

export const RESALE_JOURNEY_BORROWER = 'flower.shop@lendbridge.tw';
export const RESALE_JOURNEY_SELLER = 'resale.seller@lendbridge.tw';
export const RESALE_JOURNEY_BUYER = 'resale.buyer@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';

/** The resale journey's loan: a 12-month credit loan of the complex market, funded by resale.seller@ alone. */
const RESALE_JOURNEY_LOAN: MarketLoanSpec = {
  appType: 'credit',
  grade: 'B',
  amount: 20_000,
  period: 12,
  addRate: '2',
  source: 'complex',
  application: {
    purpose: 'equipment',
    description: '花店想添購一台小型冷藏展示櫃，讓鮮花在週末的訂單高峰前能多放兩天，借款 2 萬元分 12 期償還。',
  },
};

/** The buyer's deposit, recorded on the business date after its batch (no monthly settlement sweeps it). */
const BUYER_DEPOSIT = 50_000;
/** The loan is listed, funded and disbursed these many days before the business date: its first instalment is not due yet. */
const LISTED_DAYS_AGO = 9;
const FUNDED_DAYS_AGO = 5;
const DISBURSED_DAYS_AGO = 4;

interface DemoUser {
  id: number;
  email: string;
  member_serial: string | null;
}

/**
 * Data kept for the resale journey alone, so no other journey changes it: resale.seller@ funds a
 * loan of flower.shop@ in full, disbursed a few days before the business date (repaying, nothing
 * due yet), and resale.buyer@ holds a deposit to buy it with. Made through the same services as
 * the screens; skipped once the borrower has a loan, or when the accounts it needs are missing.
 */
export async function seedResaleJourneyDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [RESALE_JOURNEY_BORROWER, RESALE_JOURNEY_SELLER, RESALE_JOURNEY_BUYER, ADMIN],
  ])) as DemoUser[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const [borrower, seller, buyer, admin] = [userOf(RESALE_JOURNEY_BORROWER), userOf(RESALE_JOURNEY_SELLER), userOf(RESALE_JOURNEY_BUYER), userOf(ADMIN)];
  if (!borrower || !seller?.member_serial || !buyer?.member_serial || !admin) return;
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM loans WHERE borrower_id = $1 LIMIT 1`, [borrower.id]);
  if (existing.length > 0) return;

  const today = await app.get(BusinessClock).today();
  const fundedOn = shiftIsoDate(today, -FUNDED_DAYS_AGO);
  const disbursedOn = shiftIsoDate(today, -DISBURSED_DAYS_AGO);
  const loan = await createMarketLoan(app, borrower.id, admin.id, RESALE_JOURNEY_LOAN, { on: shiftIsoDate(today, -LISTED_DAYS_AGO), minute: 35 });
  const depositAt = storyInstant(fundedOn, 9);
  await onStoryDay(app, depositAt, () =>
    app
      .get(DepositsService)
      .recordManual(admin.id, depositFormSchema.parse({ member_serial: seller.member_serial, amount: RESALE_JOURNEY_LOAN.amount, note: DEMO_DEPOSIT_REASON }), depositAt),
  );
  const [{ updated_at }] = (await dataSource.query(`SELECT updated_at FROM loans WHERE id = $1`, [loan.id])) as { updated_at: Date }[];
  const orderedAt = storyInstant(fundedOn, 11);
  const placed = await onStoryDay(app, orderedAt, () =>
    app.get(OrdersService).place(
      seller.id,
      orderPlaceSchema.parse({
        loans: [{ serial: loan.serial, amount: RESALE_JOURNEY_LOAN.amount, updated_at: updated_at.toISOString() }],
        payment_method: 'balance',
        contract_accepted: true,
        no_protection_accepted: true,
        student_project_accepted: true,
        collateral_contract_accepted: true,
      }),
      orderedAt,
    ),
  );
  if (!placed.placed) return;
  const disbursedAt = storyInstant(disbursedOn, 10);
  await onStoryDay(app, disbursedAt, () => app.get(FundingService).disburse(loan.serial, disbursedAt, disbursedOn));
  const buyerDepositAt = storyInstant(today, 15);
  await onStoryDay(app, buyerDepositAt, () =>
    app
      .get(DepositsService)
      .recordManual(admin.id, depositFormSchema.parse({ member_serial: buyer.member_serial, amount: BUYER_DEPOSIT, note: DEMO_DEPOSIT_REASON }), buyerDepositAt),
  );
}
