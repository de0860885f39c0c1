import type { LoanStatus, RepaymentStatus, RoboProduct } from '@lendbridge/domain';

/** A disbursed loan as the servicing reads it, under its row lock. */
export interface ServicedLoan {
  id: number;
  serial: string;
  borrower_id: number;
  status: LoanStatus;
  /** Decimal percent text, '12.00'. */
  apr: string;
  /** Protection ratio percent text; '0.00' outside the pgr market. */
  pgr: string;
  protection_paid_at: Date | null;
  cycle_day: number | null;
}

/** An investment of the loan (disbursed), under its row lock. */
export interface ServicedInvestment {
  id: number;
  serial: string;
  user_id: number;
  /** Decimal percent text, '1.00'. */
  lender_fee: string;
  status: string;
  /** The robo product of a part the robo engine bought; null for a manual investment. */
  robo_product: RoboProduct | null;
}

/** A row of the borrower's schedule (loan_repayments); dates 'YYYY-MM-DD'. */
export interface LoanRowRecord {
  id: number;
  loan_id: number;
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
  status: RepaymentStatus;
  late_since: string | null;
  paid_at: Date | null;
  /** Changed in memory and not yet written. */
  dirty: boolean;
}

/** A row of an investment's schedule (investment_repayments), pointing at its borrower row. */
export interface InvestmentRowRecord {
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
  status: RepaymentStatus;
  paid_at: Date | null;
  dirty: boolean;
}

/**
 * A loan locked for servicing in the caller's transaction: the loan, its open borrower rows
 * (those due up to a date, or all), its disbursed investments by id, and the open investment rows
 * of each borrower row (by investment id).
 */
export interface ServicingState {
  loan: ServicedLoan;
  rows: LoanRowRecord[];
  investments: ServicedInvestment[];
  investmentRows: Map<number, InvestmentRowRecord[]>;
  /** The ledger accounts of the borrower, the lenders and the platform are locked (CollectionService.lockAccounts). */
  accountsLocked: boolean;
}

export const LOAN_ROW_SELECT = `
  SELECT id, loan_id, period, to_char(due_date, 'YYYY-MM-DD') AS due_date, principal, interest, balance, fee_amount, penalty,
         to_char(penalty_through, 'YYYY-MM-DD') AS penalty_through, paid_principal, paid_interest, paid_fee, paid_penalty,
         status, to_char(late_since, 'YYYY-MM-DD') AS late_since, paid_at, false AS dirty
    FROM loan_repayments`;

export const INVESTMENT_ROW_SELECT = `
  SELECT id, investment_id, loan_repayment_id, period, principal, interest, fee_amount, penalty, paid_principal, paid_interest,
         paid_fee, paid_penalty, protection_paid, status, paid_at, false AS dirty
    FROM investment_repayments`;

/** What a borrower row still owes, by charge. */
export const loanRowOwed = (row: LoanRowRecord) => ({
  penalty: row.penalty - row.paid_penalty,
  fee: row.fee_amount - row.paid_fee,
  interest: row.interest - row.paid_interest,
  principal: row.principal - row.paid_principal,
});

/** An investment row is paid once its principal, interest and penalty are (its lender fee is the platform's). */
export const investmentRowPaid = (row: InvestmentRowRecord): boolean =>
  row.paid_principal === row.principal && row.paid_interest === row.interest && row.paid_penalty === row.penalty;

export const investmentRowAnyPaid = (row: InvestmentRowRecord): boolean =>
  row.paid_principal > 0 || row.paid_interest > 0 || row.paid_penalty > 0;
