import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { REPAYMENT_OPEN_STATUSES, depositFormSchema } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { LedgerService } from '../../modules/ledger/ledger.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { firstAdmin } from './verify-demo.js';

/**
 * The demo borrowers who repay on time. Their banks are verified, so the monthly settlement sends
 * what their loan money leaves beyond the month's instalments to their banks, as it would for
 * anyone; before each due date they transfer in what the rows due by then still owe.
 */
/** The borrowers of the loans the robo story's accounts hold parts of (robo-demo). */
export const ROBO_BORROWERS = ['bookstore@lendbridge.tw', 'dentist@lendbridge.tw', 'gardener@lendbridge.tw', 'tailor@lendbridge.tw'] as const;

export const ON_TIME_BORROWERS: readonly string[] = [
  'borrower@lendbridge.tw',
  'applicant@lendbridge.tw',
  'sme.owner@lendbridge.tw',
  'farmer@lendbridge.tw',
  ...ROBO_BORROWERS,
];

/** A deposit an on-time borrower makes before a due date. */
export interface DueDeposit {
  memberSerial: string;
  amount: number;
}

/** What each on-time borrower's rows due by `date` still owe beyond their cash (none when their cash covers it). */
export async function dueDeposits(app: INestApplication, date: string): Promise<DueDeposit[]> {
  const owing = (await app.get(DataSource).query(
    `SELECT u.id, u.member_serial,
            sum(r.principal - r.paid_principal + r.interest - r.paid_interest + r.fee_amount - r.paid_fee + r.penalty - r.paid_penalty)::bigint AS owed
       FROM users u
       JOIN loans l ON l.borrower_id = u.id
       JOIN loan_repayments r ON r.loan_id = l.id AND r.status = ANY ($2::text[]) AND r.due_date <= $3::date
      WHERE u.email_normalized = ANY ($1)
      GROUP BY u.id, u.member_serial
      ORDER BY u.id`,
    [ON_TIME_BORROWERS, [...REPAYMENT_OPEN_STATUSES], date],
  )) as { id: number; member_serial: string; owed: number }[];
  const deposits: DueDeposit[] = [];
  for (const { id, member_serial, owed } of owing) {
    const { cash } = await app.get(LedgerService).balances(id);
    if (owed > cash) deposits.push({ memberSerial: member_serial, amount: owed - cash });
  }
  return deposits;
}

/** The first admin records the on-time borrowers' transfers, arriving at `at`. */
export async function recordDueDeposits(app: INestApplication, deposits: readonly DueDeposit[], at: Date): Promise<void> {
  const adminId = await firstAdmin(app);
  if (adminId === undefined) return;
  for (const { memberSerial, amount } of deposits) {
    await app.get(DepositsService).recordManual(adminId, depositFormSchema.parse({ member_serial: memberSerial, amount, note: DEMO_DEPOSIT_REASON }), at);
  }
}
