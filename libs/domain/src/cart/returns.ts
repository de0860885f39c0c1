import { Decimal } from 'decimal.js';
import type { PrincipalRepaymentType } from '../loans/vocabulary.js';
import { lenderFeeOf } from '../repayment/interest.js';
import { installmentAmount, repaymentRows } from '../repayment/schedule.js';
import { CART_RATE_DECIMALS } from './constants.js';
import type { CartItemState } from './rules.js';
import { cartOrderableAmount } from './rules.js';

/** Rates and ratios: percent, two decimals, rounded half up, as text ("8.80"). */
export const roundCartRate = (value: Decimal.Value): string =>
  new Decimal(value).toDecimalPlaces(CART_RATE_DECIMALS, Decimal.ROUND_HALF_UP).toFixed(CART_RATE_DECIMALS);

export interface ExpectedRepaymentRow {
  /** 1-based month. */
  readonly period: number;
  readonly principal: number;
  readonly interest: number;
  readonly payment: number;
}

/**
 * The monthly instalment of an equal-instalment loan, whole NT$ rounded half up:
 * A = P·r / (1 − (1 + r)^−n) with r = APR / 12; at 0 % the principal split evenly. The borrower's
 * schedule uses the same instalment.
 */
export const expectedInstallment = (principal: number, apr: Decimal.Value, period: number): number =>
  installmentAmount(principal, apr, period);

/**
 * The repayment schedule of principal at apr over period months, by the repayment rule: interest is
 * the balance times APR / 12, rounded half up to whole NT$ each month. Equal instalments: each month
 * pays the instalment; equal principal: each month repays ⌊P / n⌋. Either way the last month repays
 * the whole remaining balance, so the principal parts add up to exactly P.
 */
export const expectedSchedule = (
  principal: number,
  apr: Decimal.Value,
  period: number,
  type: PrincipalRepaymentType = 'equal_installment',
): ExpectedRepaymentRow[] =>
  repaymentRows(type, principal, apr, period).map((row) => ({
    period: row.period,
    principal: row.principal,
    interest: row.interest,
    payment: row.payment,
  }));

/** The loan terms the expected return is computed from (the cart item's loan). */
export interface CartLineLoan {
  readonly apr: string;
  readonly period: number;
  readonly pgr: string;
  readonly principal_repayment_type: PrincipalRepaymentType;
  /** Percent of each repayment kept as the lender fee. */
  readonly lender_fee: string;
  /** The lender fee once the order total reaches min_discount_order_amount. */
  readonly discount_lender_fee: string | null;
}

/** One cart line: an amount in a loan. */
export interface CartLine {
  readonly loan_serial: string;
  readonly amount: number;
  readonly min_discount_order_amount: number | null;
  readonly loan: CartLineLoan;
}

/** The discounted lender fee applies when the order total reaches the loan's min_discount_order_amount. */
export const cartFeeDiscountApplies = (line: CartLine, orderTotal: number): boolean =>
  line.loan.discount_lender_fee !== null &&
  line.min_discount_order_amount !== null &&
  orderTotal >= line.min_discount_order_amount;

/** The lender-fee percent a line pays at this order total. */
export const cartLenderFeePercent = (line: CartLine, orderTotal: number): string =>
  cartFeeDiscountApplies(line, orderTotal) ? (line.loan.discount_lender_fee ?? line.loan.lender_fee) : line.loan.lender_fee;

export interface CartLineReturn {
  readonly amount: number;
  /** Everything the borrower repays to this line: principal and interest. */
  readonly repayment: number;
  /** The lender fee: the fee percent of each repayment, rounded half up each month. */
  readonly fee: number;
  /** repayment − fee. */
  readonly returnAmount: number;
  /** returnAmount − amount. */
  readonly profit: number;
  /** The first month's repayment, before the fee. */
  readonly pmt: number;
  readonly feePercent: string;
}

/** The expected return of one line when the whole order totals orderTotal. */
export const cartLineReturn = (line: CartLine, orderTotal: number): CartLineReturn => {
  const feePercent = cartLenderFeePercent(line, orderTotal);
  const schedule = expectedSchedule(line.amount, line.loan.apr, line.loan.period, line.loan.principal_repayment_type);
  const repayment = schedule.reduce((sum, row) => sum + row.payment, 0);
  const fee = schedule.reduce((sum, row) => sum + lenderFeeOf(row.payment, feePercent), 0);
  return {
    amount: line.amount,
    repayment,
    fee,
    returnAmount: repayment - fee,
    profit: repayment - fee - line.amount,
    pmt: schedule[0]?.payment ?? 0,
    feePercent,
  };
};

/** The analysis panel's statistics (spec 3), over the lines that can be ordered. */
export interface CartAnalysis {
  /** Average APR weighted by amount, percent. */
  readonly aapr: string;
  readonly totalAmount: number;
  /** What the lines are expected to bring back after the lender fee. */
  readonly returnAmount: number;
  readonly totalFee: number;
  /** (returnAmount − totalAmount) / totalAmount, percent over the whole term. */
  readonly returnOnInvestment: string;
  /** Lines of loans with protection (pgr above 0). */
  readonly protectionNumber: number;
  /** Lines in the order. */
  readonly orderNumber: number;
  /** The first month's repayments of every line together, before the fee. */
  readonly pmt: number;
}

/** GET /api/v1/carts/summary (spec 3). */
export interface CartSummary {
  /** Average APR weighted by amount, percent. */
  readonly average_apr: string;
  readonly total_amount: number;
  /** Expected repayments after the lender fee. */
  readonly total_return_amount: number;
  /** expected_profit / total_amount, percent over the whole term. */
  readonly expected_rate_of_return: string;
  /** total_return_amount − total_amount. */
  readonly expected_profit: number;
}

export const cartAnalysis = (lines: readonly CartLine[]): CartAnalysis => {
  const totalAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  const returns = lines.map((line) => cartLineReturn(line, totalAmount));
  const returnAmount = returns.reduce((sum, item) => sum + item.returnAmount, 0);
  const weighted = lines.reduce((sum, line) => sum.plus(new Decimal(line.loan.apr).times(line.amount)), new Decimal(0));
  return {
    aapr: roundCartRate(totalAmount === 0 ? 0 : weighted.dividedBy(totalAmount)),
    totalAmount,
    returnAmount,
    totalFee: returns.reduce((sum, item) => sum + item.fee, 0),
    returnOnInvestment: roundCartRate(
      totalAmount === 0 ? 0 : new Decimal(returnAmount - totalAmount).times(100).dividedBy(totalAmount),
    ),
    protectionNumber: lines.filter((line) => new Decimal(line.loan.pgr).greaterThan(0)).length,
    orderNumber: lines.length,
    pmt: returns.reduce((sum, item) => sum + item.pmt, 0),
  };
};

export const cartSummaryOf = (analysis: CartAnalysis): CartSummary => ({
  average_apr: analysis.aapr,
  total_amount: analysis.totalAmount,
  total_return_amount: analysis.returnAmount,
  expected_rate_of_return: analysis.returnOnInvestment,
  expected_profit: analysis.returnAmount - analysis.totalAmount,
});

export const cartSummary = (lines: readonly CartLine[]): CartSummary => cartSummaryOf(cartAnalysis(lines));

/** The lines an order could be placed for now: each item at its orderable amount, closed loans left out. */
export const cartOrderableLines = <T extends CartLine & CartItemState>(items: readonly T[]): T[] =>
  items.flatMap((item) => {
    const amount = cartOrderableAmount(item);
    return amount > 0 ? [{ ...item, amount }] : [];
  });

export interface CartFeeDiscount {
  readonly loan_serial: string;
  readonly min_discount_order_amount: number;
  readonly lender_fee: string;
  readonly discount_lender_fee: string;
}

/** The lines whose loans grant their fee discount at this order's total. */
export const cartFeeDiscounts = (lines: readonly CartLine[]): CartFeeDiscount[] => {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return lines.flatMap((line) =>
    cartFeeDiscountApplies(line, total) && line.loan.discount_lender_fee !== null && line.min_discount_order_amount !== null
      ? [
          {
            loan_serial: line.loan_serial,
            min_discount_order_amount: line.min_discount_order_amount,
            lender_fee: line.loan.lender_fee,
            discount_lender_fee: line.loan.discount_lender_fee,
          },
        ]
      : [],
  );
};
