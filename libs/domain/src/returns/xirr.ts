import { daysBetween } from '../dates/business-date.js';

/** A dated cash flow seen from the lender: money out (invested, fees) negative, money in positive; whole NT$. */
export interface CashFlow {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly amount: number;
}

/** XIRR counts time in years of 365 days from the first flow, as the spreadsheet function does. */
export const XIRR_DAYS_PER_YEAR = 365;

/** The rates searched: from a total loss (−100 %, left out) up to +1,000 % a year. */
export const XIRR_MIN_RATE = -0.999_999;
export const XIRR_MAX_RATE = 10;

/** The search stops once the bracket is narrower than this (a millionth of a percent). */
export const XIRR_TOLERANCE = 1e-10;
const MAX_STEPS = 200;

/** The net present value of the flows at a yearly rate, discounted to the first flow's date. */
export const netPresentValue = (flows: readonly CashFlow[], rate: number): number => {
  const start = flows[0]?.date;
  if (start === undefined) return 0;
  return flows.reduce((sum, flow) => sum + flow.amount / (1 + rate) ** (daysBetween(start, flow.date) / XIRR_DAYS_PER_YEAR), 0);
};

/**
 * The annualised internal rate of return of dated cash flows (XIRR): the yearly rate at which their
 * net present value is 0, as a fraction (0.0612 for 6.12 %). Flows are taken in date order. The
 * rate is found by bisection between XIRR_MIN_RATE and XIRR_MAX_RATE, where the value falls as the
 * rate grows for flows that start with money out; answers null when there is no such rate in the
 * range: no money in, no money out, or fewer than two dates.
 */
export const xirrOf = (input: readonly CashFlow[]): number | null => {
  const flows = [...input].filter((flow) => flow.amount !== 0).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (!flows.some((flow) => flow.amount < 0) || !flows.some((flow) => flow.amount > 0)) return null;
  if (new Set(flows.map((flow) => flow.date)).size < 2) return null;
  let low = XIRR_MIN_RATE;
  let high = XIRR_MAX_RATE;
  let lowValue = netPresentValue(flows, low);
  const highValue = netPresentValue(flows, high);
  if (Math.sign(lowValue) === Math.sign(highValue)) return null;
  for (let step = 0; step < MAX_STEPS && high - low > XIRR_TOLERANCE; step += 1) {
    const middle = (low + high) / 2;
    const value = netPresentValue(flows, middle);
    if (value === 0) return middle;
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = middle;
      lowValue = value;
    } else high = middle;
  }
  return (low + high) / 2;
};

/** A yearly rate as a percent with 2 decimals: 0.061234 → '6.12'. */
export const xirrPercentText = (rate: number): string => (Math.round(rate * 10_000) / 100).toFixed(2);
