import { INVEST_AMOUNT_STEP, INVEST_MIN_AMOUNT } from '../constants/loan.js';
import type { Series1GradeCode } from '../grades/credit-grades.js';
import type { LoanAppType } from '../loans/vocabulary.js';
import type { MarketSource } from '../market/tabs.js';

/** The robo products: stable for every robo member, vip for the members staff flag as vip. */
export const ROBO_PRODUCTS = ['stable', 'vip'] as const;
export type RoboProduct = (typeof ROBO_PRODUCTS)[number];

/** What the engine of one product may buy, and how much of the robo cash it puts in one loan or one borrower. */
export interface RoboProductRule {
  /**
   * The credit grades it buys, named by their 1-series grade: a 2-series or student grade counts as
   * the 1-series grade carrying the same rates.
   */
  readonly grades: readonly Series1GradeCode[];
  /** The market sources it buys from. */
  readonly sources: readonly MarketSource[];
  /**
   * The loan types it buys: loans repaid in money whose checkout asks no consent of its own (a pawn
   * project's collateral contract, a student project's, goods instead of interest on farmer loans).
   */
  readonly app_types: readonly LoanAppType[];
  /** Every part it buys is this many whole NT$, a multiple of INVEST_AMOUNT_STEP. */
  readonly part_amount: number;
  /** At most this percent of the robo cash in one loan, counting what the account already holds of it. */
  readonly loan_cap_percent: number;
  /** At most this percent of the robo cash in the loans of one borrower, counting what it already holds. */
  readonly borrower_cap_percent: number;
  /** The yearly percent of the held principal charged as the monthly robo lender fee. */
  readonly monthly_fee_yearly_percent: number;
}

/**
 * stable buys the safer half of the grade table (A0 to E, expected fall-off at most 0.31 %) from
 * the whole market and the risk-protected one, in parts of the order step (NT$ 1,000). 2 % of the
 * cash per loan is one part at the NT$ 50,000 from which the account page offers the stable
 * product; 4 % per borrower lets one borrower's two loans hold a part each. Its fee, 1 % a year
 * of the held principal, is the lender fee a manual lender pays on repayments.
 *
 * vip, for members staff flag, adds F to G3 and the high-yield market, buys parts of NT$ 5,000
 * (vip accounts are larger; fewer, larger orders), and spreads wider: 1 % per loan, 3 % per
 * borrower. Its fee is half of stable's.
 */
export const ROBO_PRODUCT_RULES: Readonly<Record<RoboProduct, RoboProductRule>> = {
  stable: {
    grades: ['A0', 'A1', 'B', 'C', 'D', 'E'],
    sources: ['complex', 'pgr'],
    app_types: ['credit', 'sme', 'realty', 'other'],
    part_amount: INVEST_AMOUNT_STEP,
    loan_cap_percent: 2,
    borrower_cap_percent: 4,
    monthly_fee_yearly_percent: 1,
  },
  vip: {
    grades: ['A0', 'A1', 'B', 'C', 'D', 'E', 'F', 'G1', 'G2', 'G3'],
    sources: ['complex', 'npr', 'pgr'],
    app_types: ['credit', 'sme', 'realty', 'other'],
    part_amount: 5 * INVEST_AMOUNT_STEP,
    loan_cap_percent: 1,
    borrower_cap_percent: 3,
    monthly_fee_yearly_percent: 0.5,
  },
};

/**
 * The sell fee of a robo investment by its holding time: a band applies from its whole months on
 * (the last band reached). Selling early costs the buyers' strategy liquidity most, so the rate
 * falls as the holding ages: 3 % in the first quarter, 2 % to half a year, 1 % to a year, 0.5 % to
 * two years, nothing after. In percent of the amount sold.
 */
export const ROBO_SELL_FEE_BANDS = [
  { from_months: 0, rate_percent: 3 },
  { from_months: 3, rate_percent: 2 },
  { from_months: 6, rate_percent: 1 },
  { from_months: 12, rate_percent: 0.5 },
  { from_months: 24, rate_percent: 0 },
] as const;

/** A sale set stays offered this many days (spec: sell expiry 60 days) unless it sells everything. */
export const ROBO_SALE_DAYS = 60;

/**
 * The least a lender may sell: one order step, the least another robo account can buy. An
 * investment worth less than that may still be sold whole.
 */
export const ROBO_SELL_MIN_AMOUNT = INVEST_MIN_AMOUNT;

/**
 * A resale (bid) price is whole NT$ within this band of the remaining principal, in percent: a
 * discount of up to 20 % lets a seller exit quickly, a premium of up to 5 % rewards a well-paying
 * loan without letting a buyer pay much more than the principal the borrower still owes. The lower
 * end rounds up and the upper end down, so every price in the band keeps inside the percentages.
 */
export const RESALE_PRICE_MIN_PERCENT = 80;
export const RESALE_PRICE_MAX_PERCENT = 105;

/** The platform keeps this percent of the price from the seller of a resale, rounded half up. */
export const RESALE_FEE_PERCENT = 1;

/** The yield to maturity shows this many decimals of a yearly percent. */
export const RESALE_YIELD_DECIMALS = 2;

/**
 * The yield's monthly rate is solved by bisection between these monthly rates (−50 % to +100 % a
 * month covers every price in the band), until the bracket is narrower than the tolerance or the
 * steps run out; far finer than the two decimals shown.
 */
export const RESALE_YIELD_MONTHLY_RATE_MIN = -0.5;
export const RESALE_YIELD_MONTHLY_RATE_MAX = 1;
export const RESALE_YIELD_TOLERANCE = 1e-12;
export const RESALE_YIELD_MAX_STEPS = 200;

/** The robo engine runs this often, one API process taking each round from the job queue (a round invests every robo account with cash for a part). */
export const ROBO_ENGINE_INTERVAL_MS = 15_000;

