import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema, orderPlaceSchema } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { FundingService } from '../../modules/orders/funding.service.js';
import { OrdersService } from '../../modules/orders/orders.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';

const LENDER = 'lender@lendbridge.tw';
const APPLICANT = 'applicant@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';

/** What the demo lender transfers in, in two deposits recorded by the admin. */
const DEPOSITS = [400_000, 100_000];

/** Waiting investments of the demo lender: a loan of a demo borrower (by market) and the amount. */
const WAITING: { owner: string; appType: string; source: string; amount: number }[] = [
  { owner: 'borrower@lendbridge.tw', appType: 'credit', source: 'complex', amount: 20_000 },
  { owner: 'young.pro@lendbridge.tw', appType: 'credit', source: 'complex', amount: 10_000 },
  { owner: 'borrower@lendbridge.tw', appType: 'credit', source: 'pgr', amount: 50_000 },
];

interface LoanPick {
  serial: string;
  investable: number;
  updated_at: Date;
}

/**
 * Orders demo data, through the same services as the screens: the demo lender's deposits, an
 * order that funds the listed loan of applicant@ (then disbursed by the admin, so it repays),
 * and a few waiting investments on listed loans that keep room left. Skipped once the demo
 * lender has an order, or when the accounts or loans it needs are missing.
 */
export async function seedOrdersDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [LENDER, APPLICANT, ADMIN, ...WAITING.map((entry) => entry.owner)],
  ])) as { id: number; email: string; member_serial: string | null }[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const lender = userOf(LENDER);
  const admin = userOf(ADMIN);
  if (!lender?.member_serial || !admin) return;
  const ordered: unknown[] = await dataSource.query(`SELECT 1 FROM orders WHERE user_id = $1 LIMIT 1`, [lender.id]);
  if (ordered.length > 0) return;

  const deposits = app.get(DepositsService);
  for (const amount of DEPOSITS) {
    await deposits.recordManual(admin.id, depositFormSchema.parse({ member_serial: lender.member_serial, amount, note: DEMO_DEPOSIT_REASON }));
  }

  const pick = async (ownerId: number, conditions: string, params: unknown[]): Promise<LoanPick | undefined> =>
    (
      (await dataSource.query(
        `SELECT serial, (amount - invested_amount)::bigint AS investable, updated_at FROM loans
          WHERE borrower_id = $1 AND status = 'matching' ${conditions} ORDER BY id LIMIT 1`,
        [ownerId, ...params],
      )) as LoanPick[]
    )[0];
  const orders = app.get(OrdersService);
  const order = (loan: LoanPick, amount: number) =>
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
    );

  const applicant = userOf(APPLICANT);
  const applicantLoan = applicant ? await pick(applicant.id, '', []) : undefined;
  if (applicantLoan) {
    const placed = await order(applicantLoan, applicantLoan.investable);
    if (placed.placed) await app.get(FundingService).disburse(applicantLoan.serial);
  }
  for (const entry of WAITING) {
    const owner = userOf(entry.owner);
    const loan = owner ? await pick(owner.id, 'AND app_type = $2 AND source = $3', [entry.appType, entry.source]) : undefined;
    if (loan && loan.investable > entry.amount) await order(loan, entry.amount);
  }
}
