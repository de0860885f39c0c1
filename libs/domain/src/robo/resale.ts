import { Decimal } from 'decimal.js';
import { daysBetween, shiftIsoDateMonths } from '../dates/business-date.js';
import { assertPositiveAmount, assertWholeAmount } from '../repayment/inputs.js';
import { INTEREST_ROUNDING, MONTHS_PER_YEAR } from '../repayment/interest.js';
import {
  RESALE_FEE_PERCENT,
  RESALE_PRICE_MAX_PERCENT,
  RESALE_PRICE_MIN_PERCENT,
  RESALE_YIELD_DECIMALS,
  RESALE_YIELD_MAX_STEPS,
  RESALE_YIELD_MONTHLY_RATE_MAX,
  RESALE_YIELD_MONTHLY_RATE_MIN,
  RESALE_YIELD_TOLERANCE,
} from './constants.js';
import { percentFeeOf } from './fees.js';

const PERCENT = 100;

/** One remaining row of the investment's schedule: due date 'YYYY-MM-DD', whole NT$. */
export interface ResaleScheduleRow {
  readonly due_date: string;
  readonly principal: number;
  readonly interest: number;
}

/** The least and the most a resale may ask for a remaining principal. */
export interface ResalePriceBounds {
  readonly min: number;
  readonly max: number;
}

/** The price band: RESALE_PRICE_MIN_PERCENT of the remaining principal rounded up, RESALE_PRICE_MAX_PERCENT rounded down. */
export const resalePriceBoundsOf = (remainPrincipal: number): ResalePriceBounds => {
  assertPositiveAmount('remainPrincipal', remainPrincipal);
  const share = (percent: number) => new Decimal(remainPrincipal).times(percent).dividedBy(PERCENT);
  return { min: share(RESALE_PRICE_MIN_PERCENT).ceil().toNumber(), max: share(RESALE_PRICE_MAX_PERCENT).floor().toNumber() };
};

/** Whether a whole-NT$ price is within the band of the remaining principal. */
export const isResalePriceInBand = (price: number, remainPrincipal: number): boolean => {
  const { min, max } = resalePriceBoundsOf(remainPrincipal);
  return Number.isSafeInteger(price) && price >= min && price <= max;
};

/** How a price stands to the remaining principal: the difference in NT$ and in percent (2 decimals, half up). */
export interface ResalePriceGap {
  readonly kind: 'discount' | 'premium' | 'par';
  /** |price − remaining principal|, whole NT$. */
  readonly amount: number;
  /** The gap in percent of the remaining principal, as text with 2 decimals ('5.00'). */
  readonly percent: string;
}

export const resalePriceGapOf = (price: number, remainPrincipal: number): ResalePriceGap => {
  assertWholeAmount('price', price);
  assertPositiveAmount('remainPrincipal', remainPrincipal);
  const gap = price - remainPrincipal;
  const kind = gap < 0 ? 'discount' : gap > 0 ? 'premium' : 'par';
  const percent = new Decimal(Math.abs(gap)).times(PERCENT).dividedBy(remainPrincipal).toFixed(2, Decimal.ROUND_HALF_UP);
  return { kind, amount: Math.abs(gap), percent };
};

const remainingRows = (rows: readonly ResaleScheduleRow[], on: string): ResaleScheduleRow[] => {
  const ordered = [...rows].sort((a, b) => a.due_date.localeCompare(b.due_date));
  for (const row of ordered) {
    assertWholeAmount('principal', row.principal);
    assertWholeAmount('interest', row.interest);
  }
  const remaining = ordered.filter((row) => row.due_date > on);
  if (remaining.length === 0) throw new RangeError(`the schedule has no row due after ${on}`);
  return remaining;
};

/** The present value at a monthly rate of payments each due after a number of months. */
const presentValue = (rows: readonly { payment: Decimal; months: Decimal }[], monthlyRate: Decimal): Decimal =>
  rows.reduce((sum, row) => sum.plus(row.payment.dividedBy(monthlyRate.plus(1).pow(row.months))), new Decimal(0));

/**
 * The months from a date to each remaining row, as the schedule counts them: every period is one
 * whole month, and the current one only its part still ahead, its days to the due date over the
 * days of the month before that due date. The k-th remaining row is (k − 1) + that part away.
 */
const monthsAhead = (rows: readonly ResaleScheduleRow[], on: string): Decimal[] => {
  const first = rows[0];
  if (first === undefined) return [];
  const periodStart = shiftIsoDateMonths(first.due_date, -1);
  const part = Decimal.min(1, new Decimal(daysBetween(on, first.due_date)).dividedBy(daysBetween(periodStart, first.due_date)));
  return rows.map((_, index) => part.plus(index));
};

/**
 * The yield to maturity a buyer earns at a price on a date: the monthly rate r at which the present
 * value of the remaining rows (principal + interest, each discounted (1 + r)^months ahead, see
 * monthsAhead) equals the price, annualised. Callers pass what the buyer pays in all: the price plus
 * the accrued interest of the current period (resaleSettlementOf's buyer amount). Annualised as r × 12 (the nominal yearly rate, as a loan's APR is
 * stated, so a price at par on a due date yields the APR), in percent with RESALE_YIELD_DECIMALS
 * decimals. r is found by bisection in Decimal between RESALE_YIELD_MONTHLY_RATE_MIN and
 * RESALE_YIELD_MONTHLY_RATE_MAX until the bracket is narrower than RESALE_YIELD_TOLERANCE (at most
 * RESALE_YIELD_MAX_STEPS halvings). The present value falls as r rises, so the root is unique; a
 * price no rate in the bracket reaches is a RangeError.
 */
export const resaleYieldOf = (rows: readonly ResaleScheduleRow[], price: number, on: string): string => {
  assertPositiveAmount('price', price);
  const remaining = remainingRows(rows, on);
  const months = monthsAhead(remaining, on);
  const flows = remaining.map((row, index) => ({ payment: new Decimal(row.principal + row.interest), months: months[index] ?? new Decimal(index) }));
  const target = new Decimal(price);
  let low = new Decimal(RESALE_YIELD_MONTHLY_RATE_MIN);
  let high = new Decimal(RESALE_YIELD_MONTHLY_RATE_MAX);
  if (presentValue(flows, low).lessThan(target) || presentValue(flows, high).greaterThan(target)) {
    throw new RangeError(`no monthly rate from ${String(RESALE_YIELD_MONTHLY_RATE_MIN)} to ${String(RESALE_YIELD_MONTHLY_RATE_MAX)} prices the rows at ${String(price)}`);
  }
  for (let step = 0; step < RESALE_YIELD_MAX_STEPS && high.minus(low).greaterThan(RESALE_YIELD_TOLERANCE); step += 1) {
    const middle = low.plus(high).dividedBy(2);
    if (presentValue(flows, middle).greaterThan(target)) low = middle;
    else high = middle;
  }
  return low.plus(high).dividedBy(2).times(MONTHS_PER_YEAR * PERCENT).toFixed(RESALE_YIELD_DECIMALS, Decimal.ROUND_HALF_UP);
};

/**
 * The interest of the current period accrued to the seller on the transfer date: the current row
 * (the first due after the date) earns its interest evenly over the days of its period, which starts
 * at the previous row's due date, or one month before its own due date for the schedule's first
 * row; the seller keeps the days up to the transfer date, rounded with INTEREST_ROUNDING, never more
 * than the row's interest. previousDueDate is the due date of the row before the remaining rows, or
 * null when none was due yet.
 */
export const resaleAccruedInterestOf = (rows: readonly ResaleScheduleRow[], previousDueDate: string | null, on: string): number => {
  const remaining = remainingRows(rows, on);
  const current = remaining[0];
  if (current === undefined) return 0;
  const start = previousDueDate ?? shiftIsoDateMonths(current.due_date, -1);
  const periodDays = daysBetween(start, current.due_date);
  const elapsed = Math.min(periodDays, Math.max(0, daysBetween(start, on)));
  if (periodDays <= 0) return 0;
  return Math.min(current.interest, INTEREST_ROUNDING(new Decimal(current.interest).times(elapsed).dividedBy(periodDays)));
};

/** The resale fee the seller pays: RESALE_FEE_PERCENT of the price, rounded half up to whole NT$. */
export const resaleFeeOf = (price: number): number => percentFeeOf('price', price, RESALE_FEE_PERCENT);

/** The money of one resale: the buyer pays price + accrued interest; the seller receives that less the resale fee. */
export interface ResaleSettlement {
  readonly price: number;
  readonly resale_fee: number;
  readonly accrued_interest: number;
  readonly buyer_pays: number;
  readonly seller_receives: number;
}

export const resaleSettlementOf = (price: number, accruedInterest: number): ResaleSettlement => {
  assertWholeAmount('accruedInterest', accruedInterest);
  const fee = resaleFeeOf(price);
  return {
    price,
    resale_fee: fee,
    accrued_interest: accruedInterest,
    buyer_pays: price + accruedInterest,
    seller_receives: price + accruedInterest - fee,
  };
};
