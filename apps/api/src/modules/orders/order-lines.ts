import type { EntityManager } from 'typeorm';
import { CHECKOUT_STUDENT_PROJECT_APP_TYPES, isLoanOpenForCart, orderableAmount } from '@lendbridge/domain';
import type { CheckoutLine, LoanAppType, LoanStatus, OrderChangedLoan, PaymentInGoods } from '@lendbridge/domain';
import { loanNotFound, ownLoan } from './orders.errors.js';

/** What an order, and the checkout's assignment, need to know of each of its loans. */
export interface OrderLoanRow {
  id: number;
  serial: string;
  borrower_id: number;
  app_type: LoanAppType;
  status: LoanStatus;
  market_status: string | null;
  funding_deadline: Date | null;
  amount: number;
  invested_amount: number;
  apr: string;
  period: number;
  pgr: string;
  lender_fee: string;
  discount_lender_fee: string | null;
  min_discount_order_amount: number | null;
  has_collaterals: boolean;
  /** A farmer loan repaid in produce (principal_and_interest, interest_only), else none. */
  payment_in_goods: PaymentInGoods;
  updated_at: Date;
}

const ORDER_LOAN_SELECT = `
  SELECT l.id, l.serial, l.borrower_id, l.app_type, l.status, l.market_status, l.funding_deadline, l.amount, l.invested_amount,
         l.apr::text AS apr, l.period, l.pgr::text AS pgr, l.lender_fee::text AS lender_fee,
         l.discount_lender_fee::text AS discount_lender_fee, l.min_discount_order_amount,
         jsonb_array_length(la.collaterals) > 0 AS has_collaterals, COALESCE(fp.payment_in_goods, 'none') AS payment_in_goods, l.updated_at
    FROM loans l
    JOIN loan_applications la ON la.id = l.application_id
    LEFT JOIN loan_farmer_profiles fp ON fp.loan_id = l.id
   WHERE l.serial = ANY ($1::text[])`;

/** A line as asked: the loan, the amount, and the body field a refusal of this line names. */
export interface RequestedLine {
  serial: string;
  amount: number;
  field: string;
  /** The loan's updated_at the member accepted, in ms; left out when the caller reads it now (the assignment). */
  updatedAt?: number;
}

/** A line with its loan as it is now. */
export type OrderLine<R extends RequestedLine = RequestedLine> = R & { loan: OrderLoanRow };

/** What the order rules find of one line now. */
export interface LineCheck {
  /** What the line can be placed for: the amount, lowered to the investable amount in whole units (0: nothing). */
  orderable: number;
  /** amount − invested_amount while the loan takes orders, else 0. */
  investable: number;
  /** The line cannot be placed as asked: lowered, its loan changed since the member read it, or lost to another order. */
  changed: boolean;
}

/**
 * Reads the loans of the lines. An unknown serial is refused first (the first one, on its line's
 * field), then a loan of the member's own: no line is checked further until every loan may be
 * ordered by this member at all.
 */
export async function readOrderLines<R extends RequestedLine>(manager: EntityManager, userId: number, requested: readonly R[]): Promise<OrderLine<R>[]> {
  const loans = (await manager.query(ORDER_LOAN_SELECT, [requested.map((line) => line.serial)])) as OrderLoanRow[];
  const lines = requested.map((line): OrderLine<R> => {
    const loan = loans.find((candidate) => candidate.serial === line.serial);
    if (!loan) throw loanNotFound(line.field);
    return { ...line, loan };
  });
  for (const line of lines) {
    if (line.loan.borrower_id === userId) throw ownLoan(line.field);
  }
  return lines;
}

/** The facts of a loan that decide the confirmations an order needs (spec 5). */
export const confirmationFacts = (loan: OrderLoanRow): Pick<CheckoutLine, 'app_type' | 'pgr' | 'is_student_loan'> => ({
  app_type: loan.app_type,
  pgr: loan.pgr,
  is_student_loan: (CHECKOUT_STUDENT_PROJECT_APP_TYPES as readonly string[]).includes(loan.app_type),
});

/**
 * The order's check of each line, the one rule the order and the assignment share: a loan takes
 * orders while it is open (matching, primary_unfinished, before its deadline, with at least the
 * minimum left); a line can be placed for its amount lowered to what the loan takes in whole
 * units, 0 once it takes nothing. A line is changed when it is lowered, when the member accepted
 * another updated_at than the loan has now, or when alsoChanged names it.
 */
export function checkOrderLines<L extends OrderLine>(lines: readonly L[], now: Date, alsoChanged: ReadonlySet<string> = new Set()): (L & LineCheck)[] {
  return lines.map((line) => {
    const { loan } = line;
    const left = loan.amount - loan.invested_amount;
    const investable = isLoanOpenForCart({ ...loan, amount_investable: left }, now) ? left : 0;
    const orderable = orderableAmount(line.amount, investable);
    const stale = line.updatedAt !== undefined && loan.updated_at.getTime() !== line.updatedAt;
    return { ...line, orderable, investable, changed: orderable < line.amount || stale || alsoChanged.has(line.serial) };
  });
}

/** The changed lines as a 409 CART_CHANGED names them: what each can be placed for now, and why. */
export const changedLoans = (checked: readonly (OrderLine & LineCheck)[]): OrderChangedLoan[] =>
  checked
    .filter((line) => line.changed)
    .map((line) => ({
      serial: line.serial,
      amount: line.orderable,
      requested_amount: line.amount,
      amount_investable: line.investable,
      updated_at: line.loan.updated_at.toISOString(),
    }));
