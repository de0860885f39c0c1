import { INVEST_AMOUNT_STEP, INVEST_MIN_AMOUNT } from '../constants/loan.js';

/** Cart amounts: at least the minimum, in whole multiples of the unit (spec 5 and 9). */
export const CART_AMOUNT_MIN = INVEST_MIN_AMOUNT;
export const CART_AMOUNT_UNIT = INVEST_AMOUNT_STEP;

/**
 * The count of a cart item: how many units of it are bought. A loan bought for an amount is one
 * unit (count 1, the amount says how much); a loan bought in commodity sets (farmer loans repaid
 * in goods, loan_commodity_set_id) is bought by the set, 1 to 30 sets.
 */
export const CART_COUNT_MIN = 1;
export const CART_COUNT_MAX = 30;
export const CART_DEFAULT_COUNT = 1;

/** The cart page checks an edited amount this long after the last keystroke. */
export const CART_VALIDATION_DELAY_MS = 300;

/** The header badge shows 99+ above this count. */
export const CART_BADGE_MAX = 99;

/** Loan serials are at most this long (the loans.serial column). */
export const CART_LOAN_SERIAL_MAX_LENGTH = 20;

/** Rates and ratios of the summary: percent with two decimals, rounded half up. */
export const CART_RATE_DECIMALS = 2;

/** The query parameters of the link that adds a loan to the cart: /market-place/carts?add={serial}&amount={n}. */
export const CART_ADD_QUERY = { serial: 'add', amount: 'amount' } as const;

export const MARKET_PLACE_PATH = '/market-place';
export const CART_PAGE_PATH = '/market-place/carts';
export const CHECKOUT_PAGE_PATH = '/market-place/place-order';
export const LOAN_DETAIL_PATH_PREFIX = '/market-place/loan/';
