import type { TransferKind } from '../account/ledger.js';
import { monthOfDate, shiftIsoMonth } from '../dates/business-date.js';
import type { MonthlyReturn } from './answers.js';
import type { CashFlow } from './xirr.js';

/** How many months the return card's chart shows, ending with the business date's month. */
export const RETURN_CHART_MONTHS = 12;

/** A dated movement of the lender's money by what it was. */
export interface ReturnMovement {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly kind: 'principal' | 'income' | 'fee';
  /** Whole NT$, positive. */
  readonly amount: number;
}

/** The last RETURN_CHART_MONTHS months up to the business date, each with its principal, income and fees (0 for a quiet month). */
export const monthlyReturnsOf = (movements: readonly ReturnMovement[], today: string): MonthlyReturn[] => {
  const last = monthOfDate(today);
  const months = Array.from({ length: RETURN_CHART_MONTHS }, (_, index) => shiftIsoMonth(last, index - RETURN_CHART_MONTHS + 1));
  const byMonth = new Map(months.map((month) => [month, { month, principal: 0, income: 0, fees: 0 }]));
  for (const movement of movements) {
    const row = byMonth.get(monthOfDate(movement.date));
    if (!row) continue;
    if (movement.kind === 'principal') row.principal += movement.amount;
    else if (movement.kind === 'income') row.income += movement.amount;
    else row.fees += movement.amount;
  }
  return months.map((month) => byMonth.get(month) as MonthlyReturn);
};

/**
 * What each transfer into or out of a lender's cash counts as in their return: principal back
 * (repaid principal, the protection fund's payout of a loss, the price and accrued interest a
 * resale brought), income (interest, penalties, a pawnshop's storage fee) or a fee paid (the lender
 * fee kept from what they receive, the resale fee). What a buyer pays for a resale counts as money
 * invested on its date.
 */
export const RETURN_TRANSFER_KINDS = {
  principal: ['repayment_principal', 'protection_payout', 'resale_payment'],
  income: ['repayment_interest', 'penalty', 'pawn_storage_fee'],
  fee: ['lender_fee', 'resale_fee'],
} as const satisfies Readonly<Record<ReturnMovement['kind'], readonly TransferKind[]>>;

/** The flows of the return: each disbursed investment out, each movement in (a fee out), the principal still owed in on the business date. */
export const returnCashFlowsOf = (
  investments: readonly { readonly date: string; readonly amount: number }[],
  movements: readonly ReturnMovement[],
  outstanding: number,
  today: string,
): CashFlow[] => [
  ...investments.map((investment) => ({ date: investment.date, amount: -investment.amount })),
  ...movements.map((movement) => ({ date: movement.date, amount: movement.kind === 'fee' ? -movement.amount : movement.amount })),
  ...(outstanding > 0 ? [{ date: today, amount: outstanding }] : []),
];
