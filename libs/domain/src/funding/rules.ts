import { Decimal } from 'decimal.js';
import { daysBetween } from '../dates/business-date.js';
import type { FundingPaymentMethod } from './constants.js';
import {
  FUNDING_BALANCE_PAYMENT_MIN,
  FUNDING_CONTRACT_STORAGE_PREFIX,
  FUNDING_INVEST_MIN,
  FUNDING_INVEST_STEP,
  FUNDING_PROGRESS_CAP_PERCENT,
} from './constants.js';
import { FUNDING_TEXTS } from './texts.js';

/** A number as typed: digits with an optional sign and decimals (no exponent, no separators). */
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,6})?$/;

/** The typed amount as a number, or null when it is not a number at all (or too long to be one). */
export function fundingAmountNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMBER_TEXT.test(text) ? Number(text) : null;
}

/**
 * The funding invest amount rule (spec 5): not a number → 請填入正確金額; below 1000 →
 * 投資金額不足 (請投資至少 $1000元！); not a multiple of 1000 → 請填入正確金額. Undefined when it holds.
 */
export function fundingAmountError(value: unknown): string | undefined {
  const amount = fundingAmountNumber(value);
  if (amount === null) return FUNDING_TEXTS.amountInvalid;
  if (amount < FUNDING_INVEST_MIN) return FUNDING_TEXTS.amountTooLow;
  if (!Number.isInteger(amount) || amount % FUNDING_INVEST_STEP !== 0) return FUNDING_TEXTS.amountInvalid;
  return undefined;
}

/** What has been raised of the goal, in percent with two decimals rounded down (0 for a goal of 0). */
export function fundingPercent(raised: number, goal: number): number {
  if (goal <= 0) return 0;
  return new Decimal(raised).times(100).dividedBy(goal).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
}

/** The funding bar's width in percent: the share raised, never past 100 % (spec 9) nor below 0. */
export const fundingBarWidth = (raised: number, goal: number): number =>
  Math.max(0, Math.min(FUNDING_PROGRESS_CAP_PERCENT, fundingPercent(raised, goal)));

/** Whole days from today to the target date (both YYYY-MM-DD business dates), 0 once it has come (spec 9). */
export const fundingDaysLeft = (targetDate: string, today: string): number => Math.max(0, daysBetween(today, targetDate));

/** How an order of this amount is paid: from the balance when it covers the amount (and the minimum), else by a web ATM deposit. */
export const fundingPaymentMethod = (cash: number, amount: number): FundingPaymentMethod =>
  cash >= FUNDING_BALANCE_PAYMENT_MIN && cash >= amount ? 'balance' : 'kgi_web_atm';

/** The order engine's payment method for the fill page's. */
export const fundingEngineMethod = (method: FundingPaymentMethod): 'balance' | 'deposit' => (method === 'balance' ? 'balance' : 'deposit');

/** What the browser knows of the viewer for the ladder checks. */
export interface FundingViewer {
  loggedIn: boolean;
  isMember: boolean;
  isMemberFull: boolean;
}

/** The first rung of the ladder the viewer has not reached (login → member → full member), with its spec message. */
export function fundingLadderError(viewer: FundingViewer): string | undefined {
  if (!viewer.loggedIn) return FUNDING_TEXTS.notLoggedIn;
  if (!viewer.isMember) return FUNDING_TEXTS.notMember;
  if (!viewer.isMemberFull) return FUNDING_TEXTS.notMemberFull;
  return undefined;
}

/** The storage key of an accepted funding contract: one per loan serial, lender and loan updated_at (spec 5). */
export const fundingContractKey = (loanSerial: string, lenderSerial: string, loanUpdatedAt: string): string =>
  `${FUNDING_CONTRACT_STORAGE_PREFIX}:${loanSerial}:${lenderSerial}:${loanUpdatedAt}`;
