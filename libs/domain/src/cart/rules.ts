import { LOAN_MARKET_STATUS_OPEN } from '../loans/vocabulary.js';
import { CART_AMOUNT_MIN, CART_AMOUNT_UNIT, CART_COUNT_MAX, CART_COUNT_MIN } from './constants.js';
import { CART_TEXTS, cartAmountAboveInvestable, cartAmountAboveWarning, cartLoanClosedWarning } from './texts.js';

const WHOLE_NUMBER = /^\d+$/;

/** What a loan must be to take cart items and orders. */
export interface CartLoanState {
  readonly status: string;
  readonly market_status: string | null;
  readonly funding_deadline: Date | string | null;
  /** amount − invested_amount, whole NT$. */
  readonly amount_investable: number;
}

/**
 * A loan is open for investing while it is matching (媒合中) with the market status
 * primary_unfinished, before its funding deadline (set when the rate is confirmed), with
 * something left to invest.
 */
export const isLoanOpenForCart = (loan: CartLoanState, now: Date = new Date()): boolean =>
  loan.status === 'matching' &&
  loan.market_status === LOAN_MARKET_STATUS_OPEN &&
  loan.funding_deadline !== null &&
  new Date(loan.funding_deadline).getTime() > now.getTime() &&
  loan.amount_investable >= CART_AMOUNT_MIN;

/** The most a cart item may hold: the investable amount, down to a whole unit. */
export const cartAmountMax = (amountInvestable: number): number =>
  Math.max(0, Math.floor(amountInvestable / CART_AMOUNT_UNIT) * CART_AMOUNT_UNIT);

/**
 * What the browser does to a typed amount at once: a negative entry is cleared, a number above
 * the maximum becomes the maximum; anything else is kept for the validation to judge.
 */
export const normalizeCartAmountInput = (raw: string, max: number): string => {
  const text = raw.trim();
  if (text.startsWith('-')) return '';
  if (WHOLE_NUMBER.test(text) && Number(text) > max) return String(max);
  return raw;
};

/**
 * The cart amount rules in the spec's order: numeric, a multiple of the unit, at least the
 * minimum, at most the maximum (null: no maximum known yet). Answers the first failing rule's
 * message, or undefined.
 */
export const cartAmountError = (value: unknown, max: number | null): string | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || text === '') return CART_TEXTS.amountRequired;
  if (!WHOLE_NUMBER.test(text) || !Number.isSafeInteger(Number(text))) return CART_TEXTS.amountNumber;
  const amount = Number(text);
  if (amount % CART_AMOUNT_UNIT !== 0) return CART_TEXTS.amountUnit;
  if (amount < CART_AMOUNT_MIN) return CART_TEXTS.amountMin;
  if (max !== null && amount > max) return max < CART_AMOUNT_MIN ? CART_TEXTS.loanClosed : cartAmountAboveInvestable(max);
  return undefined;
};

/** A count is a whole number of units from 1 to 30. */
export const cartCountError = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!WHOLE_NUMBER.test(text)) return CART_TEXTS.countRange;
  const count = Number(text);
  return count >= CART_COUNT_MIN && count <= CART_COUNT_MAX ? undefined : CART_TEXTS.countRange;
};

/** What the cart list knows of an item and its loan now. */
export interface CartItemState {
  readonly loan_serial: string;
  readonly amount: number;
  readonly can_invest: boolean;
  readonly amount_investable: number;
}

/** The amount an item can be ordered for now: 0 for a closed loan, else its amount up to the maximum. */
export const cartOrderableAmount = (item: CartItemState): number =>
  item.can_invest ? Math.min(item.amount, cartAmountMax(item.amount_investable)) : 0;

/**
 * The cart's warnings: when any loan closed or its investable amount fell below the item's
 * amount, 購物車部分案件更動 and then one line per changed item.
 */
export const cartWarnings = (items: readonly CartItemState[]): string[] => {
  const lines = items.flatMap((item) => {
    if (!item.can_invest) return [cartLoanClosedWarning(item.loan_serial)];
    const max = cartAmountMax(item.amount_investable);
    return item.amount > max ? [cartAmountAboveWarning(item.loan_serial, max)] : [];
  });
  return lines.length === 0 ? [] : [CART_TEXTS.changed, ...lines];
};
