import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema, orderPlaceSchema, shiftIsoDate } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { FundingService } from '../../modules/orders/funding.service.js';
import { OrdersService } from '../../modules/orders/orders.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { onStoryDay, runBatchThrough, storyInstant } from './story-clock.js';

const MINUTE_MS = 60_000;

const LENDER = 'lender@lendbridge.tw';
const APPLICANT = 'applicant@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';

/** How many minutes before each of the demo lender's orders the admin records the transfer that pays for it. */
const DEPOSIT_MINUTES_BEFORE = 25;
/** lender@ fills applicant@'s listed loan (滿標) this many days before the business date; the admin disburses it the next day. */
const APPLICANT_FUNDED_DAYS_AGO = 6;

/** Waiting investments of the demo lender: a loan of a demo borrower (by market), the amount, and how many days ago it was placed. */
const WAITING: { owner: string; appType: string; source: string; amount: number; daysAgo: number }[] = [
  { owner: 'borrower@lendbridge.tw', appType: 'credit', source: 'complex', amount: 20_000, daysAgo: 3 },
  { owner: 'young.pro@lendbridge.tw', appType: 'credit', source: 'complex', amount: 10_000, daysAgo: 2 },
  { owner: 'borrower@lendbridge.tw', appType: 'credit', source: 'pgr', amount: 50_000, daysAgo: 1 },
];

interface LoanPick {
  serial: string;
  investable: number;
  updated_at: Date;
}

/**
 * Orders demo data, through the same services as the screens, each on its day in the week
 * before the business date (the daily batch brought up to each day first, so lender@'s statement
 * reads in time order): before each order the demo lender transfers in what it costs (a verified
 * member's idle balance goes to the bank with the monthly settlement), an order that fills the listed loan of
 * applicant@ (disbursed by the admin the next day, so it repays), and a few waiting investments
 * on listed loans that keep room left. Skipped once the demo lender has invested in applicant@'s
 * loan or holds a waiting investment, or when the accounts or loans it needs are missing.
 */
export async function seedOrdersDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [LENDER, APPLICANT, ADMIN, ...WAITING.map((entry) => entry.owner)],
  ])) as { id: number; email: string; member_serial: string | null }[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const lender = userOf(LENDER);
  const admin = userOf(ADMIN);
  const applicant = userOf(APPLICANT);
  if (!lender?.member_serial || !admin) return;
  const ordered: unknown[] = await dataSource.query(
    `SELECT 1 FROM investments i JOIN loans l ON l.id = i.loan_id WHERE i.user_id = $1 AND (i.status = 'waiting' OR l.borrower_id = $2) LIMIT 1`,
    [lender.id, applicant?.id ?? null],
  );
  if (ordered.length > 0) return;

  const today = await app.get(BusinessClock).today();
  const dayOf = (daysAgo: number) => shiftIsoDate(today, -daysAgo);
  /** Brings the batch up to the day, then does the step at its hour and minute of that day. */
  const onDay = async <T>(daysAgo: number, hour: number, minute: number, step: (at: Date) => Promise<T>): Promise<T> => {
    await runBatchThrough(app, dayOf(daysAgo));
    const at = new Date(storyInstant(dayOf(daysAgo), hour).getTime() + minute * MINUTE_MS);
    return onStoryDay(app, at, () => step(at));
  };

  const memberSerial = lender.member_serial;
  const pick = async (ownerId: number, conditions: string, params: unknown[]): Promise<LoanPick | undefined> =>
    (
      (await dataSource.query(
        `SELECT serial, (amount - invested_amount)::bigint AS investable, updated_at FROM loans
          WHERE borrower_id = $1 AND status = 'matching' ${conditions} ORDER BY id LIMIT 1`,
        [ownerId, ...params],
      )) as LoanPick[]
    )[0];
  const orders = app.get(OrdersService);
  const place = (loan: LoanPick, amount: number, at: Date) =>
    orders.place(
      lender.id,
      orderPlaceSchema.parse({
        loans: [{ serial: loan.serial, amount, updated_at: loan.updated_at.toISOString() }],
        payment_method: 'balance',
        contract_accepted: true,
        no_protection_accepted: true,
        student_project_accepted: true,
        collateral_contract_accepted: true,
      }),
      at,
    );
  /** The admin records the lender's transfer of the amount, then the lender orders it, on that day. */
  const order = async (daysAgo: number, hour: number, minute: number, loan: LoanPick, amount: number) => {
    await onDay(daysAgo, hour, minute - DEPOSIT_MINUTES_BEFORE, (at) =>
      app.get(DepositsService).recordManual(admin.id, depositFormSchema.parse({ member_serial: memberSerial, amount, note: DEMO_DEPOSIT_REASON }), at),
    );
    return onDay(daysAgo, hour, minute, (at) => place(loan, amount, at));
  };

  const applicantLoan = applicant ? await pick(applicant.id, '', []) : undefined;
  if (applicantLoan) {
    const placed = await order(APPLICANT_FUNDED_DAYS_AGO, 11, 40, applicantLoan, applicantLoan.investable);
    if (placed.placed) {
      const disbursedOn = dayOf(APPLICANT_FUNDED_DAYS_AGO - 1);
      await onDay(APPLICANT_FUNDED_DAYS_AGO - 1, 10, 0, (at) => app.get(FundingService).disburse(applicantLoan.serial, at, disbursedOn));
    }
  }
  for (const entry of WAITING) {
    const owner = userOf(entry.owner);
    const loan = owner ? await pick(owner.id, 'AND app_type = $2 AND source = $3', [entry.appType, entry.source]) : undefined;
    if (loan && loan.investable > entry.amount) await order(entry.daysAgo, 20, 45, loan, entry.amount);
  }
}
