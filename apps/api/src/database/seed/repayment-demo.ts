import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { datesAfter, depositFormSchema, orderPlaceSchema, shiftIsoDate, taipeiDayStart } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { WithdrawalsService } from '../../modules/account/withdrawals.service.js';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { MembersService } from '../../modules/members/members.service.js';
import { LedgerService } from '../../modules/ledger/ledger.service.js';
import { FundingService } from '../../modules/orders/funding.service.js';
import { OrdersService } from '../../modules/orders/orders.service.js';
import { BatchService } from '../../modules/repayment/batch.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { SchedulesService } from '../../modules/repayment/schedules.service.js';
import { createMarketLoan } from './market-demo.js';
import type { MarketLoanSpec } from './market-demo.js';
import { DEMO_DEPOSIT_REASON, DEMO_PAYOUT_REASON } from './demo-deposits.js';

const LENDER = 'lender@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';
const LATE_BORROWER = 'young.pro@lendbridge.tw';

/** What the admin records for the demo lender to fund the loans in repayment. */
const LENDER_DEPOSIT = 450_000;
/**
 * The late borrower keeps this many instalments when withdrawing the loan money; the rows after
 * them fall late. What is kept is owed within the month, so the monthly settlement leaves it.
 */
const LATE_BORROWER_KEEPS_ROWS = 1;
const HOUR_MS = 3_600_000;
/** The hour of the business day the demo's past disbursements and batch runs are stamped with. */
const DEMO_HOUR = 10;

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
    spec: { appType: 'credit', grade: 'B', amount: 120_000, period: 12, addRate: '3', source: 'complex', application: { purpose: 'home_improvement' } },
    disbursedDaysAgo: 125,
  },
  {
    owner: LATE_BORROWER,
    spec: { appType: 'other', grade: 'E', amount: 60_000, period: 12, addRate: '4', source: 'complex', application: { purpose: 'travel' } },
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
      application: { purpose: 'equipment' },
    },
    disbursedDaysAgo: 300,
  },
  {
    owner: 'farmer@lendbridge.tw',
    spec: { appType: 'farmer', grade: 'C', amount: 36_000, period: 12, addRate: '2', source: 'complex', application: { purpose: 'agriculture' } },
    disbursedDaysAgo: 380,
  },
];

/** An instant of the business date, for the timestamps of what the demo does on it. */
const instantOf = (date: string): Date => new Date(taipeiDayStart(date).getTime() + DEMO_HOUR * HOUR_MS);

/** Runs the batch of a date; when another process is running it, waits for that run to finish. */
async function runBatch(batch: BatchService, date: string): Promise<void> {
  for (;;) {
    try {
      await batch.run(date, null, instantOf(date));
      return;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'BATCH_RUNNING')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Repayment demo data, through the same services as the screens and the console: lender@ funds
 * four loans that are disbursed on past business dates, the late borrower withdraws the loan money
 * (its bank verified by the admin), and the daily batch then runs for every business date from
 * the first disbursement up to today, so rows are paid, lenders receive principal, interest and
 * their fees are taken, one loan is late with penalties, one is finished. Disbursed loans without
 * a schedule (from before schedules existed) get one first. Skipped once the batch has run, or
 * when the accounts it needs are missing.
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
  await app.get(DepositsService).recordManual(admin.id, depositFormSchema.parse({ member_serial: lender.member_serial, amount: LENDER_DEPOSIT, note: DEMO_DEPOSIT_REASON }));
  const orders = app.get(OrdersService);
  const funding = app.get(FundingService);
  let firstDate = today;
  for (const { owner, spec, disbursedDaysAgo } of LOANS) {
    const borrower = userOf(owner) as { id: number };
    const loan = await createMarketLoan(app, borrower.id, admin.id, spec);
    const [{ updated_at }] = (await dataSource.query(`SELECT updated_at FROM loans WHERE id = $1`, [loan.id])) as { updated_at: Date }[];
    const placed = await orders.place(
      lender.id,
      orderPlaceSchema.parse({
        loans: [{ serial: loan.serial, amount: spec.amount, updated_at: updated_at.toISOString() }],
        payment_method: 'balance',
        contract_accepted: true,
        no_protection_accepted: true,
        student_project_accepted: true,
        collateral_contract_accepted: true,
      }),
    );
    if (!placed.placed) continue;
    const disbursedOn = shiftIsoDate(today, -disbursedDaysAgo);
    await funding.disburse(loan.serial, instantOf(disbursedOn), disbursedOn);
    if (disbursedOn < firstDate) firstDate = disbursedOn;
    if (owner === LATE_BORROWER) await withdrawLoanMoney(app, borrower.id, admin.id, loan.id, instantOf(disbursedOn));
    else await depositInterest(app, admin.id, loan.id);
  }

  const batch = app.get(BatchService);
  for (const date of datesAfter(firstDate, today)) await runBatch(batch, date);
}

/**
 * A borrower repaying on time transfers in what the loan money does not cover: the interest of
 * the whole schedule and the borrower fee kept at disbursement (recorded by the admin).
 */
async function depositInterest(app: INestApplication, adminId: number, loanId: number): Promise<void> {
  const [{ member_serial, amount }] = (await app.get(DataSource).query(
    `SELECT u.member_serial, (l.borrower_fee + (SELECT COALESCE(sum(r.interest), 0) FROM loan_repayments r WHERE r.loan_id = l.id))::bigint AS amount
       FROM loans l JOIN users u ON u.id = l.borrower_id WHERE l.id = $1`,
    [loanId],
  )) as { member_serial: string; amount: number }[];
  if (amount > 0) await app.get(DepositsService).recordManual(adminId, depositFormSchema.parse({ member_serial, amount, note: DEMO_DEPOSIT_REASON }));
}

/**
 * The late borrower has the admin verify their bound bank and, on the day of the disbursement,
 * withdraws the loan money but the first LATE_BORROWER_KEEPS_ROWS instalment(s); the admin pays
 * the withdrawal out.
 */
async function withdrawLoanMoney(app: INestApplication, borrowerId: number, adminId: number, loanId: number, on: Date): Promise<void> {
  const dataSource = app.get(DataSource);
  await app.get(MembersService).review(adminId, borrowerId, 'bank', 'verified', undefined);
  const [{ kept }] = (await dataSource.query(
    `SELECT COALESCE(sum(principal + interest), 0)::bigint AS kept FROM loan_repayments WHERE loan_id = $1 AND period <= $2`,
    [loanId, LATE_BORROWER_KEEPS_ROWS],
  )) as { kept: number }[];
  const { cash } = await app.get(LedgerService).balances(borrowerId);
  if (cash <= kept) return;
  const withdrawals = app.get(WithdrawalsService);
  const withdrawal = await withdrawals.request(borrowerId, cash - kept, on);
  await withdrawals.payout(adminId, [withdrawal.id], DEMO_PAYOUT_REASON);
}
