import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';
import { depositFormSchema, orderPlaceSchema, taipeiDayStart } from '@lendbridge/domain';
import { DepositsService } from '../../src/modules/bank/deposits.service.js';
import { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import { PLATFORM, userCash } from '../../src/modules/ledger/ledger-accounts.js';
import { FundingService } from '../../src/modules/orders/funding.service.js';
import { OrdersService } from '../../src/modules/orders/orders.service.js';
import { BatchService } from '../../src/modules/repayment/batch.service.js';
import type { TestApp } from '../create-test-app.js';
import { adminOf } from './ledger.js';
import { listLoan } from './market.js';
import type { MarketLoanSpec } from './market.js';
import type { Member } from './members.js';

/** A loan row of the borrower's schedule, dates 'YYYY-MM-DD'. */
export interface LoanRowState {
  id: number;
  period: number;
  due_date: string;
  principal: number;
  interest: number;
  balance: number;
  fee_amount: number;
  penalty: number;
  penalty_through: string | null;
  paid_principal: number;
  paid_interest: number;
  paid_fee: number;
  paid_penalty: number;
  status: string;
  late_since: string | null;
  paid_at: Date | null;
}

/** A row of an investment's schedule. */
export interface InvestmentRowState {
  id: number;
  investment_id: number;
  loan_repayment_id: number;
  period: number;
  principal: number;
  interest: number;
  fee_amount: number;
  penalty: number;
  paid_principal: number;
  paid_interest: number;
  paid_fee: number;
  paid_penalty: number;
  protection_paid: number;
  status: string;
}

export interface DisbursedLoan {
  id: number;
  serial: string;
  borrowerId: number;
  /** The investments by id, with their lender. */
  investments: { id: number; serial: string; userId: number; amount: number }[];
}

/** The member's serial, for a console deposit. */
async function memberSerialOf(t: TestApp, userId: number): Promise<string> {
  const rows = (await t.app.get(DataSource).query(`SELECT member_serial FROM users WHERE id = $1`, [userId])) as { member_serial: string }[];
  return rows[0].member_serial;
}

/** Credits the member's cash through a deposit an admin records (as the console does). */
export async function depositFor(t: TestApp, userId: number, amount: number): Promise<void> {
  const admin = await adminOf(t);
  await t.app.get(DepositsService).recordManual(admin.id, depositFormSchema.parse({ member_serial: await memberSerialOf(t, userId), amount, note: '臨櫃匯款' }));
}

/**
 * Lists a loan for the borrower, has each lender (in the order given) transfer in their amount and
 * order it from their balance (a verified member's idle cash goes to the bank with the monthly
 * settlement, so lenders pay as they order), and disburses it on the business date: the borrower's
 * and the investments' schedules are dated from it.
 */
export async function disbursedLoan(
  t: TestApp,
  borrower: Member,
  lenders: readonly { member: Member; amount: number }[],
  spec: Partial<MarketLoanSpec>,
  businessDate: string,
): Promise<DisbursedLoan> {
  const admin = await adminOf(t);
  const amount = lenders.reduce((sum, lender) => sum + lender.amount, 0);
  const loan = await listLoan(t, borrower, admin.id, { appType: 'credit', grade: 'C', period: 12, pgr: '0', ...spec, amount });
  const orders = t.app.get(OrdersService);
  for (const lender of lenders) {
    await depositFor(t, lender.member.id, lender.amount);
    const [state] = (await t.app.get(DataSource).query(`SELECT updated_at FROM loans WHERE id = $1`, [loan.id])) as { updated_at: Date }[];
    const placed = await orders.place(
      lender.member.id,
      orderPlaceSchema.parse({
        loans: [{ serial: loan.serial, amount: lender.amount, updated_at: state.updated_at.toISOString() }],
        payment_method: 'balance',
        contract_accepted: true,
        no_protection_accepted: true,
        student_project_accepted: true,
        collateral_contract_accepted: true,
      }),
    );
    expect(placed.placed).toBe(true);
  }
  await t.app.get(FundingService).disburse(loan.serial, taipeiDayStart(businessDate), businessDate);
  const investments = (await t.app
    .get(DataSource)
    .query(`SELECT id, serial, user_id AS "userId", amount FROM investments WHERE loan_id = $1 AND status = 'active' ORDER BY id`, [loan.id])) as {
    id: number;
    serial: string;
    userId: number;
    amount: number;
  }[];
  return { id: loan.id, serial: loan.serial, borrowerId: borrower.id, investments };
}

export async function loanRows(t: TestApp, loanId: number): Promise<LoanRowState[]> {
  return (await t.app.get(DataSource).query(
    `SELECT id, period, to_char(due_date, 'YYYY-MM-DD') AS due_date, principal, interest, balance, fee_amount, penalty,
            to_char(penalty_through, 'YYYY-MM-DD') AS penalty_through, paid_principal, paid_interest, paid_fee, paid_penalty, status,
            to_char(late_since, 'YYYY-MM-DD') AS late_since, paid_at
       FROM loan_repayments WHERE loan_id = $1 ORDER BY period`,
    [loanId],
  )) as LoanRowState[];
}

export async function investmentRows(t: TestApp, loanId: number): Promise<InvestmentRowState[]> {
  return (await t.app.get(DataSource).query(
    `SELECT ir.id, ir.investment_id, ir.loan_repayment_id, ir.period, ir.principal, ir.interest, ir.fee_amount, ir.penalty,
            ir.paid_principal, ir.paid_interest, ir.paid_fee, ir.paid_penalty, ir.protection_paid, ir.status
       FROM investment_repayments ir JOIN loan_repayments r ON r.id = ir.loan_repayment_id
      WHERE r.loan_id = $1 ORDER BY ir.investment_id, ir.period`,
    [loanId],
  )) as InvestmentRowState[];
}

/**
 * Every borrower row's principal, interest, penalty and paid columns equal the sums of its
 * investment rows' (the lender fee aside), and every investment row is within its own amounts.
 */
export async function expectRowsReconcile(t: TestApp, loanId: number): Promise<void> {
  const rows = await loanRows(t, loanId);
  const shares = await investmentRows(t, loanId);
  const sum = (rowId: number, column: keyof InvestmentRowState) =>
    shares.filter((share) => share.loan_repayment_id === rowId).reduce((total, share) => total + (share[column] as number), 0);
  for (const row of rows) {
    expect({
      period: row.period,
      principal: sum(row.id, 'principal'),
      interest: sum(row.id, 'interest'),
      penalty: sum(row.id, 'penalty'),
      paid_principal: sum(row.id, 'paid_principal'),
      paid_interest: sum(row.id, 'paid_interest'),
      paid_penalty: sum(row.id, 'paid_penalty'),
    }).toEqual({
      period: row.period,
      principal: row.principal,
      interest: row.interest,
      penalty: row.penalty,
      paid_principal: row.paid_principal,
      paid_interest: row.paid_interest,
      paid_penalty: row.paid_penalty,
    });
  }
}

/** Runs the batch for each date, in order. */
export async function runDates(t: TestApp, dates: readonly string[]): Promise<void> {
  const batch = t.app.get(BatchService);
  for (const date of dates) await batch.run(date);
}

/** The repayment transit account: 0 between transactions. */
export function transitBalance(t: TestApp): Promise<number> {
  return t.app.get(LedgerService).platformBalance('repayment_transit');
}

/**
 * Takes the member's cash down to `keep`, as if they spent it elsewhere: the rest leaves for the
 * bank through the ledger (a test stand-in for a withdrawal paid out).
 */
export async function spendCash(t: TestApp, userId: number, keep = 0): Promise<void> {
  const ledger = t.app.get(LedgerService);
  await t.app.get(DataSource).transaction(async (manager) => {
    const cash = await ledger.lockBalance(manager, userCash(userId));
    if (cash <= keep) return;
    await ledger.transfer(manager, {
      from: userCash(userId),
      to: PLATFORM.bank,
      amount: cash - keep,
      kind: 'monthly_settlement',
      reference: `test-spend:${randomUUID()}:${userId}`,
    });
  });
}

/**
 * Fills the protection fund the way disbursements do: a fee from the payer's cash to the
 * platform's income, then that amount from the income to the fund as a provision.
 */
export async function fillProtectionFund(t: TestApp, payerId: number, amount: number): Promise<void> {
  const ledger = t.app.get(LedgerService);
  await t.app.get(DataSource).transaction(async (manager) => {
    await ledger.transfer(manager, { from: userCash(payerId), to: PLATFORM.income, amount, kind: 'borrower_fee', reference: `test-fund:${payerId}` });
    await ledger.transfer(manager, { from: PLATFORM.income, to: PLATFORM.protectionFund, amount, kind: 'protection_provision', reference: `test-fund:${payerId}` });
  });
}

/** The sums of the member's statement rows of a transfer kind, from the ledger. */
export async function ledgerSum(t: TestApp, kind: string, userId: number, side: 'credit' | 'debit'): Promise<number> {
  const column = side === 'credit' ? 'credit_account_id' : 'debit_account_id';
  const rows = (await t.app.get(DataSource).query(
    `SELECT COALESCE(sum(t.amount), 0)::bigint AS total FROM ledger_transfers t
       JOIN ledger_accounts a ON a.id = t.${column}
      WHERE t.kind = $1 AND a.user_id = $2 AND a.kind = 'user_cash'`,
    [kind, userId],
  )) as { total: number }[];
  return rows[0].total;
}

/** The sum of a transfer kind's amounts whose case is one of the serials. */
export async function caseSum(t: TestApp, kind: string, serials: readonly string[]): Promise<number> {
  const rows = (await t.app
    .get(DataSource)
    .query(`SELECT COALESCE(sum(amount), 0)::bigint AS total FROM ledger_transfers WHERE kind = $1 AND case_serial = ANY ($2::text[])`, [
      kind,
      [...serials],
    ])) as { total: number }[];
  return rows[0].total;
}
