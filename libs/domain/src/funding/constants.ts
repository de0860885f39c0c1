import { CHECKOUT_BALANCE_PAYMENT_MIN } from '../checkout/constants.js';
import { INVEST_AMOUNT_STEP, INVEST_MIN_AMOUNT } from '../constants/loan.js';

/**
 * The funding marketplace (spec 001 sections 2, 4, 5 and 9): listings tied to a primary loan,
 * ordered through the order engine.
 */

/** The least a lender may put into a funding project (spec 9: minimum funding investment 1000). */
export const FUNDING_INVEST_MIN = INVEST_MIN_AMOUNT;
/** Funding amounts go in whole steps of this many NT$ (spec 9: in multiples of 1000). */
export const FUNDING_INVEST_STEP = INVEST_AMOUNT_STEP;
/** Paying from the balance needs at least this much available (the order engine's minimum). */
export const FUNDING_BALANCE_PAYMENT_MIN = CHECKOUT_BALANCE_PAYMENT_MIN;

/** The funding bar never grows past this width, in percent (spec 9). */
export const FUNDING_PROGRESS_CAP_PERCENT = 100;
/** The promotions carousel moves on after this many milliseconds (spec 9: autoplay 7 s). */
export const FUNDING_PROMOTIONS_AUTOPLAY_MS = 7_000;

/** The project page's tabs, chosen by the URL hash (spec 2). */
export const FUNDING_TABS = ['detail', 'interest', 'report', 'feedback'] as const;
export type FundingTab = (typeof FUNDING_TABS)[number];

/** How the fill page says the order will be paid: a deposit by the bank's web ATM, or the balance. */
export const FUNDING_PAYMENT_METHODS = ['kgi_web_atm', 'balance'] as const;
export type FundingPaymentMethod = (typeof FUNDING_PAYMENT_METHODS)[number];

/** At most this many projects in the popular list, and in the promotions carousel. */
export const FUNDING_POPULAR_MAX = 24;
export const FUNDING_PROMOTIONS_MAX = 8;
/** At most this many backers shown on a project page, newest first. */
export const FUNDING_BACKERS_MAX = 50;

/** The console's limits on a listing. */
export const FUNDING_TITLE_MAX_LENGTH = 60;
export const FUNDING_DISPLAY_NAME_MAX_LENGTH = 30;
export const FUNDING_TEXT_MAX_LENGTH = 4_000;
export const FUNDING_USAGE_ROWS_MAX = 12;
export const FUNDING_USAGE_DESCRIPTION_MAX_LENGTH = 60;
export const FUNDING_VIDEOS_MAX = 4;
export const FUNDING_IMAGES_MAX = 8;
export const FUNDING_ORDER_MAX = 9_999;
/** A YouTube video id: 11 characters of letters, digits, - and _. */
export const FUNDING_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** A project serial: F and digits. */
export const FUNDING_SERIAL_PATTERN = /^F\d{1,18}$/;
/** Where the browser remembers an accepted funding contract (per loan serial, lender and loan updated_at). */
export const FUNDING_CONTRACT_STORAGE_PREFIX = 'lendbridge.funding-contract';
