import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  REPAYMENT_OPEN_STATUSES,
  cycleDayOf,
  datesAfter,
  depositFormSchema,
  dueDateOf,
  dueDatesOf,
  orderPlaceSchema,
  shiftIsoDate,
} from '@lendbridge/domain';
import { WithdrawalsService } from '../../modules/account/withdrawals.service.js';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { LedgerService } from '../../modules/ledger/ledger.service.js';
import { FundingService } from '../../modules/orders/funding.service.js';
import { OrdersService } from '../../modules/orders/orders.service.js';
import { BatchService } from '../../modules/repayment/batch.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { createMarketLoan } from './market-demo.js';
import type { MarketLoanSpec } from './market-demo.js';
import { DEMO_DEPOSIT_REASON, DEMO_PAYOUT_REASON } from './demo-deposits.js';
import { BATCH_HOUR, onStoryDay, storyInstant } from './story-clock.js';

const BORROWER = 'tea.shop@lendbridge.tw';
const LENDER = 'retiree@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';

/** The repayment journey's loan: a 24-month equal-instalment credit loan of the complex market, without protection. */
export const REPAYMENT_JOURNEY_LOAN: MarketLoanSpec = {
  appType: 'credit',
  grade: 'B',
  amount: 100_000,
  period: 24,
  addRate: '3',
  source: 'complex',
  application: {
    purpose: 'debt_consolidation',
    description: '茶飲店開業初期以兩張信用卡支付裝潢尾款，目前循環餘額約 10 萬元。店面營運已穩定，希望以固定月付取代循環利息，24 期內還清。',
  },
};

/**
 * The row the borrower leaves unpaid: late on the seed's business date, and the first open row,
 * so the schedule (12 rows a page) opens on its second page. The rows before it are paid on time.
 */
export const REPAYMENT_JOURNEY_LATE_PERIOD = 14;

/**
 * How many days before the business date the late row falls due: under the penalty's grace
 * period, even a day later, when the journey's batch collects it.
 */
const LATE_DAYS = 5;

/** The hour of the business day the past disbursement and withdrawal are stamped with; deposits arrive the evening before a due date. */
const DEMO_HOUR = 10;
const DEPOSIT_HOUR = 20;
/** The loan is listed this many days before its disbursement, and filled by retiree@ (滿標) this many. */
const LISTED_DAYS_BEFORE = 7;
const FUNDED_DAYS_BEFORE = 2;

interface DemoUser {
  id: number;
  email: string;
  member_serial: string;
}


/**
 * The late row's due date: LATE_DAYS before the business date, or the nearest later day a due date
 * can fall on (due dates fall on days 1–28 only).
 */
export const lateDueDateOf = (today: string): string => {
  for (let days = LATE_DAYS; days > 0; days -= 1) {
    const date = shiftIsoDate(today, -days);
    if (cycleDayOf(date) === Number(date.slice(8, 10))) return date;
  }
  throw new Error(`No due date falls in the ${LATE_DAYS} days before ${today}`);
};

/**
 * Data kept for the repayment journey alone: retiree@ funds one loan of tea.shop@ in
 * full, disbursed on the business date that makes row REPAYMENT_JOURNEY_LATE_PERIOD fall due
 * LATE_DAYS ago. The borrower withdraws the loan money at once (the admin pays it out), then on each due date of the rows before it the admin records a deposit of what
 * the row owes and the day is serviced as the daily batch services the loan, date by date up to
 * today: those rows are paid on time, the lender receives principal and interest less the lender
 * fee, and the last row due is late without penalty yet. BatchService.run answers a date already
 * done with its stored summary, and the repayment demo has run every date up to today before this
 * loan exists: each date is serviced for this loan alone by the batch's own step for one loan
 * (serviceOneLoan, the code run() applies to every loan), so no date is run twice and no other
 * member's data changes. Made through the same services as the screens; skipped once the borrower
 * has a loan, or when the accounts it needs are missing.
 */
export async function seedRepaymentJourneyDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [BORROWER, LENDER, ADMIN],
  ])) as DemoUser[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const [borrower, lender, admin] = [userOf(BORROWER), userOf(LENDER), userOf(ADMIN)];
  if (!borrower?.member_serial || !lender?.member_serial || !admin) return;
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM loans WHERE borrower_id = $1 LIMIT 1`, [borrower.id]);
  if (existing.length > 0) return;

  const today = await app.get(BusinessClock).today();
  const lateDue = lateDueDateOf(today);
  const disbursedOn = dueDateOf(lateDue, cycleDayOf(lateDue), -REPAYMENT_JOURNEY_LATE_PERIOD);
  const dueDates = dueDatesOf(disbursedOn, REPAYMENT_JOURNEY_LOAN.period);
  const paidOnTime = new Set(dueDates.slice(0, REPAYMENT_JOURNEY_LATE_PERIOD - 1));

  const fundedOn = shiftIsoDate(disbursedOn, -FUNDED_DAYS_BEFORE);
  const loan = await createMarketLoan(app, borrower.id, admin.id, REPAYMENT_JOURNEY_LOAN, { on: shiftIsoDate(disbursedOn, -LISTED_DAYS_BEFORE), minute: 25 });
  const depositAt = storyInstant(fundedOn, 9);
  await onStoryDay(app, depositAt, () =>
    app
      .get(DepositsService)
      .recordManual(admin.id, depositFormSchema.parse({ member_serial: lender.member_serial, amount: REPAYMENT_JOURNEY_LOAN.amount, note: DEMO_DEPOSIT_REASON }), depositAt),
  );
  const [{ updated_at }] = (await dataSource.query(`SELECT updated_at FROM loans WHERE id = $1`, [loan.id])) as { updated_at: Date }[];
  const orderedAt = storyInstant(fundedOn, 11);
  const placed = await onStoryDay(app, orderedAt, () =>
    app.get(OrdersService).place(
      lender.id,
      orderPlaceSchema.parse({
        loans: [{ serial: loan.serial, amount: REPAYMENT_JOURNEY_LOAN.amount, updated_at: updated_at.toISOString() }],
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
  const disbursedAt = storyInstant(disbursedOn, DEMO_HOUR);
  await onStoryDay(app, disbursedAt, async () => {
    await app.get(FundingService).disburse(loan.serial, disbursedAt, disbursedOn);
    await withdrawLoanMoney(app, borrower.id, admin.id, disbursedAt);
  });

  const batch = app.get(BatchService);
  for (const date of datesAfter(disbursedOn, today)) {
    if (paidOnTime.has(date)) {
      const depositOn = storyInstant(shiftIsoDate(date, -1), DEPOSIT_HOUR);
      await onStoryDay(app, depositOn, () => depositWhatIsDue(app, admin.id, borrower, loan.id, date, depositOn));
    }
    const servicedAt = storyInstant(date, BATCH_HOUR);
    await onStoryDay(app, servicedAt, () => batch.serviceOneLoan(loan.id, date, servicedAt));
  }
}

/**
 * On the day of the disbursement the borrower withdraws the loan money, all but what the first
 * instalment (due within the look-ahead) keeps; the admin pays the withdrawal out.
 */
async function withdrawLoanMoney(app: INestApplication, borrowerId: number, adminId: number, on: Date): Promise<void> {
  const withdrawals = app.get(WithdrawalsService);
  const withdrawal = await withdrawals.request(borrowerId, undefined, on);
  await withdrawals.payout(adminId, [withdrawal.id], DEMO_PAYOUT_REASON, on);
}

/** Before a due date is serviced, the admin records for the borrower what the loan's rows due by then still owe beyond their cash. */
async function depositWhatIsDue(app: INestApplication, adminId: number, borrower: DemoUser, loanId: number, date: string, at: Date): Promise<void> {
  const [{ owed }] = (await app.get(DataSource).query(
    `SELECT COALESCE(sum(principal - paid_principal + interest - paid_interest + fee_amount - paid_fee + penalty - paid_penalty), 0)::bigint AS owed
       FROM loan_repayments WHERE loan_id = $1 AND status = ANY ($2::text[]) AND due_date <= $3::date`,
    [loanId, [...REPAYMENT_OPEN_STATUSES], date],
  )) as { owed: number }[];
  const { cash } = await app.get(LedgerService).balances(borrower.id);
  if (owed > cash) {
    await app.get(DepositsService).recordManual(adminId, depositFormSchema.parse({ member_serial: borrower.member_serial, amount: owed - cash, note: DEMO_DEPOSIT_REASON }), at);
  }
}
