import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema, orderPlaceSchema, shiftIsoDate } from '@lendbridge/domain';
import { WithdrawalsService } from '../../modules/account/withdrawals.service.js';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { LedgerService } from '../../modules/ledger/ledger.service.js';
import { FundingService } from '../../modules/orders/funding.service.js';
import { OrdersService } from '../../modules/orders/orders.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { SchedulesService } from '../../modules/repayment/schedules.service.js';
import { createMarketLoan } from './market-demo.js';
import type { MarketLoanSpec } from './market-demo.js';
import { DEMO_DEPOSIT_REASON, DEMO_PAYOUT_REASON } from './demo-deposits.js';
import { onStoryDay, runBatchThrough, storyInstant } from './story-clock.js';

const LENDER = 'lender@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';
const LATE_BORROWER = 'young.pro@lendbridge.tw';

/**
 * The late borrower keeps this many instalments when withdrawing the loan money; the rows after
 * them fall late. What is kept is owed within the month, so the monthly settlement leaves it.
 */
const LATE_BORROWER_KEEPS_ROWS = 1;

/** A loan in repayment: its borrower, its terms, and how many days before today it was disbursed. */
interface RepaymentLoanSpec {
  owner: string;
  spec: MarketLoanSpec;
  disbursedDaysAgo: number;
}

/**
 * borrower@ repaying on time (rows paid, rows to come); young.pro@ late after withdrawing the loan
 * money (late rows with penalties, the loan overdue); sme.owner@ repaying an equal-principal loan;
 * farmer@ with a loan repaid in full (finished). lender@ funds them all.
 */
const LOANS: RepaymentLoanSpec[] = [
  {
    owner: 'borrower@lendbridge.tw',
    spec: {
      appType: 'credit',
      grade: 'B',
      amount: 120_000,
      period: 12,
      addRate: '3',
      source: 'complex',
      application: {
        purpose: 'home_improvement',
        description: '老家浴室漏水多年，趁暑假整修：重做防水、更換衛浴設備與熱水器，工程報價約 12 萬元，以薪資分 12 期償還。',
      },
    },
    disbursedDaysAgo: 125,
  },
  {
    owner: LATE_BORROWER,
    spec: {
      appType: 'other',
      grade: 'E',
      amount: 60_000,
      period: 12,
      addRate: '4',
      source: 'complex',
      application: { purpose: 'travel', description: '研究所畢業旅行，與同學到歐洲自助三週，機票已購，借款支付住宿與交通票券，工作後分 12 期償還。' },
    },
    disbursedDaysAgo: 200,
  },
  {
    owner: 'sme.owner@lendbridge.tw',
    spec: {
      appType: 'sme',
      grade: 'D',
      amount: 200_000,
      period: 24,
      addRate: '3',
      source: 'complex',
      repayment: 'equal_principal',
      application: { purpose: 'equipment', description: '麵店的和麵機與冷藏櫃使用超過十年，擬一併汰換為節能機型，報價約 20 萬元，以每月營收分 24 期攤還本金。' },
    },
    disbursedDaysAgo: 300,
  },
  {
    owner: 'farmer@lendbridge.tw',
    spec: {
      appType: 'farmer',
      grade: 'C',
      amount: 36_000,
      period: 12,
      addRate: '2',
      source: 'complex',
      application: { purpose: 'agriculture', description: '屏東縣枋山鄉芒果園春季施肥與疏果的工資與肥料費用約 3 萬 6 千元，以當年夏季芒果的共同運銷款分 12 期償還。' },
    },
    disbursedDaysAgo: 380,
  },
];

/** How many days before its disbursement a loan in repayment was listed, and filled (滿標) by lender@. */
const LISTED_DAYS_BEFORE = 8;
const FUNDED_DAYS_BEFORE = 3;
const MINUTE_MS = 60_000;

/** An instant of a business date at an hour and minute (Taipei), for what the demo does on it. */
const instantOf = (date: string, hour: number, minute = 0): Date => new Date(storyInstant(date, hour).getTime() + minute * MINUTE_MS);

/**
 * Repayment demo data, through the same services as the screens and the console, each step on
 * its own day: for each loan in turn (oldest first) the borrower applies and the loan is listed,
 * lender@ transfers in the loan's amount and fills it (滿標) a few days before the admin disburses
 * it, the late borrower withdraws the loan money; the others keep it until the monthly settlement
 * sends it to their banks and transfer in each instalment before its due date (demo-payers); before
 * each day the daily batch is run for every business date up to it, so rows are paid on their due
 * dates, lenders receive principal and
 * interest, their fees are taken, one loan falls late with penalties and one is finished, and every
 * member's statement reads in time order. The orders demo then continues the story to the
 * business date. Disbursed loans without a schedule (from before schedules existed) get one first.
 * Skipped once the batch has run, or when the accounts it needs are missing.
 */
export async function seedRepaymentDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  await app.get(SchedulesService).createMissing();
  const ran: unknown[] = await dataSource.query(`SELECT 1 FROM batch_runs LIMIT 1`);
  if (ran.length > 0) return;
  const emails = [LENDER, ADMIN, ...LOANS.map((loan) => loan.owner)];
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    emails,
  ])) as { id: number; email: string; member_serial: string }[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const lender = userOf(LENDER);
  const admin = userOf(ADMIN);
  if (!lender || !admin || LOANS.some((loan) => !userOf(loan.owner))) return;

  const today = await app.get(BusinessClock).today();
  const story = [...LOANS].sort((a, b) => b.disbursedDaysAgo - a.disbursedDaysAgo);
  const orders = app.get(OrdersService);
  const funding = app.get(FundingService);
  for (const [index, { owner, spec, disbursedDaysAgo }] of story.entries()) {
    const borrower = userOf(owner) as { id: number };
    const disbursedOn = shiftIsoDate(today, -disbursedDaysAgo);
    const fundedOn = shiftIsoDate(disbursedOn, -FUNDED_DAYS_BEFORE);
    // The batch first, so the loan is filled as soon as it is made: its funding deadline has long passed by the clock.
    await runBatchThrough(app, fundedOn);
    const loan = await createMarketLoan(app, borrower.id, admin.id, spec, { on: shiftIsoDate(disbursedOn, -LISTED_DAYS_BEFORE), minute: index * 11 });
    const [{ updated_at }] = (await dataSource.query(`SELECT updated_at FROM loans WHERE id = $1`, [loan.id])) as { updated_at: Date }[];
    const depositAt = instantOf(fundedOn, 9, 45 + index);
    await onStoryDay(app, depositAt, () =>
      app
        .get(DepositsService)
        .recordManual(admin.id, depositFormSchema.parse({ member_serial: lender.member_serial, amount: spec.amount, note: DEMO_DEPOSIT_REASON }), depositAt),
    );
    const orderedAt = instantOf(fundedOn, 13, index * 7);
    const placed = await onStoryDay(app, orderedAt, () =>
      orders.place(
        lender.id,
        orderPlaceSchema.parse({
          loans: [{ serial: loan.serial, amount: spec.amount, updated_at: updated_at.toISOString() }],
          payment_method: 'balance',
          contract_accepted: true,
          no_protection_accepted: true,
          student_project_accepted: true,
          collateral_contract_accepted: true,
        }),
        orderedAt,
      ),
    );
    if (!placed.placed) continue;
    await runBatchThrough(app, disbursedOn);
    const disbursedAt = instantOf(disbursedOn, 10);
    await onStoryDay(app, disbursedAt, () => funding.disburse(loan.serial, disbursedAt, disbursedOn));
    if (owner === LATE_BORROWER) {
      const after = instantOf(disbursedOn, 14);
      await onStoryDay(app, after, () => withdrawLoanMoney(app, borrower.id, admin.id, loan.id, after));
    }
  }
}

/**
 * On the day of the disbursement the late borrower withdraws the loan money but the first
 * LATE_BORROWER_KEEPS_ROWS instalment(s); the admin pays the withdrawal out.
 */
async function withdrawLoanMoney(app: INestApplication, borrowerId: number, adminId: number, loanId: number, on: Date): Promise<void> {
  const dataSource = app.get(DataSource);
  const [{ kept }] = (await dataSource.query(
    `SELECT COALESCE(sum(principal + interest), 0)::bigint AS kept FROM loan_repayments WHERE loan_id = $1 AND period <= $2`,
    [loanId, LATE_BORROWER_KEEPS_ROWS],
  )) as { kept: number }[];
  const { cash } = await app.get(LedgerService).balances(borrowerId);
  if (cash <= kept) return;
  const withdrawals = app.get(WithdrawalsService);
  const withdrawal = await withdrawals.request(borrowerId, cash - kept, on);
  await withdrawals.payout(adminId, [withdrawal.id], DEMO_PAYOUT_REASON, on);
}
